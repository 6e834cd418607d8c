// Relay ships as CommonJS whose package entries (relay-runtime/index.js, react-relay/hooks.js)
// require every module of the library, so a bundle carries all of it, in the entry chunk, however
// little a page uses (a bundler cannot leave out part of a CommonJS module). This vite plugin has
// the app import Relay by module instead:
//   - the app's named imports from `relay-runtime` and `react-relay` become imports from the
//     modules defining those names, so a chunk holds only the Relay modules its code uses;
//   - in react-relay's own modules, `require('relay-runtime')` becomes an object of just the names
//     that module reads, each required from its own module;
//   - what is left importing the packages themselves (types, `import *`) gets an ES module that
//     re-exports each name from its own module.
// Which module defines which name is read from the package entries themselves: each is run once
// with a `require` that records, instead of loading, what it would load.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const requireFromRoot = createRequire(import.meta.url);

/** Where a name of a package entry comes from: a module (a file, or a package for a bare name) and the properties read off it. */
function recordedExports(entryFile) {
  const origins = new WeakMap();
  const recorder = (module, path) => {
    const proxy = new Proxy(function recorded() {}, { get: (_, property) => (typeof property === "string" ? recorder(module, [...path, property]) : undefined) });
    origins.set(proxy, { module, path });
    return proxy;
  };
  const module = { exports: {} };
  const run = new Function("require", "module", "exports", "process", readFileSync(entryFile, "utf8"));
  const libDir = dirname(entryFile);
  run((id) => recorder(id.startsWith(".") ? JSON.stringify(join(libDir, `${id}.js`)) : JSON.stringify(id), []), module, module.exports, { env: { NODE_ENV: "production" } });
  const describe = (value) => {
    if (origins.has(value)) {
      const origin = origins.get(value);
      // Such a module's default import would be its `default` export, not the module the entry names.
      if (!origin.path.length && origin.module.endsWith('.js"') && readFileSync(JSON.parse(origin.module), "utf8").includes("__esModule")) throw new Error(`relayModules: ${origin.module} is an ES module compiled to CommonJS`);
      return origin;
    }
    if (value && typeof value === "object") return { object: Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, describe(inner)])) };
    throw new Error(`relayModules: ${entryFile} exports a value that is not from a module`);
  };
  return Object.fromEntries(Object.entries(module.exports).map(([name, value]) => [name, describe(value)]));
}

const relayRuntime = recordedExports(requireFromRoot.resolve("relay-runtime/lib/index.js"));
const reactRelayHooks = recordedExports(requireFromRoot.resolve("react-relay/lib/hooks.js"));

/** An ES module re-exporting each name of a package entry from its own module (names nested in an object are left out). */
function esmEntry(exports) {
  const lines = [];
  for (const [name, origin] of Object.entries(exports)) {
    if (!origin.module || origin.path.length > 1) continue;
    lines.push(`export { ${origin.path[0] ?? "default"} as ${name} } from ${origin.module};`);
  }
  return lines.join("\n");
}

/** A CommonJS expression for `origin` (a module's property, or an object of them) keeping only `used` of an object's keys. */
function requireExpression(origin, used) {
  if (origin.module) return `require(${origin.module})${origin.path.map((key) => `[${JSON.stringify(key)}]`).join("")}`;
  const keys = used ?? Object.keys(origin.object);
  return `{ ${keys.map((key) => `${JSON.stringify(key)}: ${requireExpression(origin.object[key])}`).join(", ")} }`;
}

