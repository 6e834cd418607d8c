// Vite: the client lives in client/, builds to dist/client (served by server/http/staticFiles.ts),
// and in development runs on port 4000 proxying the API to the server on port 3000.
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import relay from "vite-plugin-relay";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiServer = "http://localhost:3000";

export default defineConfig({
  root: fromRoot("./client"),
  base: "/",
  // client/public/ holds the public screens (source code), not static files: static assets are
  // imported from client/app/assets/ and fingerprinted by the build.
  publicDir: false,
  plugins: [react(), relay],
  build: {
    outDir: fromRoot("./dist/client"),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 4000,
    strictPort: true,
    proxy: {
      "/graphql": { target: apiServer, changeOrigin: false },
      "/api": { target: apiServer, changeOrigin: false },
    },
  },
  preview: { port: 4000 },
});
