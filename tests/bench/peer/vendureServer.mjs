// The peer under test: a minimal Vendure server (no admin UI, no asset server, no e-mail, no
// search index) on a fresh PostgreSQL database, seeded with the bench's own data and run in its
// own process. Vendure is loaded from the scratch folder peer/vendure.ts installs it into
// (VENDURE_DIR), never from the project's dependencies; plain JavaScript, so the project's type
// check does not need Vendure's types.
//
// Environment: VENDURE_DIR, VENDURE_DATABASE_URL (the database, empty), VENDURE_SEED (a JSON file
// of products, customers and orders: peer/seedData.ts's reading of the Studiofront bench
// database), VENDURE_SUPERADMIN / VENDURE_SUPERADMIN_PASSWORD.
// Prints one line `VENDURE_READY {json}` once it listens; stops on SIGTERM or when its stdin (a
// pipe from the bench) closes.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const env = process.env;
const require = createRequire(join(env.VENDURE_DIR, "package.json"));
const {
  bootstrap,
  DefaultLogger,
  LogLevel,
  LanguageCode,
  PaymentMethodHandler,
  RequestContextService,
  Populator,
  ChannelService,
  ProductService,
  ProductVariantService,
  ProductOptionGroupService,
  ProductOptionService,
  CustomerService,
  OrderService,
  ShippingMethodService,
  TransactionalConnection,
  User,
  isGraphQlErrorResult,
} = require("@vendure/core");

const database = new URL(env.VENDURE_DATABASE_URL);
const superadmin = { identifier: env.VENDURE_SUPERADMIN, password: env.VENDURE_SUPERADMIN_PASSWORD };
const seed = JSON.parse(readFileSync(env.VENDURE_SEED, "utf8"));

// A card payment recorded as the bench's payments are: settled at once, its reference from the
// seed (Vendure's dummy handler would make up a random one).
const benchCardHandler = new PaymentMethodHandler({
  code: "bench-card",
  description: [{ languageCode: LanguageCode.en, value: "Bench card payment (settled at once)" }],
  args: {},
  createPayment: async (_ctx, _order, amount, _args, metadata) => ({ amount, state: "Settled", transactionId: metadata.reference, metadata: { provider: metadata.provider } }),
  settlePayment: async () => ({ success: true }),
});

const config = {
  apiOptions: {
    hostname: "127.0.0.1",
    port: 0,
    adminApiPath: "admin-api",
    shopApiPath: "shop-api",
    adminApiPlayground: false,
    shopApiPlayground: false,
    adminApiDebug: false,
    shopApiDebug: false,
    cors: { origin: false },
  },
  authOptions: { tokenMethod: "bearer", requireVerification: false, superadminCredentials: superadmin },
  dbConnectionOptions: {
    type: "postgres",
    host: database.hostname,
    port: Number(database.port || 5432),
    username: decodeURIComponent(database.username || "postgres"),
    password: decodeURIComponent(database.password),
    database: database.pathname.slice(1),
    synchronize: true,
    logging: false,
  },
  paymentOptions: { paymentMethodHandlers: [benchCardHandler] },
  logger: new DefaultLogger({ level: LogLevel.Warn }),
  plugins: [],
};

const INITIAL_DATA = {
  defaultLanguage: LanguageCode.en,
  defaultZone: "Europe",
  countries: seed.countries.map((code) => ({ code, name: code, zone: "Europe" })),
  // The bench's orders carry their totals with tax included at 0 %: a tax rate of 0 keeps them equal.
  taxRates: [{ name: "Standard Tax", percentage: 0 }],
  shippingMethods: [{ name: "Digital delivery", price: 0 }],
  paymentMethods: [{ name: "Card", /* code "card" */ handler: { code: benchCardHandler.code, arguments: [] } }],
  collections: [],
};

const unwrap = (result, what) => {
  if (isGraphQlErrorResult(result)) throw new Error(`${what}: ${result.message}`);
  return result;
};

