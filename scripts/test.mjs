// npm test: every check CI runs, in order, stopping at the first failure.
import { prismaGenerateCommand } from "./prismaGenerate.mjs";
import { bin, step } from "./run.mjs";

const steps = [
  ["Prisma client", ...prismaGenerateCommand],
  ["Typecheck", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]],
  ["Lint", bin("oxlint"), ["--deny-warnings", "client", "server", "common", "tests", "scripts"]],
  ["Relay artifacts", bin("relay-compiler"), ["--validate"]],
  ["schema.graphql", bin("tsx"), ["server/schema/print.ts", "--check"]],
  ["Unit and API tests", bin("vitest"), ["run"]],
  ["Browser client build", bin("vite"), ["build", "--logLevel", "warn"]],
  ["Chromium", "node", ["-e", "import('./scripts/ensureChromium.mjs').then(async (m) => process.exit(await m.ensureChromium()))"]],
  ["Browser tests", bin("playwright"), ["test"]],
];

const started = Date.now();
for (const [title, command, args, options] of steps) {
  const code = await step(title, command, args, options);
  if (code !== 0) {
    console.error(`\nnpm test failed at "${title}".`);
    process.exit(code);
  }
}
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
