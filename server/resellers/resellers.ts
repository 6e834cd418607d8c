// The reseller programme's steps: a customer applies; the studio approves with terms (the account
// becomes RESELLER with a Reseller row and a Company, in one transaction) or rejects with a reason;
// later it edits the terms, suspends or reactivates. Every step is audited; the applicant is e-mailed.
import { readSettings } from "../admin/settings.ts";
import { writeAudit } from "../admin/auditLog.ts";
import type { RequestInfo } from "../context.ts";
import { Prisma, type PrismaClient, type Reseller, type ResellerApplication, type Role } from "../db/generated/client.ts";
import { enqueueEmail } from "../email/outbox.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { formatPercent } from "../../common/money.ts";
import { moveApplication, OPEN_APPLICATION_STATUSES } from "./applicationStates.ts";
import { applyRefusal, cleanApplication, cleanTerms, requiredReason, type ApplicationInput, type TermsInput } from "./resellerRules.ts";
import { isStaffRole } from "../schema/scopes.ts";

export type ResellerActor = { userId: string; email: string; role: Role; request: RequestInfo | null };

export async function submitResellerApplication(prisma: PrismaClient, actor: ResellerActor, input: ApplicationInput): Promise<ResellerApplication> {
  const application = cleanApplication(input);
  const settings = await readSettings(prisma);
  try {
    return await prisma.$transaction(async (tx) => {
      const user = await tx.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { role: true, name: true } });
      const open = await tx.resellerApplication.count({ where: { userId: actor.userId, status: { in: [...OPEN_APPLICATION_STATUSES] } } });
      const refusal = applyRefusal(user, open > 0);
      if (refusal) throw ValidationError.field("input", refusal);
      const created = await tx.resellerApplication.create({ data: { ...application, userId: actor.userId } });
      await writeAudit(tx, actor.request, { action: "resellerApplication.submitted", actorId: actor.userId, actorEmail: actor.email, entityType: "ResellerApplication", entityId: created.id, metadata: { companyName: created.companyName, country: created.country } });
      await enqueueEmail(tx, {
        to: actor.email,
        subject: "Your reseller application was received",
        text: [`Hello ${user.name},`, "", `We received the reseller application for ${created.companyName}. We e-mail you once the studio has decided.`, "", settings.studioName].join("\n"),
      });
      await enqueueEmail(tx, {
        to: settings.contactEmail,
        subject: `Reseller application: ${created.companyName}`,
        text: [`${actor.email} applied to resell for ${created.companyName} (${created.country}).`, "", `How they sell: ${created.salesChannels}`, "", "Approve or reject it under Reseller applications in the studio."].join("\n"),
      });
      return created;
    });
  } catch (error) {
    // Two submissions racing: the partial unique index (one SUBMITTED row per user) lets only one through.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw ValidationError.field("input", "Your application is already waiting for the studio's decision.");
    throw error;
  }
}

export type ApplicationDecision = { to: "APPROVED"; terms: TermsInput } | { to: "REJECTED"; reason: string };

