// A business customer's own company, from their profile: the name, VAT number, address and
// country that their invoices carry and the tax rule reads (an EU VAT number from another EU
// country than the studio's makes their orders reverse-charged). The first save creates the
// company with them as its member; later saves edit it; leaving it keeps it for its other members
// and for the orders already billed to it.
import { writeAudit } from "../admin/auditLog.ts";
import type { Company, PrismaClient } from "../db/generated/client.ts";
import { PermissionError } from "../errors.ts";
import { isStaffRole } from "../schema/scopes.ts";
import { type CompanyActor, type CompanyDetails, companyDetails } from "./companies.ts";

export async function saveOwnCompany(prisma: PrismaClient, actor: CompanyActor, input: CompanyDetails): Promise<Company> {
  const data = companyDetails(input);
  const user = await prisma.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { role: true, companyId: true, company: { select: { archivedAt: true } } } });
  if (isStaffRole(user.role)) throw new PermissionError("The studio's own details are in the settings, not in a company.");
  return prisma.$transaction(async (tx) => {
    const current = user.companyId && !user.company?.archivedAt ? user.companyId : null;
    const company = current ? await tx.company.update({ where: { id: current }, data }) : await tx.company.create({ data: { ...data, members: { connect: { id: actor.userId } } } });
    await writeAudit(tx, actor.request, {
      action: current ? "company.updated" : "company.created",
      actorId: actor.userId,
      actorEmail: actor.email,
      entityType: "Company",
      entityId: company.id,
      metadata: { ...data, byMember: true },
    });
    return company;
  });
}

/** The customer stops ordering for their company; its orders stay billed to it. */
export async function leaveOwnCompany(prisma: PrismaClient, actor: CompanyActor): Promise<void> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { role: true, companyId: true } });
  if (!user.companyId) return;
  // A reseller's company is the one their programme terms were approved for.
  if (user.role === "RESELLER") throw new PermissionError("Your reseller account belongs to its company: write to the studio to change it.");
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: actor.userId }, data: { companyId: null } });
    await writeAudit(tx, actor.request, { action: "company.member_left", actorId: actor.userId, actorEmail: actor.email, entityType: "Company", entityId: user.companyId!, metadata: { userId: actor.userId } });
  });
}
