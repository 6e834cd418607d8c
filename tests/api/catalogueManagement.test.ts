// Administrators manage the catalogue and site content: services, bundles, voices with photos
// and samples, music beds, content entries. Uploads travel as GraphQL multipart requests.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byField, type Client, solvedAltcha, startTestAppWithAdmin, type TestApp, uniqueEmail } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let admin: Client;
let base: string;
beforeAll(async () => ({ t, admin, base } = await startTestAppWithAdmin({ http: true })));
afterAll(() => t.close());

const asset = (path: string) => readFileSync(join(process.cwd(), "prisma/seed-assets", path));
const mp3 = (name = "take.mp3", path = "voices/charlotte-1.mp3") => new File([asset(path)], name, { type: "audio/mpeg" });
const svg = () => new File(['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>'], "portrait.svg", { type: "image/svg+xml" });

async function customer() {
  const client = t.client();
  await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
    input: { name: "Carla Customer", email: uniqueEmail("customer"), password: "customer password", altcha: await solvedAltcha() },
  });
  return client;
}

async function globalId(type: string, id: string) {
  return Buffer.from(`${type}:${id}`).toString("base64");
}


const RESULT = `__typename ... on Error { message } ... on ValidationError { fields { path message } }`;

const SERVICE_INPUT = {
  name: "Podcast intro",
  summary: "A voiced intro and outro for your podcast.",
  description: "We record your intro and outro.\n\nDelivered as MP3 and WAV.",
  pricingModel: "FLAT",
  basePrice: 7900,
  includedWords: 60,
  perWordPrice: 0,
  turnaroundDays: 3,
  rushFee: 2500,
  rushTurnaroundDays: 1,
};

