// A realistic volume of clearly fake data for the throughput figures: customers at
// @bench.example, paid orders of the demo catalogue's services with one card payment each
// (some refunded), spread over the past year. Prisma createMany in batches; on top of the demo
// seed (server/db/seed/seed.ts), which provides the services and the administrator.
import { randomUUID } from "node:crypto";
import { hashPassword } from "../../server/accounts/passwords.ts";
import type { PrismaClient } from "../../server/db/generated/client.ts";

export type Volume = { users: number; orders: number };
export const FULL_VOLUME: Volume = { users: 5000, orders: 2000 };

const BATCH = 500;
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

  const services = await prisma.service.findMany({ where: { archivedAt: null }, select: { id: true, basePrice: true } });
  if (services.length === 0) throw new Error("seedVolume needs the demo catalogue (seedDatabase) first");
  const orders = Array.from({ length: volume.orders }, (_, i) => {
    const service = services[i % services.length];
    const total = Math.max(2900, service.basePrice) * (1 + (i % 5));
    const paidAt = new Date(now - ((i * 13) % 365) * DAY_MS - i * 60_000);
    return {
      id: randomUUID(),
      userId: i % 9 === 0 ? null : users[(i * 31) % users.length].id,
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
