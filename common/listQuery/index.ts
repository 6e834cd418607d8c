export * from "./types.ts";
export * from "./errors.ts";
export { parseListQuery } from "./parse.ts";
export { serializeListQuery, pageOf, offsetOfPage } from "./serialize.ts";