describe("refusals", () => {
  it("refuses every management mutation to visitors and customers and changes nothing", async () => {
    const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "message-on-hold" } });
    const bundle = await t.prisma.bundle.findFirstOrThrow();
    const voice = await t.prisma.voice.findFirstOrThrow({ include: { samples: true } });
    const track = await t.prisma.soundtrackTrack.findFirstOrThrow();
    const entry = await t.prisma.contentEntry.findFirstOrThrow();
    const message = await t.prisma.contactMessage.create({ data: { kind: "CONTACT", name: "A", email: "a@example.com", message: "Hi" } });
    const ids = {
      service: await globalId("Service", service.id),
      bundle: await globalId("Bundle", bundle.id),
      voice: await globalId("Voice", voice.id),
      sample: await globalId("VoiceSample", voice.samples[0].id),
      track: await globalId("SoundtrackTrack", track.id),
      entry: await globalId("ContentEntry", entry.id),
      message: await globalId("ContactMessage", message.id),
    };
    const voiceFields = { name: "Nobody", languages: ["en-GB"], gender: "FEMALE", styles: ["warm"], bio: "Bio", featured: false };
    const bundleFields = { serviceId: ids.service, name: "Mega", messagesIncluded: 20, wordsPerMessage: 60, periodMonths: 12, price: 99900 };
    const trackFields = { title: "Tune", mood: "calm", licence: "Ours" };
    const attempts: { field: string; type: string; input: Record<string, unknown>; files?: Record<string, File> }[] = [
      { field: "createService", type: "CreateServiceInput", input: SERVICE_INPUT },
      { field: "updateService", type: "UpdateServiceInput", input: { id: ids.service, ...SERVICE_INPUT } },
      { field: "setServiceActive", type: "SetServiceActiveInput", input: { id: ids.service, active: false } },
      { field: "reorderServices", type: "ReorderServicesInput", input: { ids: [ids.service] } },
      { field: "createBundle", type: "CreateBundleInput", input: bundleFields },
      { field: "updateBundle", type: "UpdateBundleInput", input: { id: ids.bundle, ...bundleFields } },
      { field: "createVoice", type: "CreateVoiceInput", input: voiceFields },
      { field: "updateVoice", type: "UpdateVoiceInput", input: { id: ids.voice, ...voiceFields } },
      { field: "setVoicePhoto", type: "SetVoicePhotoInput", input: { voiceId: ids.voice }, files: { "input.photo": svg() } },
      { field: "addVoiceSample", type: "AddVoiceSampleInput", input: { voiceId: ids.voice, title: "New", language: voice.languages[0] }, files: { "input.file": mp3() } },
      { field: "removeVoiceSample", type: "RemoveVoiceSampleInput", input: { id: ids.sample } },
      { field: "createSoundtrackTrack", type: "CreateSoundtrackTrackInput", input: trackFields, files: { "input.file": mp3() } },
      { field: "updateSoundtrackTrack", type: "UpdateSoundtrackTrackInput", input: { id: ids.track, ...trackFields, active: false, position: 0 } },
      { field: "createContentEntry", type: "CreateContentEntryInput", input: { kind: "FAQ", title: "Q?" } },
      { field: "updateContentEntry", type: "UpdateContentEntryInput", input: { id: ids.entry, title: "Changed" } },
      { field: "deleteContentEntry", type: "DeleteContentEntryInput", input: { id: ids.entry } },
      { field: "setContactMessageHandled", type: "SetContactMessageHandledInput", input: { id: ids.message, handled: true } },
    ];
    const mutationFields = Object.keys((await import("../../server/schema/index.ts")).schema.getMutationType()!.getFields());
    const catalogue = /Service|Bundle|Voice|Soundtrack|ContentEntry|ContactMessageHandled/;
    for (const name of mutationFields.filter((f) => catalogue.test(f))) {
      expect(attempts.map((a) => a.field), `${name} is covered`).toContain(name);
    }

    const notRegistration = { action: { not: "user.registered" } };
    const auditsBefore = await t.prisma.auditLog.count({ where: notRegistration });
    const filesBefore = await t.prisma.storedFile.count();
    const visitor = t.client();
    const signedIn = await customer();
    for (const [client, message] of [[visitor, "Sign in to continue."], [signedIn, "You do not have permission to do this."]] as const) {
      for (const attempt of attempts) {
        const query = `mutation($input: ${attempt.type}!) { ${attempt.field}(input: $input) { __typename } }`;
        const result = attempt.files ? await client.upload(query, { input: attempt.input }, attempt.files) : await client.gql(query, { input: attempt.input });
        expect(result.errors?.[0].message, attempt.field).toBe(message);
        expect(result.data?.[attempt.field] ?? null, attempt.field).toBeNull();
      }
    }
    expect(await t.prisma.auditLog.count({ where: notRegistration })).toBe(auditsBefore);
    expect(await t.prisma.storedFile.count()).toBe(filesBefore);
    expect(await t.prisma.service.findUniqueOrThrow({ where: { id: service.id } })).toMatchObject({ active: true, position: service.position });
    expect(await t.prisma.contentEntry.count({ where: { id: entry.id } })).toBe(1);
    expect((await t.prisma.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).handledAt).toBeNull();
  });
});

