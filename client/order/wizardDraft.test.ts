import { describe, expect, it } from "vitest";
import { emptyDraft, orderDraftMessages } from "../../common/orders/orderDraft.ts";
import { messages } from "../../common/validation/messages.ts";
import {
  addItem,
  draftInput,
  firstIncompleteStep,
  importPrompts,
  itemLabel,
  maxItems,
  moveItem,
  nextPromptName,
  orderStartPath,
  pathWithVoice,
  planFromParam,
  removeItem,
  sameDraft,
  serverFieldErrors,
  stepErrors,
  stepIndex,
  updateItem,
  withLanguage,
  withFileFormats,
  withChosenVoice,
  withVoice,
  wizardForPath,
  wizardPath,
  wizardSteps,
} from "./wizardDraft.ts";

const prompts = () => emptyDraft("telephone-voice-prompts");

describe("wizard addresses", () => {
  it("maps the /order/ addresses to their services and back", () => {
    expect(wizardForPath("telephone-voice-prompts")).toBe("telephone-voice-prompts");
    expect(wizardForPath("on-hold-message")).toBe("message-on-hold");
    expect(wizardForPath("mobile-voicemail")).toBe("mobile-voicemail");
    expect(wizardForPath("message-on-hold")).toBeNull();
    expect(wizardForPath("toString")).toBeNull();
    expect(wizardForPath(undefined)).toBeNull();
    expect(wizardPath("message-on-hold")).toBe("/order/on-hold-message");
    expect(wizardPath("mobile-voicemail", true)).toBe("/account/order/new/mobile-voicemail");
    expect(orderStartPath("commercial-recording", null)).toBe("/voice-contact?service=commercial-recording");
    expect(orderStartPath("message-on-hold", "message-on-hold")).toBe("/order/on-hold-message");
  });

  it("reads the plan of ?plan=: a known bundle, pay-as-you-go, or nothing", () => {
    const bundles = ["on-hold-starter", "on-hold-business"];
    expect(planFromParam("on-hold-business", bundles)).toBe("on-hold-business");
    expect(planFromParam("pay-as-you-go", bundles)).toBeNull();
    expect(planFromParam("unknown", bundles)).toBeUndefined();
    expect(planFromParam(null, bundles)).toBeUndefined();
  });
});

describe("steps", () => {
  it("names four steps; unknown step keys start at the first", () => {
    expect(wizardSteps("telephone-voice-prompts").map((step) => step.label)).toEqual(["Script", "Voice", "Delivery", "Review"]);
    expect(stepIndex("mobile-voicemail", "delivery")).toBe(2);
    expect(stepIndex("mobile-voicemail", "nonsense")).toBe(0);
    expect(stepIndex("mobile-voicemail", null)).toBe(0);
  });

  it("gives the shared messages per step, keyed by field path", () => {
    let draft = addItem(prompts(), { name: "bad name!", text: "" });
    draft = addItem(draft, { name: "Bad_Name!", text: "Hello" });
    expect(stepErrors(draft, "items")).toEqual({
      "items.0.name": orderDraftMessages.fileName,
      "items.0.text": messages.notEmpty,
      "items.1.name": orderDraftMessages.fileName,
    });
    expect(stepErrors(prompts(), "items")).toEqual({ items: "Add at least one prompt." });
    expect(stepErrors(prompts(), "voice")).toEqual({ language: orderDraftMessages.language, voiceId: orderDraftMessages.voice });
    expect(stepErrors({ ...prompts(), fileFormats: [] }, "delivery")).toEqual({ fileFormats: orderDraftMessages.fileFormats });
    expect(stepErrors(emptyDraft("message-on-hold"), "items")).toMatchObject({ trackId: orderDraftMessages.track });
  });

  it("finds the first step the draft does not complete", () => {
    const complete = { ...addItem(prompts(), { name: "welcome", text: "Welcome." }), language: "en-GB", voiceId: "V1" };
    expect(firstIncompleteStep("telephone-voice-prompts", complete)).toBe(-1);
    expect(firstIncompleteStep("telephone-voice-prompts", { ...complete, voiceId: null })).toBe(1);
    expect(firstIncompleteStep("telephone-voice-prompts", { ...complete, items: [] })).toBe(0);
    expect(firstIncompleteStep("telephone-voice-prompts", { ...complete, fileFormats: [] })).toBe(2);
  });

  it("puts a server ValidationError on the draft's fields", () => {
    expect(
      serverFieldErrors([
        { path: ["draft", "items", "0", "text"], message: "can have at most 40 words (it has 41)" },
        { path: ["input", "draft", "voiceId"], message: "This voice is not available." },
        { path: ["discountCode"], message: "is unknown" },
      ]),
    ).toEqual({ "items.0.text": "can have at most 40 words (it has 41)", voiceId: "This voice is not available.", discountCode: "is unknown" });
  });
});

