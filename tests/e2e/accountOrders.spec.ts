// The customer's side of fulfilment in a real browser, on orders the administrator delivered
// through the API (masters uploaded, every format rendered): a signed-in customer finds the
// delivery on the account overview, downloads one format, asks for a revision and orders the
// same again; a guest watches the private link turn from paid to delivered without reloading,
// and approves the delivery.
import { desktopAndPhoneProblems } from "./accessibility.ts";
import { expect, test } from "./fixtures.ts";
import { deliverOrder, paidCustomerOrder, paidGuestOrder, registeredCustomer, studioMovesOrder } from "./fulfilmentFixtures.ts";
import { signIn } from "./helpers.ts";

const PROMPTS = [
  { name: "welcome", text: "Thank you for calling Northwind Dental. Your call is important to us." },
  { name: "closed", text: "Our practice is closed. Please call again between nine and five." },
];

test("a customer finds a delivery on the overview, downloads a format, asks for a revision and orders again", async ({ page }) => {
  const customer = await registeredCustomer("Dana Delivered");
  const order = await paidCustomerOrder(customer.api, PROMPTS, ["MP3", "MULAW_8K_WAV"]);
  await customer.api.dispose();
  await deliverOrder(order.id, PROMPTS.length);

  // Signing in leads to the overview, where the delivery waits for approval.
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Dana Delivered" })).toBeVisible();
  const toApprove = page.getByTestId("overview-approve");
  await expect(toApprove).toContainText(`Order ${order.number}`);
  await expect(toApprove).toContainText(/Listen and approve, or ask for a revision, by \d+ \w+/);
  await toApprove.getByRole("link", { name: `Review order ${order.number}` }).click();

  await expect(page).toHaveURL(/\/account\/order\/history\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Delivered");
  const welcome = page.getByRole("article", { name: "welcome" });
  await expect(welcome.getByLabel("How it sounds on the phone: welcome")).toHaveAttribute("preload", "none");
  await expect(page.getByRole("link", { name: "Download everything (ZIP)" })).toHaveAttribute("href", /\/files\.zip$/);

  const download = page.waitForEvent("download");
  await welcome.getByRole("link", { name: /^Download welcome as MP3/ }).click();
  expect((await download).suggestedFilename()).toBe("welcome-128k.mp3");

  const revision = page.getByRole("form", { name: "Request a revision" });
  await revision.getByRole("button", { name: "Describe a change per recording (optional)" }).waitFor();
  expect(await desktopAndPhoneProblems(page, "a delivered order with the revision form")).toEqual([]);
  await expect(revision.getByTestId("revisions-left")).toHaveText(/^\d free revisions? left until \d+ \w+( \d{4})?$/);
  await revision.getByLabel("What should change?").fill("A little slower, please.");
  await revision.getByRole("button", { name: "Describe a change per recording (optional)" }).click();
  await revision.getByLabel("Change to closed").fill("Stress the word nine.");
  await revision.getByRole("button", { name: "Request a revision" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Revision requested");
  await expect(page.getByTestId("order-timeline")).toContainText("A little slower, please.");
  // The recordings already delivered stay available while the studio works on the revision.
  await expect(welcome.getByRole("link", { name: /^Download welcome as MP3/ })).toBeVisible();

  // Back on the overview (no reload), the order has moved from "To approve" to "In revision".
  await page.getByRole("link", { name: "Overview", exact: true }).click();
  await expect(page.getByTestId("overview-revision")).toContainText(`Order ${order.number}`);
  await expect(page.getByTestId("overview-approve")).toHaveCount(0);
  await page.getByTestId("overview-revision").getByRole("link", { name: `Order ${order.number}` }).click();

  // "Order again" opens the copy as the newest draft in the order form.
  await page.getByRole("button", { name: "Order again" }).click();
  await expect(page).toHaveURL(/\/account\/order\/new\/telephone-voice-prompts$/);
  await expect(page.getByLabel("File name").first()).toHaveValue("welcome");
  await expect(page.getByLabel("File name").nth(1)).toHaveValue("closed");
});

test("a guest follows the delivery live on the private link and approves it", async ({ page }) => {
  const order = await paidGuestOrder(PROMPTS.slice(0, 1), ["MP3"]);

  await page.goto(`/order/guest-payment/${encodeURIComponent(order.id)}?key=${order.key}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  await deliverOrder(order.id, 1);
  // No reload: the page hears of the delivery.
  await expect(page.getByTestId("order-status")).toHaveText("Delivered");
  await expect(page.getByText("This is your private link to the order")).toBeVisible();
  // The guest's download addresses carry the link's key; a guest cannot order again.
  await expect(page.getByRole("link", { name: /^Download welcome as MP3/ })).toHaveAttribute("href", /[?&]key=/);
  await expect(page.getByRole("button", { name: "Order again" })).toHaveCount(0);

  await page.getByRole("button", { name: "Approve", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Approve the recordings?" });
  await confirm.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Completed");
  await expect(page.getByRole("form", { name: "Request a revision" })).toHaveCount(0);
});

test("a page whose live connection dropped shows what changed meanwhile once it is back", async ({ page }) => {
  const order = await paidGuestOrder(PROMPTS.slice(0, 1), ["MP3"]);
  // The page's first live connection fails; its second waits until the studio has moved the order.
  let moved!: () => void;
  const studioMoved = new Promise<void>((resolve) => (moved = resolve));
  let attempts = 0;
  await page.route("**/graphql", async (route) => {
    if (route.request().headers().accept !== "text/event-stream") return route.continue();
    attempts += 1;
    if (attempts === 1) return route.abort("connectionreset");
    await studioMoved;
    return route.continue();
  });

  await page.goto(`/order/guest-payment/${encodeURIComponent(order.id)}?key=${order.key}`);
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  await expect.poll(() => attempts).toBe(2);
  await studioMovesOrder(order.id, "IN_PRODUCTION");
  moved();
  // No reload: opened again, the connection first brings the order as it is now.
  await expect(page.getByTestId("order-status")).toHaveText("In production");
});
