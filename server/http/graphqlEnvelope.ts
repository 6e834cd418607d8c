// The request's envelope, `query`, `variables`, `operationName` and `extensions`, checked before
// anything reads it: a part of the wrong kind, or a GET or form parameter that is not JSON, is a 400
// naming it. (graphql-yoga checks the kinds only after every plugin has read them, and parses GET
// parameters with a bare JSON.parse: both answered 500.)
import type { GraphQLParams, Plugin } from "graphql-yoga";
import { badRequest } from "./requestErrors.ts";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

const PARTS: [name: keyof GraphQLParams, expected: string, isValid: (value: unknown) => boolean][] = [
  ["query", "a string (a GraphQL document)", (value) => typeof value === "string"],
  ["operationName", "a string", (value) => typeof value === "string"],
  ["variables", "an object", isObject],
  ["extensions", "an object", isObject],
];

/** `params` as GraphQL parameters, or a 400 naming the first part of the wrong kind (null or absent is no part). */
export function checkEnvelope(params: unknown): GraphQLParams {
  if (!isObject(params)) throw badRequest(`A GraphQL request is a JSON object with "query" (or a persisted operation's id in "extensions"), not ${kindOf(params)}.`);
  for (const [name, expected, isValid] of PARTS) {
    const value = params[name];
    if (value !== undefined && value !== null && !isValid(value)) throw badRequest(`"${name}" must be ${expected}, not ${kindOf(value)}.`);
  }
  return params as GraphQLParams;
}

function jsonParameter(search: URLSearchParams, name: string): unknown {
  const text = search.get(name);
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`The "${name}" parameter is not valid JSON.`);
  }
}

function paramsOf(search: URLSearchParams): GraphQLParams {
  return {
    query: search.get("query") || undefined,
    operationName: search.get("operationName") || undefined,
    variables: jsonParameter(search, "variables") as GraphQLParams["variables"],
    extensions: jsonParameter(search, "extensions") as GraphQLParams["extensions"],
  };
}

export const isMultipartRequest = (request: Request) => /^multipart\/form-data\s*(;|$)/i.test(request.headers.get("content-type") ?? "");

const isFormEncoded = (request: Request) => /^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get("content-type") ?? "");

/** Reads GET and form-encoded parameters itself, and checks every request's envelope first. */
export const requestEnvelope: Plugin = {
  onRequestParse({ request, url, setRequestParser }) {
    if (request.method === "GET") setRequestParser(() => paramsOf(url.searchParams));
    else if (request.method === "POST" && isFormEncoded(request)) setRequestParser(async (form) => paramsOf(new URLSearchParams(await form.text())));
  },
  onParams({ params }) {
    checkEnvelope(params);
  },
};
