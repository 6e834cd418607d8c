// The studio's care of its business customers: a company's details (its VAT number and country
// feed the tax rule), its members, and merging duplicates into one. Every change is audited.
import { isCountryCode } from "../../common/countries.ts";
import { normalizeVatNumber, vatNumberProblem } from "../../common/vatNumbers.ts";
import { writeAudit } from "../admin/auditLog.ts";
import type { RequestInfo } from "../context.ts";
import type { Company, PrismaClient } from "../db/generated/client.ts";
import { ValidationError } from "../errors.ts";
import { isStaffRole } from "../schema/scopes.ts";

export type CompanyActor = { userId: string; email: string; request: RequestInfo | null };

export type CompanyDetails = {
  name: string;
  vatNumber?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  postalCode?: string | null;
  region?: string | null;
  country?: string | null;
};

const TEXT_LIMITS = { name: 200, addressLine1: 200, addressLine2: 200, city: 100, postalCode: 20, region: 100 } as const;

/** The details as stored (trimmed, empty as null, codes upper-cased), or a ValidationError naming every field in error. */
export function companyDetails(input: CompanyDetails): Pick<Company, "name" | "vatNumber" | "addressLine1" | "addressLine2" | "city" | "postalCode" | "region" | "country"> {
  const problems: { path: string[]; message: string }[] = [];
  const text = (field: keyof typeof TEXT_LIMITS) => {
    const value = input[field]?.trim() || null;
    if (value && value.length > TEXT_LIMITS[field]) problems.push({ path: ["input", field], message: `must be shorter than or equal to ${TEXT_LIMITS[field]} characters` });
    return value;
  };
  const name = text("name");
  if (!name) problems.push({ path: ["input", "name"], message: "is required" });
  const country = input.country?.trim().toUpperCase() || null;
  if (country && !isCountryCode(country)) problems.push({ path: ["input", "country"], message: "must be a two-letter country code (ISO 3166-1)" });
  const vatNumber = input.vatNumber?.trim() ? normalizeVatNumber(input.vatNumber) : null;
  const vatProblem = vatNumber ? vatNumberProblem(vatNumber, country) : null;
  if (vatProblem) problems.push({ path: ["input", "vatNumber"], message: vatProblem });
  const details = { name: name ?? "", vatNumber, addressLine1: text("addressLine1"), addressLine2: text("addressLine2"), city: text("city"), postalCode: text("postalCode"), region: text("region"), country };
  if (problems.length) throw new ValidationError(problems);
  return details;
}

async function activeCompany(prisma: Pick<PrismaClient, "company">, id: string, field: string): Promise<Company> {
  const company = await prisma.company.findFirst({ where: { id, archivedAt: null } });
  if (!company) throw ValidationError.field(field, "is not a company (it may have been merged into another)");
  return company;
}

export async function updateCompany(prisma: PrismaClient, actor: CompanyActor, companyId: string, input: CompanyDetails): Promise<Company> {
  const data = companyDetails(input);
  await activeCompany(prisma, companyId, "input.companyId");
  return prisma.$transaction(async (tx) => {
    const company = await tx.company.update({ where: { id: companyId }, data });
    await writeAudit(tx, actor.request, { action: "company.updated", actorId: actor.userId, actorEmail: actor.email, entityType: "Company", entityId: companyId, metadata: { ...data } });
    return company;
  });
}

/** Makes the user with this e-mail address a member (a person belongs to one company: they leave their previous one). */
export async function addCompanyMember(prisma: PrismaClient, actor: CompanyActor, companyId: string, email: string): Promise<Company> {
  const company = await activeCompany(prisma, companyId, "input.companyId");
  const user = await prisma.user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true, companyId: true, role: true } });
  if (!user || isStaffRole(user.role)) throw ValidationError.field("input.email", "is not the address of a customer account");
  if (user.companyId === companyId) throw ValidationError.field("input.email", "is already a member of this company");
  return prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { companyId } });
    await writeAudit(tx, actor.request, { action: "company.member_added", actorId: actor.userId, actorEmail: actor.email, entityType: "Company", entityId: companyId, metadata: { userId: user.id, previousCompanyId: user.companyId } });
    return company;
  });
}

export async function removeCompanyMember(prisma: PrismaClient, actor: CompanyActor, companyId: string, userId: string): Promise<Company> {
  const company = await activeCompany(prisma, companyId, "input.companyId");
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({ where: { id: userId, companyId }, data: { companyId: null } });
    if (count === 0) throw ValidationError.field("input.userId", "is not a member of this company");
    await writeAudit(tx, actor.request, { action: "company.member_removed", actorId: actor.userId, actorEmail: actor.email, entityType: "Company", entityId: companyId, metadata: { userId } });
    return company;
  });
}

/**
 * Merges duplicates into the company kept: their members and orders move to it (a reseller's
 * client keeps its reseller), and the duplicates are archived. Orders keep their invoices as issued.
 */
export async function mergeCompanies(prisma: PrismaClient, actor: CompanyActor, keepId: string, duplicateIds: readonly string[]): Promise<Company> {
  const duplicates = [...new Set(duplicateIds)];
  if (duplicates.length === 0) throw ValidationError.field("input.duplicateIds", "must name at least one company to merge");
  if (duplicates.includes(keepId)) throw ValidationError.field("input.duplicateIds", "must not include the company kept");
  const kept = await activeCompany(prisma, keepId, "input.companyId");
  const found = await prisma.company.findMany({ where: { id: { in: duplicates }, archivedAt: null }, select: { id: true, resellerId: true } });
  if (found.length !== duplicates.length) throw ValidationError.field("input.duplicateIds", "names a company that does not exist or was merged already");
  if (found.some((company) => company.resellerId !== kept.resellerId)) throw ValidationError.field("input.duplicateIds", "names a company of another reseller");
  return prisma.$transaction(async (tx) => {
    const members = await tx.user.updateMany({ where: { companyId: { in: duplicates } }, data: { companyId: keepId } });
    const orders = await tx.order.updateMany({ where: { companyId: { in: duplicates } }, data: { companyId: keepId } });
    await tx.company.updateMany({ where: { id: { in: duplicates } }, data: { archivedAt: new Date() } });
    await writeAudit(tx, actor.request, {
      action: "company.merged",
      actorId: actor.userId,
      actorEmail: actor.email,
      entityType: "Company",
      entityId: keepId,
      metadata: { merged: duplicates, members: members.count, orders: orders.count },
    });
    return kept;
  });
}
