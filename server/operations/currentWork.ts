// What the code running now is doing: answering an HTTP request or running a job. Kept with
// AsyncLocalStorage for the whole of the request or job, so code deep down (GraphQL's context,
// error masking, any log line) learns which request or job it serves without being handed it:
// the request's log line gets the operation name and the viewer from GraphQL, and error reports and
// log lines get the request id, or the queue and job id.
import { AsyncLocalStorage } from "node:async_hooks";

/** One HTTP request: its id, and what GraphQL learnt about it. */
export type RequestWork = {
  kind: "request";
  requestId: string;
  /** The GraphQL operation's name (when the request ran one). */
  operationName?: string;
  /** The signed-in user's id. */
  viewerId?: string;
};

/** One attempt at a job. */
export type JobWork = { kind: "job"; queue: string; jobId: string; attempt: number };

const current = new AsyncLocalStorage<RequestWork | JobWork>();

/** Runs `work` as the request or job `record`; everything it starts sees the same record. */
export function runAs<T>(record: RequestWork | JobWork, work: () => T): T {
  return current.run(record, work);
}

/** The request being answered, if any. */
export function currentRequest(): RequestWork | undefined {
  const record = current.getStore();
  return record?.kind === "request" ? record : undefined;
}

/** The request or job being worked on, if any. */
export function currentWork(): RequestWork | JobWork | undefined {
  return current.getStore();
}

/** The fields every log line carries while a request or a job runs (the logger's mixin). */
export function workLogFields(): Record<string, string | number> {
  const record = current.getStore();
  if (!record) return {};
  return record.kind === "request" ? { requestId: record.requestId } : { queue: record.queue, jobId: record.jobId, attempt: record.attempt };
}
