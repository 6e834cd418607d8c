// The build imports Relay by module (scripts/relayModules.mjs): every value the app or react-relay
// gets that way must be the very value the package entry gives.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { importRelayByModule, narrowedRelayRuntimeRequires } from "../../scripts/relayModules.mjs";

const require = createRequire(import.meta.url);
const packages: Record<string, Record<string, unknown>> = { "relay-runtime": require("relay-runtime"), "react-relay": require("react-relay/hooks") };
const hooksDir = join(dirname(require.resolve("react-relay/hooks")), "lib", "relay-hooks");
const evaluate = (expression: string) => new Function("require", `return (${expression});`)(require);

describe("react-relay's requires of relay-runtime, narrowed", () => {
  const modules = readdirSync(hooksDir).filter((file) => file.endsWith(".js"));

  it("give each module the same values it read off the whole package", () => {
    let narrowed = 0;
    for (const file of modules) {
      const objects = narrowedRelayRuntimeRequires(readFileSync(join(hooksDir, file), "utf8"));
      if (!objects) continue;
      for (const expression of objects.values()) {
        narrowed++;
        for (const [name, value] of Object.entries(evaluate(expression) as Record<string, unknown>)) {
          const whole = packages["relay-runtime"][name];
          if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype && name === "__internal") {
            for (const [key, inner] of Object.entries(value)) expect(inner, `${file}: ${name}.${key}`).toBe((whole as Record<string, unknown>)[key]);
          } else expect(value, `${file}: ${name}`).toBe(whole);
        }
      }
    }
    expect(narrowed).toBeGreaterThan(30);
  });

  it("narrow the modules the app's hooks are made of", () => {
    for (const file of ["useFragmentInternal_EXPERIMENTAL.js", "usePreloadedQuery.js", "loadQuery.js", "QueryResource.js", "readFragmentInternal.js"]) {
      expect(narrowedRelayRuntimeRequires(readFileSync(join(hooksDir, file), "utf8")), file).not.toBeNull();
    }
  });
});

describe("the app's imports from Relay, by module", () => {
  it("import the same values as from the packages", () => {
    const source = `import { graphql, useFragment, usePreloadedQuery, fetchQuery, useMutation as useRelayMutation, type PreloadedQuery } from "react-relay";
import { Environment, Network, Observable, RecordSource, Store, createOperationDescriptor, getRequest, type Disposable } from "relay-runtime";`;
    const rewritten = importRelayByModule(source);
    const imports = [...rewritten.matchAll(/import \{ (\w+) as (\w+) \} from "([^"]+)";/g)];
    expect(imports.map((match) => match[2]).sort()).toEqual(
      ["graphql", "useFragment", "usePreloadedQuery", "fetchQuery", "useRelayMutation", "Environment", "Network", "Observable", "RecordSource", "Store", "createOperationDescriptor", "getRequest"].sort(),
    );
    const expected: Record<string, unknown> = { ...packages["relay-runtime"], ...packages["react-relay"], useRelayMutation: packages["react-relay"].useMutation };
    for (const [, exported, local, file] of imports) {
      const module = require(file);
      expect(exported === "default" ? module : module[exported], local).toBe(expected[local]);
    }
    // Types stay imported from the packages, where TypeScript finds them.
    expect(rewritten).toContain(`import { type PreloadedQuery } from "react-relay";`);
    expect(rewritten).toContain(`import { type Disposable } from "relay-runtime";`);
  });
});
