// The hot reads (an administrator's table, a reseller's integration polling its orders) answered
// by their read plan without yoga's per-request Request, Headers, Response and plugin chain, which
// cost more CPU than the plan and its statements. Only a request yoga would answer the same way
// is answered here: a JSON POST of an operation whose text yoga has parsed, validated and run by
// its plan before (so its document passed every validation rule and limit), from an allowed origin
// or none, with a credential that resolves. The checks yoga's plugins make per request are made
// again here from the same definitions (the text guard, the documents rule, the API's limits, the
// viewer, CORS, the media type, compression, the operation's log and metrics); anything else, and
// any answer the plan cannot give without an error, is left to yoga with the body already read.
import type { IncomingMessage, ServerResponse } from "node:http";
import { getCORSHeadersByRequestAndOptions } from "@whatwg-node/server";
import { execute, type DocumentNode } from "graphql";
import type { GraphQLParams } from "graphql-yoga";
import { type HeaderReader, resolveViewer } from "../accounts/viewer.ts";
import type { Services } from "../context.ts";
import { requestContext } from "../graphql.ts";
import { unstorableTextError } from "../graphqlGuards.ts";
import { observeOperation } from "../operations/graphqlObservation.ts";
import { readPlanCounts, type ReadPlans } from "../schema/readPlan/readPlanPlugin.ts";
import { schema } from "../schema/index.ts";
import { persistedIdOf, type PersistedDocuments } from "../security/persistedOperations.ts";
import { compress, COMPRESS_MIN_BYTES, negotiateEncoding } from "./compression.ts";
import { corsPolicy } from "./cors.ts";
import type { PlannedAnswers } from "./publicGraphQLAnswers.ts";
import { checkEnvelope } from "./graphqlEnvelope.ts";
import { regularMediaType } from "./graphqlMediaType.ts";

/** Bodies of planned requests are small (an id or a document and a page's variables); a larger one goes to yoga as it streams. */
export const PLANNED_BODY_BYTES = 64 * 1024;

/** The request's headers read in place (node has already parsed them), for the viewer, CORS and the context. */
function headersOf(req: IncomingMessage): HeaderReader {
  return {
    get(name: string) {
      const value = req.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(name.toLowerCase() === "cookie" ? "; " : ", ") : value;
    },
  };
}

/** Whether `req` may be a planned request, read from its headers alone (its body is read only then). */
export function mayBePlanned(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return (
    req.method === "POST" &&
    length !== undefined &&
    /^\d+$/.test(length) &&
    Number(length) <= PLANNED_BODY_BYTES &&
    /^application\/json\s*(;|$)/i.test(req.headers["content-type"] ?? "") &&
    regularMediaType(req.headers.accept) !== null
  );
}

export type PlannedAnswerOptions = {
  services: Services;
  plans: ReadPlans;
  persistedDocuments: PersistedDocuments;
  /** Whether requests without an API token may send documents of their own (as yoga's rule). */
  documentsWithoutToken: boolean;
  publicUrl: string;
};

export function plannedGraphQLAnswers({ services, plans, persistedDocuments, documentsWithoutToken, publicUrl }: PlannedAnswerOptions): PlannedAnswers {
  const cors = corsPolicy(services.config);
  const url = new URL("/graphql", publicUrl).href;
  async function answer(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<boolean> {
    let params: GraphQLParams;
    try {
      params = checkEnvelope(JSON.parse(body.toString("utf8")));
    } catch {
      return false;
    }
    const operationName = params.operationName ?? undefined;
    const persistedId = persistedIdOf(params);
    const sentDocument = typeof params.query === "string";
    // A document or a persisted id, as API clients and the web client send them; both or neither is yoga's to judge.
    if (sentDocument === (persistedId !== null)) return false;
    const text = sentDocument ? params.query! : persistedDocuments.get(persistedId!);
    if (text === undefined || unstorableTextError({ query: text, operationName, variables: params.variables })) return false;
    const planned = plans.validated(text, operationName);
    if (!planned) return false;

    const headers = headersOf(req);
    const origin = headers.get("origin");
    // yoga's own CORS headers for this origin (none for an origin it does not allow).
    const { Vary: corsVary, ...corsHeaders } = (origin ? getCORSHeadersByRequestAndOptions({ headers } as unknown as Request, cors({ headers })) : null) ?? {};
    let viewer: Awaited<ReturnType<typeof resolveViewer>>;
    try {
      viewer = await resolveViewer(services.prisma, services.config.sessionSecret, headers);
    } catch {
      return false;
    }
    if (sentDocument && !documentsWithoutToken && !viewer?.apiTokenId) return false;
    const responseCookies: string[] = [];
    const ctx = requestContext(services, {
      viewer,
      responseCookies,
      headers,
      socketAddress: req.socket.remoteAddress,
      request: () => new Request(url, { method: "POST", headers: Object.entries(req.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])) }),
    });
    const observed = observeOperation(planned.document, operationName);
    const variables = params.variables ?? undefined;
    const executeRest = (document: DocumentNode) => execute({ schema, document, contextValue: ctx, variableValues: variables, operationName });
    const result = await plans.answer(planned, ctx, variables, executeRest);
    if (!result || result.errors?.length) return false;
    observed();
    readPlanCounts.plannedWithoutYoga++;

    const json = Buffer.from(JSON.stringify(result));
    const encoding = json.byteLength >= COMPRESS_MIN_BYTES ? negotiateEncoding(headers.get("accept-encoding")) : null;
    const sent = encoding ? await compress(json, encoding) : json;
    const responseHeaders: Record<string, string | string[]> = {
      "content-type": `${regularMediaType(req.headers.accept)}; charset=utf-8`,
      vary: [corsVary, "Accept", "Accept-Encoding"].filter(Boolean).join(", "),
      "content-length": String(sent.byteLength),
      ...corsHeaders,
    };
    if (encoding) responseHeaders["content-encoding"] = encoding;
    if (responseCookies.length) responseHeaders["set-cookie"] = responseCookies;
    res.writeHead(200, responseHeaders);
    res.end(sent);
    return true;
  }
  return { mayAnswer: mayBePlanned, maxBodyBytes: PLANNED_BODY_BYTES, answer };
}
