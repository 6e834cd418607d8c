// The baseline the GraphQL figures are divided by: a hand-written node:http handler sending the
// same JSON as the GraphQL answer for the same page, straight from SQL (`pg` on PostgreSQL, the
// PGlite instance itself on the embedded database). No framework, no ORM, no validation beyond
// what the page needs; the admin page checks the session cookie as the app does.
//   GET /payments         the admin payments table's first page, as PaymentsRouteQuery answers it
//   GET /orders           the admin order desk's first page with its filter choices, as ManageOrdersRouteQuery answers it
//   GET /reseller-orders  a reseller's newest orders by API token, as RESELLER_ORDERS_DOCUMENT answers them
//   GET /services         the public services list, as ServicesRouteQuery answers it
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { hashSecret } from "../../server/accounts/secrets.ts";
import { readCookie, SESSION_COOKIE } from "../../server/accounts/sessions.ts";
import { REFUNDABLE_PAYMENT_STATUSES } from "../../server/payments/paymentStates.ts";

/**
 * What a reseller's integration polls with its API token (the rows of its order history page).
 * API clients send documents of their own, so this one is sent as text, not as a persisted id.
 */
export const RESELLER_ORDERS_DOCUMENT = `query ResellerOrders($first: Int!) {
  viewer {
    orders(first: $first) {
      totalCount
      edges { node { id number status createdAt dueAt total currency rush service { name id } voice { name id } } }
    }
  }
}`;

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

// The order desk's page (placed orders, newest first, with customer, service and voice) and total.
const ORDERS_SQL = `SELECT o.id, o.number, o.status, o."userId", o."guestName", o."guestEmail", o.rush, o.total, o.currency, o."paidAt", o."dueAt", o."flagReason",
    o."createdAt", o."reminderSentAt", u.name AS "userName", u.email AS "userEmail", s.id AS "serviceId", s.name AS "serviceName", v.id AS "voiceId", v.name AS "voiceName"
  FROM (SELECT * FROM "Order" WHERE "archivedAt" IS NULL AND status <> 'DRAFT' ORDER BY "placedAt" DESC, "createdAt" DESC, id ASC LIMIT 20) o
  LEFT JOIN "User" u ON u.id = o."userId" JOIN "Service" s ON s.id = o."serviceId" LEFT JOIN "Voice" v ON v.id = o."voiceId"
  ORDER BY o."placedAt" DESC, o."createdAt" DESC, o.id ASC`;
const ORDERS_COUNT_SQL = `SELECT count(*) AS "totalCount" FROM "Order" WHERE "archivedAt" IS NULL AND status <> 'DRAFT'`;
const SERVICE_CHOICES_SQL = `SELECT slug, name FROM "Service" WHERE "archivedAt" IS NULL ORDER BY position, name, id`;
const VOICE_CHOICES_SQL = `SELECT name FROM "Voice" WHERE "archivedAt" IS NULL ORDER BY position, name, id`;

const TOKEN_SQL = `SELECT t."expiresAt", t."revokedAt", u.id AS "userId", u."disabledAt"
  FROM "ApiToken" t JOIN "User" u ON u.id = t."userId" WHERE t."tokenHash" = $1`;
// A customer's or reseller's placed orders (theirs, or placed for them), newest first.
const OWN_ORDERS_SQL = `SELECT o.id, o.number, o.status, o."createdAt", o."dueAt", o.total, o.currency, o.rush,
    s.id AS "serviceId", s.name AS "serviceName", v.id AS "voiceId", v.name AS "voiceName"
  FROM (SELECT * FROM "Order" WHERE "archivedAt" IS NULL AND status <> 'DRAFT' AND ("userId" = $1 OR "resellerUserId" = $1) ORDER BY "createdAt" DESC, id ASC LIMIT 20) o
  JOIN "Service" s ON s.id = o."serviceId" LEFT JOIN "Voice" v ON v.id = o."voiceId"
  ORDER BY o."createdAt" DESC, o.id ASC`;
const OWN_ORDERS_COUNT_SQL = `SELECT count(*) AS "totalCount" FROM "Order" WHERE "archivedAt" IS NULL AND status <> 'DRAFT' AND ("userId" = $1 OR "resellerUserId" = $1)`;

const SERVICES_SQL = `SELECT s.id, s.slug, s.name, s.summary, s."pricingModel", s."basePrice", s."includedWords", s."perWordPrice",
    s.currency, s."turnaroundDays", s."rushFee", s."rushTurnaroundDays",
    COALESCE((SELECT json_agg(json_build_object('price', b.price, 'id', b.id) ORDER BY b.position, b.name, b.id)
      FROM "Bundle" b WHERE b."serviceId" = s.id AND b.active AND b."archivedAt" IS NULL), '[]') AS bundles
  FROM "Service" s WHERE s.active AND s."archivedAt" IS NULL ORDER BY s.position, s.name, s.id`;

