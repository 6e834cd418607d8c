// Vite: the client lives in client/, builds to a new dist/client-<hash>-<time> folder that then
// becomes the live dist/client (served by server/http/staticFiles.ts; see scripts/clientBuild.mjs),
// and in development runs on port 4000 proxying the API to the server on port 3000.
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import relay from "vite-plugin-relay";
import { atomicClientBuild } from "./scripts/clientBuild.mjs";
import { relayByModule } from "./scripts/relayModules.mjs";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Mantine's components take their ids from client/app/stableMantineId.ts (the file says why). */
const stableMantineIds: Plugin = {
  name: "stable-mantine-ids",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "./use-id/use-id.mjs" && importer?.includes("/@mantine/hooks/")) return fromRoot("./client/app/stableMantineId.ts");
    return null;
  },
};
/**
 * Lighter stand-ins for what two Mantine components import from bigger packages (each module
 * says why): AppShell reads only react-remove-scroll's class names, ScrollArea only
 * @floating-ui/react's ref merging.
 */
const lighterImports: Array<{ importer: string; source: string; replacement: string }> = [
  { importer: "/@mantine/core/esm/components/AppShell/", source: "react-remove-scroll", replacement: "./client/app/appShellScrollClasses.ts" },
  { importer: "/@mantine/core/esm/components/ScrollArea/", source: "@floating-ui/react", replacement: "./client/app/scrollAreaMergeRefs.ts" },
];
const lighterMantineImports: Plugin = {
  name: "lighter-mantine-imports",
  enforce: "pre",
  resolveId(source, importer) {
    const lighter = lighterImports.find((entry) => entry.source === source && importer?.includes(entry.importer));
    return lighter ? fromRoot(lighter.replacement) : null;
  },
};
/**
 * Mantine's Popover (under every select, combobox, menu and popover) takes only positioning from
 * @floating-ui/react: useFloating and its middleware, which that package re-exports from
 * @floating-ui/react-dom, the bindings it is built on. Resolved from there, Popover leaves out the
 * interaction hooks, focus management and floating tree (about 5 KB brotli on a page with a
 * select); Tooltip, Menu and HoverCard, which use those, still import @floating-ui/react.
 */
const popoverPositioning: Plugin = {
  name: "popover-positioning",
  enforce: "pre",
  async resolveId(source, importer) {
    if (source !== "@floating-ui/react" || !importer?.includes("/@mantine/core/esm/components/Popover/")) return null;
    const bindings = await this.resolve(source, importer, { skipSelf: true });
    return bindings && this.resolve("@floating-ui/react-dom", bindings.id, { skipSelf: true });
  },
};
/**
 * react-router's package points every import at its development build, whose warnings then reach
 * the visitors' consoles (and 0.3 KB brotli more on every page); its production build sits beside
 * it, unreferenced (remix-run/react-router#12532). Builds resolve the two entries the app imports
 * to it; the development server keeps the warnings.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fromRoot("./node_modules/react-router/dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: fromRoot("./node_modules/react-router/dist/production/dom-export.mjs") },
];
const apiServer = "http://localhost:3000";

export default defineConfig(({ isSsrBuild, command }) => ({
  root: fromRoot("./client"),
  base: "/",
  // client/public/ holds the public screens (source code), not static files: static assets are
  // imported from client/app/assets/ and fingerprinted by the build.
  publicDir: false,
  // The server-rendering build runs inside the browser build's (scripts/clientBuild.mjs).
  resolve: command === "build" ? { alias: reactRouterProduction } : undefined,
  plugins: [stableMantineIds, lighterMantineImports, popoverPositioning, relayByModule(), react(), relay, ...(isSsrBuild ? [] : [atomicClientBuild()])],
  build: {
    // outDir: a new folder per build, set by atomicClientBuild().
    // Maps are written for error-reporting uploads but not referenced by the bundle, and the
    // server refuses to send them.
    sourcemap: "hidden",
    // .vite/manifest.json: the chunks of each route module, which a page's document preloads
    // (server/http/routePreloads.ts).
    manifest: !isSsrBuild,
    // One stylesheet for every screen: a server-rendered page needs its route's styles before its
    // scripts load, and the screens' own CSS modules are small.
    cssCodeSplit: false,
    // What the entry imports statically is one chunk: every page loads all of it before it can
    // hydrate, and one file compresses about 20 KB smaller than the fifty pieces rolldown otherwise
    // makes of it (each module it shares with a lazy route apart).
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [{ name: "app", tags: ["$initial"] }],
            },
          },
        },
  },
  // The server renderer carries its own production React, Relay and Mantine, whatever NODE_ENV
  // the server runs with (React's development build renders several times slower).
  ssr: { noExternal: true },
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : undefined,
  server: {
    port: 4000,
    strictPort: true,
    proxy: {
      "/graphql": { target: apiServer, changeOrigin: false },
      "/api": { target: apiServer, changeOrigin: false },
    },
  },
  preview: { port: 4000 },
}));
