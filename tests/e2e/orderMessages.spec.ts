// The conversation on an order in real browsers: a guest writes to the studio from the private
// link with a document attached; the studio's order desk, open meanwhile, shows it without a
// reload, and the studio's answer reaches the guest's page the same way.
import { desktopAndPhoneProblems } from "./accessibility.ts";
import { E2E } from "./environment.ts";
import { expect, test } from "./fixtures.ts";
import { paidGuestOrder } from "./fulfilmentFixtures.ts";
import { signIn } from "./helpers.ts";

const PROMPTS = [{ name: "welcome", text: "Thank you for calling Nguyen Dental. Your call is important to us." }];

test("a guest and the studio write to each other on an order, each page following live", async ({ page: studio, browser }) => {
  const order = await paidGuestOrder(PROMPTS, ["MP3"]);
  await signIn(studio, E2E.admin.email, E2E.admin.password);
  await expect(studio).not.toHaveURL(/\/login/);
  await studio.goto(`/manage/orders/${encodeURIComponent(order.id)}`);
  const desk = studio.getByRole("form", { name: "Write to the customer" });
  await expect(desk).toBeVisible();

  // The guest in a browser of their own (no studio session).
  const guestContext = await browser.newContext();
  const page = await guestContext.newPage();
  await page.goto(`/order/guest-payment/${encodeURIComponent(order.id)}?key=${order.key}`);
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  const form = page.getByRole("form", { name: "Write to the studio" });
  await form.getByLabel("Message to the studio").fill("Nguyen is said like 'win'.");
  const chooser = page.waitForEvent("filechooser");
  await form.getByLabel("Attach files").click();
  await (await chooser).setFiles({ name: "names.txt", mimeType: "text/plain", buffer: Buffer.from("Nguyen: win") });
  await expect(form.getByLabel("Attach files")).toHaveText("names.txt");
  await form.getByRole("button", { name: "Send message" }).click();
  const messages = page.getByTestId("order-messages");
  await expect(messages).toContainText("Nguyen is said like 'win'.");
  await expect(messages.getByRole("link", { name: "names.txt" })).toHaveAttribute("href", new RegExp(`\\?key=${order.key}$`));
  await expect(form.getByLabel("Message to the studio")).toHaveValue("");

  const deskMessages = studio.getByTestId("order-messages");
  await expect(deskMessages).toContainText("Nguyen is said like 'win'.");
  await desk.getByLabel("Message to the customer").fill("Thank you, noted.");
  await desk.getByRole("button", { name: "Send message" }).click();
  await expect(deskMessages).toContainText("Studio");

  await expect(messages).toContainText("Thank you, noted.");
  expect(await desktopAndPhoneProblems(page, "a guest's order with messages")).toEqual([]);
  await guestContext.close();
});

test("an empty message is refused next to its field", async ({ page }) => {
  const order = await paidGuestOrder(PROMPTS, ["MP3"]);
  await page.goto(`/order/guest-payment/${encodeURIComponent(order.id)}?key=${order.key}`);
  const form = page.getByRole("form", { name: "Write to the studio" });
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByLabel("Message to the studio")).toHaveAccessibleDescription(/should not be empty/);
});
