// What the audit log table lets the URL carry: the server's whitelist for `auditLogs(filter:)`
// (server/admin/auditLog.graphql.ts, auditLogListSpec) and the filters the bar offers.
import type { ListFilter } from "../../ui/table/ListFilterBar.tsx";
import type { ListSpec } from "../../ui/table/listQueryUrl.ts";

export const logsListSpec: ListSpec = {
  fields: ["action", "actorEmail", "actor", "entityType", "entityId", "ip", "createdAt"],
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
  // The e-mail written with the entry (also the attempted one of a failed sign-in), or the
  // actor's current e-mail when it has changed since.
  searchFields: ["actorEmail", "actor"],
};

/** The actions the server writes, with how the table names them. */
export const ACTION_LABELS: Record<string, string> = {
  "user.signed_in": "Signed in",
  "user.sign_in_failed": "Sign-in failed",
  "user.signed_out": "Signed out",
  "user.registered": "Registered",
  "user.role_changed": "Role changed",
  "user.disabled": "Account disabled",
  "user.enabled": "Account enabled",
  "user.password_reset_requested": "Password reset requested",
  "user.password_reset": "Password reset",
  "user.password_changed": "Password changed",
  "user.profile_updated": "Profile updated",
  "session.revoked": "Session revoked",
  "session.revoked_others": "Other sessions revoked",
  "api_token.created": "API token created",
  "api_token.revoked": "API token revoked",
  "service.created": "Service created",
  "service.updated": "Service updated",
  "service.activated": "Service activated",
  "service.deactivated": "Service deactivated",
  "service.reordered": "Services reordered",
  "bundle.created": "Bundle created",
  "bundle.updated": "Bundle updated",
  "voice.created": "Voice created",
  "voice.updated": "Voice updated",
  "voice.photo_set": "Voice photo set",
  "voice.sample_added": "Voice sample added",
  "voice.sample_removed": "Voice sample removed",
  "soundtrack.created": "Music bed added",
  "soundtrack.updated": "Music bed updated",
  "discount.created": "Discount code created",
  "discount.updated": "Discount code updated",
  "discount.activated": "Discount code activated",
  "discount.deactivated": "Discount code deactivated",
  "taxRate.created": "Tax rate created",
  "taxRate.updated": "Tax rate updated",
  "settings.updated": "Settings updated",
  "assistant.settings.updated": "Script assistant settings updated",
  "assistant.asked": "Script assistant asked",
  "order.status_changed": "Order status changed",
  "order.quoted": "Quote priced",
  "payment.refunded": "Payment refunded",
  "payment.refund_failed": "Refund failed",
};

export function actionColor(action: string): string {
  if (action.endsWith("_failed") || action === "user.disabled") return "red";
  if (action === "user.role_changed" || action.startsWith("api_token.")) return "violet";
  if (action.startsWith("payment.") || action.startsWith("order.")) return "blue";
  if (action.startsWith("user.password")) return "orange";
  if (action === "user.signed_in" || action === "user.registered" || action === "user.enabled") return "green";
  return "gray";
}

export const logsFilters: ListFilter[] = [
  {
    kind: "select",
    field: "action",
    label: "Action",
    placeholder: "Any action",
    options: Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label })),
  },
  { kind: "dateRange", field: "createdAt", label: "Date" },
];
