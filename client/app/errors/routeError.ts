// What the error page shows for a route error: its status (default 500), a heading and a message.
// Unknown routes read "This page could not be found" with status 404 (seed.md §2, §8).
import { isRouteErrorResponse } from "react-router";

export const NOT_FOUND_MESSAGE = "This page could not be found";
export const DEFAULT_ERROR_MESSAGE = "Something went wrong on our side. Please try again in a moment.";

export type RouteErrorInfo = { status: number; title: string; message: string };

/** What the page of an address that leads nowhere says. */
export const NOT_FOUND_INFO: RouteErrorInfo = { status: 404, title: NOT_FOUND_MESSAGE, message: "The address may be mistyped, or the page has moved." };

function titleFor(status: number): string {
  if (status === 404) return NOT_FOUND_MESSAGE;
  if (status === 403) return "Access denied";
  if (status === 401) return "Please sign in";
  if (status === 503) return "Service unavailable";
  if (status >= 500) return "Something went wrong";
  return "This request could not be completed";
}

function isValidStatus(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 400 && value <= 599;
}

export function routeErrorInfo(error: unknown): RouteErrorInfo {
  if (isRouteErrorResponse(error)) {
    const status = isValidStatus(error.status) ? error.status : 500;
    if (status === 404) return typeof error.data === "string" && error.data && error.data !== NOT_FOUND_MESSAGE ? { ...NOT_FOUND_INFO, message: error.data } : NOT_FOUND_INFO;
    const message = typeof error.data === "string" && error.data ? error.data : error.statusText || DEFAULT_ERROR_MESSAGE;
    return { status, title: titleFor(status), message };
  }
  if (error instanceof Error) {
    const declared = (error as Error & { status?: unknown }).status;
    const status = isValidStatus(declared) ? declared : 500;
    return { status, title: titleFor(status), message: error.message || DEFAULT_ERROR_MESSAGE };
  }
  if (typeof error === "string" && error) return { status: 500, title: titleFor(500), message: error };
  return { status: 500, title: titleFor(500), message: DEFAULT_ERROR_MESSAGE };
}
