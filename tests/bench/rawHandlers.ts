// The baseline the GraphQL figures are divided by: a hand-written node:http handler sending the
// same JSON as the GraphQL answer for the same page, straight from SQL (`pg` on PostgreSQL, the
// PGlite instance itself on the embedded database). No framework, no ORM, no validation beyond
// what the page needs; the admin page checks the session cookie as the app does.
//   GET /payments  the admin payments table's first page, as PaymentsRouteQuery answers it
//   GET /services  the public services list, as ServicesRouteQuery answers it
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { hashSecret } from "../../server/accounts/secrets.ts";
import { readCookie, SESSION_COOKIE } from "../../server/accounts/sessions.ts";
import { REFUNDABLE_PAYMENT_STATUSES } from "../../server/payments/paymentStates.ts";

/** Runs one SQL statement and answers its rows. */
export type RawQuery = (sql: string, params?: unknown[]) => Promise<Record<string, any>[]>;

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const SESSION_SQL = `SELECT s."expiresAt", s."revokedAt", u.role, u."disabledAt"
  FROM "Session" s JOIN "User" u ON u.id = s."userId" WHERE s."tokenHash" = $1`;

// The page (the 20 newest payments, then their orders and customers) and the total, as two
// statements sent together: what a hand-written handler would do.
const PAYMENTS_SQL = `SELECT p.id, p.status, p.provider, p."providerReference", p.amount, p.currency, p."refundedAmount",
    p."failureMessage", p."createdAt", o.id AS "orderId", o.number, o."userId", o."guestEmail", o."flagReason", u.email AS "userEmail"
  FROM (SELECT * FROM "Payment" WHERE "archivedAt" IS NULL ORDER BY "createdAt" DESC, id ASC LIMIT 20) p
  JOIN "Order" o ON o.id = p."orderId" LEFT JOIN "User" u ON u.id = o."userId"
  ORDER BY p."createdAt" DESC, p.id ASC`;
const PAYMENTS_COUNT_SQL = `SELECT count(*) AS "totalCount" FROM "Payment" WHERE "archivedAt" IS NULL`;

const SERVICES_SQL = `SELECT s.id, s.slug, s.name, s.summary, s."pricingModel", s."basePrice", s."includedWords", s."perWordPrice",
    s.currency, s."turnaroundDays", s."rushFee", s."rushTurnaroundDays",
    COALESCE((SELECT json_agg(json_build_object('price', b.price, 'id', b.id) ORDER BY b.position, b.name, b.id)
      FROM "Bundle" b WHERE b."serviceId" = s.id AND b.active AND b."archivedAt" IS NULL), '[]') AS bundles
  FROM "Service" s WHERE s.active AND s."archivedAt" IS NULL ORDER BY s.position, s.name, s.id`;

export async function paymentsPage(query: RawQuery, sessionKey: string, cookieHeader: string | null): Promise<unknown> {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  const [session] = token ? await query(SESSION_SQL, [hashSecret(sessionKey, token)]) : [];
  const now = Date.now();
  if (!session || session.revokedAt || new Date(session.expiresAt).getTime() <= now || session.disabledAt || session.role !== "ADMIN") {
    return { errors: [{ message: "Not authorized" }], data: null };
  }
  const [rows, [count]] = await Promise.all([query(PAYMENTS_SQL), query(PAYMENTS_COUNT_SQL)]);
  return {
    data: {
      managePayments: {
        totalCount: Number(count.totalCount),
        edges: rows.map((p) => ({
          node: {
            id: globalId("Payment", p.id),
            status: p.status,
            provider: p.provider,
            providerReference: p.providerReference,
            amount: p.amount,
            currency: p.currency,
            refundedAmount: p.refundedAmount,
            refundableAmount: REFUNDABLE_PAYMENT_STATUSES.includes(p.status) ? Math.max(0, p.amount - p.refundedAmount) : 0,
            failureMessage: p.failureMessage,
            createdAt: iso(p.createdAt),
            order: {
              id: globalId("Order", p.orderId),
              number: p.number,
              email: p.userEmail ?? p.guestEmail,
              isGuestOrder: !p.userId,
              flagReason: p.flagReason,
            },
          },
        })),
      },
    },
  };
}

export async function servicesList(query: RawQuery): Promise<unknown> {
  const rows = await query(SERVICES_SQL);
  return {
    data: {
      services: rows.map((s) => ({
        id: globalId("Service", s.id),
        slug: s.slug,
        name: s.name,
        summary: s.summary,
        pricingModel: s.pricingModel,
        basePrice: s.basePrice,
        includedWords: s.includedWords,
        perWordPrice: s.perWordPrice,
        currency: s.currency,
        turnaroundDays: s.turnaroundDays,
        rushFee: s.rushFee,
        rushTurnaroundDays: s.rushTurnaroundDays,
        bundles: (typeof s.bundles === "string" ? JSON.parse(s.bundles) : s.bundles).map((b: { price: number; id: string }) => ({ price: b.price, id: globalId("Bundle", b.id) })),
      })),
    },
  };
}

/** The raw server: listens on `port` (0: any free one). */
export function startRawServer(query: RawQuery, sessionKey: string, port = 0): Promise<Server> {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?")[0];
    const body = path === "/payments" ? await paymentsPage(query, sessionKey, req.headers.cookie ?? null) : path === "/services" ? await servicesList(query) : null;
    if (body === null) {
      res.writeHead(404).end();
      return;
    }
    const json = JSON.stringify(body);
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(json), "Cache-Control": "no-store" });
    res.end(json);
  };
  const server = createServer((req, res) => {
    // The request body (if any) is not needed: drain it, then answer.
    req.resume();
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
