// /robots.txt and /sitemap.xml for search engines. The sitemap lists the public site's pages
// (the public routes of client/app/routes.tsx; keep PUBLIC_PAGES in step with them) and one page
// per active service, with absolute addresses under PUBLIC_URL. Voices have no page of their own:
// the voice catalogue's date is that of the latest voice change. Built at most once a minute.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Config } from "../config.ts";
import type { PrismaClient } from "../db/generated/client.ts";
import { WIZARD_PATHS, isWizardService } from "../../common/orders/wizards.ts";
import { COMPRESS_MIN_BYTES, compress, negotiateEncoding, type Encoding } from "./compression.ts";
import { escapeMarkup } from "./escapeMarkup.ts";

/** Public pages whose content does not come from the catalogue. */
const PUBLIC_PAGES = [
  "/",
  "/services",
  "/services/telephone-voice-prompts",
  "/services/bilingual-voice-over",
  "/services/multilingual-voice-over",
  "/services/commercial-recording",
  "/services/message-on-hold/overview",
  "/services/message-on-hold/bundles",
  "/services/message-on-hold/pay-as-you-go",
  "/about/studio",
  "/about/voices",
  "/about/team",
  "/about/partners",
  "/about/onair",
  "/faq",
  "/terms",
  "/contact",
  "/voice-contact",
  "/partnerships",
  "/order",
];

/** Where editable content (ContentEntry kinds, PAGE slugs) shows, for the pages' dates. */
const CONTENT_PAGES: Record<string, string> = {
  TEAM_MEMBER: "/about/team",
  PARTNER: "/about/partners",
  FAQ: "/faq",
  ON_AIR: "/about/onair",
  "PAGE:about-studio": "/about/studio",
  "PAGE:terms": "/terms",
  "PAGE:partnerships": "/partnerships",
  "PAGE:home-intro": "/",
};

/** Areas that are private, per visitor, or forms without content of their own. */
const DISALLOWED = ["/account", "/manage", "/api/", "/graphql", "/login", "/register", "/reset", "/payment", "/order/payment", "/order/guest-payment", "/thank-you"];

const CACHE_MS = 60_000;

type Document = { body: Buffer; type: string; encoded: Partial<Record<Encoding, Buffer>> };


export function robotsTxt(publicUrl: string) {
  return ["User-agent: *", ...DISALLOWED.map((path) => `Disallow: ${path}`), "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}

/** The sitemap's entries: public pages, each active service's page and wizard, with the date their content last changed. */
export async function sitemapEntries(prisma: PrismaClient): Promise<{ path: string; lastmod?: Date }[]> {
  const [services, voices, content] = await Promise.all([
    prisma.service.findMany({ where: { active: true, archivedAt: null }, select: { slug: true, updatedAt: true }, orderBy: [{ position: "asc" }, { slug: "asc" }] }),
    prisma.voice.aggregate({ where: { active: true, archivedAt: null }, _max: { updatedAt: true } }),
    prisma.contentEntry.findMany({ where: { published: true }, select: { kind: true, slug: true, updatedAt: true } }),
  ]);
  const lastmod = new Map<string, Date>();
  const touch = (path: string, date: Date | null | undefined) => {
    if (date && !(lastmod.get(path)! >= date)) lastmod.set(path, date);
  };
  touch("/about/voices", voices._max.updatedAt);
  for (const entry of content) touch(CONTENT_PAGES[entry.kind] ?? CONTENT_PAGES[`${entry.kind}:${entry.slug}`] ?? "", entry.updatedAt);
  const paths = [...PUBLIC_PAGES];
  for (const service of services) {
    const page = service.slug === "message-on-hold" ? "/services/message-on-hold/overview" : `/services/${encodeURIComponent(service.slug)}`;
    paths.push(page);
    touch(page, service.updatedAt);
    touch("/services", service.updatedAt);
    if (isWizardService(service.slug)) {
      paths.push(WIZARD_PATHS[service.slug]);
      touch(WIZARD_PATHS[service.slug], service.updatedAt);
    }
  }
  return [...new Set(paths)].map((path) => ({ path, lastmod: lastmod.get(path) }));
}

export function sitemapXml(publicUrl: string, entries: { path: string; lastmod?: Date }[]) {
  const urls = entries.map(({ path, lastmod }) => `  <url><loc>${escapeMarkup(publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}

/** Serves /robots.txt and /sitemap.xml (compressed as the request accepts); answers false for other paths. */
export function seoFiles(prisma: PrismaClient, config: Pick<Config, "publicUrl">) {
  const robots: Document = { body: Buffer.from(robotsTxt(config.publicUrl)), type: "text/plain; charset=utf-8", encoded: {} };
  let sitemap: { document: Promise<Document>; expires: number } | null = null;

  const sitemapDocument = () => {
    if (!sitemap || sitemap.expires < Date.now()) {
      const document = sitemapEntries(prisma).then((entries) => ({ body: Buffer.from(sitemapXml(config.publicUrl, entries)), type: "application/xml; charset=utf-8", encoded: {} }));
      sitemap = { document, expires: Date.now() + CACHE_MS };
      // A failure is not kept: the next request tries again.
      document.catch(() => (sitemap = null));
    }
    return sitemap.document;
  };

  async function send(req: IncomingMessage, res: ServerResponse, document: Document) {
    const encoding = document.body.byteLength >= COMPRESS_MIN_BYTES ? negotiateEncoding(req.headers["accept-encoding"]) : null;
    let body = document.body;
    if (encoding) body = document.encoded[encoding] ??= await compress(document.body, encoding);
    res.writeHead(200, {
      "Content-Type": document.type,
      "Content-Length": body.byteLength,
      "Cache-Control": `public, max-age=${CACHE_MS / 1000}`,
      Vary: "Accept-Encoding",
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return async function serveSeoFile(pathname: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (pathname === "/robots.txt") await send(req, res, robots);
    else if (pathname === "/sitemap.xml") await send(req, res, await sitemapDocument());
    else return false;
    return true;
  };
}
