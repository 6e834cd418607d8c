import type { RecordSourceSelectorProxy } from "relay-runtime";

/**
 * The updater of changes that leave the management lists (filtered, sorted, and the audit log)
 * stale: every cached query is fetched again the next time it is shown.
 */
export function markListsStale(store: RecordSourceSelectorProxy) {
  store.getRoot().invalidateRecord();
}
