// Types of scripts/clientBuild.mjs for vite.config.ts.
import type { Plugin } from "vite";

export const root: string;
export const distDir: string;
export const liveClientDir: string;
/** Inside a build: the server-rendering bundle (entry-server.js), which is not served. */
export const SERVER_RENDER_DIR: string;
export function clientSourceHash(): string;
export function liveBuild(): { sourceHash: string | null; builtAt?: string } | null;
export function newBuildDir(sourceHash: string): string;
export function precompress(dir: string): Promise<number>;
export function publishBuild(buildDir: string, sourceHash: string): void;
export function atomicClientBuild(): Plugin;
export function markBuildInUse(buildDir: string): void;
