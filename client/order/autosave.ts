// Saving a signed-in customer's draft on the server while they type: changes are saved once the
// typing pauses (`delayMs`), one save at a time (the first save creates the order, later saves
// update it, so two quick changes never create two drafts), and never twice for the same content.
// `flush()` saves what is pending right away and resolves with the order's id (before payment).
import { sameDraft } from "./wizardDraft.ts";
import type { OrderDraft } from "../../common/orders/orderDraft.ts";

export type SaveStatus = "idle" | "pending" | "saving" | "saved" | "error";

export type SaveOutcome = { ok: true; orderId: string } | { ok: false; message: string; fields?: Record<string, string> };

export type AutosaveState = { status: SaveStatus; orderId: string | null; message: string | null; fields: Record<string, string> };

export type AutosaverOptions = {
  delayMs: number;
  orderId: string | null;
  /** The draft as last saved (restored from the server), so it is not saved again unchanged. */
  saved: OrderDraft | null;
  save(draft: OrderDraft, orderId: string | null): Promise<SaveOutcome>;
  onChange(state: AutosaveState): void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

export function createAutosaver(options: AutosaverOptions) {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let state: AutosaveState = { status: "idle", orderId: options.orderId, message: null, fields: {} };
  let saved = options.saved;
  let pending: OrderDraft | null = null;
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  let disposed = false;

  const update = (patch: Partial<AutosaveState>) => {
    state = { ...state, ...patch };
    if (!disposed) options.onChange(state);
  };

  async function run(): Promise<void> {
    while (pending) {
      const draft = pending;
      pending = null;
      if (saved && sameDraft(saved, draft) && state.orderId) {
        update({ status: "saved" });
        continue;
      }
      update({ status: "saving" });
      let outcome: SaveOutcome;
      try {
        outcome = await options.save(draft, state.orderId);
      } catch (error) {
        outcome = { ok: false, message: error instanceof Error && error.message ? error.message : "The draft could not be saved." };
      }
      if (outcome.ok) {
        saved = draft;
        update({ status: pending ? "pending" : "saved", orderId: outcome.orderId, message: null, fields: {} });
      } else {
        update({ status: "error", message: outcome.message, fields: outcome.fields ?? {} });
      }
    }
  }

  function start(): Promise<void> {
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    // One save at a time: a change made while saving is saved right after.
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** A change: saved after `delayMs` without further changes. */
    schedule(draft: OrderDraft) {
      pending = draft;
      if (state.status !== "saving") update({ status: "pending" });
      if (timer !== null) clearTimer(timer);
      timer = setTimer(() => {
        timer = null;
        void start();
      }, options.delayMs);
    },
    /** Saves `draft` now (unless it is what was saved); resolves with the order's id, or null when saving failed. */
    async flush(draft: OrderDraft): Promise<string | null> {
      pending = draft;
      // A save in flight finishes first; then whatever is left is saved.
      while (running || pending) await start();
      return state.status === "error" ? null : state.orderId;
    },
    get state() {
      return state;
    },
    /** Stops reporting; a change still waiting for its timer is saved right away (leaving the wizard). */
    dispose() {
      if (timer !== null && pending) void start();
      else if (timer !== null) clearTimer(timer);
      timer = null;
      disposed = true;
    },
  };
}

export type Autosaver = ReturnType<typeof createAutosaver>;
