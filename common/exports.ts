// The CSV exports of the management tables: which there are and where each is downloaded, with a
// table's filter and order as its URL carries them (the page left out: an export holds every row).
export const EXPORT_KINDS = ["orders", "payments", "refunds", "invoices", "payouts"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export function isExportKind(text: string): text is ExportKind {
  return (EXPORT_KINDS as readonly string[]).includes(text);
}

/** The URL parameters of a table's list query an export takes. */
export const EXPORT_LIST_PARAMETERS = ["filters", "filterGroups", "relations", "orderBy"] as const;

/** The export of a table filtered and sorted as `tableSearch` (the table's URL query) says. */
export function exportUrl(kind: ExportKind, tableSearch: URLSearchParams | string): string {
  const table = new URLSearchParams(tableSearch);
  const params = new URLSearchParams();
  for (const name of EXPORT_LIST_PARAMETERS) {
    const value = table.get(name);
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return `/api/exports/${kind}.csv${query ? `?${query}` : ""}`;
}

/** The export of the orders picked in the order desk, by their database ids. */
export function pickedOrdersExportUrl(orderIds: readonly string[]): string {
  return `/api/exports/orders.csv?ids=${orderIds.map(encodeURIComponent).join(",")}`;
}
