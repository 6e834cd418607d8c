// The HTML document of every client page, made for the request:
// - it carries the answer to the client's root query (settings and who is signed in), which the
//   client puts in its Relay store before routing, so the layout and the route guards need no
//   request of their own and a screen's first load sends one GraphQL request: the screen's query;
// - a public page is also rendered to HTML by the build's server renderer (client/entry-server.tsx)
//   with the Relay records it read, so it reads before any script runs (its scripts load after
//   the first paint) and hydrates without asking again. Its status is the page's (404 for an
//   unknown address, 302 for a redirect route). A page the browser renders answers 404 when its
//   route says the address's record does not exist (an unknown order's desk);
// - either way it preloads the chunks of the routes its address matches (http/routePreloads.ts);
// - what signed-out visitors are sent is the same for all of them, so it is made once and kept in
//   the public cache (http/publicCacheStore.ts) until it expires or an administrator changes something.
import { existsSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import RootQuery from "../../client/__generated__/RootQuery.graphql.ts";
import type { render as RenderFunction } from "../../client/entry-server.tsx";
import { jsonScriptElement, PAGE_BOOTSTRAP_ELEMENT_ID, SERVER_RECORDS_ELEMENT_ID, type PageBootstrap } from "../../common/pageBootstrap.ts";
import { SERVER_RENDER_DIR } from "../../scripts/clientBuild.mjs";
import { escapeMarkup } from "./escapeMarkup.ts";
import { isSignedOut, type PublicCache } from "./publicCacheStore.ts";
import { readBuildManifest, routeChunkFiles, withRoutePreloads, type BuildManifest } from "./routePreloads.ts";
import { scriptsAfterFirstPaint } from "./scriptsAfterFirstPaint.ts";
import { currentRequest } from "../operations/currentWork.ts";
import { reportError } from "../operations/errorReports.ts";
import { areaLogger } from "../operations/logger.ts";
import { pathOf } from "../operations/requestLog.ts";

const log = areaLogger("pages");

type GraphQLFetch = { fetch(url: string, init: RequestInit): Promise<Response> | Response };
type Renderer = { render: typeof RenderFunction };

/** Request headers GraphQL answers depend on: the session cookie and what the audit log records. */
const FORWARDED_HEADERS = ["cookie", "user-agent", "x-forwarded-for", "accept-language"] as const;

export type Document = { status: number; html: string } | { status: number; location: string };

export type PageDocument = (template: string, req: IncomingMessage, buildDir: string) => Promise<Document>;

export function pageDocument(yoga: GraphQLFetch, publicUrl: string, publicCache: PublicCache): PageDocument {
  const persistedId = RootQuery.params.id;
  if (!persistedId) throw new Error('The root query has no persisted id: run "npm run relay".');
  const queryId: string = persistedId;
  const renderers = new Map<string, Promise<Renderer | null>>();
  const manifests = new Map<string, BuildManifest | null>();
  const manifestOf = (buildDir: string) => {
    if (!manifests.has(buildDir)) manifests.set(buildDir, readBuildManifest(buildDir));
    return manifests.get(buildDir) ?? null;
  };
  // A build without the renderer (a test fixture) serves every page to be rendered by the browser.
  const rendererOf = (buildDir: string) => {
    let renderer = renderers.get(buildDir);
    if (!renderer) {
      const entry = join(buildDir, SERVER_RENDER_DIR, "entry-server.js");
      renderers.set(buildDir, (renderer = existsSync(entry) ? (import(pathToFileURL(entry).href) as Promise<Renderer>) : Promise.resolve(null)));
    }
    return renderer;
  };

  return async (template, req, buildDir) => {
    // A public page is the same for every signed-out visitor: made once, then shared.
    const shared = req.method === "GET" && isSignedOut({ authorization: req.headers.authorization, cookie: req.headers.cookie });
    const key = `page:${buildDir}:${req.url}`;
    const kept = shared ? publicCache.get<Document>(key) : undefined;
    if (kept) return kept;
    const document = await make(template, req, buildDir);
    if (shared && (document.status === 200 || document.status === 404 || "location" in document)) publicCache.set(key, document);
    return document;
  };

  async function make(template: string, req: IncomingMessage, buildDir: string): Promise<Document> {
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    for (const name of FORWARDED_HEADERS) {
      const value = req.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    const graphql = async (params: object) => {
      const response = await yoga.fetch("http://page-document/graphql", { method: "POST", headers, body: JSON.stringify(params) });
      return (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
    };
    let root: Awaited<ReturnType<typeof graphql>>;
    try {
      root = await graphql({ extensions: { persistedQuery: { version: 1, sha256Hash: queryId } } });
    } catch (error) {
      log.error({ err: error }, "The page document's root query failed");
      return { status: 200, html: template };
    }
    // Without a complete answer the client asks for itself (and shows the error if it persists).
    if (!root.data || root.errors?.length) return { status: 200, html: template };
    const bootstrap = jsonScriptElement(PAGE_BOOTSTRAP_ELEMENT_ID, { queryId, data: root.data } satisfies PageBootstrap);

    const renderer = await rendererOf(buildDir);
    const manifest = manifestOf(buildDir);
    const preloading = (modules: readonly string[]) => (manifest ? withRoutePreloads(template, routeChunkFiles(manifest, modules)) : template);
    let status = 200;
    let page = template;
    if (renderer) {
      try {
        const rendered = await renderer.render(new Request(new URL(req.url ?? "/", publicUrl), { headers }), root.data, graphql);
        if (rendered.kind === "redirect") return { status: rendered.status, location: rendered.location };
        if (rendered.kind === "page") {
          const html = scriptsAfterFirstPaint(preloading(rendered.modules))
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(rendered.title)}</title>`)
            .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeMarkup(rendered.description)}"`)
            .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>`)
            .replace("</body>", `${bootstrap}${jsonScriptElement(SERVER_RECORDS_ELEMENT_ID, rendered.records)}</body>`);
          return { status: rendered.status, html };
        }
        status = rendered.status;
        page = preloading(rendered.modules);
      } catch (error) {
        // The browser renders the page instead, as it would any other.
        log.error({ err: error, path: pathOf(req.url) }, `Server rendering of ${pathOf(req.url)} failed`);
        reportError(error, { requestId: currentRequest()?.requestId, route: "page" });
      }
    }
    return { status, html: page.replace("</body>", `${bootstrap}</body>`) };
  }
}
