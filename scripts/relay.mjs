// npm run relay: regenerates the Relay artifacts in client/__generated__ and with them
// persisted-operations.json, the map of operation ids to the documents the server runs for
// browsers. relay-compiler only adds operations to that map, so it starts empty and every
// operation is persisted again (--repersist): the map then holds exactly today's operations.
// When compiling fails, the previous map is put back.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { bin, run } from "./run.mjs";

const map = "client/__generated__/persisted-operations.json";
mkdirSync("client/__generated__", { recursive: true });
let previous = "{}\n";
try {
  previous = readFileSync(map, "utf8");
} catch {
  // First generation: no map yet.
}
writeFileSync(map, "{}\n");
const code = await run(bin("relay-compiler"), ["--repersist", ...process.argv.slice(2)]);
if (code !== 0) writeFileSync(map, previous);
process.exit(code);
