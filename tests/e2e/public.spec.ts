// The public site in a real browser: every public route with its heading and catalogue content,
// the shared audio player, the voice filters in the URL, the contact, quote and partnership forms
// through the bot-check, the 404 page, and axe on every page.
import { type Page } from "@playwright/test";
import { contentOutsideLandmarks, seriousViolations } from "./accessibility.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./helpers.ts";

const STUDIO = "Studiofront Demo Studio";

/** Every public route of the catalogue work, its <h1>, and something from the database it shows. */
const PUBLIC_PAGES: Array<{ path: string; heading: string | RegExp; shows?: string | RegExp }> = [
  { path: "/", heading: STUDIO, shows: "Three ways to order" },
  { path: "/services", heading: "Services and prices", shows: "€29.00 per prompt" },
  { path: "/services/telephone-voice-prompts", heading: "Telephone voice prompts", shows: "Which file formats do you deliver?" },
  { path: "/services/bilingual-voice-over", heading: "Bilingual voice-over", shows: "Voices that speak two languages" },
  { path: "/services/multilingual-voice-over", heading: "Multilingual voice-over", shows: "One voice per language" },
  { path: "/services/commercial-recording", heading: "Commercial recording", shows: "Hear commercial reads" },
  { path: "/services/mobile-voicemail", heading: "Mobile voicemail greeting", shows: "€39.00 fixed price" },
  { path: "/services/message-on-hold/overview", heading: "Message on hold", shows: "Two ways to buy" },
  { path: "/services/message-on-hold/bundles", heading: "Bundles compared", shows: "On-hold Premium" },
  { path: "/services/message-on-hold/pay-as-you-go", heading: "Pay-as-you-go", shows: "Each extra word" },
  { path: "/about/voices", heading: "Our voices", shows: "11 voices" },
  { path: "/about/studio", heading: "About the studio", shows: /acoustically treated booths/ },
  { path: "/about/team", heading: "Our team", shows: "Marieke de Vries" },
  { path: "/about/partners", heading: "Partners", shows: "Northline Cloud PBX" },
  { path: "/about/onair", heading: "On air", shows: "Kanaal Oost FM" },
  { path: "/faq", heading: "Frequently asked questions", shows: "How are words counted?" },
  { path: "/terms", heading: "Terms of service", shows: "7. Licence and usage rights" },
  { path: "/partnerships", heading: "Partnerships", shows: "Send a partnership enquiry" },
  { path: "/contact", heading: "Contact the studio", shows: "studio@studiofront.example" },
  { path: "/voice-contact", heading: "Request a quote", shows: "Drop your script here or click to choose a file" },
  { path: "/thank-you", heading: "Thank you", shows: "We have received your request" },
];

async function heading(page: Page) {
  return page.getByRole("heading", { level: 1 });
}

test("every public route shows its heading and content from the catalogue", async ({ page }) => {
  for (const { path, heading: title, shows } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(await heading(page), path).toHaveText(title);
    await expect(page.getByRole("heading", { level: 1 }), `${path}: one <h1>`).toHaveCount(1);
    if (shows) await expect(page.getByText(shows).first(), path).toBeVisible();
    await expect(page, path).toHaveTitle(path === "/" ? STUDIO : new RegExp(`· ${STUDIO}$`));
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description, path).toBeTruthy();
  }
});

test("an unknown or inactive service is the 404 page", async ({ page }) => {
  await page.goto("/services/nope");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  await expect(page.getByText("404")).toBeVisible();
  await expect(page.getByRole("link", { name: /home/i }).first()).toBeVisible();
});

test("calls to action lead to existing routes, and plans into the on-hold order with the plan chosen", async ({ page }) => {
  await page.goto("/services/telephone-voice-prompts");
  const order = page.getByRole("main").getByRole("link", { name: "Order your prompts" });
  await expect(order).toHaveAttribute("href", "/order/telephone-voice-prompts");

  await page.goto("/services/commercial-recording");
  const quote = page.getByRole("main").getByRole("link", { name: "Request a quote" }).first();
  await expect(quote).toHaveAttribute("href", "/voice-contact?service=commercial-recording");
  await quote.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a quote");
  await expect(page.getByRole("combobox", { name: "Service" })).toHaveValue("Commercial recording");

  await page.goto("/services/message-on-hold/bundles");
  const starter = page.getByTestId("bundle-price-on-hold-starter");
  await expect(starter).toHaveText("€179.00");
  await expect(page.getByRole("link", { name: "Choose plan: On-hold Starter" })).toHaveAttribute("href", "/order/on-hold-message?plan=on-hold-starter");
  await expect(page.getByRole("link", { name: "Choose plan: On-hold Premium" })).toHaveAttribute("href", "/order/on-hold-message?plan=on-hold-premium");

  await page.goto("/services/message-on-hold/pay-as-you-go");
  await expect(page.getByTestId("payg-message-price")).toHaveText("€69.00");
  await expect(page.getByTestId("payg-included-words")).toHaveText("50");
  await expect(page.getByTestId("payg-word-price")).toHaveText("€0.90");
  await expect(page.getByRole("link", { name: "Order pay-as-you-go" })).toHaveAttribute("href", "/order/on-hold-message?plan=pay-as-you-go");

  // /services/message-on-hold itself is the overview.
  await page.goto("/services/message-on-hold");
  await expect(page).toHaveURL(/\/services\/message-on-hold\/overview$/);
});

