// Reads a text/event-stream body: graphql-yoga answers a subscription with one (the "distinct
// connections" mode of GraphQL over server-sent events), `next` events carrying results and a
// `complete` event at the end. fetch() rather than EventSource: the request is a POST carrying the
// persisted operation's id, like every other request of the client.

export type ServerSentEvent = { event: string; data: string };

/** Turns the stream's text, as it arrives in chunks, into events (the event-stream format of the HTML standard). */
export class ServerSentEventParser {
  private pending = "";
  /** A chunk ending in "\r" may have the "\n" of the same line ending in the next one. */
  private carriedReturn = false;

  push(chunk: string): ServerSentEvent[] {
    let text = (this.carriedReturn ? "\r" : "") + chunk;
    this.carriedReturn = text.endsWith("\r");
    if (this.carriedReturn) text = text.slice(0, -1);
    this.pending += text.replace(/\r\n?/g, "\n");
    const events: ServerSentEvent[] = [];
    let end: number;
    while ((end = this.pending.indexOf("\n\n")) >= 0) {
      const block = this.pending.slice(0, end);
      this.pending = this.pending.slice(end + 2);
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        // Comment lines (yoga's keep-alive pings) and empty lines carry nothing.
        if (line === "" || line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = value;
        else if (field === "data") data.push(value);
      }
      if (data.length > 0 || event !== "message") events.push({ event, data: data.join("\n") });
    }
    return events;
  }
}

/** The events of a response body, until the server closes it. */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new ServerSentEventParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}
