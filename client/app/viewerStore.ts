// After a mutation that signs someone in (sign-in, registration, password reset), the payload's
// viewer becomes the store's `viewer` root field, so the header and the route guards see the new
// person immediately; everything cached before is marked stale.
import type { RecordSourceSelectorProxy } from "relay-runtime";

export function setViewerFromPayload(store: RecordSourceSelectorProxy, rootField: string) {
  const result = store.getRootField(rootField);
  const viewer = result?.getType() === "ViewerPayload" ? result.getLinkedRecord("viewer") : null;
  if (!viewer) return;
  store.invalidateStore();
  store.getRoot().setLinkedRecord(viewer, "viewer");
}
