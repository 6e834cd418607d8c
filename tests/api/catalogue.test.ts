// The public catalogue: services, bundles, voices, music beds and site content as the public
// pages read them, from the seeded demo catalogue.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, startTestApp, type TestApp } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let visitor: Client;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp();
  visitor = t.client();
  admin = await t.signedIn(TEST_ADMIN);
});
afterAll(() => t.close());

const VOICES = `query($filter: ListQuery, $first: Int) {
  voices(filter: $filter, first: $first) {
    totalCount
    edges { node { slug name languages gender styles featured photoUrl samples { title language url mediaType position } } }
  }
}`;
type VoiceRow = { slug: string; languages: string[]; gender: string; styles: string[]; featured: boolean; photoUrl: string | null; samples: { url: string; mediaType: string; position: number }[] };
const voiceNodes = (data: Record<string, any> | undefined) => ((data?.voices.edges ?? []) as { node: VoiceRow }[]).map((edge) => edge.node);
const inOrder = <T extends number | string>(values: T[]) => values.every((value, i) => i === 0 || values[i - 1] <= value);

describe("services", () => {
  it("lists the six active services by position with their bundles and prices", async () => {
    const result = await visitor.gql(`{
      services { id slug name summary pricingModel basePrice includedWords perWordPrice currency turnaroundDays rushFee rushTurnaroundDays active position
        bundles { slug name messagesIncluded wordsPerMessage periodMonths price currency active service { slug } } }
    }`);
    expect(result.errors).toBeUndefined();
    const services = result.data?.services as Record<string, any>[];
    expect(services.map((s) => s.slug)).toEqual([
      "telephone-voice-prompts",
      "message-on-hold",
      "mobile-voicemail",
      "bilingual-voice-over",
      "multilingual-voice-over",
      "commercial-recording",
    ]);
    expect(services.every((s) => s.active && s.currency === "EUR")).toBe(true);
    const prompts = services[0];
    expect(prompts).toMatchObject({ pricingModel: "PER_PROMPT", basePrice: 2900, includedWords: 25, perWordPrice: 60, turnaroundDays: 2 });
    const onHold = services.find((s) => s.slug === "message-on-hold")!;
    expect(onHold.bundles.map((b: { slug: string }) => b.slug)).toEqual(["on-hold-starter", "on-hold-business", "on-hold-premium"]);
    expect(onHold.bundles.every((b: { price: number; service: { slug: string } }) => b.price > 0 && b.service.slug === "message-on-hold")).toBe(true);
  });

  it("finds an active service by slug; null for an unknown or inactive one", async () => {
    const query = `query($slug: String!) { service(slug: $slug) { slug name description } }`;
    expect((await visitor.gql(query, { slug: "mobile-voicemail" })).data?.service.name).toBe("Mobile voicemail greeting");
    const unknown = await visitor.gql(query, { slug: "no-such-service" });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data?.service).toBeNull();

    await t.prisma.service.update({ where: { slug: "commercial-recording" }, data: { active: false } });
    try {
      expect((await visitor.gql(query, { slug: "commercial-recording" })).data?.service).toBeNull();
      const list = await visitor.gql(`{ services { slug } }`);
      expect(list.data?.services.map((s: { slug: string }) => s.slug)).not.toContain("commercial-recording");
      const managed = await admin.gql(`{ manageServices { slug active } }`);
      expect(managed.data?.manageServices).toContainEqual({ slug: "commercial-recording", active: false });
    } finally {
      await t.prisma.service.update({ where: { slug: "commercial-recording" }, data: { active: true } });
    }
  });

  it("lists active bundles by position; inactive bundles only for administrators", async () => {
    const bundles = await visitor.gql(`{ bundles { slug price messagesIncluded periodMonths } }`);
    expect(bundles.data?.bundles.map((b: { slug: string }) => b.slug)).toEqual(["on-hold-starter", "on-hold-business", "on-hold-premium"]);
    await t.prisma.bundle.update({ where: { slug: "on-hold-premium" }, data: { active: false } });
    try {
      const query = `{ bundles { slug } service(slug: "message-on-hold") { bundles { slug } } }`;
      const seen = await visitor.gql(query);
      expect(seen.data?.bundles.map((b: { slug: string }) => b.slug)).toEqual(["on-hold-starter", "on-hold-business"]);
      expect(seen.data?.service.bundles.map((b: { slug: string }) => b.slug)).toEqual(["on-hold-starter", "on-hold-business"]);
      const managed = await admin.gql(`${query.slice(0, -1)} manageBundles { slug active } }`);
      expect(managed.data?.service.bundles).toHaveLength(3);
      expect(managed.data?.manageBundles).toContainEqual({ slug: "on-hold-premium", active: false });
    } finally {
      await t.prisma.bundle.update({ where: { slug: "on-hold-premium" }, data: { active: true } });
    }
  });

  it("keeps the management lists from visitors", async () => {
    for (const field of ["manageServices", "manageBundles", "manageVoices", "manageSoundtrackTracks"]) {
      const result = await visitor.gql(`{ ${field} { id } }`);
      expect(result.data).toBeNull();
      expect(result.errors?.[0].message).toBe("Sign in to continue.");
    }
  });
});

