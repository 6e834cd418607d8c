// npm run dev: the API server on 3000 (restarting on change) and vite on 4000 proxying to it.
import { spawn } from "node:child_process";
import { prismaGenerate } from "./prismaGenerate.mjs";
import { bin } from "./run.mjs";

if ((await prismaGenerate()) !== 0) process.exit(1);
const children = [
  // NODE_ENV=development: unexpected errors show their details, GraphQL suggests field names.
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "server/main.ts"], { stdio: "inherit", env: { NODE_ENV: "development", ...process.env } }),
  spawn(bin("vite"), ["--port", "4000"], { stdio: "inherit" }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) => child.on("exit", (code) => {
  stop();
  process.exit(code ?? 0);
}));
