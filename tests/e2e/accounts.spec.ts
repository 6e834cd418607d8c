import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures.ts";
import { E2E } from "./environment.ts";
import { seriousViolations } from "./accessibility.ts";
import { emailedLink, signIn, signOut, uniqueEmail } from "./helpers.ts";
import { registeredCustomer } from "./fulfilmentFixtures.ts";

test("the bot-check starts by itself when its code comes after the visitor began filling in the form", async ({ page }) => {
  // The widget's code is held back until every field has been filled in (and focused).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/altcha-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/register");
  await page.getByLabel(/^Name/).fill("Ben Early");
  await page.getByLabel("E-mail").fill(uniqueEmail("ben"));
  await page.getByLabel(/^Password/).fill("correct horse battery");
  await expect(page.getByRole("checkbox", { name: "I'm not a robot" })).toHaveCount(0);
  release();
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
});

test("a visitor registers, signs out, signs in again and changes the profile", async ({ page }) => {
  const email = uniqueEmail("ann");
  const password = "correct horse battery";
  await page.goto("/register");
  await page.getByLabel(/^Name/).fill("Ann Browser");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  // The proof-of-work bot-check solves itself in the page.
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
  await page.goto("/account/profile");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  // The new password and its repeat stand side by side, level (once the page's styles have applied).
  const rowGap = async () => {
    const fresh = await page.getByLabel(/^New password/).boundingBox();
    const repeat = await page.getByLabel(/^Repeat the new password/).boundingBox();
    return Math.abs(fresh!.y - repeat!.y);
  };
  await expect.poll(rowGap).toBeLessThanOrEqual(1);

  await signOut(page, "Ann Browser");
  await signIn(page, email, "not the password");
  await expect(page.getByText("The e-mail address or password is incorrect.")).toBeVisible();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.goto("/account/profile");
  await page.getByLabel(/^Name/).fill("Ann Renamed");
  await page.getByLabel("Phone").fill("+31 20 555 0199");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("button", { name: "Ann Renamed: account menu" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Name/)).toHaveValue("Ann Renamed");
  await expect(page.getByLabel("Phone")).toHaveValue("+31 20 555 0199");

  // Ann orders for her business: its details on the profile; a VAT number of another country is named.
  const company = page.getByRole("form", { name: "Your company" });
  await company.getByLabel(/^Company name/).fill("Müller Telefonie GmbH");
  await company.getByLabel(/^VAT number/).fill("NL853247123B01");
  const country = company.getByRole("combobox", { name: /^Country/ });
  await country.click();
  await country.fill("Germany");
  await page.getByRole("option", { name: "Germany", exact: true }).click();
  await company.getByRole("button", { name: "Add company" }).click();
  await expect(company.getByText(/must start with DE/)).toBeVisible();
  await company.getByLabel(/^VAT number/).fill("DE 123 456 789");
  await company.getByRole("button", { name: "Add company" }).click();
  await expect(page.getByText("Müller Telefonie GmbH is saved.")).toBeVisible();
  await page.reload();
  await expect(company.getByLabel(/^VAT number/)).toHaveValue("DE123456789");

  // Everything kept about her, as one file from /account/export.
  await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Your data" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download my data (JSON)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^studiofront-personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), "utf8"));
  expect(exported.profile).toMatchObject({ name: "Ann Renamed", email, phone: "+31 20 555 0199", company: { name: "Müller Telefonie GmbH", vatNumber: "DE123456789", country: "DE" } });

  // She stops ordering for the company: the form is empty again.
  await page.goto("/account/profile");
  await company.getByRole("button", { name: "Stop ordering for this company" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Stop ordering for it" }).click();
  await expect(page.getByText("You order as a private person now.")).toBeVisible();
  await expect(company.getByLabel(/^Company name/)).toHaveValue("");
});

test("after repeated wrong passwords, signing in asks for the bot-check and the right password still gets in", async ({ page }) => {
  // Registered through the API: the browser's registrations from this address are few (an hourly limit).
  const { email, password, api } = await registeredCustomer("Bea Botcheck");
  await api.dispose();

  // Somebody who knows her address tries ten wrong passwords.
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.getByLabel(/^Password/).fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("The e-mail address or password is incorrect.")).toBeVisible();
    await expect(page.getByLabel(/^Password/)).toHaveValue("");
  }
  await expect(page.getByRole("checkbox", { name: /not a robot/i })).toHaveCount(0);

  // Bea herself is asked to confirm she is not a robot, not refused.
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("After several attempts to sign in, confirm you are not a robot.")).toBeVisible();
  // The widget's code loads once its field shows: wait for the widget. It starts on focus when it
  // arrives while focus is in the form (then it is solving or done: the server's "Verification
  // required!" goes once it has a solution); otherwise it waits for her click.
  const notARobot = page.getByRole("checkbox", { name: "I'm not a robot" });
  const verified = page.getByRole("checkbox", { name: "Verified" });
  await expect(notARobot.or(verified).or(page.getByText(/^Verifying/))).toBeVisible();
  // Clicked on its label, as a person does: the widget's own box lies over the checkbox.
  if (await notARobot.isVisible()) await page.getByText("I'm not a robot").click();
  await expect(verified).toBeChecked({ timeout: 30_000 });
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
});

