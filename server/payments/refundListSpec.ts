// What a list of refunds can be filtered and sorted on, in RefundNode's fields (the refunds export
// takes these; a refunds table would too).
import { RefundStatus } from "../db/generated/client.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";

export const refundListSpec: ListDeclaration = {
  fields: {
    status: { type: "enum", enumValues: Object.values(RefundStatus), sortable: true },
    amount: { type: "int", sortable: true },
    reason: { type: "string", sortable: true },
    providerReference: { type: "string", sortable: true },
    createdAt: { type: "dateTime", sortable: true },
  },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};
