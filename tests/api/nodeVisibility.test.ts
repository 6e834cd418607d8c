// node(id:) and nodes(ids:) hide what the public lists hide: inactive or archived voices (and their
// samples), services, plans and music beds, unpublished content, answered as ids that name nothing.
// Administrators see everything.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, startTestAppWithAdmin, type TestApp } from "./harness.ts";

let t: TestApp;
let admin: Client;
let customer: Client;
beforeAll(async () => {
  ({ t, admin } = await startTestAppWithAdmin());
  customer = await t.registered();
});
afterAll(() => t.close());

const rawId = (globalId: string) => Buffer.from(globalId, "base64").toString().split(":")[1];
const NODE = `query($id: ID!) { node(id: $id) { __typename id } }`;
const NODES = `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`;

/** The global ids of every record of a management list, as administrators see them. */
async function managed(list: string, fields = "id"): Promise<{ id: string; [key: string]: unknown }[]> {
  const result = await admin.gql(`{ ${list} { ${fields} } }`);
  expect(result.errors).toBeUndefined();
  return result.data![list];
}

/** A global id of the same type as `globalId` that names no record. */
const missingLike = (globalId: string) => Buffer.from(`${Buffer.from(globalId, "base64").toString().split(":")[0]}:${randomUUID()}`).toString("base64");

/**
 * `hidden` is answered by id to visitors and customers exactly as an id that names nothing (null,
 * NOT_FOUND), and there for administrators; `shown` is there for all.
 */
async function expectHiddenByIds(hidden: string, shown: string) {
  for (const client of [t.client(), customer]) {
    const one = await client.gql(NODE, { id: hidden });
    expect(one).toEqual(await client.gql(NODE, { id: missingLike(hidden) }));
    expect(one.data?.node).toBeNull();
    expect((await client.gql(NODE, { id: shown })).data?.node?.id).toBe(shown);
    const many = await client.gql(NODES, { ids: [shown, hidden] });
    expect(many.data?.nodes.map((node: { id: string } | null) => node?.id ?? null)).toEqual([shown, null]);
  }
  expect((await admin.gql(NODE, { id: hidden })).data?.node?.id).toBe(hidden);
  expect((await admin.gql(NODES, { ids: [shown, hidden] })).data?.nodes.map((node: { id: string }) => node.id)).toEqual([shown, hidden]);
}

describe("node and nodes apply the lists' visibility", () => {
  it("inactive and archived voices, and their samples", async () => {
    const voices = await managed("manageVoices", "id samples { id }");
    const [inactive, archived, shown] = voices.filter((voice) => (voice.samples as unknown[]).length > 0);
    await t.prisma.voice.update({ where: { id: rawId(inactive.id) }, data: { active: false } });
    await t.prisma.voice.update({ where: { id: rawId(archived.id) }, data: { archivedAt: new Date() } });
    await expectHiddenByIds(inactive.id, shown.id);
    const sample = (voice: typeof shown) => (voice.samples as { id: string }[])[0].id;
    await expectHiddenByIds(sample(inactive), sample(shown));
    // Archived: not in the management list any more, yet an administrator reaches it by id.
    for (const client of [t.client(), customer]) expect((await client.gql(NODE, { id: archived.id })).data?.node).toBeNull();
    expect((await admin.gql(NODE, { id: archived.id })).data?.node?.id).toBe(archived.id);
  });

  it("inactive services, plans of inactive services and inactive plans", async () => {
    const services = await managed("manageServices", "id bundles { id }");
    const withPlans = services.filter((service) => (service.bundles as unknown[]).length > 1);
    expect(withPlans.length).toBeGreaterThan(0);
    const [hiddenService, shownService] = [services.find((service) => (service.bundles as unknown[]).length === 0)!, withPlans[0]];
    await t.prisma.service.update({ where: { id: rawId(hiddenService.id) }, data: { active: false } });
    await expectHiddenByIds(hiddenService.id, shownService.id);

    const [inactivePlan, shownPlan] = shownService.bundles as { id: string }[];
    await t.prisma.bundle.update({ where: { id: rawId(inactivePlan.id) }, data: { active: false } });
    await expectHiddenByIds(inactivePlan.id, shownPlan.id);

    await t.prisma.service.update({ where: { id: rawId(shownService.id) }, data: { active: false } });
    for (const client of [t.client(), customer]) expect((await client.gql(NODE, { id: shownPlan.id })).data?.node).toBeNull();
    await t.prisma.service.update({ where: { id: rawId(shownService.id) }, data: { active: true } });
  });

  it("inactive music beds", async () => {
    const [hidden, shown] = await managed("manageSoundtrackTracks");
    await t.prisma.soundtrackTrack.update({ where: { id: rawId(hidden.id) }, data: { active: false } });
    await expectHiddenByIds(hidden.id, shown.id);
  });

  it("unpublished content entries and pages", async () => {
    const pages = (await admin.gql(`{ manageContentEntries(kind: PAGE) { id } }`)).data!.manageContentEntries as { id: string }[];
    const [hidden, shown] = pages;
    await t.prisma.contentEntry.update({ where: { id: rawId(hidden.id) }, data: { published: false } });
    await expectHiddenByIds(hidden.id, shown.id);
  });
});