describe("voices", () => {
  it("lists the active voices by position with photos and playable samples", async () => {
    const result = await visitor.gql(VOICES, { first: 50 });
    expect(result.errors).toBeUndefined();
    const voices = voiceNodes(result.data);
    expect(result.data?.voices.totalCount).toBe(voices.length);
    expect(voices.length).toBeGreaterThanOrEqual(8);
    for (const voice of voices) {
      expect(voice.photoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      expect(voice.samples.length).toBeGreaterThan(0);
      for (const sample of voice.samples) {
        expect(sample.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
        expect(sample.mediaType).toBe("audio/mpeg");
      }
      expect(inOrder(voice.samples.map((s) => s.position))).toBe(true);
    }
    expect(voices[0].slug).toBe("charlotte");
  });

  it("filters by language, gender and style through the list query", async () => {
    const german = voiceNodes((await visitor.gql(VOICES, { filter: { filters: "language~de-DE" } })).data);
    expect(german.map((v) => v.slug).sort()).toEqual(["katrin", "lukas"]);
    const female = voiceNodes((await visitor.gql(VOICES, { first: 50, filter: { filters: "gender~FEMALE" } })).data);
    expect(female.length).toBeGreaterThan(0);
    expect(female.every((v) => v.gender === "FEMALE")).toBe(true);
    const calmMen = voiceNodes((await visitor.gql(VOICES, { filter: { filters: "style~calm,gender~MALE" } })).data);
    expect(calmMen.map((v) => v.slug).sort()).toEqual(["lukas", "marcus"]);
    const either = voiceNodes((await visitor.gql(VOICES, { first: 50, filter: { filters: "language~ANY~fr-FR,it-IT", orderBy: "name~ASC" } })).data);
    expect(either.map((v) => v.slug)).toEqual(["camille", "giulia"]);
  });

  it("answers a malformed or unknown filter with the list-query error", async () => {
    const result = await visitor.gql(VOICES, { filter: { filters: "bio~warm" } });
    expect(result.errors?.[0].message).toMatch(/not whitelisted/);
    expect(result.errors?.[0].extensions).toMatchObject({ code: "BAD_LIST_QUERY", parameter: "filters" });
  });

  it("hides inactive voices from every public query", async () => {
    await t.prisma.voice.update({ where: { slug: "giulia" }, data: { active: false } });
    try {
      const all = voiceNodes((await visitor.gql(VOICES, { first: 50 })).data);
      expect(all.map((v) => v.slug)).not.toContain("giulia");
      expect((await visitor.gql(`{ voice(slug: "giulia") { slug } }`)).data?.voice).toBeNull();
      const facets = await visitor.gql(`{ voiceFacets { languages styles } }`);
      expect(facets.data?.voiceFacets.languages).not.toContain("it-IT");
      const managed = await admin.gql(`{ manageVoices { slug active } }`);
      expect(managed.data?.manageVoices).toContainEqual({ slug: "giulia", active: false });
    } finally {
      await t.prisma.voice.update({ where: { slug: "giulia" }, data: { active: true } });
    }
  });

  it("finds a voice by slug, the featured voices and the filter facets", async () => {
    const result = await visitor.gql(`{
      voice(slug: "katrin") { name languages samples { title } }
      featuredVoices { slug featured position }
      voiceFacets { languages styles }
    }`);
    expect(result.data?.voice.languages).toEqual(["de-DE", "en-GB"]);
    const featured = result.data?.featuredVoices as { featured: boolean; position: number }[];
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((v) => v.featured)).toBe(true);
    expect(result.data?.voiceFacets.languages).toEqual(["de-DE", "en-GB", "en-US", "es-ES", "fr-FR", "it-IT", "nl-NL"]);
    expect(result.data?.voiceFacets.styles).toContain("calm");
    expect(inOrder(result.data?.voiceFacets.styles)).toBe(true);
  });
});

describe("soundtrack and content", () => {
  it("lists the five music beds with their audio", async () => {
    const result = await visitor.gql(`{ soundtrackTracks { slug title mood bpm durationSeconds licence url active position } }`);
    const tracks = result.data?.soundtrackTracks as { slug: string; url: string; durationSeconds: number }[];
    expect(tracks.map((track) => track.slug)).toEqual(["calm-corporate", "upbeat-bright", "ambient-drift", "acoustic-porch", "piano-reflection"]);
    expect(tracks.every((track) => track.url.startsWith("/api/files/") && track.durationSeconds > 0)).toBe(true);
  });

  it("lists published entries of a kind and finds pages by slug", async () => {
    const result = await visitor.gql(`{
      faq: contentEntries(kind: FAQ) { kind slug title body position published }
      team: contentEntries(kind: TEAM_MEMBER) { slug title subtitle imageUrl }
      terms: page(slug: "terms") { kind title body }
      missing: page(slug: "no-such-page") { title }
      notAPage: page(slug: "turnaround") { title }
    }`);
    expect(result.errors).toBeUndefined();
    const faq = result.data?.faq as { kind: string; position: number; published: boolean; body: string }[];
    expect(faq.length).toBeGreaterThanOrEqual(8);
    expect(faq.every((entry) => entry.kind === "FAQ" && entry.published && entry.body.length > 0)).toBe(true);
    expect(inOrder(faq.map((entry) => entry.position))).toBe(true);
    expect(result.data?.team.length).toBe(4);
    expect(result.data?.terms.kind).toBe("PAGE");
    expect(result.data?.missing).toBeNull();
    expect(result.data?.notAPage).toBeNull();
    for (const slug of ["about-studio", "partnerships", "home-intro"]) {
      expect((await visitor.gql(`query($slug: String!) { page(slug: $slug) { slug } }`, { slug })).data?.page.slug).toBe(slug);
    }
  });

  it("hides unpublished entries", async () => {
    await t.prisma.contentEntry.update({ where: { kind_slug: { kind: "FAQ", slug: "payment" } }, data: { published: false } });
    try {
      const faq = await visitor.gql(`{ contentEntries(kind: FAQ) { slug } }`);
      expect(faq.data?.contentEntries.map((e: { slug: string }) => e.slug)).not.toContain("payment");
    } finally {
      await t.prisma.contentEntry.update({ where: { kind_slug: { kind: "FAQ", slug: "payment" } }, data: { published: true } });
    }
  });
});
