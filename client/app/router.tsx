// The data router: history mode with base "/" over the route table.
import { createBrowserRouter } from "react-router";
import { setChunkReloadTarget } from "./chunkReload.ts";
import { routes } from "./routes.tsx";

export { prefetchRoute } from "./routes.tsx";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Creates the router, which starts loading the first screen's code and data at once. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes, { basename: "/" });
  // A route whose code fails to load reloads the page at the address the person was going to.
  setChunkReloadTarget(() => {
    const pending = router.state.navigation.location;
    return pending ? pending.pathname + pending.search + pending.hash : null;
  });
  return router;
}
