import type { RecordSourceSelectorProxy } from "relay-runtime";

/**
 * A Relay updater that appends the record a create mutation returned
 * (`<mutationField>.<payloadField>`) to a root list field the screen shows, once.
 */
export function appendCreatedToList(mutationField: string, payloadField: string, listField: string, listArgs?: Record<string, unknown>) {
  return (store: RecordSourceSelectorProxy) => {
    const created = store.getRootField(mutationField)?.getLinkedRecord(payloadField);
    if (!created) return;
    const root = store.getRoot();
    const list = root.getLinkedRecords(listField, listArgs);
    if (list && !list.some((record) => record?.getDataID() === created.getDataID())) {
      root.setLinkedRecords([...list, created], listField, listArgs);
    }
  };
}
