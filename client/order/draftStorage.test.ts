import { describe, expect, it } from "vitest";
import { emptyDraft } from "../../common/orders/orderDraft.ts";
import { DRAFT_LIFETIME_DAYS } from "../../common/orders/wizards.ts";
import { createDraftStorage, draftStorageKey } from "./draftStorage.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const DAY = 24 * 60 * 60 * 1000;

describe("local order drafts", () => {
  it("keeps one draft per service and reads it back", () => {
    const storage = memoryStorage();
    const drafts = createDraftStorage(() => storage, () => Date.parse("2025-01-10T12:00:00Z"));
    const prompts = { ...emptyDraft("telephone-voice-prompts"), language: "en-GB", items: [{ name: "welcome", text: "Welcome to Acme." }] };
    drafts.writeLocalDraft(prompts);
    drafts.writeLocalDraft({ ...emptyDraft("mobile-voicemail"), rush: true });
    expect(drafts.readLocalDraft("telephone-voice-prompts")).toEqual(prompts);
    expect(drafts.readLocalDraft("mobile-voicemail")?.rush).toBe(true);
    expect(drafts.readLocalDraft("message-on-hold")).toBeNull();
    const stored = JSON.parse(storage.map.get(draftStorageKey("telephone-voice-prompts"))!);
    expect(stored).toMatchObject({ version: 1, savedAt: "2025-01-10T12:00:00.000Z" });
    expect(draftStorageKey("mobile-voicemail")).toBe("studiofront.orderDraft.v1.mobile-voicemail");
  });

  it("clears a draft", () => {
    const storage = memoryStorage();
    const drafts = createDraftStorage(() => storage);
    drafts.writeLocalDraft(emptyDraft("message-on-hold"));
    drafts.clearLocalDraft("message-on-hold");
    expect(drafts.readLocalDraft("message-on-hold")).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it("drops drafts older than the draft lifetime", () => {
    const storage = memoryStorage();
    let now = Date.parse("2025-01-01T00:00:00Z");
    const drafts = createDraftStorage(() => storage, () => now);
    drafts.writeLocalDraft(emptyDraft("mobile-voicemail"));
    now += DRAFT_LIFETIME_DAYS * DAY;
    expect(drafts.readLocalDraft("mobile-voicemail")).not.toBeNull();
    now += 1000;
    expect(drafts.readLocalDraft("mobile-voicemail")).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it("ignores and removes entries of another version, broken JSON or a draft that breaks the rules", () => {
    const storage = memoryStorage();
    const drafts = createDraftStorage(() => storage);
    const key = draftStorageKey("telephone-voice-prompts");
    storage.setItem(key, "{not json");
    expect(drafts.readLocalDraft("telephone-voice-prompts")).toBeNull();
    expect(storage.map.has(key)).toBe(false);

    storage.setItem(key, JSON.stringify({ version: 0, savedAt: new Date().toISOString(), draft: emptyDraft("telephone-voice-prompts") }));
    expect(drafts.readLocalDraft("telephone-voice-prompts")).toBeNull();

    const tooLong = { ...emptyDraft("telephone-voice-prompts"), items: [{ name: "x".repeat(200), text: "" }] };
    storage.setItem(key, JSON.stringify({ version: 1, savedAt: new Date().toISOString(), draft: tooLong }));
    expect(drafts.readLocalDraft("telephone-voice-prompts")).toBeNull();

    // A draft of another service under this key is not this service's draft.
    storage.setItem(key, JSON.stringify({ version: 1, savedAt: new Date().toISOString(), draft: emptyDraft("mobile-voicemail") }));
    expect(drafts.readLocalDraft("telephone-voice-prompts")).toBeNull();
  });

  it("does nothing when storage is missing or refuses access", () => {
    const missing = createDraftStorage(() => null);
    missing.writeLocalDraft(emptyDraft("mobile-voicemail"));
    expect(missing.readLocalDraft("mobile-voicemail")).toBeNull();
    const refusing = createDraftStorage(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => refusing.writeLocalDraft(emptyDraft("mobile-voicemail"))).not.toThrow();
    expect(refusing.readLocalDraft("mobile-voicemail")).toBeNull();
    expect(() => refusing.clearLocalDraft("mobile-voicemail")).not.toThrow();
    const full = createDraftStorage(() => ({
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    }));
    expect(() => full.writeLocalDraft(emptyDraft("mobile-voicemail"))).not.toThrow();
  });
});