describe("services and bundles", () => {
  const CREATE = `mutation($input: CreateServiceInput!) { createService(input: $input) { ${RESULT} ... on ServicePayload { service { id slug name currency active position pricingModel bundles { slug } } } } }`;
  const UPDATE = `mutation($input: UpdateServiceInput!) { updateService(input: $input) { ${RESULT} ... on ServicePayload { service { id slug name basePrice active position } } } }`;

  it("creates a service at the end of the list with a slug from its name and the studio currency", async () => {
    const result = await admin.gql(CREATE, { input: SERVICE_INPUT });
    const service = result.data?.createService.service;
    expect(service).toMatchObject({ slug: "podcast-intro", name: "Podcast intro", currency: "EUR", active: true, position: 6, pricingModel: "FLAT", bundles: [] });
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "service.created", entityType: "Service" }, orderBy: { createdAt: "desc" } });
    expect(audit).toMatchObject({ actorEmail: TEST_ADMIN.email, metadata: { slug: "podcast-intro" } });
    const again = await admin.gql(CREATE, { input: SERVICE_INPUT });
    expect(again.data?.createService.service.slug).toBe("podcast-intro-2");
    const public_ = await t.client().gql(`{ service(slug: "podcast-intro") { name basePrice } }`);
    expect(public_.data?.service).toEqual({ name: "Podcast intro", basePrice: 7900 });
  });

  it("answers invalid fields with their messages and creates nothing", async () => {
    const before = await t.prisma.service.count();
    const result = await admin.gql(CREATE, { input: { ...SERVICE_INPUT, name: "  ", slug: "Not A Slug", basePrice: -1, currency: "euro" } });
    expect(result.data?.createService.__typename).toBe("ValidationError");
    expect(byField(result.data?.createService.fields)).toEqual({
      "input.name": "should not be empty",
      "input.slug": "must contain only lower-case letters, digits and single hyphens",
      "input.basePrice": "must not be less than 0",
      "input.currency": "must be shorter than or equal to 3 characters",
    });
    const rush = await admin.gql(CREATE, { input: { ...SERVICE_INPUT, rushTurnaroundDays: 9 } });
    expect(byField(rush.data?.createService.fields)).toEqual({ "input.rushTurnaroundDays": "must not be greater than 3" });
    const taken = await admin.gql(CREATE, { input: { ...SERVICE_INPUT, slug: "mobile-voicemail" } });
    expect(byField(taken.data?.createService.fields)).toEqual({ "input.slug": "is already used by another service" });
    expect(await t.prisma.service.count()).toBe(before);
  });

  it("updates, deactivates and reactivates a service; the public no longer sees it meanwhile", async () => {
    const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "mobile-voicemail" } });
    const id = await globalId("Service", service.id);
    const updated = await admin.gql(UPDATE, { input: { id, ...SERVICE_INPUT, name: "Voicemail greeting", basePrice: 4500 } });
    expect(updated.data?.updateService.service).toMatchObject({ slug: "mobile-voicemail", name: "Voicemail greeting", basePrice: 4500, active: true, position: service.position });
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "service.updated", entityId: service.id } });
    expect((audit.metadata as { changed: string[] }).changed).toEqual(expect.arrayContaining(["name", "basePrice"]));

    const SET_ACTIVE = `mutation($input: SetServiceActiveInput!) { setServiceActive(input: $input) { ${RESULT} ... on ServicePayload { service { active } } } }`;
    expect((await admin.gql(SET_ACTIVE, { input: { id, active: false } })).data?.setServiceActive.service.active).toBe(false);
    expect((await t.client().gql(`{ service(slug: "mobile-voicemail") { id } }`)).data?.service).toBeNull();
    expect(await t.prisma.auditLog.count({ where: { action: "service.deactivated", entityId: service.id } })).toBe(1);
    expect((await admin.gql(SET_ACTIVE, { input: { id, active: true } })).data?.setServiceActive.service.active).toBe(true);

    const unknown = await admin.gql(UPDATE, { input: { id: await globalId("Service", "00000000-0000-4000-8000-000000000000"), ...SERVICE_INPUT } });
    expect(unknown.data?.updateService).toEqual({ __typename: "NotFoundError", message: "This service does not exist." });
    const junk = await admin.gql(UPDATE, { input: { id: await globalId("Service", "junk"), ...SERVICE_INPUT } });
    expect(junk.data?.updateService.__typename).toBe("NotFoundError");
  });

  it("reorders services: the given ones first, the others after in their order", async () => {
    const services = await t.prisma.service.findMany({ where: { archivedAt: null }, orderBy: { position: "asc" } });
    const last = services.at(-1)!;
    const REORDER = `mutation($input: ReorderServicesInput!) { reorderServices(input: $input) { ${RESULT} ... on ReorderServicesPayload { services { slug position } } } }`;
    const result = await admin.gql(REORDER, { input: { ids: [await globalId("Service", last.id)] } });
    const order = result.data?.reorderServices.services as { slug: string; position: number }[];
    expect(order.map((s) => s.slug)).toEqual([last.slug, ...services.slice(0, -1).map((s) => s.slug)]);
    expect(order.map((s) => s.position)).toEqual(order.map((_, i) => i));
    const publicOrder = await t.client().gql(`{ services { slug } }`);
    expect(publicOrder.data?.services[0].slug).toBe(last.slug);
    const duplicate = await admin.gql(REORDER, { input: { ids: [await globalId("Service", last.id), await globalId("Service", last.id)] } });
    expect(byField(duplicate.data?.reorderServices.fields)).toEqual({ "input.ids": "must not contain duplicates" });
    await admin.gql(REORDER, { input: { ids: await Promise.all(services.map((s) => globalId("Service", s.id))) } });
  });

  it("creates and updates bundles of a service priced by bundle", async () => {
    const onHold = await t.prisma.service.findUniqueOrThrow({ where: { slug: "message-on-hold" } });
    const prompts = await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
    const CREATE_BUNDLE = `mutation($input: CreateBundleInput!) { createBundle(input: $input) { ${RESULT} ... on BundlePayload { bundle { id slug name price currency active position service { slug } } } } }`;
    const fields = { name: "Enterprise", messagesIncluded: 24, wordsPerMessage: 60, periodMonths: 12, price: 149900 };
    const created = await admin.gql(CREATE_BUNDLE, { input: { serviceId: await globalId("Service", onHold.id), ...fields } });
    const bundle = created.data?.createBundle.bundle;
    expect(bundle).toMatchObject({ slug: "enterprise", price: 149900, currency: "EUR", active: true, position: 3, service: { slug: "message-on-hold" } });
    const wrong = await admin.gql(CREATE_BUNDLE, { input: { serviceId: await globalId("Service", prompts.id), ...fields } });
    expect(byField(wrong.data?.createBundle.fields)).toEqual({ "input.serviceId": "must be a service priced by bundle" });
    const invalid = await admin.gql(CREATE_BUNDLE, { input: { serviceId: await globalId("Service", onHold.id), ...fields, messagesIncluded: 0 } });
    expect(byField(invalid.data?.createBundle.fields)).toEqual({ "input.messagesIncluded": "must not be less than 1" });

    const UPDATE_BUNDLE = `mutation($input: UpdateBundleInput!) { updateBundle(input: $input) { ${RESULT} ... on BundlePayload { bundle { slug price active } } } }`;
    const updated = await admin.gql(UPDATE_BUNDLE, { input: { id: bundle.id, serviceId: await globalId("Service", onHold.id), ...fields, price: 139900, active: false } });
    expect(updated.data?.updateBundle.bundle).toEqual({ slug: "enterprise", price: 139900, active: false });
    expect((await t.client().gql(`{ bundles { slug } }`)).data?.bundles.map((b: { slug: string }) => b.slug)).not.toContain("enterprise");
    expect(await t.prisma.auditLog.count({ where: { action: { in: ["bundle.created", "bundle.updated"] } } })).toBe(2);
  });

  it("lets administrators, and no one else, set the layout of a plan's on-hold programme within its bounds", async () => {
    const bundle = await t.prisma.bundle.findFirstOrThrow({ where: { archivedAt: null, active: true } });
    const standard = { programmeSeconds: bundle.programmeSeconds, introSeconds: bundle.introSeconds, gapSeconds: bundle.gapSeconds };
    expect(standard).toEqual({ programmeSeconds: 180, introSeconds: 4, gapSeconds: 6 });
    const LAYOUT = "programmeSeconds introSeconds gapSeconds";
    const UPDATE_BUNDLE = `mutation($input: UpdateBundleInput!) { updateBundle(input: $input) { ${RESULT} ... on BundlePayload { bundle { ${LAYOUT} } } } }`;
    const input = {
      id: await globalId("Bundle", bundle.id),
      serviceId: await globalId("Service", bundle.serviceId),
      name: bundle.name,
      messagesIncluded: bundle.messagesIncluded,
      wordsPerMessage: bundle.wordsPerMessage,
      periodMonths: bundle.periodMonths,
      price: bundle.price,
    };
    const layout = { programmeSeconds: 240, introSeconds: 8, gapSeconds: 3 };
    const stored = async () => {
      const { programmeSeconds, introSeconds, gapSeconds } = await t.prisma.bundle.findUniqueOrThrow({ where: { id: bundle.id } });
      return { programmeSeconds, introSeconds, gapSeconds };
    };

    const denied = await (await customer()).gql(UPDATE_BUNDLE, { input: { ...input, ...layout } });
    expect(denied.errors?.[0].message).toBe("You do not have permission to do this.");
    expect(await stored()).toEqual(standard);

    const updated = await admin.gql(UPDATE_BUNDLE, { input: { ...input, ...layout } });
    expect(updated.data?.updateBundle.bundle).toEqual(layout);
    expect(await stored()).toEqual(layout);
    // The plan's layout describes the product: anyone reads it.
    const listed = (await t.client().gql(`{ bundles { slug ${LAYOUT} } }`)).data?.bundles;
    expect(listed).toContainEqual({ slug: bundle.slug, ...layout });
    // Left out, the settings stay as they are.
    expect((await admin.gql(UPDATE_BUNDLE, { input })).data?.updateBundle.bundle).toEqual(layout);

    const refusals: [Record<string, number>, Record<string, string>][] = [
      [{ programmeSeconds: 29 }, { "input.programmeSeconds": "must not be less than 30" }],
      [{ programmeSeconds: 901 }, { "input.programmeSeconds": "must not be greater than 900" }],
      [{ introSeconds: 1 }, { "input.introSeconds": "must not be less than 2" }],
      [{ introSeconds: 31 }, { "input.introSeconds": "must not be greater than 30" }],
      [{ gapSeconds: 0 }, { "input.gapSeconds": "must not be less than 1" }],
      [{ gapSeconds: 61 }, { "input.gapSeconds": "must not be greater than 60" }],
      // Within their bounds each, but a 40 s programme with a 30 s intro and 10 s gaps has no room for a message.
      [{ programmeSeconds: 40, introSeconds: 30, gapSeconds: 10 }, { "input.programmeSeconds": "must be longer than the intro and one gap together (40 s)" }],
      // The same against the settings already stored: a 30 s intro and the stored 3 s gap in a 33 s programme.
      [{ programmeSeconds: 33, introSeconds: 30 }, { "input.programmeSeconds": "must be longer than the intro and one gap together (33 s)" }],
    ];
    for (const [change, fields] of refusals) {
      const refused = await admin.gql(UPDATE_BUNDLE, { input: { ...input, ...change } });
      expect(refused.data?.updateBundle.__typename, JSON.stringify(change)).toBe("ValidationError");
      expect(byField(refused.data?.updateBundle.fields)).toEqual(fields);
    }
    expect(await stored()).toEqual(layout);

    const CREATE_BUNDLE = `mutation($input: CreateBundleInput!) { createBundle(input: $input) { ${RESULT} ... on BundlePayload { bundle { ${LAYOUT} } } } }`;
    const plan = { serviceId: input.serviceId, messagesIncluded: 5, wordsPerMessage: 40, periodMonths: 12, price: 29900 };
    expect((await admin.gql(CREATE_BUNDLE, { input: { ...plan, name: "Standard layout" } })).data?.createBundle.bundle).toEqual(standard);
    expect((await admin.gql(CREATE_BUNDLE, { input: { ...plan, name: "Short loop", programmeSeconds: 60, gapSeconds: 2 } })).data?.createBundle.bundle).toEqual({
      programmeSeconds: 60,
      introSeconds: 4,
      gapSeconds: 2,
    });
    const tooShort = await admin.gql(CREATE_BUNDLE, { input: { ...plan, name: "No room", programmeSeconds: 30, introSeconds: 30 } });
    expect(byField(tooShort.data?.createBundle.fields)).toEqual({ "input.programmeSeconds": "must be longer than the intro and one gap together (36 s)" });
    expect(await t.prisma.bundle.count({ where: { name: "No room" } })).toBe(0);
  });
});

