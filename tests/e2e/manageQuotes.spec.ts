// A quote request answered with a priced order, in a real browser: a visitor asks for a quote on
// /voice-contact, the administrator prices it in the inbox's drawer with two lines, a refused
// field is explained next to it, and the sent quote is announced with its order number and total
// (VAT for the studio's country, NL 21 %, until the customer chooses theirs). The request is then
// handled, the customer's e-mail says how to pay, and /payment finds the order by its number.
import { type Page } from "@playwright/test";
import { seriousViolations } from "./accessibility.ts";
import { expect, test } from "./fixtures.ts";
import { E2E } from "./environment.ts";
import { emailedLink, signIn, uniqueEmail } from "./helpers.ts";

async function requestQuote(page: Page, name: string, email: string) {
  await page.goto("/voice-contact?service=bilingual-voice-over&voice=katrin");
  await page.getByRole("textbox", { name: "Word count" }).fill("120");
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Notes/).fill("Welcome message for a dental practice, German and English.");
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page).toHaveURL(/\/thank-you\?from=quote$/, { timeout: 30_000 });
}

test("the administrator prices a quote request and the customer is sent the total", async ({ page, browser }) => {
  const name = `E2E Quote ${Date.now().toString(36)}`;
  const email = uniqueEmail("quote");
  const visitor = await browser.newContext();
  await requestQuote(await visitor.newPage(), name, email);
  await visitor.close();

  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  await page.goto("/manage/inbox");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("New");
  await row.getByRole("link", { name }).click();

  const drawer = page.getByRole("dialog", { name: "Message" });
  const form = drawer.getByRole("form", { name: "Price this request" });
  await expect(form.getByLabel("Customer name")).toHaveValue(name);
  await expect(form.getByLabel("Customer e-mail")).toHaveValue(email);
  await expect(form.getByRole("combobox", { name: "Service" })).toHaveValue("Bilingual voice-over");

  await form.getByLabel("Language").fill("German and English");
  await form.getByLabel("Line 1 description", { exact: true }).fill("Recording, German and English");
  await form.getByLabel("Line 1 unit price", { exact: true }).fill("300");
  await form.getByRole("button", { name: "Add a line" }).click();
  await expect(form.getByLabel("Line 2 description", { exact: true })).toBeFocused();
  await form.getByLabel("Line 2 description", { exact: true }).fill("Editing and delivery, per language");
  await form.getByLabel("Line 2 quantity", { exact: true }).fill("2");
  await expect(form.getByTestId("quote-line-total")).toHaveText(["€300.00", "—"]);

  // The form's own check, before any request.
  await form.getByRole("button", { name: "Send priced quote" }).click();
  await expect(form.getByLabel("Line 2 unit price", { exact: true })).toHaveAccessibleDescription(/should not be empty/);
  await form.getByLabel("Line 2 unit price", { exact: true }).fill("45");
  await expect(form.getByTestId("quote-line-total")).toHaveText(["€300.00", "€90.00"]);
  await expect(form.getByTestId("quote-subtotal")).toHaveText("Total €390.00");
  await form.getByLabel("What the price covers").fill("Recording and editing in both languages, two revisions.");
  expect(await seriousViolations(page, "price dialog", '[role="dialog"]')).toEqual([]);

  // The form checks what the server checks, so the server's refusal is staged once, to see it
  // land under the line it names. (`__isError` is how the server tells Relay the type is an Error.)
  await page.route(
    "**/graphql",
    async (route) => {
      if (route.request().postDataJSON()?.operationName !== "useCreateQuotedOrderMutation") return route.fallback();
      const refusal = { __typename: "ValidationError", __isError: "ValidationError", message: "Invalid input", fields: [{ path: ["input", "lines", "1", "description"], message: "must be shorter than or equal to 200 characters" }] };
      await route.fulfill({ json: { data: { createQuotedOrder: refusal } } });
    },
    { times: 1 },
  );
  await form.getByRole("button", { name: "Send priced quote" }).click();
  await expect(form.getByLabel("Line 2 description", { exact: true })).toHaveAccessibleDescription("must be shorter than or equal to 200 characters");
  await page.unrouteAll();

  await form.getByRole("button", { name: "Send priced quote" }).click();
  const notice = page.getByText(new RegExp(`^Quote (\\d+) sent to ${email.replace(/[.+]/g, "\\$&")}: €471\\.90$`));
  await expect(notice).toBeVisible();
  const number = (await notice.textContent())!.match(/^Quote (\d+)/)![1];
  await expect(drawer.getByText(`Quote ${number} sent`, { exact: true })).toBeVisible();

  // Answered: handled in the drawer and in the list.
  await expect(drawer.getByRole("switch", { name: "Handled" })).toBeChecked();
  await drawer.getByRole("button", { name: "Close message" }).click();
  await expect(row).toContainText("Handled");

  // The customer is told the total and how to pay it.
  await emailedLink(email, new RegExp(`/payment with order number ${number}`));

  // The customer finds the order on /payment, which says what is to be paid and e-mails the link
  // to its payment page, with the same total.
  const customer = await browser.newContext();
  const payer = await customer.newPage();
  await payer.goto("/payment");
  const find = payer.getByRole("form", { name: "Find your order" });
  await find.getByLabel("Order number").fill(number);
  await find.getByLabel("E-mail").fill(email);
  await expect(find.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await find.getByRole("button", { name: "Find my order" }).click();
  await expect(payer.getByRole("status").filter({ hasText: "We e-mailed you the link to pay this order." })).toBeVisible({ timeout: 15_000 });
  await expect(payer.getByTestId("amount-to-pay")).toHaveText("€471.90");
  await payer.goto(await emailedLink(email, new RegExp(`${E2E.baseUrl}/order/(guest-)?payment/[0-9a-f-]{36}(\\?key=[\\w-]+)?`)));
  await expect(payer.getByRole("heading", { level: 1 })).toHaveText(`Pay for order ${number}`, { timeout: 15_000 });
  await expect(payer.getByTestId("price-table").locator('[data-row="total"]')).toContainText("€471.90");
  await customer.close();
});
