import type { RecordSourceSelectorProxy } from "relay-runtime";

/**
 * The updater of the mutations that move an order between the account overview's lists (to
 * approve, in revision…): a signed-in customer's lists are read afresh the next time they are shown.
 */
export function forgetViewerOrderLists(store: RecordSourceSelectorProxy) {
  store.getRoot().getLinkedRecord("viewer")?.invalidateRecord();
}
