// What every management change of the catalogue and site content shares: who makes it (for the
// audit log), slugs derived from names, unique-slug errors and ids checked before they reach the
// database.
import { writeAudit } from "../admin/auditLog.ts";
import type { Context, RequestInfo } from "../context.ts";
import type { Prisma, PrismaClient } from "../db/generated/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { isUuid } from "../../common/ids.ts";

export type Actor = RequestInfo & { id: string; email: string };
export type Tx = Prisma.TransactionClient;
export type Db = PrismaClient;

/** The signed-in administrator of a request (management fields are admin-only). */
export function actorOf(ctx: Context): Actor {
  const viewer = ctx.viewer;
  if (!viewer) throw new Error("A management change needs a signed-in viewer.");
  return { id: viewer.id, email: viewer.email, ip: ctx.ip, userAgent: ctx.userAgent };
}

export function audit(
  tx: Pick<Tx, "auditLog">,
  actor: Actor,
  action: string,
  entity: { type: string; id: string },
  metadata: Prisma.InputJsonObject = {},
) {
  return writeAudit(tx, actor, { action, actorId: actor.id, actorEmail: actor.email, entityType: entity.type, entityId: entity.id, metadata });
}

/** "Café Crème – Spot 2" → "cafe-creme-spot-2" (at most 80 characters; "item" when nothing is left). */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 72)
    .replace(/-+$/, "");
  return slug || "item";
}

/** `base`, or `base-2`, `base-3`… : the first one `taken` says is free. */
export async function availableSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}

export const slugTaken = (what: string) => ValidationError.field("input.slug", `is already used by another ${what}`);

/**
 * The slug a created or edited record gets: the one asked for (refused when another record has
 * it), else the current one, else one derived from the name that is not taken yet.
 */
export async function chooseSlug(
  table: SlugTable,
  what: string,
  wanted: { slug?: string | null; name: string },
  current?: { id: string; slug: string },
  scope: object = {},
): Promise<string> {
  const taken = async (slug: string) => (await table.count({ where: { ...scope, slug, id: current ? { not: current.id } : undefined } })) > 0;
  if (wanted.slug) {
    if (await taken(wanted.slug)) throw slugTaken(what);
    return wanted.slug;
  }
  return current?.slug ?? availableSlug(slugify(wanted.name), taken);
}

/** A table whose slugs are unique (within `scope`, e.g. a content entry's kind). */
type SlugTable = { count(args: { where: object }): Promise<number> };

/** Runs a write; a unique-constraint violation becomes `error`. */
export async function uniqueOr<T>(write: () => Promise<T>, error: () => Error): Promise<T> {
  try {
    return await write();
  } catch (caught) {
    if (isUniqueViolation(caught)) throw error();
    throw caught;
  }
}

/** Throws NotFoundError(message) unless `id` is a UUID (a database id), so Prisma never sees junk. */
export function checkedId(id: string, message: string): string {
  if (!isUuid(id)) throw new NotFoundError(message);
  return id;
}

/** The next position at the end of a list. */
export function nextPosition(max: number | null | undefined): number {
  return max === null || max === undefined ? 0 : max + 1;
}

/** Names of the fields whose values differ, for the audit log. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/**
 * An input as the resolver receives it: the validation plugin has replaced it with the output of
 * its input type's zod schema (trimmed text, empty optional text as null, defaults applied), which
 * the GraphQL-derived argument type does not know.
 */
export function parsed<T>(input: unknown): T {
  return input as T;
}
