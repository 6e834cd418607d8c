import { describe, expect, it } from "vitest";
import { readServerSentEvents, ServerSentEventParser } from "./serverSentEvents.ts";

describe("ServerSentEventParser", () => {
  it("reads yoga's events, skipping its keep-alive comments", () => {
    const parser = new ServerSentEventParser();
    expect(parser.push(':\n\nevent: next\ndata: {"data":{"a":1}}\n\n:\n\nevent: complete\ndata:\n\n')).toEqual([
      { event: "next", data: '{"data":{"a":1}}' },
      { event: "complete", data: "" },
    ]);
  });

  it("keeps an event cut between chunks until its end arrives, whatever the line endings", () => {
    const parser = new ServerSentEventParser();
    expect(parser.push("event: next\r")).toEqual([]);
    expect(parser.push("\ndata: {\"da")).toEqual([]);
    expect(parser.push('ta":2}\r')).toEqual([]);
    expect(parser.push("\n\r")).toEqual([]);
    expect(parser.push("\nevent: complete\rdata:\r\r")).toEqual([{ event: "next", data: '{"data":2}' }]);
    expect(parser.push("\n")).toEqual([{ event: "complete", data: "" }]);
  });

  it("joins the lines of a data field and gives unnamed events the type message", () => {
    expect(new ServerSentEventParser().push("data: one\ndata:two\nid: 7\n\n")).toEqual([{ event: "message", data: "one\ntwo" }]);
  });
});

it("readServerSentEvents yields the events of a body as it streams in", async () => {
  const encoder = new TextEncoder();
  const chunks = [":\n\nevent: next\ndata: {\"n\":", "1}\n\nevent: next\ndata: {\"n\":2}\n\n", "event: complete\ndata:\n\n"];
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  const events = [];
  for await (const event of readServerSentEvents(body)) events.push(event);
  expect(events).toEqual([
    { event: "next", data: '{"n":1}' },
    { event: "next", data: '{"n":2}' },
    { event: "complete", data: "" },
  ]);
});
