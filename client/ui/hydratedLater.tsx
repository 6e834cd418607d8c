// A part of a server-rendered page whose code loads apart from its route's chunk, so the page
// hydrates without waiting for it: the server renders it in full, the browser keeps that HTML
// until the part's chunk has come and then hydrates it on its own (its Suspense boundary). Its
// chunk starts loading when the module declaring the part runs, beside the page's hydration; once
// it has come, the part renders at once (no empty frame on later visits). A click on the part
// before it has hydrated is made again once it has (pendingClicks.ts).
import { lazy, Suspense, useEffect, useRef, type ComponentType, type JSX, type RefObject } from "react";
import { pendingClicks, type PendingClicks } from "./pendingClicks.ts";

// The part's box takes no room of its own: its children are laid out as if it were not there.
const NO_BOX = { display: "contents" } as const;

type PartState = { hydrated: boolean; clicks: PendingClicks | null };

/** Rendered after the part inside its boundary: its effect runs once the part has hydrated. */
function Hydrated({ part }: { part: RefObject<PartState> }) {
  useEffect(() => {
    part.current.hydrated = true;
    part.current.clicks?.replay();
    part.current.clicks = null;
  }, [part]);
  return null;
}

export function hydratedLater<Props extends object>(load: () => Promise<ComponentType<Props>>): (props: Props) => JSX.Element {
  let loaded: ComponentType<Props> | null = null;
  const loading = load().then((component) => (loaded = component));
  // A chunk that fails to load fails where the part renders (the route's error boundary).
  loading.catch(() => undefined);
  const Lazy = lazy(() => loading.then((component) => ({ default: component })));
  return function HydratedLater(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    const part = useRef<PartState>({ hydrated: false, clicks: null });
    // Effects run inside out: when the part hydrated with the page, `hydrated` is already set.
    useEffect(() => {
      const state = part.current;
      if (!state.hydrated && box.current) state.clicks = pendingClicks(box.current);
      return () => {
        state.clicks?.discard();
        state.clicks = null;
      };
    }, []);
    const Loaded = loaded;
    return (
      <div style={NO_BOX} ref={box}>
        <Suspense fallback={null}>
          {Loaded ? <Loaded {...props} /> : <Lazy {...props} />}
          <Hydrated part={part} />
        </Suspense>
      </div>
    );
  };
}
