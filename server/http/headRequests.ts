// HEAD answers exactly what GET would (status and headers), without the body, for every address:
// the request is routed as a GET, and Node's response to a HEAD request leaves out any body it is
// given (it reads the method when the request arrives, before this runs). So no route needs a
// HEAD branch of its own that could drift from its GET. A route whose GET acts (audits, e-mails)
// asks `askedForHeadersOnly` and refuses instead.
import type { IncomingMessage } from "node:http";

const headRequests = new WeakSet<IncomingMessage>();

export function answerHeadAsGet(req: IncomingMessage) {
  if (req.method !== "HEAD") return;
  headRequests.add(req);
  req.method = "GET";
}

/** Whether the request was a HEAD, now routed as a GET. */
export const askedForHeadersOnly = (req: IncomingMessage) => headRequests.has(req);