test("on a phone, the header shows the studio's whole name and the menu leads a visitor to register", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  // The studio's whole name shows in the header (on two lines), not cut to "Studiofront…".
  const brand = page.getByRole("link", { name: /, home$/ }).locator("span").last();
  const clipped = await brand.evaluate((element) => element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1);
  expect(clipped).toBe(false);
  await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("button", { name: "Create account" })).toBeVisible();
});

test("pressing Send while the bot-check still runs goes on by itself once verified", async ({ page }) => {
  // The challenge arrives late, as on a slow phone: the check is still running when the button is pressed.
  await page.route("**/api/altcha/challenge*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto("/contact");
  await page.getByLabel(/^Name/).fill("Vera Visitor");
  await page.getByLabel(/^E-mail/).fill(uniqueEmail("vera"));
  await page.getByLabel(/^Message/).fill("Do you record prompts in Frisian as well?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Verifying... please wait.")).toBeVisible();
  // No second press.
  await expect(page).toHaveURL(/\/thank-you\?from=contact$/, { timeout: 30_000 });
});

test("register shows the specification's messages next to the fields", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("E-mail").fill("not-an-address");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("should not be empty").first()).toBeVisible();
  await expect(page.getByText("must be an email")).toBeVisible();
});

test("a forgotten password is reset with the e-mailed link, which works once", async ({ page, browser }) => {
  const email = uniqueEmail("reset");
  await page.goto("/register");
  await page.getByLabel(/^Name/).fill("Rita Reset");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/^Password/).fill("first password 123");
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
  await signOut(page, "Rita Reset");

  await page.goto("/reset");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/If an account uses this address/)).toBeVisible();

  const link = await emailedLink(email, /http:\/\/localhost:\d+\/reset\/[0-9a-f-]{36}\?key=[A-Za-z0-9_-]+/);
  await page.goto(link);
  await page.getByLabel(/^New password/).fill("second password 456");
  await page.getByLabel("Repeat the new password").fill("second password 456");
  // Whoever knew the old password may have made API tokens: a reset ends them unless she keeps them.
  await expect(page.getByLabel("Also revoke my API tokens")).toBeChecked();
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/account$/);

  const other = await browser.newPage();
  await other.goto(link);
  await expect(other.getByText(/invalid, expired or already used|no longer valid|expired/i).first()).toBeVisible();
  await signIn(other, email, "second password 456");
  await expect(other).toHaveURL(/\/account$/);

  // Rita deletes her account from her profile's danger zone: the password confirms it.
  await other.goto("/account/profile");
  await other.getByRole("button", { name: "Delete account…" }).click();
  const dialog = other.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(other, "/account/profile, deleting the account")).toEqual([]);
  await dialog.getByLabel(/^Your password, to confirm/).fill("first password 123");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("is not your password")).toBeVisible();
  await dialog.getByLabel(/^Your password, to confirm/).fill("second password 456");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(other.getByText(/^Your account is deleted\./)).toBeVisible();
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  // She cannot sign in again, nor come back through a reset link.
  await signIn(other, email, "second password 456");
  await expect(other.getByText("The e-mail address or password is incorrect.")).toBeVisible();
  await other.close();
});

test("an unknown route shows the 404 page, answered with HTTP 404, and the router warns of nothing", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("This page could not be found")).toBeVisible();
  await expect(page.getByText("404")).toBeVisible();
  await expect(page.getByRole("link", { name: /home/i }).first()).toBeVisible();
  // Index routes that only redirect, and a path under a section that has no such page.
  for (const path of ["/about", "/services/message-on-hold", "/services/nope/deeper"]) await page.goto(path);
  await expect(page).toHaveURL(/\/services\/nope\/deeper$/);
  expect(warnings.filter((text) => /Matched leaf route|No routes matched/.test(text))).toEqual([]);
});

