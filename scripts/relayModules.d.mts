// Types of scripts/relayModules.mjs for vite.config.ts and its test.
import type { Plugin } from "vite";

/** By variable, the object expression each `X = require('relay-runtime')` of a react-relay module can become; null when it cannot. */
export function narrowedRelayRuntimeRequires(code: string): Map<string, string> | null;
/** An app module with its named imports from relay-runtime and react-relay made from the modules defining them. */
export function importRelayByModule(code: string): string;
export function relayByModule(): Plugin;