test("the voice catalogue filters by language, gender and style in the URL", async ({ page }) => {
  await page.goto("/about/voices?filters=language~ANY~de-DE,gender~FEMALE");
  await expect(page.getByText("1 voice matches your filters")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Katrin" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Lukas" })).toHaveCount(0);

  // Adding a gender widens the list, and the URL says so.
  await page.getByText("Male", { exact: true }).click();
  await expect(page.getByRole("checkbox", { name: "Male", exact: true })).toBeChecked();
  await expect(page).toHaveURL(/filters=language~ANY~de-DE%2Cgender~IN~FEMALE%2CMALE|filters=language%7EANY%7Ede-DE%2Cgender%7EIN%7EFEMALE%2CMALE/);
  await expect(page.getByText("2 voices match your filters")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Lukas" })).toBeVisible();

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/about\/voices$/);
  await expect(page.getByText("11 voices")).toBeVisible();

  // A style from the facets.
  await page.getByRole("combobox", { name: "Styles" }).click();
  await page.getByRole("option", { name: "Elegant" }).click();
  await expect(page).toHaveURL(/style(~|%7E)ANY(~|%7E)elegant/);
  await expect(page.getByText("1 voice matches your filters")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Camille" })).toBeVisible();

  // A filter the list-query language refuses says why and shows everything.
  await page.goto("/about/voices?filters=price~MORE_THAN~3");
  await expect(page.getByText(/not whitelisted/)).toBeVisible();
  await expect(page.getByText("11 voices")).toBeVisible();
});

test("every demo voice has an illustrated portrait of its own, without initials", async ({ page }) => {
  await page.goto("/about/voices");
  const portraits = page.getByRole("img", { name: /^Portrait of / });
  await expect(portraits).toHaveCount(11);
  const sources = await portraits.evaluateAll((elements) => elements.map((element) => (element as HTMLImageElement).src));
  const drawings = await Promise.all(sources.map(async (source) => (await page.request.get(source)).text()));
  expect(new Set(drawings).size).toBe(11);
  for (const drawing of drawings) {
    expect(drawing).toMatch(/<title>Illustrated portrait of [A-Za-z]+, a demo voice \(not a photograph\)<\/title>/);
    expect(drawing).not.toContain("<text");
  }
  await page.goto("/");
  await expect(page.getByTestId("featured-voices").getByRole("img", { name: /^Portrait of / }).first()).toBeVisible();
});

test("one audio player: a sample plays, pauses, and starting another stops it", async ({ page }) => {
  await page.goto("/about/voices");
  const announcer = page.getByTestId("audio-announcer");
  const charlotte = page.getByRole("button", { name: /^(Play|Loading|Playing|Paused) Charlotte, IVR greeting/ });
  await charlotte.click();
  await expect(charlotte).toHaveAttribute("data-audio-state", "playing", { timeout: 15_000 });
  await expect(charlotte).toHaveText("Playing");
  await expect(announcer).toHaveText("Playing Charlotte, IVR greeting — Northwind Dental");

  await charlotte.click();
  await expect(charlotte).toHaveAttribute("data-audio-state", "paused");
  await expect(charlotte).toHaveText("Paused");
  await expect(announcer).toHaveText("Paused");

  await charlotte.click();
  await expect(charlotte).toHaveAttribute("data-audio-state", "playing", { timeout: 15_000 });
  const oliver = page.getByRole("button", { name: /^(Play|Loading|Playing) Oliver, IVR menu/ });
  await oliver.click();
  await expect(oliver).toHaveAttribute("data-audio-state", "playing", { timeout: 15_000 });
  await expect(charlotte).toHaveAttribute("data-audio-state", "ready");
  await expect(page.locator('[data-audio-state="playing"]')).toHaveCount(1);
});

