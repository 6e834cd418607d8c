import pino from "pino";
import { describe, expect, it } from "vitest";
import { runAs } from "./currentWork.ts";
import { loggerOptions, REDACTED, withoutEmailAddresses } from "./logger.ts";

function collectingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(loggerOptions("info"), { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe("the root logger's options", () => {
  it("redacts secrets and personal fields at the top of a line and one level down", () => {
    const { logger, lines } = collectingLogger();
    logger.info(
      {
        email: "carla@example.com",
        password: "hunter2",
        token: "sf_abc",
        cookie: "sf_session=xyz",
        headers: { authorization: "Bearer sf_abc" },
        body: '{"password":"hunter2"}',
        key: "private-order-key",
        user: { id: "u1", email: "carla@example.com", sessionId: "s1" },
        payment: { card: { number: "4242424242424242" } },
        orderId: "o1",
      },
      "something happened",
    );
    const [line] = lines;
    expect(line).toMatchObject({ email: REDACTED, password: REDACTED, token: REDACTED, cookie: REDACTED, headers: REDACTED, body: REDACTED, key: REDACTED, orderId: "o1" });
    expect(line.user).toEqual({ id: "u1", email: REDACTED, sessionId: REDACTED });
    expect(line.payment).toEqual({ card: REDACTED });
    const text = JSON.stringify(line);
    for (const secret of ["carla@example.com", "hunter2", "sf_abc", "xyz", "private-order-key", "4242"]) expect(text).not.toContain(secret);
  });

  it("adds the request id, or the queue, job id and attempt, of the work under way", async () => {
    const { logger, lines } = collectingLogger();
    await runAs({ kind: "request", requestId: "req-12345678" }, async () => {
      await Promise.resolve();
      logger.info("inside a request");
    });
    runAs({ kind: "job", queue: "deliver-emails", jobId: "job-1", attempt: 2 }, () => logger.warn("inside a job"));
    logger.info("outside");
    expect(lines.map(({ requestId, queue, jobId, attempt, msg }) => ({ requestId, queue, jobId, attempt, msg }))).toEqual([
      { requestId: "req-12345678", queue: undefined, jobId: undefined, attempt: undefined, msg: "inside a request" },
      { requestId: undefined, queue: "deliver-emails", jobId: "job-1", attempt: 2, msg: "inside a job" },
      { requestId: undefined, queue: undefined, jobId: undefined, attempt: undefined, msg: "outside" },
    ]);
  });
});

describe("withoutEmailAddresses", () => {
  it("blanks addresses in a message and leaves a stack's paths through scoped packages alone", () => {
    expect(withoutEmailAddresses('duplicate key (email)=(carla.customer+orders@example.co.uk) in "User"')).toBe('duplicate key (email)=([e-mail]) in "User"');
    const frame = "at file:///srv/app/node_modules/@whatwg-node/server/cjs/createServerAdapter.js:1903:20";
    expect(withoutEmailAddresses(frame)).toBe(frame);
  });
});
