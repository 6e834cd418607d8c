// Imports every type file and builds the schema. Nothing else belongs here.
import { builder } from "./builder.ts";
import "./scalars.ts";
import "./errors.graphql.ts";
import "../admin/settings.graphql.ts";
import "../admin/auditLog.graphql.ts";
import "../accounts/user.graphql.ts";
import "../accounts/apiToken.graphql.ts";
import "../accounts/company.graphql.ts";
import "../catalog/service.graphql.ts";
import "../catalog/voice.graphql.ts";
import "../catalog/soundtrack.graphql.ts";
import "../content/contentEntry.graphql.ts";
import "../contact/contactMessage.graphql.ts";
import "../discounts/discount.graphql.ts";
import "../tax/taxRate.graphql.ts";
import "../orders/order.graphql.ts";
import "../payments/payment.graphql.ts";
import "../orders/checkout.graphql.ts";
import "../orders/quotedOrder.graphql.ts";
import "../orders/orderStatus.graphql.ts";
import "../orders/orderUpdates.graphql.ts";
import "../invoices/invoice.graphql.ts";
import "../orders/orderDesk.graphql.ts";
import "../fulfilment/deliverable.graphql.ts";
import "../fulfilment/revisionRequest.graphql.ts";
import "../partners/partner.graphql.ts";
import "../companies/company.graphql.ts";
import "../resellers/reseller.graphql.ts";
import { applyFieldCosts } from "./limits.ts";
import { assertEveryFieldDeclaresScopes } from "./scopeCoverage.ts";

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

export const schema = builder.toSchema({ sortSchema: true });
applyFieldCosts(schema);
assertEveryFieldDeclaresScopes(schema);
