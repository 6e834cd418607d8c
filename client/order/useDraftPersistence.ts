// Keeps the wizard's draft so a reload loses nothing: a guest's in this browser (draftStorage.ts),
// a signed-in customer's on the server with saveOrderDraft, saved once typing pauses (autosave.ts).
// Once the server has it, a copy left in this browser (from before signing in) is forgotten.
// `status` says where the draft stands; `flush()` saves now and gives the order id (payment).
import { useCallback, useEffect, useRef, useState } from "react";
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import { createAutosaver, type Autosaver, type AutosaveState, type SaveOutcome } from "./autosave.ts";
import { clearLocalDraft, writeLocalDraft } from "./draftStorage.ts";
import { useSaveOrderDraftMutation } from "./useSaveOrderDraftMutation.ts";
import { draftInput, serverFieldErrors } from "./wizardDraft.ts";

export const AUTOSAVE_DELAY_MS = 600;

export type DraftPersistence = {
  /** Where a signed-in customer's draft stands; guests' drafts are saved at once ("saved"). */
  state: AutosaveState;
  /** Saves the draft now; the server order's id (signed in), null for guests or when saving failed. */
  flush(draft: OrderDraft): Promise<string | null>;
};

export function useDraftPersistence(options: {
  signedIn: boolean;
  draft: OrderDraft;
  orderId: string | null;
  savedDraft: OrderDraft | null;
  /** Keep the first draft too (it is not kept anywhere yet). */
  initialUnsaved?: boolean;
}): DraftPersistence {
  const { signedIn, draft } = options;
  const [save] = useSaveOrderDraftMutation();
  const saveRef = useRef(save);
  saveRef.current = save;
  const [state, setState] = useState<AutosaveState>({ status: "idle", orderId: options.orderId, message: null, fields: {} });
  const saver = useRef<Autosaver | null>(null);
  const initial = useRef({ orderId: options.orderId, savedDraft: options.savedDraft, draft, unsaved: options.initialUnsaved ?? false });

  useEffect(() => {
    if (!signedIn) return;
    const autosaver = createAutosaver({
      delayMs: AUTOSAVE_DELAY_MS,
      orderId: initial.current.orderId,
      saved: initial.current.savedDraft,
      onChange: setState,
      save: async (next, orderId): Promise<SaveOutcome> => {
        let result = await saveRef.current(orderId, draftInput(next));
        // The draft was placed or removed meanwhile (another tab): this becomes a new draft.
        if (orderId && (result.__typename === "NotFoundError" || result.__typename === "OrderNotPayableError")) result = await saveRef.current(null, draftInput(next));
        if (result.__typename === "OrderPayload" && "order" in result && result.order) {
          clearLocalDraft(next.service);
          return { ok: true, orderId: result.order.id };
        }
        if (result.__typename === "ValidationError" && "fields" in result) {
          return { ok: false, message: "Your draft could not be saved: check the marked fields.", fields: serverFieldErrors(result.fields ?? []) };
        }
        return { ok: false, message: ("message" in result && result.message) || "Your draft could not be saved." };
      },
    });
    saver.current = autosaver;
    return () => {
      autosaver.dispose();
      saver.current = null;
    };
  }, [signedIn]);

  // Every change after the first render is kept: in the browser at once (guest), on the server
  // once typing pauses (signed in).
  useEffect(() => {
    if (draft === initial.current.draft && !initial.current.unsaved) return;
    if (signedIn) saver.current?.schedule(draft);
    else {
      writeLocalDraft(draft);
      setState((current) => (current.status === "saved" ? current : { ...current, status: "saved" }));
    }
  }, [draft, signedIn]);

  // Unsaved changes on the way to the server: the browser asks before the page is left.
  const unsaved = signedIn && (state.status === "pending" || state.status === "saving");
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  const flush = useCallback(
    async (current: OrderDraft) => {
      if (!signedIn) {
        writeLocalDraft(current);
        return null;
      }
      return saver.current ? saver.current.flush(current) : null;
    },
    [signedIn],
  );

  return { state, flush };
}
