// `npm run bench -- --peer`: Studiofront beside Vendure 3.7.3 and beside the raw handlers, on the
// same machine and PostgreSQL server, with the same data (seedData.ts): the admin orders list with
// customer and payments, the admin payments list, and the public catalogue cached for visitors and
// uncached (a second Studiofront server on the same database with PUBLIC_CACHE_SECONDS=0), in
// interleaved rounds (rounds.ts): the figures are the medians of the rounds, and each ratio is the
// median of the rounds' own ratios.
import { loadavg } from "node:os";
import PaymentsRouteQuery from "../../../client/__generated__/PaymentsRouteQuery.graphql.ts";
import ServicesRouteQuery from "../../../client/__generated__/ServicesRouteQuery.graphql.ts";
import { paymentsListSpec } from "../../../client/manage/payments/paymentsList.ts";
import { listVariablesFromUrl } from "../../../client/ui/table/listQueryUrl.ts";
import { createBenchDatabase } from "../postgres.ts";
import { markdownTable, ratio, type Row } from "../report.ts";
import { interleavedRounds, median, medianRps, roundRatios, roundsNote, type Round, type Target } from "../rounds.ts";
import type { Volume } from "../seedVolume.ts";
import { persistedBody, startBenchServer, type Artifact, type BenchServer } from "../serverProcess.ts";
import { readPeerSeed } from "./seedData.ts";
import { installVendure, startVendure, VENDURE_VERSION, type VendureServer } from "./vendure.ts";

// The admin's orders list as each API offers it: the 20 most recently placed orders with their
// customer and payments, and the total count.
export const STUDIOFRONT_ORDERS = `query PeerOrdersList {
  manageOrders(first: 20) {
    totalCount
    edges { node { id number status total currency placedAt email customer { id name } payments { id amount status provider providerReference createdAt } } }
  }
}`;
export const VENDURE_ORDERS = `query PeerOrdersList {
  orders(options: { take: 20, sort: { orderPlacedAt: DESC } }) {
    totalItems
    items { id code state totalWithTax currencyCode orderPlacedAt customer { id firstName lastName emailAddress } payments { id amount state method transactionId createdAt } }
  }
}`;
// A storefront's product list: Vendure's counterpart of the public services list.
export const VENDURE_PRODUCTS = `query PeerCatalogue {
  products(options: { take: 20 }) {
    totalItems
    items { id slug name description variants { id sku name price priceWithTax currencyCode } }
  }
}`;

type StudiofrontOrder = { placedAt: string; email: string | null; total: number; payments: { amount: number; providerReference: string | null }[] };
type VendureOrder = { orderPlacedAt: string; totalWithTax: number; customer: { emailAddress: string } | null; payments: { amount: number; transactionId: string | null }[] };

/** Where the two orders lists differ in what both hold: the rows, their customers' e-mail, totals, placing times and payments. */
export function ordersDifferences(studiofront: { totalCount: number; edges: { node: StudiofrontOrder }[] }, vendure: { totalItems: number; items: VendureOrder[] }): string[] {
  const differences: string[] = [];
  if (studiofront.totalCount !== vendure.totalItems) differences.push(`total count ${studiofront.totalCount} vs ${vendure.totalItems}`);
  if (studiofront.edges.length !== vendure.items.length) differences.push(`${studiofront.edges.length} vs ${vendure.items.length} rows`);
  studiofront.edges.forEach(({ node }, i) => {
    const peer = vendure.items[i];
    if (!peer) return;
    const ours = [node.email, node.total, new Date(node.placedAt).toISOString(), node.payments.map((p) => `${p.amount} ${p.providerReference}`).join(", ")];
    const theirs = [peer.customer?.emailAddress ?? null, peer.totalWithTax, new Date(peer.orderPlacedAt).toISOString(), peer.payments.map((p) => `${p.amount} ${p.transactionId}`).join(", ")];
    if (JSON.stringify(ours) !== JSON.stringify(theirs)) differences.push(`row ${i + 1}: ${JSON.stringify(ours)} vs ${JSON.stringify(theirs)}`);
  });
  return differences;
}

type Service = { slug: string; name: string; summary: string; bundles: { price: number }[] };
type Product = { slug: string; name: string; description: string; variants: { price: number }[] };

/** Where the catalogues differ: the same services as products, by slug, name and summary, each bundle's price a further variant's. */
export function catalogueDifferences(services: Service[], products: Product[]): string[] {
  const differences: string[] = [];
  if (services.length !== products.length) differences.push(`${services.length} services vs ${products.length} products`);
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  for (const service of services) {
    const product = bySlug.get(service.slug);
    if (!product) differences.push(`no product ${service.slug}`);
    else if (product.name !== service.name || product.description !== service.summary) differences.push(`${service.slug}: name or summary differs`);
    else if (JSON.stringify(product.variants.slice(1).map((v) => v.price)) !== JSON.stringify(service.bundles.map((b) => b.price))) differences.push(`${service.slug}: bundle prices differ`);
  }
  return differences;
}

