import PDFDocument from "pdfkit";
import type { Brand } from "~/content/brand";
import { PAYMENT_TERMS_LABELS } from "~/lib/account-terms";
import { formatCents } from "~/lib/price";
import { quotePdfDownloadName } from "~/lib/customer-quote-views";
import { basisPointsToPercent, quoteAmounts } from "~/lib/quote-amounts";
import { drawLineTable, drawTotals, lineColumns } from "../documents/pdf-table";
import type { QuoteWithLines } from "./quotes";
import { pdfBytes } from "../../documents/pdf-bytes";

/** The file name a quote's PDF is sent and downloaded as: Q-2026-000045-r1.pdf. */
export function quotePdfFilename(quote: Pick<QuoteWithLines, "quoteNumber" | "revision">) {
  return quotePdfDownloadName(quote.quoteNumber, quote.revision);
}

/**
 * A quote as a PDF (pdfkit, decision 015), attached to the e-mail that sends it and downloadable by
 * its customer: the company's details from the brand config, the number and revision, the date,
 * the customer, the lines with unit prices, discounts and amounts, shipping, tax or the exemption
 * certificate, the total, payment terms, validity and the note. Amounts are the ones stored when the
 * quote was sent; a quote not sent yet (an admin's preview) shows them as computed now. Only call it
 * for someone who may see this quote's amounts (its account, its link, sales).
 */
export function renderQuotePdf(brand: Brand, quote: QuoteWithLines): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `Quote ${quote.quoteNumber} revision ${quote.revision}`, Author: brand.companyName },
  });
  const done = pdfBytes(doc);

  const computed = quoteAmounts({
    lines: quote.lines,
    shippingCents: quote.shippingCents ?? 0,
    taxBasisPoints: quote.taxBasisPoints ?? 0,
  });
  const stored = quote.totalCents !== null;
  const amounts = {
    subtotal: stored ? quote.subtotalCents! : computed.subtotalCents,
    tax: stored ? quote.taxCents! : computed.taxCents,
    shipping: quote.shippingCents ?? 0,
    total: stored ? quote.totalCents! : computed.totalCents,
  };
  const money = (cents: number | null) => (cents === null ? "—" : formatCents(cents));
  const width = doc.page.width - 100;
  const issued = (quote.sentAt ?? new Date()).toISOString().slice(0, 10);

  // the company's details
  doc.font("Helvetica-Bold").fontSize(18).text(brand.companyName);
  doc.font("Helvetica").fontSize(9).fillColor("#555");
  doc.text(brand.postalAddress);
  doc.text(`${brand.salesEmail} · Phone ${brand.phone} · Fax ${brand.fax}`);
  doc.moveDown(1.2).fillColor("#000");

  doc.font("Helvetica-Bold").fontSize(15).text(`Quote ${quote.quoteNumber}`);
  doc.font("Helvetica").fontSize(10).moveDown(0.4);
  doc.text(`Revision: ${quote.revision}`);
  doc.text(`Date: ${issued}`);
  if (quote.validUntil) doc.text(`Valid until: ${quote.validUntil}`);
  doc.moveDown();

  doc.font("Helvetica-Bold").text("Prepared for");
  doc.font("Helvetica").text([quote.contactName, quote.contactCompany, quote.contactEmail, quote.contactPhone].filter(Boolean).join("\n"));
  doc.moveDown();

  // the lines: quantity, product and SKU, unit price, discount, line total
  drawLineTable(
    doc,
    width,
    lineColumns(width, { title: "Unit price", w: 70 }, { title: "Discount", w: 45, gap: 5 }, { title: "Amount", w: 70 }),
    quote.lines.map((line, i) => [
      String(line.quantity),
      `${line.name}\nSKU ${line.sku}`,
      money(line.unitPriceCents),
      line.discountBasisPoints > 0 ? `${basisPointsToPercent(line.discountBasisPoints)} %` : "—",
      money(stored ? line.lineTotalCents : computed.lineTotals[i]),
    ]),
  );

  const taxLabel = quote.taxExemptionCertificate
    ? `Tax (exempt, certificate ${quote.taxExemptionCertificate})`
    : `Tax (${basisPointsToPercent(quote.taxBasisPoints ?? 0)} %)`;
  const totals: Array<[string, string]> = [
    ["Subtotal", money(amounts.subtotal)],
    ["Shipping", amounts.shipping === 0 ? "Free" : money(amounts.shipping)],
    [taxLabel, money(amounts.tax)],
    ["Total", money(amounts.total)],
  ];
  drawTotals(doc, width, totals, 250);

  doc.font("Helvetica-Bold").text("Terms");
  doc.font("Helvetica");
  doc.text(`Payment terms: ${quote.paymentTerms ? PAYMENT_TERMS_LABELS[quote.paymentTerms] : PAYMENT_TERMS_LABELS.prepaid}`);
  if (quote.poRequired) doc.text("A purchase-order number is required to accept this quote.");
  if (quote.validUntil) doc.text(`This quote is valid until ${quote.validUntil} (inclusive).`);
  doc.moveDown();
  if (quote.salesNote) {
    doc.font("Helvetica-Bold").text("Note");
    doc.font("Helvetica").text(quote.salesNote);
    doc.moveDown();
  }
  doc.font("Helvetica").fontSize(9).fillColor("#555");
  doc.text(`Please quote ${quote.quoteNumber} in any correspondence. Questions: ${brand.salesEmail}, ${brand.phone}.`);
  doc.end();
  return done;
}
