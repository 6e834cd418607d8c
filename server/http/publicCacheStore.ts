// What signed-out visitors are shown is the same for all of them until the studio changes its
// catalogue or settings: the answers to their catalogue queries (publicResponseCachePlugin.ts) and the
// public pages' documents (pageDocument.ts) are kept here for PUBLIC_CACHE_SECONDS and shared.
// Every such change is an administrator's mutation, which empties the whole cache at once (other
// instances catch up when their entries expire).
import type { Cache } from "@graphql-yoga/plugin-response-cache";
import type { ExecutionResult } from "graphql";
import { readCookie, SESSION_COOKIE } from "../accounts/sessions.ts";

const MAX_ENTRIES = 1000;

/** Whether a request is a signed-out visitor's: no session cookie, no API token. */
export function isSignedOut(headers: { authorization?: string | null; cookie?: string | null }): boolean {
  return !headers.authorization && !readCookie(headers.cookie ?? null, SESSION_COOKIE);
}

export class PublicCache {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();

  constructor(readonly ttlSeconds: number) {}

  get enabled(): boolean {
    return this.ttlSeconds > 0;
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.value as T;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `value` for `ttlMs` (the cache's own time by default); the oldest entry goes first when full. */
  set(key: string, value: unknown, ttlMs = this.ttlSeconds * 1000) {
    if (!this.enabled || ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
  }

  clear() {
    this.entries.clear();
  }

  /** The cache as the GraphQL response cache's store, its keys apart from the pages'. */
  forGraphQL(): Cache {
    return {
      get: (key) => this.get<ExecutionResult>(`graphql:${key}`),
      set: (key, result, _entities, ttl) => this.set(`graphql:${key}`, result, ttl),
      invalidate: () => this.clear(),
    };
  }
}
