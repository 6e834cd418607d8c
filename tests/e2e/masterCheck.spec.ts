// The master check on the order desk in a real browser: the administrator uploads a poor master
// (quiet speech with a DC offset and 50 Hz mains hum) and reads, before anything is rendered, the
// warnings, the active level against the −19 dBm0 target and the waveform; an all-silent master is
// refused at upload with a message naming the file, and nothing is kept of it; a master over the
// size limit is refused before it is sent, naming the file and the limit.
import { truncate, writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { MB } from "../../common/bytes.ts";
import { pcm16Wav, speechLikePcm } from "../audio/generate.ts";
import { desktopAndPhoneProblems } from "./accessibility.ts";
import { E2E } from "./environment.ts";
import { expect, test } from "./fixtures.ts";
import { paidGuestOrder } from "./fulfilmentFixtures.ts";
import { signIn } from "./helpers.ts";

const PROMPT = { name: "welcome", text: "Thank you for calling Northwind Dental. Your call is important to us." };
const RATE = 44_100;
/** 3 % of full scale. */
const DC_OFFSET = 983;
const HUM_AMPLITUDE = 40;
/** The server decodes and analyses the master before it answers the upload. */
const UPLOAD_ANSWER = { timeout: 30_000 };

/** Four seconds of quiet speech-like sound (about −44 dBm0) between silences, 3 % DC offset and 50 Hz hum throughout. */
function poorMasterWav(): Buffer {
  const speech = speechLikePcm({ rate: RATE, seconds: 4, leadSeconds: 1, tailSeconds: 1.5, amplitude: 800, seed: 5 });
  const pcm = Int16Array.from(speech, (sample, i) => Math.round(sample + DC_OFFSET + HUM_AMPLITUDE * Math.sin((2 * Math.PI * 50 * i) / RATE)));
  return pcm16Wav(pcm, RATE);
}

/** Two seconds of digital silence. */
const silentWav = () => pcm16Wav(new Int16Array(RATE * 2), RATE);

/** A paid order of one prompt, opened on the desk by the administrator and moved to production. */
async function orderInProduction(page: Page) {
  const order = await paidGuestOrder([PROMPT], ["MULAW_8K_WAV"]);
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  await page.goto(`/manage/orders/${order.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await page.getByRole("button", { name: "Start production" }).click();
  const move = page.getByRole("dialog", { name: `Start production: order ${order.number}` });
  await move.getByRole("button", { name: "Start production" }).click();
  await expect(move).toBeHidden();
  await expect(page.getByTestId("order-status")).toHaveText("In production");
  return page.getByRole("article", { name: PROMPT.name });
}

async function upload(page: Page, file: { name: string; buffer: Buffer } | string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: `Upload master of ${PROMPT.name}` }).click();
  await (await chooser).setFiles(typeof file === "string" ? file : { name: file.name, mimeType: "audio/wav", buffer: file.buffer });
}

test("the studio reads the master check of a poor master before its files are rendered", async ({ page }) => {
  // Placing and paying the order, an upload analysed on the server, and axe at two widths.
  test.setTimeout(120_000);
  const prompt = await orderInProduction(page);
  await upload(page, { name: "quiet-take.wav", buffer: poorMasterWav() });

  await expect(page.getByText(`Version 1 of ${PROMPT.name} is uploaded with 3 warnings from the master check; its files are being rendered.`)).toBeVisible(UPLOAD_ANSWER);
  const check = prompt.getByRole("region", { name: `Master check of ${PROMPT.name}` });
  await expect(check.getByText("3 warnings", { exact: true })).toBeVisible();
  await expect(check.getByRole("alert", { name: "Very low level" })).toContainText("The speech is very quiet");
  await expect(check.getByRole("alert", { name: "Mains hum" })).toContainText(/50 Hz mains hum at \S+ dBFS: it is notched out/);
  await expect(check.getByRole("alert", { name: "DC offset" })).toContainText("DC offset of 3.0 % of full scale");
  await expect(check.getByRole("alert")).toHaveCount(3);

  // The figures are a description list: each term followed by its value.
  const figures = check.locator("dl");
  await expect(figures).toContainText("Length6.5 s");
  await expect(figures).toContainText("Sample rate44.1 kHz");
  await expect(figures).toContainText("Clipped samples0");
  await expect(figures).toContainText("DC offset+3.00 %");
  await expect(figures).toContainText(/Mains hum50 Hz at −\d+\.\d dBFS/);
  const level = figures.getByText(/^−4\d\.\d dBm0$/);
  await expect(level).toBeVisible();
  await expect(figures).toContainText(/\d\.\d dB under the −19 dBm0 target/);

  const waveform = check.getByRole("img", { name: /^Waveform of quiet-take\.wav: 6\.5 s, peak −\d+\.\d dBFS; speech from 1\.0 s to 5\.0 s at −4\d\.\d dBm0\.$/ });
  await expect(waveform).toBeVisible();
  // As recorded, and raised to its peak behind it: the master peaks at about −24 dBFS.
  await expect(waveform.locator("path")).toHaveCount(2);
  await expect(check.getByText(/^Dark: as recorded, full scale at the edges\. Light: raised 2\d dB to show its shape\.$/)).toBeVisible();

  expect(await desktopAndPhoneProblems(page, "order desk with a master check")).toEqual([]);
});

test("an all-silent master is refused at upload, naming the file", async ({ page }) => {
  const prompt = await orderInProduction(page);
  await upload(page, { name: "silence.wav", buffer: silentWav() });

  await expect(prompt.getByRole("alert")).toHaveText(/^"silence\.wav" holds no speech: it is digital silence, too quiet to render\./, UPLOAD_ANSWER);
  await expect(prompt).toContainText("No master yet");
  await expect(prompt.getByRole("region", { name: `Master check of ${PROMPT.name}` })).toHaveCount(0);
});

test("a master over 100 MB is refused before it is sent, naming the file and the limit", async ({ page }, testInfo) => {
  const prompt = await orderInProduction(page);
  // A sparse file: only its size matters, and it never leaves the browser.
  const path = testInfo.outputPath("huge-take.wav");
  await writeFile(path, "");
  await truncate(path, 101 * MB);
  await upload(page, path);

  await expect(prompt.getByRole("alert")).toHaveText('"huge-take.wav" is 101.0 MB: a master must be at most 100 MB.');
  await expect(prompt).toContainText("No master yet");
});
