// Runs a command with inherited output and resolves with its exit code; `options.env` adds to
// (or overrides) this process's environment.
import { spawn } from "node:child_process";
import { delimiter, resolve } from "node:path";

// Commands find the project's binaries (prisma's generators) also when run outside npm.
const binDir = resolve("node_modules/.bin");
const env = { ...process.env, PATH: [binDir, process.env.PATH].filter(Boolean).join(delimiter) };

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", ...options, env: { ...env, ...options.env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

export async function step(title, command, args, options) {
  console.log(`\n▶ ${title}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const code = await run(command, args, options);
  console.log(`${code === 0 ? "✔" : "✖"} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return code;
}

export const bin = (name) => `node_modules/.bin/${name}`;
