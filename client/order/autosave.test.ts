import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyDraft } from "../../common/orders/orderDraft.ts";
import { createAutosaver, type AutosaveState, type SaveOutcome } from "./autosave.ts";

const draft = (text: string) => ({ ...emptyDraft("telephone-voice-prompts"), items: [{ name: "welcome", text }] });

function setup(options: { orderId?: string | null; saved?: ReturnType<typeof draft> | null; outcome?: (call: number) => SaveOutcome } = {}) {
  vi.useFakeTimers();
  const calls: Array<{ text: string; orderId: string | null }> = [];
  const resolvers: Array<() => void> = [];
  const states: AutosaveState[] = [];
  const saver = createAutosaver({
    delayMs: 500,
    orderId: options.orderId ?? null,
    saved: options.saved ?? null,
    onChange: (state) => states.push(state),
    save: (saved, orderId) => {
      calls.push({ text: saved.items[0]?.text ?? "", orderId });
      const call = calls.length;
      return new Promise((resolve) => resolvers.push(() => resolve(options.outcome?.(call) ?? { ok: true, orderId: "O1" })));
    },
  });
  const settle = async () => {
    while (resolvers.length) {
      resolvers.shift()!();
      await vi.advanceTimersByTimeAsync(0);
    }
  };
  return { saver, calls, states, settle };
}

describe("autosave of a signed-in customer's draft", () => {
  afterEach(() => void vi.useRealTimers());

  it("saves once typing pauses, with the last content", async () => {
    const { saver, calls, settle, states } = setup();
    saver.schedule(draft("W"));
    await vi.advanceTimersByTimeAsync(300);
    saver.schedule(draft("We"));
    await vi.advanceTimersByTimeAsync(300);
    saver.schedule(draft("Welcome"));
    expect(calls).toEqual([]);
    expect(saver.state.status).toBe("pending");
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toEqual([{ text: "Welcome", orderId: null }]);
    expect(saver.state.status).toBe("saving");
    await settle();
    expect(saver.state).toMatchObject({ status: "saved", orderId: "O1" });
    expect(states.at(-1)?.status).toBe("saved");
  });

  it("saves one at a time: a change during a save goes into the order the first save created", async () => {
    const { saver, calls, settle } = setup();
    saver.schedule(draft("one"));
    await vi.advanceTimersByTimeAsync(500);
    saver.schedule(draft("two"));
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toEqual([{ text: "one", orderId: null }]);
    await settle();
    expect(calls).toEqual([
      { text: "one", orderId: null },
      { text: "two", orderId: "O1" },
    ]);
    expect(saver.state.status).toBe("saved");
  });

  it("does not save a draft that is unchanged since it was restored", async () => {
    const { saver, calls } = setup({ orderId: "O9", saved: draft("same") });
    saver.schedule(draft("same"));
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toEqual([]);
    expect(saver.state).toMatchObject({ status: "saved", orderId: "O9" });
  });

  it("flush saves at once and resolves with the order id", async () => {
    const { saver, calls, settle } = setup();
    saver.schedule(draft("typed"));
    const flushed = saver.flush(draft("typed more"));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ text: "typed more", orderId: null }]);
    await settle();
    await expect(flushed).resolves.toBe("O1");
    // The timer of the earlier change does not save again.
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.length).toBe(1);
  });

  it("reports a refused save with its messages, and flush resolves with null", async () => {
    const { saver, settle } = setup({ outcome: () => ({ ok: false, message: "Invalid", fields: { "items.0.name": "too long" } }) });
    const flushed = saver.flush(draft("x"));
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    await expect(flushed).resolves.toBeNull();
    expect(saver.state).toMatchObject({ status: "error", message: "Invalid", fields: { "items.0.name": "too long" } });
  });

  it("a failing request is an error state, not a crash", async () => {
    vi.useFakeTimers();
    const saver = createAutosaver({ delayMs: 10, orderId: null, saved: null, onChange: () => {}, save: () => Promise.reject(new Error("offline")) });
    await expect(saver.flush(draft("x"))).resolves.toBeNull();
    expect(saver.state).toMatchObject({ status: "error", message: "offline" });
  });
});

describe("leaving the wizard", () => {
  afterEach(() => void vi.useRealTimers());

  it("saves a change still waiting for its timer", async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const saver = createAutosaver({
      delayMs: 500,
      orderId: "O1",
      saved: null,
      onChange: () => {},
      save: async (saved) => {
        calls.push(saved.items[0]?.text ?? "");
        return { ok: true, orderId: "O1" };
      },
    });
    saver.schedule(draft("last words"));
    saver.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(["last words"]);
  });
});