const NOT_AUTHORIZED = { errors: [{ message: "Not authorized" }], data: null };

/** Whether the session cookie is an administrator's live session. */
async function isAdminSession(query: RawQuery, sessionKey: string, cookieHeader: string | null): Promise<boolean> {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  const [session] = token ? await query(SESSION_SQL, [hashSecret(sessionKey, token)]) : [];
  return !!session && !session.revokedAt && new Date(session.expiresAt).getTime() > Date.now() && !session.disabledAt && session.role === "ADMIN";
}

export async function paymentsPage(query: RawQuery, sessionKey: string, cookieHeader: string | null): Promise<unknown> {
  if (!(await isAdminSession(query, sessionKey, cookieHeader))) return NOT_AUTHORIZED;
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

/** The order desk's filter choices: read once, as the app keeps them until the catalogue changes. */
let orderDeskChoices: Promise<{ services: Record<string, any>[]; voices: Record<string, any>[] }> | null = null;

export async function ordersPage(query: RawQuery, sessionKey: string, cookieHeader: string | null): Promise<unknown> {
  if (!(await isAdminSession(query, sessionKey, cookieHeader))) return NOT_AUTHORIZED;
  orderDeskChoices ??= Promise.all([query(SERVICE_CHOICES_SQL), query(VOICE_CHOICES_SQL)]).then(([services, voices]) => ({ services, voices }));
  const [rows, [count], choices] = await Promise.all([query(ORDERS_SQL), query(ORDERS_COUNT_SQL), orderDeskChoices]);
  return {
    data: {
      manageOrders: {
        totalCount: Number(count.totalCount),
        edges: rows.map((o) => ({
          node: {
            id: globalId("Order", o.id),
            number: o.number,
            status: o.status,
            customerName: o.userName ?? o.guestName,
            email: o.userEmail ?? o.guestEmail,
            isGuestOrder: !o.userId,
            service: { name: o.serviceName, id: globalId("Service", o.serviceId) },
            voice: o.voiceId ? { name: o.voiceName, id: globalId("Voice", o.voiceId) } : null,
            rush: o.rush,
            total: o.total,
            currency: o.currency,
            paidAt: iso(o.paidAt),
            dueAt: iso(o.dueAt),
            flagReason: o.flagReason,
            createdAt: iso(o.createdAt),
            reminderSentAt: iso(o.reminderSentAt),
          },
        })),
      },
      orderDeskChoices: { services: choices.services.map((c) => ({ slug: c.slug, name: c.name })), voices: choices.voices.map((c) => ({ name: c.name })) },
    },
  };
}

/** RESELLER_ORDERS_DOCUMENT's answer for the API token in `Authorization: Bearer …`. */
export async function resellerOrders(query: RawQuery, sessionKey: string, authorization: string | null): Promise<unknown> {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  const [token] = bearer ? await query(TOKEN_SQL, [hashSecret(sessionKey, bearer[1])]) : [];
  if (!token || token.revokedAt || (token.expiresAt && new Date(token.expiresAt).getTime() <= Date.now()) || token.disabledAt) return NOT_AUTHORIZED;
  const [rows, [count]] = await Promise.all([query(OWN_ORDERS_SQL, [token.userId]), query(OWN_ORDERS_COUNT_SQL, [token.userId])]);
  return {
    data: {
      viewer: {
        orders: {
          totalCount: Number(count.totalCount),
          edges: rows.map((o) => ({
            node: {
              id: globalId("Order", o.id),
              number: o.number,
              status: o.status,
              createdAt: iso(o.createdAt),
              dueAt: iso(o.dueAt),
              total: o.total,
              currency: o.currency,
              rush: o.rush,
              service: { name: o.serviceName, id: globalId("Service", o.serviceId) },
              voice: o.voiceId ? { name: o.voiceName, id: globalId("Voice", o.voiceId) } : null,
            },
          })),
        },
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
    const cookie = req.headers.cookie ?? null;
    const body =
      path === "/payments"
        ? await paymentsPage(query, sessionKey, cookie)
        : path === "/orders"
          ? await ordersPage(query, sessionKey, cookie)
          : path === "/reseller-orders"
            ? await resellerOrders(query, sessionKey, req.headers.authorization ?? null)
            : path === "/services"
              ? await servicesList(query)
              : null;
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
