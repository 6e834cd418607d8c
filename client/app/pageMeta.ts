// Page title and description (the "page meta" state of seed.md §3). Screens declare theirs with
// `usePageMeta`; the newest declaration wins, and without one the page is titled with the studio's
// name and described with the studio's description from the settings.

export type PageMeta = { title?: string | null; description?: string | null };

/** "<page title> · <studio name>", or just the studio's name for the home page. */
export function formatTitle(title: string | null | undefined, studioName: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${studioName}` : studioName;
}

type Entry = { id: number; meta: PageMeta };
type Listener = () => void;

let nextId = 1;
let entries: Entry[] = [];
let snapshot: PageMeta = {};
const listeners = new Set<Listener>();

function publish() {
  snapshot = entries.at(-1)?.meta ?? {};
  listeners.forEach((listener) => listener());
}

export const pageMetaStore = {
  /** Declares a page's meta; returns the function that withdraws it. */
  push(meta: PageMeta): () => void {
    const id = nextId++;
    entries = [...entries, { id, meta }];
    publish();
    return () => {
      entries = entries.filter((entry) => entry.id !== id);
      publish();
    };
  },
  get: (): PageMeta => snapshot,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Writes the document's title and meta description. */
export function applyPageMeta(doc: Document, meta: PageMeta, defaults: { studioName: string; description: string }) {
  doc.title = formatTitle(meta.title, defaults.studioName);
  let tag = doc.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = doc.createElement("meta");
    tag.name = "description";
    doc.head.appendChild(tag);
  }
  tag.content = meta.description?.trim() || defaults.description;
}
