// What the Vendure peer is seeded with: the Studiofront bench database's own catalogue, customers
// and paid orders (seedVolume.ts), read back with SQL, so both sides hold the same volume and the
// same rows. Each service becomes a product (its bundles further variants), each customer account
// a customer with a user, each guest a guest customer, each paid order an order of one line with
// its customer and one settled card payment of the same total, placed at the same time.
import pg from "pg";

export type PeerSeed = {
  currency: string;
  countries: string[];
  products: { slug: string; name: string; description: string; variants: { sku: string; name: string; price: number }[] }[];
  customers: { email: string; firstName: string; lastName: string; registered: boolean }[];
  orders: { email: string; sku: string; quantity: number; total: number; placedAt: string; payment: { provider: string; reference: string } }[];
};

const splitName = (name: string) => {
  const space = name.indexOf(" ");
  return space === -1 ? { firstName: name, lastName: "" } : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
};

/**
 * The order line's unit price of each service: the bench charges a multiple of one price per
 * service (seedVolume.ts), and Vendure prices a line by its variant, so a variant carries that
 * price and the line the multiple. Throws when a total is not a whole multiple: Vendure's totals
 * would then differ from the bench's.
 */
export function unitPrices(orders: { service: string; total: number }[], basePrices: Map<string, number>): Map<string, number> {
  const units = new Map(basePrices);
  const lowest = new Map<string, number>();
  for (const { service, total } of orders) lowest.set(service, Math.min(total, lowest.get(service) ?? Infinity));
  for (const [service, unit] of lowest) units.set(service, unit);
  for (const { service, total } of orders) {
    const unit = units.get(service)!;
    if (unit <= 0 || total % unit !== 0) throw new Error(`an order of ${service} totals ${total}, not a multiple of ${unit}: Vendure's order lines cannot carry it`);
  }
  return units;
}

export async function readPeerSeed(databaseUrl: string): Promise<PeerSeed> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const services = (await client.query(`SELECT id, slug, name, summary, "basePrice", currency FROM "Service" WHERE active AND "archivedAt" IS NULL ORDER BY position, name, id`)).rows;
    const bundles = (await client.query(`SELECT slug, name, price, "serviceId" FROM "Bundle" WHERE active AND "archivedAt" IS NULL ORDER BY position, name, id`)).rows;
    const users = (await client.query(`SELECT email, name FROM "User" WHERE role IN ('CUSTOMER', 'RESELLER') ORDER BY "createdAt", id`)).rows;
    const orders = (
      await client.query(`SELECT COALESCE(u.email, o."guestEmail") AS email, o."guestName", o."userId" IS NULL AS guest, s.slug AS service, o.total, o.currency,
          o."placedAt", p.provider, p."providerReference", p.amount
        FROM "Order" o JOIN "Service" s ON s.id = o."serviceId" LEFT JOIN "User" u ON u.id = o."userId"
        LEFT JOIN LATERAL (SELECT * FROM "Payment" WHERE "orderId" = o.id ORDER BY "createdAt" LIMIT 1) p ON true
        WHERE o.status <> 'DRAFT' ORDER BY o."placedAt", o.number`)
    ).rows;
    const unpaid = orders.find((order) => !order.providerReference || order.amount !== order.total);
    if (unpaid) throw new Error(`the order of ${unpaid.email} has no payment of its total: the peer's orders each carry one`);
    const currencies = new Set([...services.map((service) => service.currency), ...orders.map((order) => order.currency)]);
    if (currencies.size !== 1) throw new Error(`the bench data has several currencies (${[...currencies].join(", ")}); a Vendure channel prices in one`);
    const units = unitPrices(
      orders.map((order) => ({ service: order.service, total: order.total })),
      new Map(services.map((service) => [service.slug, service.basePrice])),
    );

    const guests = new Map<string, string>();
    for (const order of orders) if (order.guest) guests.set(order.email, order.guestName ?? "");
    return {
      currency: [...currencies][0],
      countries: ["NL", "BE", "DE", "FR", "GB"],
      products: services.map((service) => ({
        slug: service.slug,
        name: service.name,
        description: service.summary,
        variants: [
          { sku: service.slug, name: service.name, price: units.get(service.slug)! },
          ...bundles.filter((bundle) => bundle.serviceId === service.id).map((bundle) => ({ sku: bundle.slug, name: bundle.name, price: bundle.price })),
        ],
      })),
      customers: [
        ...users.map((user) => ({ email: user.email, ...splitName(user.name), registered: true })),
        ...[...guests].map(([email, name]) => ({ email, ...splitName(name), registered: false })),
      ],
      orders: orders.map((order) => ({
        email: order.email,
        sku: order.service,
        quantity: order.total / units.get(order.service)!,
        total: order.total,
        placedAt: new Date(order.placedAt).toISOString(),
        payment: { provider: order.provider, reference: order.providerReference },
      })),
    };
  } finally {
    await client.end();
  }
}
