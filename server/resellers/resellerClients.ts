// A reseller's clients: the companies they order for. The client's details and the person the
// reseller deals with there; whether the studio may write to that person (private label: only
// when the reseller turns it on); and which reseller's terms price an order.
import { isEmail } from "../../common/validation/email.ts";
import { writeAudit } from "../admin/auditLog.ts";
import type { RequestInfo } from "../context.ts";
import type { Company, Order, Prisma, PrismaClient, Reseller } from "../db/generated/client.ts";
import { assertPayable } from "../orders/payability.ts";
import { companyDetails, type CompanyDetails } from "../companies/companies.ts";
import { NotFoundError, PermissionError, ValidationError, type FieldIssue } from "../errors.ts";
import { resellerActive } from "./resellerRules.ts";

type Db = PrismaClient | Prisma.TransactionClient;

export const CONTACT_NAME_MAX_LENGTH = 200;
export const SUSPENDED_MESSAGE = "Your reseller account is suspended: ordering for clients is paused. Write to the studio to reactivate it.";

export type ClientInput = CompanyDetails & { contactName?: string | null; contactEmail?: string | null; emailContact?: boolean | null };
export type ClientActor = { userId: string; email: string; request: RequestInfo | null };

type ClientFields = ReturnType<typeof companyDetails> & Pick<Company, "contactName" | "contactEmail" | "emailContact">;

/** A client's details as stored, or a ValidationError naming every field in error. */
export function clientDetails(input: ClientInput): ClientFields {
  const issues: FieldIssue[] = [];
  let details: ReturnType<typeof companyDetails> | null = null;
  try {
    details = companyDetails(input);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    issues.push(...error.fields);
  }
  const contactName = input.contactName?.trim() || null;
  if (contactName && contactName.length > CONTACT_NAME_MAX_LENGTH) issues.push({ path: ["input", "contactName"], message: `must be shorter than or equal to ${CONTACT_NAME_MAX_LENGTH} characters` });
  const contactEmail = input.contactEmail?.trim().toLowerCase() || null;
  if (contactEmail && !isEmail(contactEmail)) issues.push({ path: ["input", "contactEmail"], message: "must be an e-mail address" });
  const emailContact = input.emailContact ?? false;
  if (emailContact && !contactEmail) issues.push({ path: ["input", "contactEmail"], message: "is required when the studio may write to the client" });
  if (issues.length || !details) throw new ValidationError(issues);
  return { ...details, contactName, contactEmail, emailContact };
}

/** The viewer's reseller record when they may use reseller-only actions; otherwise a PermissionError saying why. */
export async function activeResellerOf(db: Db, userId: string): Promise<Reseller> {
  const reseller = await db.reseller.findUnique({ where: { userId } });
  if (!reseller) throw new PermissionError("Only approved resellers order for clients.");
  if (!resellerActive(reseller)) throw new PermissionError(SUSPENDED_MESSAGE);
  return reseller;
}

/** The reseller's client with this id, or a ValidationError on `field`. */
export async function clientOf(db: Db, resellerId: string, companyId: string, field: string): Promise<Company> {
  const client = await db.company.findFirst({ where: { id: companyId, resellerId, archivedAt: null } });
  if (!client) throw ValidationError.field(field, "is not one of your clients");
  return client;
}

export async function createClient(prisma: PrismaClient, actor: ClientActor, input: ClientInput): Promise<Company> {
  const data = clientDetails(input);
  const reseller = await activeResellerOf(prisma, actor.userId);
  return prisma.$transaction(async (tx) => {
    const client = await tx.company.create({ data: { ...data, resellerId: reseller.id } });
    await writeAudit(tx, actor.request, { action: "reseller.client_created", actorId: actor.userId, actorEmail: actor.email, entityType: "Company", entityId: client.id, metadata: { ...data } });
    return client;
  });
}

export async function updateClient(prisma: PrismaClient, actor: ClientActor, companyId: string, input: ClientInput): Promise<Company> {
  const data = clientDetails(input);
  const reseller = await activeResellerOf(prisma, actor.userId);
  if (!(await prisma.company.count({ where: { id: companyId, resellerId: reseller.id, archivedAt: null } }))) throw new NotFoundError("This client does not exist.");
  return prisma.$transaction(async (tx) => {
    const client = await tx.company.update({ where: { id: companyId }, data });
    await writeAudit(tx, actor.request, { action: "reseller.client_updated", actorId: actor.userId, actorEmail: actor.email, entityType: "Company", entityId: companyId, metadata: { ...data } });
    return client;
  });
}

/**
 * Says which client an unpaid order of the reseller's is for (null: for the reseller themselves).
 * The client does not change the price: the reseller is billed, in their own company's country.
 */
export async function setOrderClient(prisma: PrismaClient, actor: ClientActor, orderId: string, clientCompanyId: string | null): Promise<Order> {
  const reseller = await activeResellerOf(prisma, actor.userId);
  const order = await prisma.order.findFirst({ where: { id: orderId, userId: actor.userId, archivedAt: null } });
  if (!order) throw new NotFoundError("This order does not exist.");
  assertPayable(order);
  const client = clientCompanyId ? await clientOf(prisma, reseller.id, clientCompanyId, "input.clientCompanyId") : null;
  return prisma.order.update({ where: { id: orderId }, data: { clientCompanyId: client?.id ?? null } });
}

/** Whom the studio may write to about an order for a client besides the reseller: nobody unless the reseller said so. */
export function clientRecipient(client: Pick<Company, "contactName" | "contactEmail" | "emailContact"> | null): { email: string; name: string | null } | null {
  if (!client?.emailContact || !client.contactEmail) return null;
  return { email: client.contactEmail, name: client.contactName };
}

/** The wholesale discount an order placed by this reseller earns now: none while suspended. */
export function wholesaleBasisPoints(reseller: Pick<Reseller, "wholesaleDiscountBasisPoints" | "suspendedAt"> | null | undefined): number {
  return reseller && resellerActive(reseller) ? reseller.wholesaleDiscountBasisPoints : 0;
}
