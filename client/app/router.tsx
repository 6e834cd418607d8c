// The data router: history mode with base "/" over the route table.
import { createBrowserRouter } from "react-router";
import { setChunkReloadTarget } from "./chunkReload.ts";
import { routes } from "./routes.tsx";

export { prefetchRoute } from "./routes.tsx";

export const router = createBrowserRouter(routes, { basename: "/" });

// A route whose code fails to load reloads the page at the address the person was going to.
setChunkReloadTarget(() => {
  const pending = router.state.navigation.location;
  return pending ? pending.pathname + pending.search + pending.hash : null;
});