test("a sample whose file is broken shows the error state instead of crashing", async ({ page }) => {
  await page.route("**/api/files/**", (route) => (route.request().resourceType() === "media" ? route.fulfill({ status: 200, contentType: "audio/mpeg", body: "not audio at all" }) : route.fallback()));
  await page.goto("/about/voices");
  const sample = page.getByRole("button", { name: /^Play Marcus, Out-of-hours message/ });
  await sample.click();
  const failed = page.getByRole("button", { name: /^Could not play Marcus, Out-of-hours message/ });
  await expect(failed).toHaveAttribute("data-audio-state", "error", { timeout: 15_000 });
  await expect(failed).toHaveText("Can't play");
  // The reason: read out with the button, and shown as its tooltip.
  const reason = /^The recording (could not be loaded|is missing or in a format this browser cannot play)\.$/;
  await expect(failed).toHaveAccessibleDescription(reason);
  await expect(failed).toHaveAttribute("title", reason);
  await expect(page.getByTestId("audio-announcer")).toHaveText("Could not play Marcus, Out-of-hours message — Summit Ridge Financial");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our voices");
});

test("a server-rendered page keeps its element ids through hydration, so controls stay linked to what they control", async ({ page, request }) => {
  const path = "/services/telephone-voice-prompts";
  const serverHtml = await (await request.get(path)).text();
  const serverIds = [...serverHtml.matchAll(/ id="(mantine-[^"]+)"/g)].map((match) => match[1]);
  expect(serverIds.length).toBeGreaterThan(0);
  await page.goto(path);
  const pageIds = () => page.evaluate(() => [...document.querySelectorAll("[id^=mantine-]")].map((element) => element.id));
  const danglingReferences = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("[aria-controls^=mantine-], [aria-labelledby^=mantine-]")]
        .map((element) => element.getAttribute("aria-controls") ?? element.getAttribute("aria-labelledby") ?? "")
        .filter((id) => !document.getElementById(id)),
    );
  expect(await pageIds()).toEqual(expect.arrayContaining(serverIds));
  expect(await danglingReferences()).toEqual([]);
  // Rendered again in the browser (an FAQ answer opened), the links still hold.
  const question = page.getByRole("button", { name: "Which file formats do you deliver?" });
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  expect(await danglingReferences()).toEqual([]);
  expect(await pageIds()).toEqual(expect.arrayContaining(serverIds));
});

test("the home page's carousel plays a featured voice", async ({ page }) => {
  await page.goto("/");
  const carousel = page.getByTestId("featured-voices");
  await expect(carousel.getByRole("heading", { level: 3, name: "Charlotte" })).toBeVisible();
  const play = carousel.getByRole("button", { name: /^Play Charlotte/ });
  await play.click();
  await expect(carousel.getByRole("button", { name: /^Playing Charlotte/ })).toHaveAttribute("data-audio-state", "playing", { timeout: 15_000 });
  await page.getByRole("button", { name: "Pause slideshow" }).click();
  await expect(page.getByRole("button", { name: "Resume slideshow" })).toBeVisible();
});

test("the carousel moves on by itself, but not for people who prefer reduced motion", async ({ page }) => {
  const track = () => page.getByTestId("featured-voices").locator(".mantine-Carousel-container").evaluate((element) => getComputedStyle(element).transform);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Pause slideshow" })).toBeVisible();
  const start = await track();
  await expect.poll(track, { timeout: 8_000 }).not.toBe(start);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(page.getByTestId("featured-voices").getByRole("heading", { name: "Charlotte" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
  const still = await track();
  await page.waitForTimeout(4_500);
  expect(await track()).toBe(still);
});

/** Holds back the chunk of `module` until the returned function is called. */
async function holdChunk(page: Page, module: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${module}-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a click on a part of the page that hydrates later is answered once that part has come", async ({ page }) => {
  // The carousel's code arrives only after the page is ready: the click waits for it.
  let release = await holdChunk(page, "FeaturedVoicesCarousel");
  await page.goto("/");
  const carousel = page.getByTestId("featured-voices");
  await carousel.getByRole("button", { name: /^Play Charlotte/ }).click();
  await expect(carousel.getByRole("button", { name: /^Play Charlotte/ })).toHaveAttribute("data-audio-state", "ready");
  release();
  await expect(carousel.getByRole("button", { name: /^Playing Charlotte/ })).toHaveAttribute("data-audio-state", "playing", { timeout: 15_000 });

  // So does a voice filter's chip, which a click before then does not tick.
  release = await holdChunk(page, "VoiceFilterBar");
  await page.goto("/about/voices");
  await page.getByText("Male", { exact: true }).click();
  await expect(page.getByRole("checkbox", { name: "Male", exact: true })).not.toBeChecked();
  release();
  await expect(page.getByRole("checkbox", { name: "Male", exact: true })).toBeChecked();
  await expect(page).toHaveURL(/gender(~|%7E)(IN(~|%7E))?MALE/);
});

test("the server's field errors show next to their fields", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel(/^Name/).fill("Fiona Field");
  await page.getByLabel(/^E-mail/).fill("fiona@example.com");
  await page.getByLabel(/^Message/).fill("Hello studio.");
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  // `__isError` is how the server tells Relay the type is an Error.
  await page.route("**/graphql", async (route) => {
    if (!route.request().postData()?.includes("useSendContactMessageMutation")) return route.fallback();
    await route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({
        data: { sendContactMessage: { __typename: "ValidationError", __isError: "ValidationError", message: "Some fields are invalid.", fields: [{ path: ["input", "email"], message: "is not accepted for this form" }] } },
      }),
    });
  });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("is not accepted for this form")).toBeVisible();
  await expect(page.getByLabel(/^E-mail/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(/^E-mail/)).toBeFocused();
  await expect(page).toHaveURL(/\/contact$/);
});

