// Prints schema.graphql from the Pothos schema; with --check, fails when the file is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { lexicographicSortSchema, printSchema } from "graphql";
import { schema } from "./index.ts";

const file = new URL("../../schema.graphql", import.meta.url);
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(file, "utf8");
  } catch {
    // missing counts as stale
  }
  if (current !== printed) {
    console.error("schema.graphql is stale: run `npm run schema:print` and commit the result.");
    process.exit(1);
  }
  console.log("schema.graphql is up to date.");
} else {
  writeFileSync(file, printed);
  console.log("Wrote schema.graphql");
}