async function seedData(app) {
  const started = performance.now();
  await app.get(Populator).populateInitialData(INITIAL_DATA);
  const connection = app.get(TransactionalConnection);
  const user = await connection.rawConnection.getRepository(User).findOneOrFail({ where: { identifier: superadmin.identifier }, relations: { roles: { channels: true } } });
  const ctx = await app.get(RequestContextService).create({ apiType: "admin", user });
  const channel = await app.get(ChannelService).getDefaultChannel(ctx);
  unwrap(await app.get(ChannelService).update(ctx, { id: channel.id, defaultCurrencyCode: seed.currency, availableCurrencyCodes: [seed.currency] }), "channel");
  const euroCtx = await app.get(RequestContextService).create({ apiType: "admin", user, currencyCode: seed.currency });

  const variantIds = new Map();
  for (const product of seed.products) {
    const created = await app.get(ProductService).create(euroCtx, { translations: [{ languageCode: LanguageCode.en, name: product.name, slug: product.slug, description: product.description }] });
    // Vendure tells a product's variants apart by their options: one group, an option per variant.
    const optionIds = [];
    if (product.variants.length > 1) {
      const translations = [{ languageCode: LanguageCode.en, name: "Package" }];
      const group = await app.get(ProductOptionGroupService).create(euroCtx, { code: `${product.slug}-package`, translations });
      for (const variant of product.variants) {
        const option = await app.get(ProductOptionService).create(euroCtx, group, { code: variant.sku, translations: [{ languageCode: LanguageCode.en, name: variant.name }] });
        optionIds.push(option.id);
      }
      await app.get(ProductService).addOptionGroupToProduct(euroCtx, created.id, group.id);
    }
    const variants = await app.get(ProductVariantService).create(
      euroCtx,
      product.variants.map((variant, i) => ({
        productId: created.id,
        optionIds: optionIds.length ? [optionIds[i]] : [],
        sku: variant.sku,
        price: variant.price,
        trackInventory: "FALSE",
        translations: [{ languageCode: LanguageCode.en, name: variant.name }],
      })),
    );
    for (const variant of variants) variantIds.set(variant.sku, variant.id);
  }

  const phases = { catalogue: (performance.now() - started) / 1000 };
  // The first customer of each kind and the first order of each line (variant and quantity) go
  // through Vendure's services; the others are copies of those rows with their own customer,
  // e-mail, name, code, dates and payment reference (copyRows): the same rows Vendure writes, in
  // seconds where the services take several minutes for the bench's volume.
  const customerService = app.get(CustomerService);
  const customerIds = new Map();
  const customerTemplates = new Map();
  for (const customer of seed.customers) {
    if (customerTemplates.has(customer.registered)) continue;
    const input = { emailAddress: customer.email, firstName: customer.firstName, lastName: customer.lastName };
    // Accounts get a user (no password: nobody signs in); guests are customers only, as Vendure's guest checkout makes them.
    const created = customer.registered ? unwrap(await customerService.create(euroCtx, input), customer.email) : unwrap(await customerService.createOrUpdate(euroCtx, input), customer.email);
    customerTemplates.set(customer.registered, created);
    customerIds.set(customer.email, created.id);
  }
  const runner = connection.rawConnection.createQueryRunner();
  await runner.connect();
  const query = (sql, parameters) => runner.query(sql, parameters);
  try {
    const copies = seed.customers.filter((customer) => !customerIds.has(customer.email));
    const [{ lastCustomer, lastUser }] = await query(`SELECT (SELECT max(id) FROM customer) AS "lastCustomer", (SELECT max(id) FROM "user") AS "lastUser"`);
    let nextUser = lastUser;
    const plan = copies.map((customer, i) => {
      const template = customerTemplates.get(customer.registered);
      customerIds.set(customer.email, lastCustomer + 1 + i);
      return { template: template.id, target: lastCustomer + 1 + i, templateUser: template.user?.id ?? null, targetUser: customer.registered ? ++nextUser : null, ...customer };
    });
    await copyCustomers(query, plan);

    const [shippingMethod] = (await app.get(ShippingMethodService).findAll(euroCtx)).items;
    const orderService = app.get(OrderService);
    const orderTemplates = new Map();
    const placed = [];
    for (const order of seed.orders) {
      const line = `${order.sku} × ${order.quantity}`;
      if (orderTemplates.has(line)) continue;
      const variantId = variantIds.get(order.sku);
      if (!variantId) throw new Error(`no variant ${order.sku}`);
      // One transaction per order, as the Shop API's checkout mutations run.
      await connection.withTransaction(euroCtx, async (tx) => {
        const created = await orderService.create(tx);
        unwrap(await orderService.addItemToOrder(tx, created.id, variantId, order.quantity), "addItemToOrder");
        await orderService.addCustomerToOrder(tx, created.id, await customerService.findOne(tx, customerIds.get(order.email)));
        unwrap(await orderService.setShippingMethod(tx, created.id, [shippingMethod.id]), "setShippingMethod");
        unwrap(await orderService.transitionToState(tx, created.id, "ArrangingPayment"), "ArrangingPayment");
        const paid = unwrap(await orderService.addPaymentToOrder(tx, created.id, { method: "card", metadata: order.payment }), "addPaymentToOrder");
        if (paid.state !== "PaymentSettled") throw new Error(`order ${paid.code} is ${paid.state}`);
        if (paid.totalWithTax !== order.total) throw new Error(`order ${paid.code} totals ${paid.totalWithTax}, the bench's ${order.total}`);
        orderTemplates.set(line, { id: created.id, order });
        placed.push([created.id, order.placedAt]);
      });
    }
    // The orders were placed over the past year as the bench's were: their dates, not today's.
    await query(
      `UPDATE "order" o SET "orderPlacedAt" = p.placed, "createdAt" = p.placed, "updatedAt" = p.placed
         FROM unnest($1::int[], $2::timestamptz[]) AS p(id, placed) WHERE o.id = p.id`,
      [placed.map(([id]) => id), placed.map(([, at]) => at)],
    );
    await query(`UPDATE payment pay SET "createdAt" = o."orderPlacedAt", "updatedAt" = o."orderPlacedAt" FROM "order" o WHERE pay."orderId" = o.id`);
    const [{ lastOrder }] = await query(`SELECT max(id) AS "lastOrder" FROM "order"`);
    const templateIds = new Set([...orderTemplates.values()].map(({ order }) => order));
    const orderPlan = seed.orders
      .filter((order) => !templateIds.has(order))
      .map((order, i) => ({
        template: orderTemplates.get(`${order.sku} × ${order.quantity}`).id,
        target: lastOrder + 1 + i,
        customer: customerIds.get(order.email),
        placed: order.placedAt,
        code: orderCode(),
        reference: order.payment.reference,
        provider: order.payment.provider,
      }));
    await copyOrders(query, orderPlan);
    await query("ANALYZE");
  } finally {
    await runner.release();
  }
  phases.customersAndOrders = (performance.now() - started) / 1000 - phases.catalogue;
  return phases;
}

