// A guest's order drafts, kept in this browser's localStorage so a reload (or coming back later)
// loses nothing. Signed-in customers keep theirs on the server (saveOrderDraft) instead.
//
//   readLocalDraft(service)  → the saved draft of that service (a wizard slug such as
//                              "telephone-voice-prompts"), or null when there is none, it is
//                              unreadable, or older than DRAFT_LIFETIME_DAYS (then it is removed)
//   writeLocalDraft(draft)   → saves the draft under its own `service`, stamped with the time
//   clearLocalDraft(service) → forgets it (after the order is placed)
//
// One key per service, versioned ("studiofront.orderDraft.v1.<service>"), holding
// `{ version, savedAt, draft }`. A draft is checked against the shared `draftShape` when read, so
// an edited or outdated entry never reaches a wizard. Storage that is missing or refuses access
// (private mode, disabled cookies, a full quota) makes every call a quiet no-op.
import { DRAFT_LIFETIME_DAYS } from "../../common/orders/wizards.ts";
import { draftShape, type OrderDraft } from "../../common/orders/orderDraft.ts";

export const DRAFT_STORAGE_VERSION = 1;
const KEY_PREFIX = `studiofront.orderDraft.v${DRAFT_STORAGE_VERSION}.`;
const DAY_MS = 24 * 60 * 60 * 1000;

export type StoredDraft = { version: number; savedAt: string; draft: OrderDraft };

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function draftStorageKey(service: string): string {
  return `${KEY_PREFIX}${service}`;
}

/** The draft functions over a given storage and clock (the exported ones use localStorage). */
export function createDraftStorage(getStorage: () => KeyValueStorage | null, now: () => number = Date.now) {
  const attempt = <T>(run: (storage: KeyValueStorage) => T, fallback: T): T => {
    try {
      const storage = getStorage();
      return storage ? run(storage) : fallback;
    } catch {
      return fallback;
    }
  };

  function readLocalDraft(service: string): OrderDraft | null {
    return attempt((storage) => {
      const key = draftStorageKey(service);
      const raw = storage.getItem(key);
      if (!raw) return null;
      const stored = parseStored(raw);
      const savedAt = stored ? Date.parse(stored.savedAt) : NaN;
      const expired = !Number.isFinite(savedAt) || now() - savedAt > DRAFT_LIFETIME_DAYS * DAY_MS;
      const draft = stored && !expired ? draftShape.safeParse(stored.draft) : null;
      if (!draft?.success || draft.data.service !== service) {
        storage.removeItem(key);
        return null;
      }
      return draft.data;
    }, null);
  }

  function writeLocalDraft(draft: OrderDraft): void {
    attempt((storage) => {
      const stored: StoredDraft = { version: DRAFT_STORAGE_VERSION, savedAt: new Date(now()).toISOString(), draft };
      storage.setItem(draftStorageKey(draft.service), JSON.stringify(stored));
    }, undefined);
  }

  function clearLocalDraft(service: string): void {
    attempt((storage) => storage.removeItem(draftStorageKey(service)), undefined);
  }

  return { readLocalDraft, writeLocalDraft, clearLocalDraft };
}

function parseStored(raw: string): StoredDraft | null {
  try {
    const value = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (!value || typeof value !== "object" || value.version !== DRAFT_STORAGE_VERSION || typeof value.savedAt !== "string") return null;
    return value as StoredDraft;
  } catch {
    return null;
  }
}

const browserDrafts = createDraftStorage(() => (typeof localStorage === "undefined" ? null : localStorage));

export const { readLocalDraft, writeLocalDraft, clearLocalDraft } = browserDrafts;
