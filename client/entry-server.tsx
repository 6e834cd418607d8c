// Server rendering of the public site (vite builds this file for Node, beside the browser bundle;
// server/http/pageDocument.ts loads it). A public page is rendered to HTML with its data, so its
// headings, text and prices reach search engines and readers before any script runs; the browser
// then hydrates it from the Relay records written into the page. Account, management, order and
// sign-in screens are not rendered here: they are private or interactive from the first moment.
import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from "react-router";
import { Environment, Network, RecordSource, Store, type FetchFunction } from "relay-runtime";
import type { RecordMap } from "relay-runtime/lib/store/RelayStoreTypes";
import type { PageBootstrap } from "../common/pageBootstrap.ts";
import { AppProviders } from "./app/AppProviders.tsx";
import { formatTitle, type PageMeta } from "./app/pageMeta.ts";
import { operationParams, setRequestEnvironmentSource } from "./app/relayEnvironment.ts";
import { commitRootQuery } from "./app/RootQuery.ts";
import { clientPageStatus, isServerRendered, prefetchRoute, routeModulesOf, routes } from "./app/routes.tsx";
import { ServerPageMetaContext } from "./app/usePageMeta.ts";

/** Runs one GraphQL operation for the request being rendered (the server's own handler). */
export type ServerGraphQL = (params: ReturnType<typeof operationParams>) => Promise<{ data?: unknown; errors?: unknown[] }>;

/** `modules`: the source files (from client/) of the matched routes' chunks, which the document preloads. */
export type ServerRender =
  | { kind: "page"; status: number; html: string; records: RecordMap; title: string; description: string; modules: string[] }
  | { kind: "redirect"; status: number; location: string }
  /** Not a server-rendered route: the browser renders it; its document answers `status`. */
  | { kind: "client"; status: number; modules: string[] };

const requestEnvironment = new AsyncLocalStorage<Environment>();
setRequestEnvironmentSource(() => requestEnvironment.getStore());

const handler = createStaticHandler(routes);

function environmentFor(graphql: ServerGraphQL): Environment {
  const fetchFn: FetchFunction = async (request, variables) => {
    const result = await graphql(operationParams(request, variables));
    if (!result.data) throw new Error(`${request.name} failed while rendering: ${JSON.stringify(result.errors ?? [])}`);
    return result as never;
  };
  return new Environment({ network: Network.create(fetchFn), store: new Store(new RecordSource()), isServer: true });
}

function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          resolve(Buffer.concat(chunks).toString("utf8"));
          done();
        },
      }),
    );
    stream.on("error", reject);
  });
}

export async function render(request: Request, root: PageBootstrap["data"], graphql: ServerGraphQL): Promise<ServerRender> {
  const matches = matchRoutes(routes, new URL(request.url).pathname);
  if (!matches) return { kind: "client", status: 200, modules: [] };
  const modules = routeModulesOf(matches);
  const environment = environmentFor(graphql);
  commitRootQuery(environment, root);
  return requestEnvironment.run(environment, async (): Promise<ServerRender> => {
    if (!isServerRendered(matches)) return { kind: "client", status: await clientPageStatus(matches, request), modules };
    const context = await handler.query(request);
    if (context instanceof Response) {
      const location = context.headers.get("location");
      return location ? { kind: "redirect", status: context.status, location } : { kind: "client", status: 200, modules };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    // The innermost screen declares its meta last, and wins (as in the browser).
    let meta: PageMeta = {};
    // Waits for every query the page suspends on, so the HTML is the finished page.
    const { prelude } = await prerenderToNodeStream(
      <ServerPageMetaContext value={(declared) => void (meta = declared)}>
        <AppProviders environment={environment} prefetchRoute={prefetchRoute}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ServerPageMetaContext>,
      // The page is sent whole: every finished Suspense boundary stays in place. By default React
      // moves boundaries over 12.8 KB to the end of the HTML and reveals them by script, which
      // paints the page's largest text only after a throttled reveal.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await streamToString(prelude);
    const settings = (root as { settings: { studioName: string; description: string } }).settings;
    return {
      kind: "page",
      status: context.statusCode,
      html,
      records: environment.getStore().getSource().toJSON(),
      title: formatTitle(meta.title, settings.studioName),
      description: meta.description?.trim() || settings.description,
      modules,
    };
  });
}