/** A code as Vendure's default order code strategy makes them: 16 capitals and digits. */
const orderCode = () => Array.from(randomBytes(16), (byte) => "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[byte % 36]).join("");

/**
 * Copies, for each row of the table peer_plan (p), the rows of `table` (t) that `match` pairs with
 * it: every column as the template row has it unless `set` gives an SQL expression for it;
 * createdAt and updatedAt from p.placed where the plan has it. The id is the table's own next one
 * unless `set.id` gives it.
 */
async function copyRows(query, table, match, set) {
  const columns = (await query(`SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`, [table])).map((row) => row.column_name);
  const planColumns = new Set((await query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'peer_plan'`)).map((row) => row.column_name));
  const copied = columns.filter((column) => column !== "id" || set.id);
  const value = (column) => set[column] ?? ((column === "createdAt" || column === "updatedAt") && planColumns.has("placed") ? "p.placed" : `t."${column}"`);
  await query(`INSERT INTO "${table}" (${copied.map((column) => `"${column}"`).join(", ")}) SELECT ${copied.map(value).join(", ")} FROM peer_plan p JOIN "${table}" t ON ${match}`);
}

/** Loads `rows` into the temporary table peer_plan, its columns `types` (name: SQL type). */
async function loadPlan(query, rows, types) {
  const names = Object.keys(types);
  await query(`DROP TABLE IF EXISTS peer_plan`);
  await query(
    `CREATE TEMPORARY TABLE peer_plan AS SELECT * FROM unnest(${names.map((name, i) => `$${i + 1}::${types[name]}[]`).join(", ")}) AS p(${names.map((name) => `"${name}"`).join(", ")})`,
    names.map((name) => rows.map((row) => row[name] ?? null)),
  );
}

async function copyCustomers(query, plan) {
  await loadPlan(query, plan, { template: "int", target: "int", templateUser: "int", targetUser: "int", email: "text", firstName: "text", lastName: "text" });
  const account = `t."userId" = p."templateUser"`;
  await copyRows(query, "user", `t.id = p."templateUser"`, { id: `p."targetUser"`, identifier: "p.email" });
  await copyRows(query, "authentication_method", account, { userId: `p."targetUser"`, identifier: "p.email" });
  await copyRows(query, "user_roles_role", account, { userId: `p."targetUser"` });
  await copyRows(query, "customer", "t.id = p.template", { id: "p.target", userId: `p."targetUser"`, emailAddress: "p.email", firstName: `p."firstName"`, lastName: `p."lastName"` });
  await copyRows(query, "customer_channels_channel", `t."customerId" = p.template`, { customerId: "p.target" });
  await copyRows(query, "history_entry", `t."customerId" = p.template AND t."orderId" IS NULL`, { customerId: "p.target" });
  await query(`SELECT setval('user_id_seq', (SELECT max(id) FROM "user")), setval('customer_id_seq', (SELECT max(id) FROM customer))`);
}

async function copyOrders(query, plan) {
  // What an order of the templates holds beyond these tables would not be copied: none should.
  for (const table of ["surcharge", "order_modification", "order_promotions_promotion", "order_fulfillments_fulfillment"]) {
    const [{ count }] = await query(`SELECT count(*)::int AS count FROM "${table}"`);
    if (count > 0) throw new Error(`the template orders have rows in ${table}, which the copies would lack`);
  }
  await loadPlan(query, plan, { template: "int", target: "int", customer: "int", placed: "timestamptz", code: "text", reference: "text", provider: "text" });
  const ofOrder = `t."orderId" = p.template`;
  await copyRows(query, "order", "t.id = p.template", { id: "p.target", code: "p.code", customerId: "p.customer", orderPlacedAt: "p.placed" });
  await query(`SELECT setval('order_id_seq', (SELECT max(id) FROM "order"))`);
  await copyRows(query, "order_channels_channel", ofOrder, { orderId: "p.target" });
  await copyRows(query, "shipping_line", ofOrder, { orderId: "p.target" });
  await copyRows(query, "order_line", ofOrder, { orderId: "p.target", shippingLineId: `(SELECT id FROM shipping_line s WHERE s."orderId" = p.target)` });
  await copyRows(query, "stock_movement", `t."orderLineId" = (SELECT id FROM order_line l WHERE l."orderId" = p.template)`, { orderLineId: `(SELECT id FROM order_line l WHERE l."orderId" = p.target)` });
  await copyRows(query, "payment", ofOrder, { orderId: "p.target", transactionId: "p.reference", metadata: `'{"provider":' || to_json(p.provider)::text || '}'` });
  await copyRows(query, "history_entry", ofOrder, {
    orderId: "p.target",
    data: `CASE WHEN t.type = 'ORDER_PAYMENT_TRANSITION' THEN jsonb_set(t.data::jsonb, '{paymentId}', to_jsonb((SELECT id FROM payment x WHERE x."orderId" = p.target)))::text ELSE t.data END`,
  });
}

async function main() {
  const started = performance.now();
  const app = await bootstrap(config);
  const bootSeconds = (performance.now() - started) / 1000;
  const seedPhases = await seedData(app);
  const seedSeconds = (performance.now() - started) / 1000 - bootSeconds;
  const { port } = app.getHttpServer().address();

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Nest's shutdown can wait on idle keep-alive sockets for long: the bench does not.
    setTimeout(() => process.exit(0), 3000).unref();
    app.close().finally(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  process.stdin.on("end", stop);
  process.stdin.on("error", stop);
  process.stdin.resume();
  console.log(`VENDURE_READY ${JSON.stringify({ port, bootSeconds, seedSeconds, seedPhases })}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
