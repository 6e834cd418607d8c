// Unexpected server errors reach Sentry (a local stand-in for its ingest endpoint) tagged with
// where they happened, and carrying nothing personal.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startErrorReports, stopErrorReports } from "../../server/operations/errorReports.ts";
import { startTestApp, type TestApp } from "./harness.ts";
import { captureLogs } from "./logCapture.ts";
import { startSentryStandIn } from "./sentryStandIn.ts";

const UPDATE_PROFILE = `mutation ReportedProfileUpdate($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }`;

let t: TestApp;
let sentry: Awaited<ReturnType<typeof startSentryStandIn>>;

beforeAll(async () => {
  sentry = await startSentryStandIn();
  await startErrorReports({ dsn: sentry.dsn, environment: "test" });
  t = await startTestApp();
});
afterAll(async () => {
  await stopErrorReports();
  await sentry.close();
  await t.close();
});

describe("error reports", () => {
  it("report a GraphQL error masked as internal, tagged with the request id and operation name, without e-mail address or cookie", async () => {
    const customer = await t.registered("Rita Reported");
    // The database refuses the change with a message naming the address, as a constraint or a
    // trigger may: an error nobody expected, whose message holds personal data.
    const trigger = `refuse_${randomUUID().replaceAll("-", "")}`;
    await t.prisma.$executeRawUnsafe(`CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'profile of % is locked', NEW.email; END $$`);
    await t.prisma.$executeRawUnsafe(`CREATE TRIGGER ${trigger} BEFORE UPDATE ON "User" FOR EACH ROW EXECUTE FUNCTION ${trigger}()`);
    let response: Response;
    const logs = captureLogs();
    try {
      response = await fetch(`${await t.httpBase()}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: customer.cookie! },
        body: JSON.stringify(t.documents.params(UPDATE_PROFILE, { input: { name: "Rita Renamed", email: customer.email } })),
      });
    } finally {
      logs.restore();
      await t.prisma.$executeRawUnsafe(`DROP TRIGGER ${trigger} ON "User"`);
      await t.prisma.$executeRawUnsafe(`DROP FUNCTION ${trigger}()`);
    }
    const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors?.[0]).toMatchObject({ message: "Unexpected error.", extensions: { code: "INTERNAL_SERVER_ERROR" } });
    const requestId = response.headers.get("x-request-id")!;

    await expect.poll(() => sentry.events().find(({ event }) => event.tags?.requestId === requestId), { timeout: 10_000 }).toBeTruthy();
    const { event, text } = sentry.events().find(({ event }) => event.tags?.requestId === requestId)!;
    expect(event.tags).toMatchObject({ requestId, operationName: "ReportedProfileUpdate" });
    expect(event.environment).toBe("test");
    expect(event.release).toMatch(/^studiofront@\d+\.\d+\.\d+/);
    expect(event.exception.values.at(-1).value).toContain("profile of [e-mail] is locked");
    expect(event.request).toBeUndefined();
    for (const secret of [customer.email, customer.cookie!, customer.cookie!.split("=")[1], "sf_session"]) expect(text).not.toContain(secret);
    // The error's log line says the same, and no more.
    const logged = logs.lines.find((line) => line.area === "graphql" && line.requestId === requestId);
    expect(logged?.msg).toContain("profile of [e-mail] is locked");
    expect(JSON.stringify(logs.lines)).not.toContain(customer.email);
  });

  it("report a failed job with its queue and job id", async () => {
    // The hourly commission approval finds its table gone: the job fails.
    await t.prisma.$executeRawUnsafe(`ALTER TABLE "Commission" RENAME TO "Commission_away"`);
    let jobId: string | null;
    try {
      jobId = await t.app.services.jobs.send("approve-due-commissions", {});
      await t.app.services.jobs.drain();
    } finally {
      await t.prisma.$executeRawUnsafe(`ALTER TABLE "Commission_away" RENAME TO "Commission"`);
    }
    expect(jobId).not.toBeNull();
    await expect.poll(() => sentry.events().find(({ event }) => event.tags?.jobId === jobId), { timeout: 10_000 }).toBeTruthy();
    const { event } = sentry.events().find(({ event }) => event.tags?.jobId === jobId)!;
    expect(event.tags).toEqual({ queue: "approve-due-commissions", jobId, attempt: 1 });
  });
});
