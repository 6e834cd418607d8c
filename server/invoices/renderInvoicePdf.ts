// Draws an invoice or credit note as an A4 PDF from its fixed content alone. Text is set in DejaVu
// Sans, embedded (only the characters used) from the dejavu-fonts-ttf package: it has the € sign
// and the accented, Greek and Cyrillic letters of customers' names, which the PDF standard fonts
// (WinAnsi only) lack; a character no font has shows as an empty box instead of failing.
import { REVERSE_CHARGE_NOTE } from "../tax/reverseCharge.ts";
import { createRequire } from "node:module";
import { formatMoney } from "../../common/money.ts";
import { INVOICE_KIND_LABELS, type InvoiceContent } from "./invoiceContent.ts";
import { formatDate } from "../../common/dates.ts";

const require = createRequire(import.meta.url);
const REGULAR_FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const BOLD_FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

const INK = "#1f2328";
const MUTED = "#5f6b76";
const RULE = "#c9d1d9";
const MARGIN = 50;
const FOOTER_HEIGHT = 40;

function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

function rateText(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString("en-GB", { maximumFractionDigits: 2 })}%`;
}

/** "Netherlands VAT (BTW) 21 %" already says its rate; "VAT" becomes "VAT (21%)". */
function taxLabel(name: string, basisPoints: number | null): string {
  if (basisPoints === null) return name;
  const rate = rateText(basisPoints);
  return name.replace(/\s/g, "").includes(rate) ? name : `${name} (${rate})`;
}

function paymentSentence(content: InvoiceContent): string | null {
  const references = content.payment?.references.join(", ");
  if (content.kind === "CREDIT_NOTE") {
    const when = content.payment?.at ? ` on ${formatDate(content.payment.at, "dayMonthYear", { timeZone: "UTC" })}` : "";
    return `Refunded to the card the order was paid with${when}.${references ? ` Refund reference: ${references}.` : ""}`;
  }
  if (!content.payment) return content.total === 0 ? "Nothing to pay: the discount covers the whole order." : null;
  const when = content.payment.at ? ` on ${formatDate(content.payment.at, "dayMonthYear", { timeZone: "UTC" })}` : "";
  return `Paid by card${when}.${references ? ` Payment reference: ${references}.` : ""}`;
}

/**
 * The PDF of an invoice or credit note. The same content always gives the same bytes. PDFKit (with
 * its font and compression libraries, several MB of memory) is loaded the first time an invoice is
 * drawn, not by every server that starts.
 */
export async function renderInvoicePdf(content: InvoiceContent): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const label = INVOICE_KIND_LABELS[content.kind];
  const money = (amount: number) => formatMoney(amount, content.currency);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    font: REGULAR_FONT,
    lang: "en",
    displayTitle: true,
    info: {
      Title: `${label} ${content.number}`,
      Subject: `${label} ${content.number} for order ${content.orderNumber}`,
      Author: content.seller.name,
      Creator: content.seller.name,
      Producer: content.seller.name,
      // The issue date, not the moment of drawing: a document downloaded twice is the same file.
      CreationDate: new Date(content.issuedAt),
      ModDate: new Date(content.issuedAt),
    },
  });
  doc.registerFont("regular", REGULAR_FONT);
  doc.registerFont("bold", BOLD_FONT);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const width = right - left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const write = (text: string, x: number, y: number, style: { size?: number; bold?: boolean; color?: string; width?: number; align?: "left" | "right" | "center" } = {}) => {
    doc
      .font(style.bold ? "bold" : "regular")
      .fontSize(style.size ?? 10)
      .fillColor(style.color ?? INK)
      .text(text, x, y, { width: style.width, align: style.align ?? "left" });
    return doc.y;
  };
  const rule = (y: number, color = RULE) => doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(color).stroke();

  const { seller, buyer } = content;
  const headerRight = left + width / 2;
  const nameBottom = write(seller.name, left, MARGIN, { size: 16, bold: true, width: width / 2 - 10 });
  const sellerCountry = countryName(seller.country);
  const sellerLines = [seller.address, sellerCountry && !seller.address.includes(sellerCountry) && sellerCountry, seller.vatNumber && `VAT ${seller.vatNumber}`, seller.email, seller.phone].filter(
    (line): line is string => !!line,
  );
  let sellerBottom = MARGIN;
  for (const line of sellerLines) sellerBottom = write(line, headerRight, sellerBottom, { size: 9, color: MUTED, width: width / 2, align: "right" });
  let y = Math.max(nameBottom, sellerBottom) + 28;

  y = write(label, left, y, { size: 22, bold: true }) + 8;
  const facts: [string, string][] = [
    [content.kind === "CREDIT_NOTE" ? "Credit note number" : "Invoice number", content.number],
    ["Issue date", formatDate(content.issuedAt, "dayMonthYear", { timeZone: "UTC" })],
    ["Order", String(content.orderNumber)],
  ];
  if (content.creditedInvoiceNumber) facts.push(["Credits invoice", content.creditedInvoiceNumber]);
  else if (content.payment?.at) facts.push(["Paid on", formatDate(content.payment.at, "dayMonthYear", { timeZone: "UTC" })]);
  let factsBottom = y;
  for (const [name, value] of facts) {
    write(name, left, factsBottom, { size: 9, color: MUTED, width: 110 });
    factsBottom = write(value, left + 110, factsBottom, { size: 9, bold: true, width: width / 2 - 120 }) + 3;
  }
  let buyerBottom = write("Billed to", headerRight, y, { size: 9, color: MUTED });
  const buyerLines: [string, boolean][] = [];
  if (buyer.companyName) buyerLines.push([buyer.companyName, true]);
  if (buyer.name) buyerLines.push([buyer.name, !buyer.companyName]);
  if (buyer.companyVatNumber) buyerLines.push([`VAT ${buyer.companyVatNumber}`, false]);
  if (buyer.email) buyerLines.push([buyer.email, false]);
  const buyerCountry = countryName(buyer.country);
  if (buyerCountry) buyerLines.push([buyerCountry, false]);
  for (const [line, bold] of buyerLines) buyerBottom = write(line, headerRight, buyerBottom + 1, { size: 10, bold, width: width / 2 });
  y = Math.max(factsBottom, buyerBottom) + 24;

  const columns = { description: { x: left, width: width - 230 }, quantity: { x: right - 225, width: 40 }, unit: { x: right - 180, width: 85 }, amount: { x: right - 90, width: 90 } };
  const tableHeader = () => {
    write("Description", columns.description.x, y, { size: 9, bold: true, color: MUTED, width: columns.description.width });
    write("Qty", columns.quantity.x, y, { size: 9, bold: true, color: MUTED, width: columns.quantity.width, align: "right" });
    write("Unit price", columns.unit.x, y, { size: 9, bold: true, color: MUTED, width: columns.unit.width, align: "right" });
    write("Amount", columns.amount.x, y, { size: 9, bold: true, color: MUTED, width: columns.amount.width, align: "right" });
    y = doc.y + 4;
    rule(y);
    y += 6;
  };
  tableHeader();
  for (const line of content.lines) {
    const height = doc.font("regular").fontSize(10).heightOfString(line.description, { width: columns.description.width });
    if (y + height > bottom()) {
      doc.addPage();
      y = MARGIN;
      tableHeader();
    }
    write(line.description, columns.description.x, y, { width: columns.description.width });
    write(String(line.quantity), columns.quantity.x, y, { width: columns.quantity.width, align: "right" });
    write(money(line.unitAmount), columns.unit.x, y, { width: columns.unit.width, align: "right" });
    write(money(line.amount), columns.amount.x, y, { width: columns.amount.width, align: "right" });
    y += height + 6;
  }
  rule(y);
  y += 8;

  const totals: { name: string; value: string; bold?: boolean }[] = [{ name: content.taxInclusive ? "Subtotal (tax included)" : "Subtotal", value: money(content.subtotal) }];
  if (content.discount) {
    totals.push({ name: content.discount.code ? `Discount (${content.discount.code})` : "Discount", value: money(-content.discount.amount) });
  }
  if (!content.taxInclusive) {
    for (const tax of content.taxes) totals.push({ name: `${taxLabel(tax.name, tax.rateBasisPoints)} on ${money(tax.taxableAmount)}`, value: money(tax.amount) });
  }
  totals.push({ name: content.kind === "CREDIT_NOTE" ? "Total credited" : "Total", value: money(content.total), bold: true });
  if (content.taxInclusive) {
    for (const tax of content.taxes) totals.push({ name: `Includes ${taxLabel(tax.name, tax.rateBasisPoints)} on ${money(tax.taxableAmount)}`, value: money(tax.amount) });
  }
  const totalsLeft = left + width * 0.3;
  for (const row of totals) {
    const size = row.bold ? 12 : 10;
    const height = doc.font(row.bold ? "bold" : "regular").fontSize(size).heightOfString(row.name, { width: width * 0.7 - 100 });
    if (y + height > bottom()) {
      doc.addPage();
      y = MARGIN;
    }
    write(row.name, totalsLeft, y, { size, bold: row.bold, width: width * 0.7 - 100, align: "right" });
    write(row.value, columns.amount.x, y, { size, bold: row.bold, width: columns.amount.width, align: "right" });
    y += height + 5;
  }

  if (content.reverseCharge) {
    y += 10;
    if (y + 30 > bottom()) {
      doc.addPage();
      y = MARGIN;
    }
    write(REVERSE_CHARGE_NOTE, left, y, { size: 10, bold: true, width });
    y += doc.font("bold").fontSize(10).heightOfString(REVERSE_CHARGE_NOTE, { width });
  }

  const payment = paymentSentence(content);
  if (payment) {
    y += 16;
    if (y + 30 > bottom()) {
      doc.addPage();
      y = MARGIN;
    }
    write(payment, left, y, { size: 10, width });
  }

  const footer = [seller.name, seller.address, seller.vatNumber && `VAT ${seller.vatNumber}`, seller.email].filter(Boolean).join(" · ");
  const pages = doc.bufferedPageRange();
  for (let index = pages.start; index < pages.start + pages.count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin would otherwise start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - MARGIN - FOOTER_HEIGHT / 2;
    doc.moveTo(left, footerY - 8).lineTo(right, footerY - 8).lineWidth(0.5).strokeColor(RULE).stroke();
    write(footer, left, footerY, { size: 8, color: MUTED, width: width - 150 });
    write(`${content.number} · page ${index - pages.start + 1} of ${pages.count}`, right - 130, footerY, { size: 8, color: MUTED, width: 130, align: "right" });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
