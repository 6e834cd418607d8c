// The quarters the One-Stop-Shop report offers, newest first, and where to download each.

/** "2026-Q4" and the `count - 1` quarters before it, from the quarter `now` falls in (UTC, as the report counts). */
export function recentQuarters(now: Date, count = 8): string[] {
  const current = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3);
  return Array.from({ length: count }, (_, back) => `${Math.floor((current - back) / 4)}-Q${((current - back) % 4) + 1}`);
}

/** The CSV of one quarter (administrators only). */
export function ossReportUrl(quarter: string): string {
  return `/api/tax/oss.csv?quarter=${encodeURIComponent(quarter)}`;
}