type Side = "Studiofront" | "Vendure" | "raw";
type Comparison = { figure: string; sides: Partial<Record<Side, string>>; divisor: "Vendure" | "raw"; goal: number; answers: string };
const rps = (value: number) => `${Math.round(value).toLocaleString("en")}`;

async function postJson<T>(url: string, body: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", accept: "application/json", ...headers }, body });
  const json = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!response.ok || json.errors || !json.data) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json).slice(0, 400)}`);
  return json.data;
}

export const PEER_FIGURE = `Studiofront beside Vendure ${VENDURE_VERSION} and raw SQL`;

export type PeerReport = { rows: Row[]; table: string };

/**
 * Installs and starts Vendure on a database of its own beside `primary` (a bench server on
 * PostgreSQL at `databaseUrl`, a database of the server at `postgresUrl`), checks that the answers
 * hold the same rows, then runs `rounds` interleaved rounds at each of `clients`.
 */
export async function peerComparison(options: {
  primary: BenchServer;
  databaseUrl: string;
  postgresUrl: string;
  cookie: string;
  /** Where the raw handlers' JSON differs from Studiofront's answer (run.ts's check), if it does. */
  rawDifferences: { payments?: string; services?: string };
  volume: Volume;
  seconds: number;
  rounds: number;
  clients: number[];
  log: (line: string) => void;
}): Promise<PeerReport> {
  const { primary, cookie, log } = options;
  if (!primary.rawBase) throw new Error("the bench server has no raw handlers");
  const folder = installVendure(log);
  const seed = await readPeerSeed(options.databaseUrl);
  log(`  seeding Vendure ${VENDURE_VERSION} with ${seed.products.length} products, ${seed.customers.length} customers and ${seed.orders.length} paid orders`);
  const vendureDatabase = await createBenchDatabase(options.postgresUrl);
  let vendure: VendureServer | null = null;
  let uncached: BenchServer | null = null;
  try {
    vendure = await startVendure({ folder, databaseUrl: vendureDatabase.url, seed, log });
    log(`  Vendure listening at ${vendure.adminApi}: booted in ${vendure.bootSeconds.toFixed(1)} s, seeded in ${vendure.seedSeconds.toFixed(1)} s`);
    uncached = await startBenchServer({ databaseUrl: options.databaseUrl, volume: options.volume, seeded: true, publicCacheSeconds: 0, rawHandlers: false, log });
    const token = await vendure.adminToken();

    const graphql = (base: string, body: string, withCookie: boolean): Target => ({ url: `${base}/graphql`, method: "POST", headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json", ...(withCookie ? { cookie } : {}) }, body });
    const vendureRequest = (url: string, query: string, withToken: boolean): Target => ({ url, method: "POST", headers: { "content-type": "application/json", ...(withToken ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ query }) });
    const paymentsVariables = listVariablesFromUrl("/manage/payments", paymentsListSpec) as unknown as Record<string, unknown>;
    const requests: Record<string, Target> = {
      "Studiofront orders": graphql(primary.base, JSON.stringify({ query: STUDIOFRONT_ORDERS }), true),
      "Vendure orders": vendureRequest(vendure.adminApi, VENDURE_ORDERS, true),
      "Studiofront payments": graphql(primary.base, persistedBody(PaymentsRouteQuery as Artifact, paymentsVariables), true),
      "raw payments": { url: `${primary.rawBase}/payments`, headers: { cookie } },
      "Studiofront catalogue": graphql(primary.base, persistedBody(ServicesRouteQuery as Artifact), false),
      "Studiofront catalogue uncached": graphql(uncached.base, persistedBody(ServicesRouteQuery as Artifact), false),
      "Vendure products": vendureRequest(vendure.shopApi, VENDURE_PRODUCTS, false),
      "raw services": { url: `${primary.rawBase}/services` },
    };

    // The answers first: the same rows on both sides, or the note says where they differ.
    const same = (differences: string[], what: string) => (differences.length ? `answers differ: ${differences.slice(0, 3).join("; ")}` : what);
    const ourOrders = await postJson<{ manageOrders: Parameters<typeof ordersDifferences>[0] }>(requests["Studiofront orders"].url, requests["Studiofront orders"].body!, { cookie });
    const theirOrders = await postJson<{ orders: Parameters<typeof ordersDifferences>[1] }>(vendure.adminApi, requests["Vendure orders"].body!, { authorization: `Bearer ${token}` });
    const ordersCheck = same(ordersDifferences(ourOrders.manageOrders, theirOrders.orders), `the same ${ourOrders.manageOrders.edges.length} rows of ${ourOrders.manageOrders.totalCount} (customer e-mail, total, placing time, payment amount and reference)`);
    const ourServices = await postJson<{ services: Service[] }>(requests["Studiofront catalogue"].url, requests["Studiofront catalogue"].body!, {});
    const theirProducts = await postJson<{ products: { items: Product[] } }>(vendure.shopApi, requests["Vendure products"].body!, {});
    const catalogueCheck = [
      same(catalogueDifferences(ourServices.services, theirProducts.products.items), `Vendure holds the same ${ourServices.services.length} services as products (slug, name, summary, bundle prices)`),
      options.rawDifferences.services ?? "the raw handler's JSON is Studiofront's",
    ].join("; ");
    log(`  orders: ${ordersCheck}\n  catalogue: ${catalogueCheck}`);

    const comparisons: Comparison[] = [
      { figure: "admin orders list with customer and payments", sides: { Studiofront: "Studiofront orders", Vendure: "Vendure orders" }, divisor: "Vendure", goal: 3, answers: ordersCheck },
      { figure: "admin payments list", sides: { Studiofront: "Studiofront payments", raw: "raw payments" }, divisor: "raw", goal: 0.6, answers: options.rawDifferences.payments ?? "the raw handler's JSON is Studiofront's" },
      { figure: "public catalogue (cached for visitors)", sides: { Studiofront: "Studiofront catalogue", Vendure: "Vendure products", raw: "raw services" }, divisor: "raw", goal: 1, answers: catalogueCheck },
      { figure: "public catalogue with PUBLIC_CACHE_SECONDS=0", sides: { Studiofront: "Studiofront catalogue uncached", Vendure: "Vendure products", raw: "raw services" }, divisor: "raw", goal: 0.6, answers: catalogueCheck },
    ];

    const measured = new Map<number, Record<string, Round[]>>();
    for (const clients of options.clients) {
      const rounds = await interleavedRounds(requests, {
        rounds: options.rounds,
        connections: clients,
        seconds: options.seconds,
        onRound: (round, results) => {
          const line = Object.entries(results).map(([name, { load }]) => `${name} ${rps(load.rps)}${load.failures ? ` (${load.failures} failed)` : ""}`);
          log(`  c = ${clients}, round ${round} (load average ${loadavg()[0].toFixed(2)}): ${line.join(", ")} req/s`);
        },
      });
      measured.set(clients, rounds);
    }

    const rows: Row[] = [];
    const cells: string[][] = [["request (20 rows; median of rounds, c = " + options.clients.join(" / ") + ")", "Studiofront", `Vendure ${VENDURE_VERSION}`, "raw SQL", "Studiofront's ratio"]];
    for (const comparison of comparisons) {
      const perClients = options.clients.map((clients) => {
        const rounds = (side: Side) => (comparison.sides[side] ? measured.get(clients)![comparison.sides[side]] : null);
        const ours = rounds("Studiofront")!;
        const ratios = roundRatios(ours, rounds(comparison.divisor)!);
        const medianOf = (side: Side) => (rounds(side) ? medianRps(rounds(side)!) : null);
        const failures = (Object.keys(comparison.sides) as Side[]).flatMap((side) => rounds(side)!.map((round) => round.load.failures)).reduce((a, b) => a + b, 0);
        const vendureRatio = comparison.divisor !== "Vendure" && rounds("Vendure") ? median(roundRatios(ours, rounds("Vendure")!)) : null;
        return { clients, ours, ratios, value: median(ratios), medianOf, failures, vendureRatio };
      });
      for (const result of perClients) {
        const sides = (Object.keys(comparison.sides) as Side[]).map((side) => `${side === "Vendure" ? `Vendure ${VENDURE_VERSION}` : side} ${rps(result.medianOf(side)!)} req/s`);
        rows.push({
          figure: `${comparison.figure}, Studiofront ÷ ${comparison.divisor === "Vendure" ? `Vendure ${VENDURE_VERSION}` : "raw"} (c = ${result.clients})`,
          value: ratio(result.value),
          goal: `≥ ${comparison.goal}`,
          met: result.value >= comparison.goal,
          note: [
            `${sides.join(", ")} (medians of ${options.rounds} rounds)`,
            roundsNote(result.ratios, result.ours),
            result.vendureRatio !== null ? `${ratio(result.vendureRatio)}× Vendure` : "",
            `p99 ${(Object.keys(comparison.sides) as Side[]).map((side) => `${side} ${median(measured.get(result.clients)![comparison.sides[side]!].map((round) => round.load.p99))} ms`).join(", ")}`,
            result.failures ? `${result.failures} failed requests` : "",
            comparison.answers,
          ]
            .filter(Boolean)
            .join("; "),
        });
      }
      const column = (side: Side) => (comparison.sides[side] ? `${perClients.map((result) => rps(result.medianOf(side)!)).join(" / ")} req/s` : "–");
      const ratios = `${perClients.map((result) => ratio(result.value)).join(" / ")}× ${comparison.divisor === "Vendure" ? "Vendure" : "raw"} (goal ≥ ${comparison.goal}: ${perClients.every((result) => result.value >= comparison.goal) ? "met" : "missed"})`;
      cells.push([comparison.figure, column("Studiofront"), column("Vendure"), column("raw"), ratios]);
    }
    return { rows, table: markdownTable(cells) };
  } finally {
    await uncached?.stop();
    await vendure?.stop();
    await vendureDatabase.drop().catch((error: unknown) => log(`  could not drop Vendure's database: ${error instanceof Error ? error.message : error}`));
  }
}
