// Links between the management screens, including pre-filtered lists (the list query in the URL).
import { isUuid } from "../../common/ids.ts";
import type { Condition } from "../../common/listQuery/index.ts";
import { formatFilters } from "../ui/table/listQueryUrl.ts";
import { toGlobalId } from "./globalId.ts";

export const USERS_PATH = "/manage/users";
export const LOGS_PATH = "/manage/logs";
export const ORDERS_PATH = "/manage/orders";
export const COMPANIES_PATH = "/manage/companies";
export const OUTBOX_PATH = "/manage/outbox";
export const TAX_PATH = "/manage/tax";

/** A user's detail page, by the User's global id. */
export function userPath(globalId: string): string {
  return `${USERS_PATH}/${encodeURIComponent(globalId)}`;
}

/** A user's detail page from a raw database id (as the audit log stores it). */
export function userPathFromRawId(rawId: string): string {
  return userPath(toGlobalId("User", rawId));
}

/** A company's detail page, by the Company's global id. */
export function companyPath(globalId: string): string {
  return `${COMPANIES_PATH}/${encodeURIComponent(globalId)}`;
}

/** An order's page on the order desk, by the Order's global id. */
export function orderPath(globalId: string): string {
  return `${ORDERS_PATH}/${encodeURIComponent(globalId)}`;
}

/** The printable recording sheet of an order, for the voice talent. */
export function orderSheetPath(globalId: string): string {
  return `${orderPath(globalId)}/sheet`;
}

/** An e-mail in the outbox, by the EmailMessage's global id. */
export function outboxMessagePath(globalId: string): string {
  return `${OUTBOX_PATH}/${encodeURIComponent(globalId)}`;
}

/**
 * The EmailMessage global id of /manage/outbox/:id: the screens link with the global id, the
 * server's log with the e-mail's database id (a UUID).
 */
export function emailMessageIdFromParam(param: string | undefined): string {
  const value = (param ?? "").trim();
  return isUuid(value) ? toGlobalId("EmailMessage", value) : value;
}

/** A list filtered by `conditions`, or null when the values cannot be written in the language. */
export function filteredListPath(path: string, conditions: Condition[]): string | null {
  try {
    return `${path}?${new URLSearchParams({ filters: formatFilters(conditions) })}`;
  } catch {
    return null;
  }
}