const RELAY_RUNTIME_REQUIRE = /\b(var|let|const)\s+(\w+)\s*=\s*require\((["'])relay-runtime\3\)/g;

/**
 * The object each `X = require('relay-runtime')` of `code` (a react-relay module) can become, by
 * X: just the names the module reads off X (`X.name`, or `X.name.key` and Babel's `X$name.key` for
 * a name that is an object of several); null when X is used otherwise or reads a name relay-runtime
 * does not export.
 */
export function narrowedRelayRuntimeRequires(code) {
  const objects = new Map();
  for (const [, , variable] of code.matchAll(RELAY_RUNTIME_REQUIRE)) {
    const used = new Map();
    const use = (name, key) => {
      if (!used.has(name)) used.set(name, new Set());
      if (key) used.get(name).add(key);
    };
    const direct = [...code.matchAll(new RegExp(`(?<![\\w$])${variable}(?![\\w$])(?:\\.(\\w+)(?:\\.(\\w+))?)?`, "g"))].slice(1);
    if (direct.some((match) => !match[1])) return null;
    for (const [, name, key] of direct) use(name, relayRuntime[name]?.object ? key : undefined);
    for (const [, name, key] of code.matchAll(new RegExp(`(?<![\\w$])${variable}\\$(\\w+)\\.(\\w+)`, "g"))) use(name, key);
    if ([...used.keys()].some((name) => !relayRuntime[name])) return null;
    const entries = [...used].map(([name, keys]) => `${JSON.stringify(name)}: ${requireExpression(relayRuntime[name], keys.size ? [...keys] : undefined)}`);
    objects.set(variable, `{ ${entries.join(", ")} }`);
  }
  return objects;
}

function narrowRelayRuntimeRequires(code) {
  const objects = narrowedRelayRuntimeRequires(code);
  if (!objects) return null;
  return code.replace(RELAY_RUNTIME_REQUIRE, (statement, keyword, variable) => `${keyword} ${variable} = ${objects.get(variable)}`);
}

const RELAY_RUNTIME_ID = "\0relay-runtime-by-module";
const REACT_RELAY_ID = "\0react-relay-by-module";
const isRelayLib = (id) => /\/node_modules\/(relay-runtime|react-relay)\/lib\//.test(id);

/** Where each name the app imports comes from, by package. */
const PACKAGES = { "relay-runtime": relayRuntime, "react-relay": reactRelayHooks, "react-relay/hooks": reactRelayHooks };

/** The file and export of `name` imported from `source`, following react-relay's re-exports of relay-runtime; null for a nested one. */
function origin(source, name) {
  const found = PACKAGES[source]?.[name];
  if (!found?.module || found.path.length > 1) return null;
  const module = JSON.parse(found.module);
  if (PACKAGES[module]) return origin(module, found.path[0]);
  return { file: found.module, name: found.path[0] ?? "default" };
}

const NAMED_IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*(["'])(relay-runtime|react-relay|react-relay\/hooks)\2;?/g;

/**
 * `code` (an app module) with its named imports from Relay's packages turned into imports from the
 * modules defining them: a chunk then holds only the Relay modules it uses (a bundler places an
 * imported module by what imports it, so re-exports from one shared module would put them all in
 * the entry). Type imports and names it cannot place are left as they were.
 */
export function importRelayByModule(code) {
  return code.replace(NAMED_IMPORT, (statement, specifiers, quote, source) => {
    const kept = [];
    const direct = [];
    for (const specifier of specifiers.split(",").map((part) => part.trim()).filter(Boolean)) {
      const [imported, local = imported] = specifier.split(/\s+as\s+/).map((part) => part.trim());
      const found = imported.startsWith("type ") ? null : origin(source, imported);
      if (found) direct.push(`import { ${found.name} as ${local} } from ${found.file};`);
      else kept.push(specifier);
    }
    return [...(kept.length ? [`import { ${kept.join(", ")} } from ${quote}${source}${quote};`] : []), ...direct].join(" ");
  });
}

/**
 * react-relay's useFragmentInternal only picks one of two implementations by a feature flag, which
 * the app leaves at its default: the module of the default is used directly, the other left out.
 */
const activityCompatible = requireFromRoot("relay-runtime/lib/util/RelayFeatureFlags.js").ENABLE_ACTIVITY_COMPATIBILITY;
const FRAGMENT_INTERNAL = join(dirname(requireFromRoot.resolve("react-relay/lib/hooks.js")), "relay-hooks", `useFragmentInternal_${activityCompatible ? "EXPERIMENTAL" : "CURRENT"}.js`);

export function relayByModule() {
  return {
    name: "relay-by-module",
    enforce: "pre",
    // The development server pre-bundles Relay's packages whole: it cannot serve their CommonJS
    // modules one by one.
    apply: "build",
    resolveId(source, importer) {
      if (source === "./useFragmentInternal" && importer?.includes("/react-relay/lib/relay-hooks/")) return FRAGMENT_INTERNAL;
      if (importer && isRelayLib(importer)) return null;
      if (source === "relay-runtime") return RELAY_RUNTIME_ID;
      if (source === "react-relay" || source === "react-relay/hooks") return REACT_RELAY_ID;
      return null;
    },
    load(id) {
      if (id === RELAY_RUNTIME_ID) return { code: esmEntry(relayRuntime), moduleSideEffects: false };
      if (id === REACT_RELAY_ID) return { code: esmEntry(reactRelayHooks), moduleSideEffects: false };
      return null;
    },
    transform(code, id) {
      if (!isRelayLib(id)) {
        if (id.includes("/node_modules/") || !/\.[cm]?[jt]sx?$/.test(id.split("?")[0]) || !/["'](relay-runtime|react-relay)/.test(code)) return null;
        const rewritten = importRelayByModule(code);
        return rewritten === code ? null : { code: rewritten, map: null };
      }
      // Relay's modules only define things: one nobody uses can be left out.
      const narrowed = id.includes("/react-relay/") && code.includes("relay-runtime") ? narrowRelayRuntimeRequires(code) : null;
      return { code: narrowed ?? code, map: null, moduleSideEffects: false };
    },
  };
}