test("the contact form goes through the bot-check to the thank-you page", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("should not be empty").first()).toBeVisible();

  await page.getByLabel(/^Name/).fill("Carla Contact");
  await page.getByLabel(/^E-mail/).fill(uniqueEmail("carla"));
  await page.getByLabel(/^Phone/).fill("+31 20 555 0101");
  await page.getByLabel(/^Company/).fill("Northwind Dental");
  await page.getByLabel(/^Message/).fill("Could you record our new opening hours before Monday?");
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/thank-you\?from=contact$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your message");
});

test("the quote request says why a script is refused and sends an accepted one", async ({ page }) => {
  await page.goto("/voice-contact?service=bilingual-voice-over&voice=katrin");
  await expect(page.getByText("You asked for Katrin.")).toBeVisible();

  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: "voice.mp3", mimeType: "audio/mpeg", buffer: Buffer.from("ID3") });
  await expect(page.getByText("“voice.mp3” was not added: only PDF, DOC, DOCX, ODT, RTF, TXT files are accepted.")).toBeVisible();
  await fileInput.setInputFiles({ name: "script.txt", mimeType: "text/plain", buffer: Buffer.from("Welkom bij Praxis Dr. Weber. Willkommen in der Praxis Dr. Weber.") });
  await expect(page.getByTestId("script-file-name")).toHaveText("script.txt");
  await expect(page.getByText(/was not added/)).toHaveCount(0);

  await page.getByRole("textbox", { name: "Word count" }).fill("120");
  await page.getByLabel(/^Name/).fill("Quentin Quote");
  await page.getByLabel(/^E-mail/).fill(uniqueEmail("quentin"));
  await page.getByLabel(/^Notes/).fill("German and English greeting for a medical practice.");
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page).toHaveURL(/\/thank-you\?from=quote$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your quote request is on its way");
});

test("the partnership enquiry goes to the thank-you page", async ({ page }) => {
  await page.goto("/partnerships?programme=REFERRAL");
  await expect(page.getByRole("radio", { name: /^Referral/ })).toBeChecked();
  await page.getByLabel(/^Name/).fill("Pieter Partner");
  await page.getByLabel(/^E-mail/).fill(uniqueEmail("pieter"));
  await page.getByLabel(/^Company/).fill("VoipHaven");
  await page.getByLabel(/^Website/).fill("not a web address");
  await page.getByLabel(/^About your business/).fill("We host PBX systems for 400 small businesses.");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByText("must be a URL address")).toBeVisible();
  await page.getByLabel(/^Website/).fill("https://voiphaven.example.com");
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/thank-you\?from=partnership$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your interest in working together");
});

test("no public page has a serious or critical accessibility violation", async ({ page }) => {
  const failures: string[] = [];
  for (const { path, heading: title } of [...PUBLIC_PAGES, { path: "/services/nope", heading: "This page could not be found" }]) {
    await page.goto(path);
    await expect(await heading(page), path).toHaveText(title);
    failures.push(...(await seriousViolations(page, path)));
  }
  expect(failures).toEqual([]);
});

test("all of a page's content stands in a landmark, the progress bar included", async ({ page }) => {
  for (const path of ["/", "/about/voices", "/order/telephone-voice-prompts"]) {
    await page.goto(path);
    await expect(page.getByRole("progressbar", { includeHidden: true })).toHaveCount(1);
    expect(await contentOutsideLandmarks(page), path).toEqual([]);
  }
});
