// Management of services and message-on-hold bundles. Every change writes the audit log in the
// same transaction.
import type { z } from "zod";
import { DEFAULT_PROGRAMME_LAYOUT, programmeLayoutProblem, type ProgrammeLayout } from "../../common/orders/programmeLayout.ts";
import type { bundleSchema, serviceSchema } from "../../common/validation/catalogueSchemas.ts";
import { readSettings } from "../admin/settings.ts";
import type { Bundle, Service } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { type Actor, audit, changedFields, checkedId, chooseSlug, type Db, nextPosition, slugTaken, uniqueOr } from "./catalogChange.ts";

export type ServiceFields = z.output<typeof serviceSchema>;
export type BundleFields = z.output<typeof bundleSchema>;

const SERVICE_MISSING = "This service does not exist.";
const BUNDLE_MISSING = "This bundle does not exist.";

async function findService(db: Db, id: string): Promise<Service> {
  const service = await db.service.findFirst({ where: { id: checkedId(id, SERVICE_MISSING), archivedAt: null } });
  if (!service) throw new NotFoundError(SERVICE_MISSING);
  return service;
}

function serviceData(fields: ServiceFields) {
  return {
    name: fields.name,
    summary: fields.summary,
    description: fields.description,
    pricingModel: fields.pricingModel,
    basePrice: fields.basePrice,
    includedWords: fields.includedWords,
    perWordPrice: fields.perWordPrice,
    turnaroundDays: fields.turnaroundDays,
    rushFee: fields.rushFee,
    rushTurnaroundDays: fields.rushTurnaroundDays,
  };
}

/** A rush delivery cannot take longer than the standard one. */
function checkTurnaround(fields: Pick<ServiceFields, "turnaroundDays" | "rushTurnaroundDays">) {
  if (fields.rushTurnaroundDays > fields.turnaroundDays) {
    throw ValidationError.field("input.rushTurnaroundDays", `must not be greater than ${fields.turnaroundDays}`);
  }
}

export async function createService(db: Db, actor: Actor, fields: ServiceFields): Promise<Service> {
  checkTurnaround(fields);
  const slug = await chooseSlug(db.service, "service", fields);
  const currency = fields.currency ?? (await readSettings(db)).currency;
  const last = await db.service.aggregate({ _max: { position: true }, where: { archivedAt: null } });
  return uniqueOr(
    () =>
      db.$transaction(async (tx) => {
        const service = await tx.service.create({
          data: { ...serviceData(fields), slug, currency, active: fields.active ?? true, position: fields.position ?? nextPosition(last._max.position) },
        });
        await audit(tx, actor, "service.created", { type: "Service", id: service.id }, { slug, name: service.name });
        return service;
      }),
    () => slugTaken("service"),
  );
}

export async function updateService(db: Db, actor: Actor, id: string, fields: ServiceFields): Promise<Service> {
  const before = await findService(db, id);
  checkTurnaround(fields);
  const slug = await chooseSlug(db.service, "service", fields, before);
  const data = {
    ...serviceData(fields),
    slug,
    currency: fields.currency ?? before.currency,
    active: fields.active ?? before.active,
    position: fields.position ?? before.position,
  };
  return uniqueOr(
    () =>
      db.$transaction(async (tx) => {
        const service = await tx.service.update({ where: { id: before.id }, data });
        await audit(tx, actor, "service.updated", { type: "Service", id: service.id }, { slug, changed: changedFields(before, data) });
        return service;
      }),
    () => slugTaken("service"),
  );
}

export async function setServiceActive(db: Db, actor: Actor, id: string, active: boolean): Promise<Service> {
  const before = await findService(db, id);
  return db.$transaction(async (tx) => {
    const service = await tx.service.update({ where: { id: before.id }, data: { active } });
    await audit(tx, actor, active ? "service.activated" : "service.deactivated", { type: "Service", id: service.id }, { slug: service.slug });
    return service;
  });
}