describe("voices, photos and samples", () => {
  const VOICE_FIELDS = { name: "Émile Laurent", languages: ["fr-FR", "en-GB"], gender: "MALE", styles: ["Warm", "calm"], bio: "A warm baritone from Lyon.", featured: false };
  const CREATE = `mutation($input: CreateVoiceInput!) { createVoice(input: $input) { ${RESULT} ... on VoicePayload { voice { id slug name languages styles active position photoUrl samples { id } } } } }`;
  const ADD_SAMPLE = `mutation($input: AddVoiceSampleInput!) { addVoiceSample(input: $input) { ${RESULT} ... on VoiceSamplePayload { voiceSample { id title language style url mediaType position } voice { samples { title } } } } }`;
  let voiceId: string;

  it("creates and updates a voice", async () => {
    const created = await admin.gql(CREATE, { input: VOICE_FIELDS });
    const voice = created.data?.createVoice.voice;
    expect(voice).toMatchObject({ slug: "emile-laurent", languages: ["fr-FR", "en-GB"], styles: ["warm", "calm"], active: true, photoUrl: null, samples: [] });
    voiceId = voice.id;
    const invalid = await admin.gql(CREATE, { input: { ...VOICE_FIELDS, languages: ["french"], styles: [], bio: "" } });
    expect(byField(invalid.data?.createVoice.fields)).toEqual({
      "input.languages.0": "must be a language tag such as en-GB",
      "input.styles": "should not be empty",
      "input.bio": "should not be empty",
    });
    const UPDATE = `mutation($input: UpdateVoiceInput!) { updateVoice(input: $input) { ${RESULT} ... on VoicePayload { voice { slug featured active } } } }`;
    const updated = await admin.gql(UPDATE, { input: { id: voiceId, ...VOICE_FIELDS, featured: true, active: false } });
    expect(updated.data?.updateVoice.voice).toEqual({ slug: "emile-laurent", featured: true, active: false });
    expect((await t.client().gql(`{ voice(slug: "emile-laurent") { id } }`)).data?.voice).toBeNull();
    await admin.gql(UPDATE, { input: { id: voiceId, ...VOICE_FIELDS, active: true } });
    expect((await t.client().gql(`{ voice(slug: "emile-laurent") { name } }`)).data?.voice.name).toBe("Émile Laurent");
    expect(await t.prisma.auditLog.count({ where: { action: { in: ["voice.created", "voice.updated"] } } })).toBe(3);
  });

  it("sets a photo that is then served publicly", async () => {
    const SET_PHOTO = `mutation($input: SetVoicePhotoInput!) { setVoicePhoto(input: $input) { ${RESULT} ... on VoicePayload { voice { photoUrl } } } }`;
    const result = await admin.upload(SET_PHOTO, { input: { voiceId } }, { "input.photo": svg() });
    const photoUrl = result.data?.setVoicePhoto.voice.photoUrl as string;
    expect(photoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const response = await fetch(`${base}${photoUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    const refused = await admin.upload(SET_PHOTO, { input: { voiceId } }, { "input.photo": new File(["GIF89a"], "face.gif", { type: "image/gif" }) });
    expect(refused.data?.setVoicePhoto.fields).toEqual([{ path: ["input", "photo"], message: "must be one of the following types: jpg, png, webp, svg" }]);
    expect(await t.prisma.auditLog.count({ where: { action: "voice.photo_set" } })).toBe(1);
  });

  it("adds a sample that is then served with its content type and removes it again", async () => {
    const result = await admin.upload(ADD_SAMPLE, { input: { voiceId, title: "Welcome greeting", language: "fr-FR", style: "Warm" } }, { "input.file": mp3("Bienvenue.mp3") });
    const sample = result.data?.addVoiceSample.voiceSample;
    expect(sample).toMatchObject({ title: "Welcome greeting", language: "fr-FR", style: "warm", mediaType: "audio/mpeg", position: 0 });
    expect(result.data?.addVoiceSample.voice.samples).toEqual([{ title: "Welcome greeting" }]);
    const response = await fetch(`${base}${sample.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/mpeg");
    expect(Buffer.from(await response.arrayBuffer()).equals(asset("voices/charlotte-1.mp3"))).toBe(true);
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "voice.sample_added" } });
    expect(audit.metadata).toMatchObject({ title: "Welcome greeting" });

    const second = await admin.upload(ADD_SAMPLE, { input: { voiceId, title: "Welcome greeting", language: "fr-FR" } }, { "input.file": mp3() });
    expect(byField(second.data?.addVoiceSample.fields)).toEqual({ "input.title": "is already used by another sample of this voice" });
    const language = await admin.upload(ADD_SAMPLE, { input: { voiceId, title: "Hallo", language: "de-DE" } }, { "input.file": mp3() });
    expect(byField(language.data?.addVoiceSample.fields)).toEqual({ "input.language": "must be one of the voice's languages: fr-FR, en-GB" });

    const REMOVE = `mutation($input: RemoveVoiceSampleInput!) { removeVoiceSample(input: $input) { ${RESULT} ... on RemoveVoiceSamplePayload { removedSampleId voice { samples { id } } } } }`;
    const removed = await admin.gql(REMOVE, { input: { id: sample.id } });
    expect(removed.data?.removeVoiceSample).toMatchObject({ removedSampleId: sample.id, voice: { samples: [] } });
    expect((await admin.gql(REMOVE, { input: { id: sample.id } })).data?.removeVoiceSample.__typename).toBe("NotFoundError");
    expect(await t.prisma.auditLog.count({ where: { action: "voice.sample_removed" } })).toBe(1);
  });

  it("refuses wrong extensions, wrong media types, empty and too large files, naming the field, and changes nothing", async () => {
    const refusals: [File, string][] = [
      [new File([asset("voices/charlotte-1.mp3")], "take.flac", { type: "audio/mpeg" }), "must be one of the following types: mp3, wav, ogg, m4a"],
      [new File([asset("voices/charlotte-1.mp3")], "take.mp3", { type: "image/png" }), "must be one of the following types: mp3, wav, ogg, m4a"],
      [new File([asset("voices/charlotte-1.mp3")], "take.mp3", { type: "application/octet-stream" }), "must be one of the following types: mp3, wav, ogg, m4a"],
      [new File([], "take.mp3", { type: "audio/mpeg" }), "should not be empty"],
      [new File([new Uint8Array(20 * 1024 * 1024 + 1)], "take.mp3", { type: "audio/mpeg" }), "must be smaller than 20 MB"],
    ];
    const samples = await t.prisma.voiceSample.count();
    const files = await t.prisma.storedFile.count();
    const audits = await t.prisma.auditLog.count();
    for (const [file, message] of refusals) {
      const result = await admin.upload(ADD_SAMPLE, { input: { voiceId, title: `Refused ${file.name}`, language: "fr-FR" } }, { "input.file": file });
      expect(result.data?.addVoiceSample, `${file.name} ${file.type} ${file.size}`).toEqual({
        __typename: "ValidationError",
        message: `File ${message}.`,
        fields: [{ path: ["input", "file"], message }],
      });
    }
    expect(await t.prisma.voiceSample.count()).toBe(samples);
    expect(await t.prisma.storedFile.count()).toBe(files);
    expect(await t.prisma.auditLog.count()).toBe(audits);
  });
});