test("the page of a record that does not exist answers HTTP 404, HEAD alike, and still shows its screen", async ({ page }) => {
  // An order form at an unknown address (public), next to one that exists.
  const unknownForm = await page.goto("/order/x");
  expect(unknownForm?.status()).toBe(404);
  await expect(page.getByText("We have no order form at this address.")).toBeVisible();
  expect((await page.request.head("/order/x")).status()).toBe(404);
  expect((await page.request.get("/order/telephone-voice-prompts")).status()).toBe(200);
  // The services sidebar lists every active service, the voicemail greeting too.
  await page.goto("/services");
  await expect(page.getByRole("navigation", { name: "Services", exact: true }).getByRole("link", { name: "Mobile voicemail greeting" })).toBeVisible();

  // The same form in a customer's account.
  const customer = await registeredCustomer("Nora Notfound");
  expect((await customer.api.get("/account/order/new/x")).status()).toBe(404);
  expect((await customer.api.get("/account/order/new/telephone-voice-prompts")).status()).toBe(200);
  await customer.api.dispose();

  // The order desk of an order that does not exist: a malformed id, an unknown one; a user who does.
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).not.toHaveURL(/\/login/);
  const bogus = await page.goto("/manage/orders/bogus");
  expect(bogus?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
  expect((await page.request.get("/manage/orders/00000000-0000-4000-8000-000000000000")).status()).toBe(404);
  expect((await page.request.get("/manage/users/bogus")).status()).toBe(404);
  await page.goto("/manage/users");
  const user = await page.locator('main a[href^="/manage/users/"]').first().getAttribute("href");
  expect((await page.request.get(user!)).status()).toBe(200);
  expect((await page.request.get("/manage/orders")).status()).toBe(200);

  // The header shows the administrator's whole name at common widths, never cut inside a word.
  const name = page.getByTestId("account-name");
  for (const width of [1280, 1024, 800]) {
    await page.setViewportSize({ width, height: 720 });
    await expect(name).toBeVisible();
    expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1), `the name at ${width} px`).toBe(false);
  }
  // The management sidebar shows that links are below its fold; scrolled, that some are above.
  const sidebar = page.getByRole("navigation", { name: "Management" });
  await expect(sidebar.locator("[data-more-below]")).toHaveCount(1);
  const logs = sidebar.getByRole("link", { name: "Logs", exact: true });
  await logs.scrollIntoViewIfNeeded();
  await expect(logs).toBeInViewport();
  await expect(sidebar.locator("[data-more-above]")).toHaveCount(1);
});

test("an administrator keeps their own profile on /manage/profile: name, devices and API tokens, readable at 375 px", async ({ page }) => {
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).not.toHaveURL(/\/login/);
  // The account menu leads there; so does the management sidebar.
  await page.goto("/manage/orders");
  await page.getByRole("button", { name: /: account menu$/ }).click();
  await expect(page.getByRole("menuitem", { name: "Your profile and API tokens" })).toHaveAttribute("href", "/manage/profile");
  await page.keyboard.press("Escape");
  await page.getByRole("navigation", { name: /management/i }).getByRole("link", { name: "Your profile" }).click();
  await expect(page).toHaveURL(/\/manage\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();

  const name = page.getByLabel(/^Name/);
  const before = await name.inputValue();
  await name.fill("Studio Admin Renamed");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("button", { name: "Studio Admin Renamed (Administrator): account menu" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Name/)).toHaveValue("Studio Admin Renamed");
  await expect(page.getByRole("list", { name: "Signed-in devices" }).getByText("This device")).toBeVisible();

  const form = page.getByRole("form", { name: "Create an API token" });
  await form.getByLabel(/^Token name/).fill("Reporting dashboard");
  await form.getByRole("checkbox", { name: "Read-only (queries only)" }).check();
  await form.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByText("Reporting dashboard (read-only) is ready")).toBeVisible();
  await expect(page.getByLabel("New API token")).toHaveText(/^sf_[\w-]{20,}$/);
  const list = page.getByRole("list", { name: "API tokens" });
  const row = list.getByRole("listitem").filter({ hasText: "Reporting dashboard" });
  await expect(row.getByText("Read-only", { exact: true })).toBeVisible();
  await expect(row).toContainText("never used");
  expect(await seriousViolations(page, "/manage/profile")).toEqual([]);

  // After a reload the token itself is gone; the list still says it is read-only.
  await page.reload();
  await expect(page.getByLabel("New API token")).toHaveCount(0);
  await expect(list.getByRole("listitem").filter({ hasText: "Reporting dashboard" }).getByText("Read-only", { exact: true })).toBeVisible();

  // On a phone: nothing wider than the screen, still 0 serious findings.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page, "/manage/profile at 375 px")).toEqual([]);
  await list.getByRole("button", { name: "Revoke Reporting dashboard" }).click();
  await expect(list.getByRole("listitem").filter({ hasText: "Reporting dashboard" })).toHaveCount(0);

  // The account profile no longer holds the tokens: it points here.
  await page.goto("/account/profile");
  await expect(page.getByRole("form", { name: "Create an API token" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "management profile" })).toHaveAttribute("href", "/manage/profile");

  // The name back as the other specs know it.
  await page.goto("/manage/profile");
  await page.getByLabel(/^Name/).fill(before);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("button", { name: `${before} (Administrator): account menu` })).toBeVisible();
});
