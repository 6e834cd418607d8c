// Database ids are UUIDs. One definition for every place that checks one (global ids, list-query
// values, file links, payment references), so junk never reaches the database as an id.
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
