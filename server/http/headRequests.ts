// HEAD answers exactly what GET would (status and headers), without the body, for every address:
// the request is routed as a GET, and Node's response to a HEAD request leaves out any body it is
// given (it reads the method when the request arrives, before this runs). So no route needs a
// HEAD branch of its own that could drift from its GET.
import type { IncomingMessage } from "node:http";

export function answerHeadAsGet(req: IncomingMessage) {
  if (req.method === "HEAD") req.method = "GET";
}
