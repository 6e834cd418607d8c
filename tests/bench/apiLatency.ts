// The in-process API latencies the bench measured before the report (kept as they were): the
// users table page, the viewer query every page load sends, the live quote, RSS growth during
// those runs and the order pages (orderPages.ts), on an in-process app on in-memory PGlite, sent
// as documents through yoga.fetch (no HTTP). Answers rows for the report.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { createApp } from "../../server/app.ts";
import { hashPassword } from "../../server/accounts/passwords.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/database.ts";
import { benchmarkOrderPages } from "./orderPages.ts";
import type { Row } from "./report.ts";

export async function benchmarkApiLatency(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "sf-bench-"));
  try {
    return await measureApiLatency(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureApiLatency(dataDir: string): Promise<Row[]> {
  // quoteP95Ms: the wizards ask for a price 300 ms after each pause in typing.
  const targets = { listP95Ms: 60, viewerP95Ms: 25, quoteP95Ms: 40, rssGrowthMb: 150 };

  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SESSION_SECRET: "bench",
    ALTCHA_HMAC_KEY: "bench",
    ADMIN_PASSWORD: "bench-admin-password",
    TRUST_PROXY: "true",
  });
  const pglite = new PGlite();
  const statements = { count: 0 };
  const database = await openDatabase({ kind: "pglite", pglite, onStatement: () => void (statements.count += 1) });
  const app = await createApp(config, database);
  const { prisma } = app.services;

  const passwordHash = await hashPassword("bench-admin-password");
  await prisma.user.create({ data: { email: "admin@bench.example", name: "Bench Admin", role: "ADMIN", passwordHash, referralCode: "BENCHADM" } });
  await prisma.user.createMany({
    data: Array.from({ length: 5000 }, (_, i) => ({
      email: `customer${i}@bench.example`,
      name: `Customer ${i}`,
      passwordHash,
      referralCode: randomUUID().slice(0, 8).toUpperCase(),
      role: i % 10 === 0 ? ("RESELLER" as const) : ("CUSTOMER" as const),
    })),
  });

  async function gql(query: string, cookie?: string, variables: Record<string, unknown> = {}) {
    const response = await app.yoga.fetch("http://bench/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const cookies = response.headers.getSetCookie();
    const body = (await response.json()) as { errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return cookies[0]?.split(";")[0];
  }

  const service = await prisma.service.create({
    data: { slug: "telephone-voice-prompts", name: "Telephone voice prompts", summary: "", description: "", pricingModel: "PER_PROMPT", basePrice: 2900, includedWords: 25, perWordPrice: 60, rushFee: 4900 },
  });
  const voice = await prisma.voice.create({ data: { slug: "bench-voice", name: "Bench Voice", languages: ["en-GB"], gender: "FEMALE", styles: ["warm"], bio: "" } });
  await prisma.taxRate.create({ data: { name: "Netherlands VAT 21 %", country: "NL", rateBasisPoints: 2100 } });
  const promptList = Array.from({ length: 20 }, (_, i) => ({ name: `prompt-${i}`, text: "Thank you for calling. For sales, press 1. For support, press 2. Visit www.example.com for our opening hours." }));
  const draft = { service: service.slug, language: "en-GB", voiceId: Buffer.from(`Voice:${voice.id}`).toString("base64"), items: promptList, fileFormats: ["MULAW_8K_WAV"], rush: true };

  const cookie = await gql(`mutation { signIn(input: { email: "admin@bench.example", password: "bench-admin-password" }) { __typename } }`);

  async function measure(name: string, runs: number, fn: () => Promise<unknown>) {
    for (let i = 0; i < 10; i++) await fn();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await fn();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    console.log(`${name}: p50 ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms over ${runs} runs`);
    return p(0.95);
  }

  const rssBefore = process.memoryUsage().rss;
  const listP95 = await measure("users table page (20 of 5001, filtered and sorted)", 300, () =>
    gql(`{ users(first: 20, after: "${Buffer.from("OffsetConnection:39").toString("base64")}", filter: { filters: "role~IN~CUSTOMER,RESELLER,name~ILIKE~customer", orderBy: "email~ASC" }) { totalCount edges { node { id email name role createdAt } } } }`, cookie),
  );
  const viewerP95 = await measure("viewer with settings (every page load)", 500, () => gql(`{ viewer { id name role } settings { studioName } }`, cookie));
  const quoteP95 = await measure("live quote of 20 prompts with rush and Dutch VAT", 300, () =>
    gql(`query($draft: OrderDraftInput!) { quote(draft: $draft, country: "NL") { __typename ... on Quote { total wordCount lines { amount } } } }`, undefined, { draft }),
  );
  const rssGrowthMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
  console.log(`memory: RSS grew ${rssGrowthMb.toFixed(0)} MB during the runs`);

  const customer = await prisma.user.findUniqueOrThrow({ where: { email: "customer1@bench.example" } });
  const customerCookie = await gql(`mutation { signIn(input: { email: "customer1@bench.example", password: "bench-admin-password" }) { __typename } }`);
  await benchmarkOrderPages({ prisma, gql, adminCookie: cookie!, customer: { id: customer.id, cookie: customerCookie! }, serviceId: service.id, statements, measure });

  await app.close();
  await pglite.close();
  return [
    { figure: "users table page p95 (in-process, 5,001 users)", value: `${listP95.toFixed(1)} ms`, goal: `≤ ${targets.listP95Ms} ms`, met: listP95 <= targets.listP95Ms },
    { figure: "viewer with settings p95 (in-process)", value: `${viewerP95.toFixed(1)} ms`, goal: `≤ ${targets.viewerP95Ms} ms`, met: viewerP95 <= targets.viewerP95Ms },
    { figure: "live quote of 20 prompts p95 (in-process)", value: `${quoteP95.toFixed(1)} ms`, goal: `≤ ${targets.quoteP95Ms} ms`, met: quoteP95 <= targets.quoteP95Ms },
    { figure: "RSS growth during those runs", value: `${rssGrowthMb.toFixed(0)} MB`, goal: `≤ ${targets.rssGrowthMb} MB`, met: rssGrowthMb <= targets.rssGrowthMb },
  ];
}
