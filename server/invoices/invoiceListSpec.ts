// What a list of invoices and credit notes can be filtered and sorted on, in InvoiceNode's fields
// (the invoices export takes these; an invoices table would too).
import { InvoiceKind } from "../db/generated/client.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";

export const invoiceListSpec: ListDeclaration = {
  fields: {
    number: { type: "string", sortable: true },
    kind: { type: "enum", enumValues: Object.values(InvoiceKind), sortable: true },
    total: { type: "int", sortable: true },
    currency: { type: "string", sortable: true },
    issuedAt: { type: "dateTime", sortable: true },
  },
  defaultOrderBy: [{ field: "issuedAt", direction: "DESC" }],
};
