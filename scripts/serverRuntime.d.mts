// Types of scripts/serverRuntime.mjs.
export function serverNodeFlags(env?: { DATABASE_URL?: string }): string[];
export function serverEnvironment(): { MALLOC_ARENA_MAX: string; MALLOC_MMAP_THRESHOLD_: string; MALLOC_TRIM_THRESHOLD_: string };