describe("editing the items", () => {
  it("adds prompts with unused file names", () => {
    let draft = addItem(prompts());
    draft = addItem(draft);
    expect(draft.items.map((item) => item.name)).toEqual(["prompt_01", "prompt_02"]);
    expect(nextPromptName([{ name: "PROMPT_02", text: "" }])).toBe("prompt_03");
    expect(addItem(emptyDraft("message-on-hold")).items[0]).toEqual({ name: "Message 1", text: "" });
  });

  it("edits, moves and removes items without touching the original", () => {
    const start = { ...prompts(), items: ["a", "b", "c"].map((name) => ({ name, text: name.toUpperCase() })) };
    const edited = updateItem(start, 1, { text: "Bee" });
    expect(edited.items[1]).toEqual({ name: "b", text: "Bee" });
    expect(start.items[1].text).toBe("B");
    expect(moveItem(start, 2, 0).items.map((item) => item.name)).toEqual(["c", "a", "b"]);
    expect(moveItem(start, 0, 1).items.map((item) => item.name)).toEqual(["b", "a", "c"]);
    expect(moveItem(start, 0, -1)).toBe(start);
    expect(moveItem(start, 2, 3)).toBe(start);
    expect(removeItem(start, 1).items.map((item) => item.name)).toEqual(["a", "c"]);
    expect(removeItem(start, 5)).toBe(start);
    expect(updateItem(start, 9, { text: "x" })).toBe(start);
  });

  it("limits the items to the service (or the bundle's messages)", () => {
    expect(maxItems("mobile-voicemail")).toBe(1);
    expect(maxItems("message-on-hold", 3)).toBe(3);
    expect(maxItems("message-on-hold", null)).toBe(12);
    expect(itemLabel("telephone-voice-prompts", 1)).toBe("Prompt 2");
  });
});

describe("importing a prompt list", () => {
  it("adds the list's prompts after the draft's, or puts them in their place", () => {
    const draft = addItem(prompts(), { name: "welcome", text: "Hello." });
    const list = [{ name: "closed", text: "We are closed." }];
    expect(importPrompts(draft, list, false).items).toEqual([{ name: "welcome", text: "Hello." }, { name: "closed", text: "We are closed." }]);
    expect(importPrompts(draft, list, true).items).toEqual(list);
  });
});

describe("language and voice", () => {
  const voices: Record<string, string[]> = { V1: ["en-GB"], V2: ["de-DE", "en-GB"] };
  const languagesOf = (id: string) => voices[id];

  it("drops a voice that does not record in the new language", () => {
    const draft = { ...prompts(), language: "en-GB", voiceId: "V1" };
    expect(withLanguage(draft, "de-DE", languagesOf)).toMatchObject({ language: "de-DE", voiceId: null });
    expect(withLanguage({ ...draft, voiceId: "V2" }, "de-DE", languagesOf)).toMatchObject({ language: "de-DE", voiceId: "V2" });
  });

  it("takes the voice's language when none fits yet", () => {
    expect(withVoice(prompts(), "V2", voices.V2)).toMatchObject({ voiceId: "V2", language: "de-DE" });
    expect(withVoice({ ...prompts(), language: "en-GB" }, "V2", voices.V2)).toMatchObject({ language: "en-GB" });
  });
});

describe("file formats", () => {
  it("start in µ-law WAV for telephone prompts (what phone systems take), MP3 elsewhere", () => {
    expect(prompts().fileFormats).toEqual(["MULAW_8K_WAV"]);
    expect(emptyDraft("message-on-hold").fileFormats).toEqual(["MP3"]);
  });

  it("keeps the catalogue's order and drops unknown values", () => {
    expect(withFileFormats(prompts(), ["MP3", "MULAW_8K_WAV", "OGG"]).fileFormats).toEqual(["MULAW_8K_WAV", "MP3"]);
    expect(withFileFormats(prompts(), []).fileFormats).toEqual([]);
  });
});

describe("the GraphQL input", () => {
  it("sends the draft's fields, and compares drafts by content", () => {
    const draft = { ...addItem(prompts(), { name: "welcome", text: "Hi" }), rush: true };
    expect(draftInput(draft)).toEqual({
      service: "telephone-voice-prompts",
      bundle: null,
      language: null,
      voiceId: null,
      trackId: null,
      items: [{ name: "welcome", text: "Hi" }],
      fileFormats: ["MULAW_8K_WAV"],
      rush: true,
      customerNote: null,
    });
    expect(sameDraft(draft, { ...draft })).toBe(true);
    expect(sameDraft(draft, { ...draft, rush: false })).toBe(false);
  });
});

describe("a voice chosen on the voices page", () => {
  const catalogue = [
    { id: "V1", slug: "charlotte", languages: ["en-GB"] },
    { id: "V2", slug: "lukas", languages: ["de-DE", "en-GB"] },
  ];

  it("carries the voice on to the wizard or the quote request", () => {
    expect(pathWithVoice("/order/telephone-voice-prompts", "lukas")).toBe("/order/telephone-voice-prompts?voice=lukas");
    expect(pathWithVoice("/voice-contact?service=commercial-recording", "lukas")).toBe("/voice-contact?service=commercial-recording&voice=lukas");
    expect(pathWithVoice("/order/mobile-voicemail", null)).toBe("/order/mobile-voicemail");
  });

  it("puts the voice in the draft with one of its languages; an unknown voice changes nothing", () => {
    expect(withChosenVoice(prompts(), "lukas", catalogue)).toMatchObject({ voiceId: "V2", language: "de-DE" });
    expect(withChosenVoice({ ...prompts(), language: "en-GB" }, "lukas", catalogue)).toMatchObject({ voiceId: "V2", language: "en-GB" });
    const draft = prompts();
    expect(withChosenVoice(draft, "nobody", catalogue)).toBe(draft);
  });
});