describe("music beds", () => {
  it("creates a track measured from its file and updates it with and without a new file", async () => {
    const CREATE = `mutation($input: CreateSoundtrackTrackInput!) { createSoundtrackTrack(input: $input) { ${RESULT} ... on SoundtrackTrackPayload { soundtrackTrack { id slug title mood bpm durationSeconds licence url active position } } } }`;
    const created = await admin.upload(CREATE, { input: { title: "Sunday Morning", mood: "relaxed", bpm: 84, licence: "Studio library" } }, { "input.file": mp3("sunday.mp3", "tracks/calm-corporate.mp3") });
    const track = created.data?.createSoundtrackTrack.soundtrackTrack;
    expect(track).toMatchObject({ slug: "sunday-morning", bpm: 84, durationSeconds: 29, active: true, position: 5 });
    expect((await fetch(`${base}${track.url}`)).headers.get("content-type")).toBe("audio/mpeg");
    expect((await t.client().gql(`{ soundtrackTracks { slug } }`)).data?.soundtrackTracks.map((x: { slug: string }) => x.slug)).toContain("sunday-morning");

    const UPDATE = `mutation($input: UpdateSoundtrackTrackInput!) { updateSoundtrackTrack(input: $input) { ${RESULT} ... on SoundtrackTrackPayload { soundtrackTrack { title bpm durationSeconds url active position } } } }`;
    const fields = { id: track.id, title: "Sunday", mood: "relaxed", bpm: null, licence: "Studio library", active: false, position: 9 };
    const updated = await admin.gql(UPDATE, { input: fields });
    expect(updated.data?.updateSoundtrackTrack.soundtrackTrack).toEqual({ title: "Sunday", bpm: null, durationSeconds: 29, url: track.url, active: false, position: 9 });
    expect((await t.client().gql(`{ soundtrackTracks { slug } }`)).data?.soundtrackTracks.map((x: { slug: string }) => x.slug)).not.toContain("sunday-morning");

    const replaced = await admin.upload(UPDATE, { input: { ...fields, active: true } }, { "input.file": mp3("drift.mp3", "tracks/ambient-drift.mp3") });
    expect(replaced.data?.updateSoundtrackTrack.soundtrackTrack).toMatchObject({ durationSeconds: 27, active: true });
    expect(replaced.data?.updateSoundtrackTrack.soundtrackTrack.url).not.toBe(track.url);

    const refused = await admin.upload(UPDATE, { input: fields }, { "input.file": new File(["text"], "notes.txt", { type: "text/plain" }) });
    expect(refused.data?.updateSoundtrackTrack.fields).toEqual([{ path: ["input", "file"], message: "must be one of the following types: mp3, wav, ogg, m4a" }]);
    expect((await t.prisma.soundtrackTrack.findFirstOrThrow({ where: { slug: "sunday-morning" } })).active).toBe(true);
    expect(await t.prisma.auditLog.count({ where: { action: { in: ["soundtrack.created", "soundtrack.updated"] } } })).toBe(3);
  });
});

