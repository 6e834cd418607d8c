// The order lists' fields for the list-query language: the studio's desk and a customer's history.
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { ORDER_TRANSITIONS } from "./orderStates.ts";

const STATUSES = Object.keys(ORDER_TRANSITIONS);

const orderFields: ListDeclaration["fields"] = {
  number: { type: "int", sortable: true },
  status: { type: "enum", enumValues: STATUSES, sortable: true },
  service: { type: "string", field: "service.slug", sortable: true },
  serviceName: { type: "string", field: "service.name", sortable: true },
  voice: { type: "string", field: "voice.name", sortable: true },
  rush: { type: "boolean", sortable: true },
  total: { type: "int", sortable: true },
  currency: { type: "string", sortable: true },
  createdAt: { type: "dateTime", sortable: true },
  placedAt: { type: "dateTime", sortable: true },
  paidAt: { type: "dateTime", sortable: true },
  dueAt: { type: "dateTime", sortable: true },
  deliveredAt: { type: "dateTime", sortable: true },
};

export const manageOrderListSpec: ListDeclaration = {
  fields: {
    ...orderFields,
    customerEmail: { type: "string", field: "customer.email", sortable: true },
    customerName: { type: "string", field: "customer.name", sortable: true },
    guestEmail: { type: "string", sortable: true },
    guestName: { type: "string", sortable: true },
    company: { type: "string", field: "company.name", sortable: true },
    flaggedAt: { type: "dateTime", sortable: true },
  },
  defaultOrderBy: [{ field: "placedAt", direction: "DESC" }, { field: "createdAt", direction: "DESC" }],
};

export const customerOrderListSpec: ListDeclaration = { fields: orderFields, defaultOrderBy: [{ field: "createdAt", direction: "DESC" }] };

/** What an order list can be filtered and sorted on, for its field's description. */
export const ORDER_LIST_FIELDS_DESCRIPTION = "List-query fields: number, status, service (slug), serviceName, voice, rush, total, currency, createdAt, placedAt, paidAt, dueAt, deliveredAt";
