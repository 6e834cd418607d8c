// The data router: history mode with base "/" over the route table.
import { createBrowserRouter } from "react-router";
import { routes } from "./routes.tsx";

export const router = createBrowserRouter(routes, { basename: "/" });