/** The studio's decision on a submitted application; answers the application as it is afterwards. */
export async function decideResellerApplication(prisma: PrismaClient, actor: ResellerActor, applicationId: string, decision: ApplicationDecision): Promise<ResellerApplication> {
  const terms = decision.to === "APPROVED" ? cleanTerms(decision.terms) : null;
  const reason = decision.to === "REJECTED" ? requiredReason(decision.reason, "input.reason", "the applicant is told why") : null;
  const settings = await readSettings(prisma);
  return prisma.$transaction(async (tx) => {
    const application = await tx.resellerApplication.findUnique({ where: { id: applicationId }, include: { user: { select: { id: true, email: true, name: true, role: true, companyId: true } } } });
    if (!application) throw new NotFoundError("No such reseller application.");
    const now = new Date();
    if (terms) {
      if (isStaffRole(application.user.role)) throw ValidationError.field("input.applicationId", "A studio staff account cannot become a reseller account.");
      const company = await tx.company.create({ data: { name: application.companyName, vatNumber: application.vatNumber, country: application.country } });
      if (!(await moveApplication(tx, applicationId, "APPROVED", { reviewedById: actor.userId, reviewedAt: now, companyId: company.id }))) {
        throw ValidationError.field("input.applicationId", "Only a submitted application can be decided.");
      }
      await tx.user.update({ where: { id: application.userId }, data: { role: "RESELLER", ...(application.user.companyId ? {} : { companyId: company.id }) } });
      const reseller = await tx.reseller.upsert({
        where: { userId: application.userId },
        create: { userId: application.userId, ...terms },
        update: { ...terms, suspendedAt: null, suspensionReason: null, suspendedById: null },
      });
      await writeAudit(tx, actor.request, {
        action: "resellerApplication.approved",
        actorId: actor.userId,
        actorEmail: actor.email,
        entityType: "ResellerApplication",
        entityId: applicationId,
        metadata: { resellerId: reseller.id, companyId: company.id, wholesaleDiscountBasisPoints: terms.wholesaleDiscountBasisPoints, commissionRateBasisPoints: terms.commissionRateBasisPoints },
      });
      await enqueueEmail(tx, {
        to: application.user.email,
        subject: "Welcome to the reseller programme",
        text: [
          `Hello ${application.user.name},`,
          "",
          `Your reseller application for ${application.companyName} was approved. Your terms: a wholesale discount of ${formatPercent(terms.wholesaleDiscountBasisPoints)} and a commission of ${formatPercent(terms.commissionRateBasisPoints)}.`,
          "You find them under Reseller in your account.",
          "",
          settings.studioName,
        ].join("\n"),
      });
    } else {
      if (!(await moveApplication(tx, applicationId, "REJECTED", { reviewedById: actor.userId, reviewedAt: now, decisionNote: reason }))) {
        throw ValidationError.field("input.applicationId", "Only a submitted application can be decided.");
      }
      await writeAudit(tx, actor.request, { action: "resellerApplication.rejected", actorId: actor.userId, actorEmail: actor.email, entityType: "ResellerApplication", entityId: applicationId, metadata: { reason } });
      await enqueueEmail(tx, {
        to: application.user.email,
        subject: "Your reseller application",
        text: [`Hello ${application.user.name},`, "", `We cannot accept the reseller application for ${application.companyName}: ${reason}`, "You may apply again from your account.", "", settings.studioName].join("\n"),
      });
    }
    return tx.resellerApplication.findUniqueOrThrow({ where: { id: applicationId } });
  });
}

export async function updateResellerTerms(prisma: PrismaClient, actor: ResellerActor, resellerId: string, input: TermsInput): Promise<Reseller> {
  const terms = cleanTerms(input);
  return prisma.$transaction(async (tx) => {
    const before = await tx.reseller.findUnique({ where: { id: resellerId } });
    if (!before) throw new NotFoundError("No such reseller.");
    const reseller = await tx.reseller.update({ where: { id: resellerId }, data: terms });
    await writeAudit(tx, actor.request, {
      action: "reseller.termsUpdated",
      actorId: actor.userId,
      actorEmail: actor.email,
      entityType: "Reseller",
      entityId: resellerId,
      metadata: {
        before: { wholesaleDiscountBasisPoints: before.wholesaleDiscountBasisPoints, commissionRateBasisPoints: before.commissionRateBasisPoints },
        after: { wholesaleDiscountBasisPoints: terms.wholesaleDiscountBasisPoints, commissionRateBasisPoints: terms.commissionRateBasisPoints },
      },
    });
    return reseller;
  });
}

/** Suspends (with a reason, kept with who and when) or reactivates a reseller; the role stays. */
export async function setResellerSuspended(prisma: PrismaClient, actor: ResellerActor, resellerId: string, input: { suspended: boolean; reason?: string | null }): Promise<Reseller> {
  const reason = requiredReason(input.reason, "input.reason", input.suspended ? "the reseller is told why" : "kept in the audit log");
  const settings = await readSettings(prisma);
  return prisma.$transaction(async (tx) => {
    const existing = await tx.reseller.findUnique({ where: { id: resellerId }, include: { user: { select: { email: true, name: true } } } });
    if (!existing) throw new NotFoundError("No such reseller.");
    const { count } = await tx.reseller.updateMany({
      where: { id: resellerId, suspendedAt: input.suspended ? null : { not: null } },
      data: input.suspended ? { suspendedAt: new Date(), suspensionReason: reason, suspendedById: actor.userId } : { suspendedAt: null, suspensionReason: null, suspendedById: null },
    });
    if (count !== 1) throw ValidationError.field("input.suspended", input.suspended ? "The reseller is already suspended." : "The reseller is not suspended.");
    await writeAudit(tx, actor.request, { action: input.suspended ? "reseller.suspended" : "reseller.reactivated", actorId: actor.userId, actorEmail: actor.email, entityType: "Reseller", entityId: resellerId, metadata: { reason } });
    await enqueueEmail(tx, {
      to: existing.user.email,
      subject: input.suspended ? "Your reseller account is suspended" : "Your reseller account is active again",
      text: [`Hello ${existing.user.name},`, "", input.suspended ? `Your reseller account is suspended: ${reason}` : "Your reseller account is active again.", "", settings.studioName].join("\n"),
    });
    return tx.reseller.findUniqueOrThrow({ where: { id: resellerId } });
  });
}
