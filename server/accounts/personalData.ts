// Everything the studio keeps about one person, as one JSON document they can download (the right
// of access): their profile and company, their orders with the scripts they sent and the
// conversation on them (the files sent named, not included), invoices,
// referrals and partner money, reseller terms and clients, sign-in sessions, API tokens (never
// their secrets), and the audit entries about them. Read in a fixed number of statements.
// Only the person's own data: nothing about the people they referred or who referred them beyond
// what their account shows them, no note the studio keeps for itself, and of what others did to
// their account (an administrator's change) only what and when, never the other's address or browser.
import type { PrismaClient } from "../db/generated/client.ts";

export const PERSONAL_DATA_FORMAT = "studiofront.personal-data.v1";

export async function personalData(prisma: PrismaClient, userId: string, now = new Date()) {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      role: true,
      referralCode: true,
      createdAt: true,
      lastSignInAt: true,
      company: { select: { name: true, vatNumber: true, addressLine1: true, addressLine2: true, postalCode: true, city: true, region: true, country: true } },
      referredById: true,
      reseller: { select: { wholesaleDiscountBasisPoints: true, commissionRateBasisPoints: true, payoutDetails: true, suspendedAt: true, createdAt: true, clients: { select: { name: true, vatNumber: true, country: true, contactName: true, contactEmail: true, emailContact: true } } } },
      resellerApplications: { select: { companyName: true, vatNumber: true, website: true, country: true, expectedVolume: true, salesChannels: true, message: true, status: true, createdAt: true, reviewedAt: true }, orderBy: { createdAt: "asc" } },
      sessions: { select: { createdAt: true, lastSeenAt: true, expiresAt: true, revokedAt: true, userAgent: true, ip: true }, orderBy: { createdAt: "asc" } },
      apiTokens: { select: { name: true, prefix: true, readOnly: true, createdAt: true, lastUsedAt: true, expiresAt: true, revokedAt: true }, orderBy: { createdAt: "asc" } },
      referralsMade: { select: { createdAt: true, ineligibleReason: true }, orderBy: { createdAt: "asc" } },
      commissions: { select: { source: true, amount: true, currency: true, status: true, endReason: true, createdAt: true }, orderBy: { createdAt: "asc" } },
      ledgerEntries: { select: { kind: true, amount: true, currency: true, note: true, createdAt: true }, orderBy: { createdAt: "asc" } },
      payouts: { select: { amount: true, currency: true, status: true, createdAt: true }, orderBy: { createdAt: "asc" } },
    },
  });
  const orders = await prisma.order.findMany({
    where: { OR: [{ userId }, { resellerUserId: userId }] },
    orderBy: { createdAt: "asc" },
    select: {
      number: true,
      status: true,
      createdAt: true,
      placedAt: true,
      paidAt: true,
      deliveredAt: true,
      languages: true,
      fileFormats: true,
      rush: true,
      items: true,
      customerNote: true,
      subtotal: true,
      discountTotal: true,
      taxTotal: true,
      total: true,
      currency: true,
      billingCountry: true,
      service: { select: { name: true } },
      voice: { select: { name: true } },
      clientCompany: { select: { name: true } },
      lines: { select: { description: true, quantity: true, unitAmount: true, amount: true }, orderBy: { position: "asc" } },
      invoices: { select: { number: true, kind: true, total: true, currency: true, createdAt: true }, orderBy: { createdAt: "asc" } },
      revisions: { select: { message: true, createdAt: true }, orderBy: { createdAt: "asc" } },
      messages: {
        select: { fromStudio: true, authorName: true, body: true, createdAt: true, attachments: { select: { name: true }, orderBy: { position: "asc" } } },
        orderBy: { createdAt: "asc" },
      },
    },
  });
  const auditEntries = await prisma.auditLog.findMany({
    where: { OR: [{ actorId: userId }, { entityType: "User", entityId: userId }] },
    orderBy: { createdAt: "asc" },
    select: { action: true, entityType: true, createdAt: true, actorId: true, ip: true, userAgent: true, metadata: true },
  });
  const { reseller, resellerApplications, sessions, apiTokens, referralsMade, commissions, ledgerEntries, payouts, referredById, ...rest } = user;
  const profile = { ...rest, referred: referredById !== null };
  return {
    format: PERSONAL_DATA_FORMAT,
    exportedAt: now.toISOString(),
    profile,
    orders: orders.map(({ invoices: _invoices, messages, ...order }) => ({
      ...order,
      messages: messages.map(({ attachments, ...message }) => ({ ...message, attachments: attachments.map((attachment) => attachment.name) })),
    })),
    invoices: orders.flatMap((order) => order.invoices.map((invoice) => ({ ...invoice, orderNumber: order.number }))),
    // Whether a referral earns is the partner's to know; why not (the studio's finding) is not.
    referrals: { made: referralsMade.map(({ createdAt, ineligibleReason }) => ({ createdAt, eligible: ineligibleReason === null })), commissions, ledger: ledgerEntries, payouts },
    reseller: reseller ? { ...reseller, applications: resellerApplications } : { applications: resellerApplications },
    sessions,
    apiTokens,
    auditEntries: auditEntries.map(({ actorId, ip, userAgent, metadata, ...entry }) => (actorId === userId ? { ...entry, byYou: true, ip, userAgent, metadata } : { ...entry, byYou: false })),
  };
}