describe("site content", () => {
  it("creates, updates, unpublishes and deletes an entry", async () => {
    const CREATE = `mutation($input: CreateContentEntryInput!) { createContentEntry(input: $input) { ${RESULT} ... on ContentEntryPayload { contentEntry { id kind slug title subtitle body url imageUrl position published } } } }`;
    const created = await admin.upload(
      CREATE,
      { input: { kind: "PARTNER", title: "Nordic Voice Tech", subtitle: "Cloud telephony", body: "Partner since 2024.", url: "https://nordic.example" } },
      { "input.image": svg() },
    );
    const entry = created.data?.createContentEntry.contentEntry;
    expect(entry).toMatchObject({ kind: "PARTNER", slug: "nordic-voice-tech", subtitle: "Cloud telephony", url: "https://nordic.example", published: true, position: 5 });
    expect(entry.imageUrl).toMatch(/^\/api\/files\//);
    const invalid = await admin.gql(CREATE, { input: { kind: "FAQ", title: "", url: "javascript:alert(1)" } });
    expect(byField(invalid.data?.createContentEntry.fields)).toEqual({ "input.title": "should not be empty", "input.url": "must be a URL address" });
    const taken = await admin.gql(CREATE, { input: { kind: "PAGE", slug: "terms", title: "Terms again" } });
    expect(byField(taken.data?.createContentEntry.fields)).toEqual({ "input.slug": "is already used by another entry of this kind" });

    const UPDATE = `mutation($input: UpdateContentEntryInput!) { updateContentEntry(input: $input) { ${RESULT} ... on ContentEntryPayload { contentEntry { slug title subtitle imageUrl published } } } }`;
    const updated = await admin.gql(UPDATE, { input: { id: entry.id, title: "Nordic Voice", published: false, removeImage: true } });
    expect(updated.data?.updateContentEntry.contentEntry).toEqual({ slug: "nordic-voice-tech", title: "Nordic Voice", subtitle: null, imageUrl: null, published: false });
    const partners = await t.client().gql(`{ contentEntries(kind: PARTNER) { slug } }`);
    expect(partners.data?.contentEntries.map((e: { slug: string }) => e.slug)).not.toContain("nordic-voice-tech");
    const managed = await admin.gql(`{ manageContentEntries(kind: PARTNER) { slug published } }`);
    expect(managed.data?.manageContentEntries).toContainEqual({ slug: "nordic-voice-tech", published: false });

    const DELETE = `mutation($input: DeleteContentEntryInput!) { deleteContentEntry(input: $input) { ${RESULT} ... on DeleteContentEntryPayload { deletedContentEntryId } } }`;
    expect((await admin.gql(DELETE, { input: { id: entry.id } })).data?.deleteContentEntry).toEqual({ __typename: "DeleteContentEntryPayload", deletedContentEntryId: entry.id });
    expect((await admin.gql(DELETE, { input: { id: entry.id } })).data?.deleteContentEntry.__typename).toBe("NotFoundError");
    const actions = (await t.prisma.auditLog.findMany({ where: { entityType: "ContentEntry" }, orderBy: { createdAt: "asc" } })).map((a) => a.action);
    expect(actions).toEqual(["content_entry.created", "content_entry.updated", "content_entry.deleted"]);
  });
});
