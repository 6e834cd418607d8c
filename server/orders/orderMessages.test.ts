import { describe, expect, it } from "vitest";
import { MB } from "../../common/bytes.ts";
import { ValidationError } from "../errors.ts";
import { checkedAttachments, checkedBody, messageAuthor, messageNotification, type NotifiedOrder } from "./orderMessages.ts";

const customer = { id: "u1", name: "Carla", role: "CUSTOMER" as const };
const links = { publicUrl: "https://studio.example/", sessionSecret: "secret" };
const studio = { studioName: "Voices Inc", contactEmail: "studio@studio.example" };

function fieldIssue(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return (error as ValidationError).fields;
  }
  return null;
}

describe("messageAuthor", () => {
  it("signs an administrator's message as the studio, a party's with their name, a key holder's with the guest's", () => {
    const order = { userId: "u1", resellerUserId: null, guestName: null };
    expect(messageAuthor({ id: "a", name: "Ada Admin", role: "ADMIN" }, order)).toEqual({ fromStudio: true, authorId: "a", authorName: "Studio" });
    expect(messageAuthor(customer, order)).toEqual({ fromStudio: false, authorId: "u1", authorName: "Carla" });
    expect(messageAuthor({ id: "r", name: "Rita", role: "RESELLER" }, { userId: "r", resellerUserId: "r", guestName: null })).toMatchObject({ authorName: "Rita" });
    expect(messageAuthor(null, { userId: null, resellerUserId: null, guestName: "Gina" })).toEqual({ fromStudio: false, authorId: null, authorName: "Gina" });
    expect(messageAuthor({ id: "x", name: "Someone", role: "CUSTOMER" }, { userId: null, resellerUserId: null, guestName: " " })).toMatchObject({ authorId: null, authorName: "Guest" });
  });
});

describe("checkedBody", () => {
  it("trims the text and refuses it empty or too long on input.body", () => {
    expect(checkedBody("  Hello  ")).toBe("Hello");
    expect(fieldIssue(() => checkedBody(" \n "))).toEqual([{ path: ["input", "body"], message: "should not be empty" }]);
    expect(fieldIssue(() => checkedBody("a".repeat(5001)))).toEqual([{ path: ["input", "body"], message: "must be shorter than or equal to 5000 characters" }]);
    expect(checkedBody("a".repeat(5000))).toHaveLength(5000);
  });
});

describe("checkedAttachments", () => {
  const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
  const refusal = (files: File[]) => checkedAttachments(files).then(() => null, (error: ValidationError) => error.fields);

  it("takes recordings by the voice samples' rules and documents by the scripts'", async () => {
    const checked = await checkedAttachments([file("nguyen.mp3", "audio/mpeg", 100), file("names.txt", "text/plain", 10)]);
    expect(checked.map((upload) => [upload.name, upload.mediaType])).toEqual([["nguyen.mp3", "audio/mpeg"], ["names.txt", "text/plain"]]);
  });

  it("refuses other types, empty or too large files, and more than three, naming the file's place", async () => {
    expect(await refusal([file("ok.txt", "text/plain", 1), file("run.exe", "application/octet-stream", 1)])).toEqual([
      { path: ["input", "attachments", "1"], message: expect.stringMatching(/^must be one of the following types: mp3, wav, ogg, m4a, pdf/) },
    ]);
    expect(await refusal([file("empty.wav", "audio/wav", 0)])).toEqual([{ path: ["input", "attachments", "0"], message: "should not be empty" }]);
    expect(await refusal([file("script.pdf", "application/pdf", 10 * MB + 1)])).toEqual([{ path: ["input", "attachments", "0"], message: "must be smaller than 10 MB" }]);
    expect(await refusal([file("take.wav", "audio/wav", 20 * MB + 1)])).toEqual([{ path: ["input", "attachments", "0"], message: "must be smaller than 20 MB" }]);
    expect(await refusal(Array.from({ length: 4 }, () => file("a.txt", "text/plain", 1)))).toEqual([{ path: ["input", "attachments"], message: "must contain at most 3 elements" }]);
  });
});

describe("messageNotification", () => {
  const order: NotifiedOrder = { id: "o1", number: 10042, userId: "u1", serviceName: "Telephone prompts", contactEmail: "carla@example.com", contactName: "Carla" };

  it("tells the studio's address of a customer's message, with the order on the desk", () => {
    const email = messageNotification(order, { authorName: "Carla", fromStudio: false, body: "How is it said?", attachmentNames: ["name.mp3"] }, studio, links);
    expect(email).toEqual({
      to: "studio@studio.example",
      subject: "New message on order 10042",
      text: "Carla wrote on order 10042 (Telephone prompts):\n\nHow is it said?\n\nAttached: name.mp3\n\nAnswer: https://studio.example/manage/orders/o1",
    });
  });

  it("tells the order's contact of the studio's answer: an account's order page, a guest's private link", () => {
    const answer = { authorName: "Studio", fromStudio: true, body: "Like this.", attachmentNames: [] };
    const toCustomer = messageNotification(order, answer, studio, links);
    expect(toCustomer).toMatchObject({ to: "carla@example.com", subject: "A message from Voices Inc about order 10042" });
    expect(toCustomer!.text).toContain("Like this.");
    expect(toCustomer!.text).toContain("https://studio.example/account/order/history/o1");
    const toGuest = messageNotification({ ...order, userId: null, contactEmail: "gina@example.com" }, answer, studio, links);
    expect(toGuest!.text).toMatch(/https:\/\/studio\.example\/order\/guest-payment\/o1\?key=[\w-]{32}/);
    expect(messageNotification({ ...order, contactEmail: null }, answer, studio, links)).toBeNull();
  });
});
