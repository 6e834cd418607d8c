// Types of scripts/serverBuild.mjs.
export const serverBundleDir: string;
export function serverBundleFor(sourceHash: string): string;
export function serverSourceHash(): string;
export function serverBundle(): Promise<{ bundle: string; built: boolean }>;
export function bundleServerEntry(entry: string, outfile: string): Promise<void>;
