// A realistic volume of clearly fake data for the throughput figures: customers at
// @bench.example, paid orders of the demo catalogue's services with one card payment each
// (some refunded), spread over the past year, one in RESELLER_SHARE of them placed by the bench
// reseller (BENCH_RESELLER, who signs in and makes an API token). Prisma createMany in batches; on
// top of the demo seed (server/db/seed/seed.ts), which provides the services and the administrator.
import { randomUUID } from "node:crypto";
import { hashPassword } from "../../server/accounts/passwords.ts";
import type { PrismaClient } from "../../server/db/generated/client.ts";
import { BENCH_RESELLER } from "./serverProcess.ts";

export type Volume = { users: number; orders: number };
export const FULL_VOLUME: Volume = { users: 5000, orders: 2000 };

const BATCH = 500;
/** One order in this many is the bench reseller's (40 of the 2,000 orders: two pages of 20). */
const RESELLER_SHARE = 50;
const DAY_MS = 86_400_000;
const FIRST_NAMES = ["Anna", "Bram", "Chloé", "Daan", "Emma", "Finn", "Greta", "Hugo", "Iris", "Jonas", "Katja", "Lars", "Mila", "Noah", "Olga", "Pieter"];
const LAST_NAMES = ["Bakker", "Jansen", "de Vries", "Peeters", "Müller", "Dubois", "Rossi", "García", "Novak", "Smit"];

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function seedVolume(prisma: PrismaClient, volume: Volume): Promise<void> {
  const passwordHash = await hashPassword(`bench-${randomUUID()}`);
  const now = Date.now();
  const users = Array.from({ length: volume.users }, (_, i) => ({
    id: randomUUID(),
    email: `customer${i}@bench.example`,
    name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]} (bench ${i})`,
    passwordHash,
    referralCode: `B${i.toString(36).toUpperCase().padStart(7, "0")}`,
    role: i % 25 === 0 ? ("RESELLER" as const) : ("CUSTOMER" as const),
    createdAt: new Date(now - ((i * 37) % 365) * DAY_MS - i * 1000),
  }));
  await inBatches(users, (data) => prisma.user.createMany({ data }));
  const reseller = await prisma.user.create({
    data: { email: BENCH_RESELLER.email, name: "Bench Reseller", passwordHash: await hashPassword(BENCH_RESELLER.password), referralCode: "BRESELLER", role: "RESELLER", reseller: { create: {} } },
  });

  const services = await prisma.service.findMany({ where: { archivedAt: null }, select: { id: true, basePrice: true } });
  if (services.length === 0) throw new Error("seedVolume needs the demo catalogue (seedDatabase) first");
  const orders = Array.from({ length: volume.orders }, (_, i) => {
    const service = services[i % services.length];
    const total = Math.max(2900, service.basePrice) * (1 + (i % 5));
    const paidAt = new Date(now - ((i * 13) % 365) * DAY_MS - i * 60_000);
    return {
      id: randomUUID(),
      userId: i % 9 === 0 ? null : users[(i * 31) % users.length].id,
      resellerUserId: i % RESELLER_SHARE === 1 ? reseller.id : null,
      guestEmail: i % 9 === 0 ? `guest${i}@bench.example` : null,
      guestName: i % 9 === 0 ? `Guest ${i} (bench)` : null,
      serviceId: service.id,
      items: [{ name: "welcome", text: "Thank you for calling the bench studio. Please hold." }],
      languages: ["en-GB"],
      fileFormats: ["MULAW_8K_WAV", "MP3"],
      status: i % 4 === 0 ? ("DELIVERED" as const) : ("PAID" as const),
      subtotal: total,
      total,
      placedAt: paidAt,
      paidAt,
      dueAt: new Date(paidAt.getTime() + 3 * DAY_MS),
      createdAt: paidAt,
    };
  });
  await inBatches(orders, (data) => prisma.order.createMany({ data }));

  const payments = orders.map((order, i) => {
    const refunded = i % 40 === 0 ? order.total : i % 15 === 0 ? Math.floor(order.total / 2) : 0;
    return {
      orderId: order.id,
      provider: i % 3 === 0 ? "STRIPE" : "TEST",
      providerReference: `pi_bench_${i.toString().padStart(6, "0")}`,
      idempotencyKey: `bench-payment-${order.id}`,
      amount: order.total,
      currency: "EUR",
      status: refunded === order.total ? ("REFUNDED" as const) : refunded ? ("PARTIALLY_REFUNDED" as const) : ("SUCCEEDED" as const),
      refundedAmount: refunded,
      createdAt: order.paidAt,
    };
  });
  await inBatches(payments, (data) => prisma.payment.createMany({ data }));
}

/**
 * The dashboard's volume (run.ts, "dashboard query"): `orders` orders of one service spread over
 * the past 400 days in every state, a card payment for each paid one (one in twenty half refunded),
 * written by three INSERT … SELECT generate_series statements (seconds for 100,000 orders, where
 * createMany in batches would take minutes).
 */
export async function seedDashboardVolume(prisma: PrismaClient, orders: number): Promise<void> {
  const service = await prisma.service.findFirst({ where: { archivedAt: null }, select: { id: true } });
  if (!service) throw new Error("seedDashboardVolume needs the demo catalogue (seedDatabase) first");
  await prisma.$executeRaw`
    INSERT INTO "Order" ("id", "serviceId", "guestEmail", "guestName", "status", "subtotal", "total", "currency", "languages", "fileFormats", "placedAt", "paidAt", "dueAt", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${service.id}::uuid, 'dashboard' || i || '@bench.example', 'Dashboard guest ' || i,
           s."status"::"OrderStatus", 2900 + (i % 7) * 1000, 2900 + (i % 7) * 1000, 'EUR', ARRAY['en-GB'], ARRAY['MP3'],
           s."placed", CASE WHEN s."paid" THEN s."placed" END, CASE WHEN s."paid" THEN s."placed" + interval '3 days' END, s."placed", s."placed"
    FROM generate_series(1, ${orders}::int) AS i,
    LATERAL (
      SELECT (ARRAY['COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED', 'DELIVERED', 'PAID', 'IN_PRODUCTION', 'REVISION_REQUESTED', 'PENDING_PAYMENT', 'CANCELLED'])[i % 10 + 1] AS "status",
             i % 10 < 8 AS "paid",
             now() - (i % 400) * interval '1 day' - (i % 1440) * interval '1 minute' AS "placed"
    ) AS s`;
  await prisma.$executeRaw`
    INSERT INTO "Payment" ("id", "orderId", "provider", "providerReference", "idempotencyKey", "amount", "currency", "status", "refundedAmount", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), o."id", 'TEST', 'pi_dashboard_' || o."number", 'dashboard-' || o."id", o."total", 'EUR',
           CASE WHEN o."number" % 20 = 0 THEN 'PARTIALLY_REFUNDED' ELSE 'SUCCEEDED' END::"PaymentStatus",
           CASE WHEN o."number" % 20 = 0 THEN o."total" / 2 ELSE 0 END, o."paidAt", o."paidAt"
    FROM "Order" o WHERE o."guestEmail" LIKE 'dashboard%@bench.example' AND o."paidAt" IS NOT NULL`;
  await prisma.$executeRaw`
    INSERT INTO "Refund" ("id", "paymentId", "amount", "status", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), p."id", p."refundedAmount", 'SUCCEEDED', p."createdAt" + interval '2 days', p."createdAt" + interval '2 days'
    FROM "Payment" p WHERE p."providerReference" LIKE 'pi_dashboard_%' AND p."refundedAmount" > 0`;
  // The visibility map autovacuum keeps on a database in use: without it no scan is index-only.
  await prisma.$executeRawUnsafe("VACUUM ANALYZE");
}