/** Puts the given services first, in that order, and the others after them as they were. */
export async function reorderServices(db: Db, actor: Actor, ids: string[]): Promise<Service[]> {
  if (new Set(ids).size !== ids.length) throw ValidationError.field("input.ids", "must not contain duplicates");
  for (const id of ids) checkedId(id, SERVICE_MISSING);
  const services = await db.service.findMany({ where: { archivedAt: null }, orderBy: [{ position: "asc" }, { name: "asc" }, { id: "asc" }] });
  const known = new Map(services.map((service) => [service.id, service]));
  if (ids.some((id) => !known.has(id))) throw new NotFoundError(SERVICE_MISSING);
  const order = [...ids.map((id) => known.get(id)!), ...services.filter((service) => !ids.includes(service.id))];
  return db.$transaction(async (tx) => {
    for (const [position, service] of order.entries()) {
      if (service.position !== position) await tx.service.update({ where: { id: service.id }, data: { position } });
    }
    await audit(tx, actor, "service.reordered", { type: "Service", id: order[0]?.id ?? "" }, { order: order.map((service) => service.slug) });
    return tx.service.findMany({ where: { archivedAt: null }, orderBy: [{ position: "asc" }, { id: "asc" }] });
  });
}

// ---- Bundles ---------------------------------------------------------------------------------

async function bundleService(db: Db, serviceId: string): Promise<Service> {
  const service = await findService(db, serviceId);
  if (service.pricingModel !== "BUNDLE") throw ValidationError.field("input.serviceId", "must be a service priced by bundle");
  return service;
}

function bundleData(fields: BundleFields) {
  return {
    name: fields.name,
    description: fields.description,
    messagesIncluded: fields.messagesIncluded,
    wordsPerMessage: fields.wordsPerMessage,
    periodMonths: fields.periodMonths,
    price: fields.price,
  };
}

/** The plan's programme layout: the settings given, the others as they were (or the standard ones for a new plan); refused when it leaves no room for a message. */
function programmeLayout(fields: BundleFields, current: ProgrammeLayout): ProgrammeLayout {
  const layout = {
    programmeSeconds: fields.programmeSeconds ?? current.programmeSeconds,
    introSeconds: fields.introSeconds ?? current.introSeconds,
    gapSeconds: fields.gapSeconds ?? current.gapSeconds,
  };
  const problem = programmeLayoutProblem(layout);
  if (problem) throw ValidationError.field(`input.${problem.field}`, problem.message);
  return layout;
}

export async function createBundle(db: Db, actor: Actor, serviceId: string, fields: BundleFields): Promise<Bundle> {
  const layout = programmeLayout(fields, DEFAULT_PROGRAMME_LAYOUT);
  const service = await bundleService(db, serviceId);
  const slug = await chooseSlug(db.bundle, "bundle", fields);
  const last = await db.bundle.aggregate({ _max: { position: true }, where: { serviceId: service.id, archivedAt: null } });
  return uniqueOr(
    () =>
      db.$transaction(async (tx) => {
        const bundle = await tx.bundle.create({
          data: {
            ...bundleData(fields),
            ...layout,
            slug,
            serviceId: service.id,
            currency: fields.currency ?? service.currency,
            active: fields.active ?? true,
            position: fields.position ?? nextPosition(last._max.position),
          },
        });
        await audit(tx, actor, "bundle.created", { type: "Bundle", id: bundle.id }, { slug, service: service.slug });
        return bundle;
      }),
    () => slugTaken("bundle"),
  );
}

export async function updateBundle(db: Db, actor: Actor, id: string, serviceId: string, fields: BundleFields): Promise<Bundle> {
  const before = await db.bundle.findFirst({ where: { id: checkedId(id, BUNDLE_MISSING), archivedAt: null } });
  if (!before) throw new NotFoundError(BUNDLE_MISSING);
  const layout = programmeLayout(fields, before);
  const service = await bundleService(db, serviceId);
  const slug = await chooseSlug(db.bundle, "bundle", fields, before);
  const data = {
    ...bundleData(fields),
    ...layout,
    slug,
    serviceId: service.id,
    currency: fields.currency ?? before.currency,
    active: fields.active ?? before.active,
    position: fields.position ?? before.position,
  };
  return uniqueOr(
    () =>
      db.$transaction(async (tx) => {
        const bundle = await tx.bundle.update({ where: { id: before.id }, data });
        await audit(tx, actor, "bundle.updated", { type: "Bundle", id: bundle.id }, { slug, changed: changedFields(before, data) });
        return bundle;
      }),
    () => slugTaken("bundle"),
  );
}
