// npm start: generate the Prisma client, build the browser client, then serve both on PORT
// (3000) with the embedded database and demo data unless DATABASE_URL says otherwise.
import { bin, step } from "./run.mjs";

for (const [title, command, args] of [
  ["Prisma client", bin("prisma"), ["generate"]],
  ["Browser client", bin("vite"), ["build", "--logLevel", "warn"]],
]) {
  const code = await step(title, command, args);
  if (code !== 0) process.exit(code);
}
const code = await step("Server", bin("tsx"), ["server/main.ts"]);
process.exit(code);
