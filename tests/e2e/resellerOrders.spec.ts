// A reseller ordering for a client in a real browser: they add a client on /account/reseller, open
// an order's payment page, say it is for that client (adding another one on the spot), see the
// wholesale discount as its own line, pay with the test card and find the order under the client.
//
// The reseller's approval is made in the database (the application and its approval have their own
// spec), so this spec runs its own instance of the application (tests/e2e/ownApp.ts).
import { request } from "@playwright/test";
import { desktopAndPhoneProblems } from "./accessibility.ts";
import { expect, test } from "./fixtures.ts";
import { solvedAltcha, uniqueEmail } from "./helpers.ts";
import { ownAppForSpec } from "./ownApp.ts";

const PASSWORD = "reseller orders e2e password";

const own = ownAppForSpec("reseller-orders");

/** A registered, approved reseller (20 % wholesale, their company in the Netherlands) with a draft of two telephone prompts. */
async function resellerWithDraft(email: string): Promise<string> {
  const api = await request.newContext({ baseURL: own().base });
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const response = await api.post("/graphql", { data: { query, variables } });
    return (await response.json()) as { data?: Record<string, { __typename: string; order?: { id: string } }> };
  };
  const registered = await gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, { input: { name: "Rosa Reseller", email, password: PASSWORD, altcha: await solvedAltcha(own().altchaKey) } });
  expect(registered.data?.register.__typename).toBe("ViewerPayload");
  const prisma = own().app.services.prisma;
  const user = await prisma.user.findUniqueOrThrow({ where: { email } });
  const company = await prisma.company.create({ data: { name: "Belbureau Resale BV", country: "NL" } });
  await prisma.user.update({ where: { id: user.id }, data: { role: "RESELLER", companyId: company.id } });
  await prisma.reseller.create({ data: { userId: user.id, wholesaleDiscountBasisPoints: 2000 } });
  const voice = await prisma.voice.findFirstOrThrow({ where: { slug: "charlotte" } });
  const draft = {
    service: "telephone-voice-prompts",
    language: "en-GB",
    voiceId: Buffer.from(`Voice:${voice.id}`).toString("base64"),
    items: [
      { name: "welcome", text: "Welcome to Bakery Janssen. Our shop is open from eight until six." },
      { name: "closed", text: "We are closed right now. Please call again tomorrow morning." },
    ],
    fileFormats: ["MULAW_8K_WAV"],
    rush: false,
  };
  const saved = await gql(`mutation($input: SaveOrderDraftInput!) { saveOrderDraft(input: $input) { __typename ... on OrderPayload { order { id } } } }`, { input: { draft } });
  expect(saved.data?.saveOrderDraft.__typename).toBe("OrderPayload");
  await api.dispose();
  return saved.data!.saveOrderDraft.order!.id;
}

test("a reseller adds clients, orders for one at the wholesale price and finds the order under the client", async ({ browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("reseller.orders");
  const orderId = await resellerWithDraft(email);
  const page = await own().signedInPage(browser, email, PASSWORD);

  await own().open(page, "/account/reseller");
  const clients = page.getByRole("region", { name: "Your clients" });
  await clients.getByRole("button", { name: "Add a client" }).click();
  const modal = page.getByRole("dialog", { name: "New client" });
  await modal.getByLabel(/^Company name/).fill("Bakery Janssen");
  await modal.getByLabel("E-mail this client when an order is confirmed and when its files are ready").check();
  await modal.getByRole("button", { name: "Add client" }).click();
  // The studio may write to the client only at an address: the field says so.
  await expect(modal.getByText("is required when we may e-mail your client")).toBeVisible();
  await modal.getByLabel("E-mail this client when an order is confirmed and when its files are ready").uncheck();
  await modal.getByRole("button", { name: "Add client" }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole("button", { name: /Bakery Janssen/ })).toBeVisible();

  await own().open(page, `/order/payment/${encodeURIComponent(orderId)}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Pay for order \d+/);
  const orderNumber = (await page.getByRole("heading", { level: 1 }).innerText()).match(/\d+/)![0];
  await expect(page.getByText("Wholesale discount (20 %)")).toBeVisible();

  // A second client, added from the payment page, becomes the order's client at once.
  await page.getByRole("button", { name: "Add a new client" }).click();
  const second = page.getByRole("dialog", { name: "New client" });
  await second.getByLabel(/^Company name/).fill("Garage De Vries");
  await second.getByRole("button", { name: "Add client" }).click();
  await expect(second).toBeHidden();
  const orderedFor = page.getByRole("combobox", { name: "Ordered for" });
  await expect(orderedFor).toHaveValue("Garage De Vries");
  await orderedFor.click();
  await page.getByRole("option", { name: "Bakery Janssen" }).click();
  await expect(orderedFor).toHaveValue("Bakery Janssen");

  const card = page.getByRole("form", { name: "Card details" });
  await card.getByLabel("Card number").fill("4242 4242 4242 4242");
  await card.getByLabel(/^Expiry/).fill("12 / 34");
  await card.getByLabel("CVC").fill("123");
  await card.getByRole("button", { name: /^Pay €/ }).click();
  await expect(page).toHaveURL(/\/order\/payment\/success/, { timeout: 30_000 });

  await own().open(page, "/account/reseller");
  await page.getByRole("button", { name: /Bakery Janssen/ }).click();
  const orders = page.getByRole("table", { name: "Orders for Bakery Janssen" });
  await expect(orders.getByRole("link", { name: orderNumber })).toBeVisible();
  await expect(orders).toContainText("Paid");
  expect(await desktopAndPhoneProblems(page, "/account/reseller (a client's orders)")).toEqual([]);
  // Private label: the studio wrote to the reseller (and to itself), nobody else.
  const recipients = await own().app.services.prisma.emailOutbox.findMany({ where: { text: { contains: `order ${orderNumber}`, mode: "insensitive" } }, select: { to: true }, distinct: ["to"] });
  expect(recipients.map((row) => row.to).sort()).toEqual([email, "studio@studiofront.example"].sort());
});
