import PDFDocument from "pdfkit";
import type { Brand } from "~/content/brand";
import { ORDER_PATH, TO_BE_QUOTED, type AccountOrderDetail } from "~/lib/account-order-views";
import { orderStatusLabel } from "~/lib/admin-order-status";
import { orderTaxLabel, PAYMENT_TERMS_LABELS } from "~/lib/account-terms";
import { QUOTED_ITEM } from "~/lib/order-lines";
import { paymentSentence } from "~/lib/payment-sentence";
import type { Db } from "../../db/database";
import { getOrderForBuyerCopy } from "./account-orders";
import { drawLineTable, drawTotals, lineColumns } from "../documents/pdf-table";
import { pdfBytes } from "../../documents/pdf-bytes";

/**
 * The order confirmation as a PDF (pdfkit, decision 015): the same facts as the order page, with
 * amounts only where the page shows them (a viewer who may not see prices reads "To be quoted").
 * Built in memory: an order is a page or two.
 */
export function orderConfirmationPdf(brand: Brand, order: AccountOrderDetail): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `Order confirmation ${order.orderNumber}`, Author: brand.companyName } });
  const done = pdfBytes(doc);

  const width = doc.page.width - 100;
  const date = (iso: string) => new Date(iso).toISOString().slice(0, 10);
  const amount = (text: string | null) => text ?? TO_BE_QUOTED;

  doc.font("Helvetica-Bold").fontSize(18).text(brand.companyName);
  doc.font("Helvetica").fontSize(9).fillColor("#555").text(`${brand.salesEmail} · ${brand.phone}`);
  doc.moveDown(1.2).fillColor("#000");
  doc.font("Helvetica-Bold").fontSize(15).text(`Order confirmation ${order.orderNumber}`);
  doc.font("Helvetica").fontSize(10).moveDown(0.4);
  doc.text(`Placed: ${date(order.createdAt)}`);
  doc.text(`Status: ${orderStatusLabel[order.status]}`);
  if (order.poNumber) doc.text(`PO number: ${order.poNumber}`);
  if (order.costCentre) doc.text(`Cost centre: ${order.costCentre}`);
  if (order.glCode) doc.text(`GL code: ${order.glCode}`);
  if (order.paymentTerms) doc.text(`Payment terms: ${PAYMENT_TERMS_LABELS[order.paymentTerms]}`);
  if (order.taxExemptionCertificate) doc.text(`Tax exempt: certificate ${order.taxExemptionCertificate}`);
  if (order.trackingReference) doc.text(`Tracking reference: ${order.trackingReference}`);
  doc.moveDown();

  const top = doc.y;
  const column = (x: number, title: string, lines: Array<string | null>) => {
    doc.font("Helvetica-Bold").text(title, x, top, { width: width / 2 - 10 });
    doc.font("Helvetica").text(lines.filter(Boolean).join("\n"), { width: width / 2 - 10 });
    return doc.y;
  };
  const leftEnd = column(50, "Customer", [order.customerName, order.customerCompany, order.customerEmail, order.customerPhone]);
  const rightEnd = column(50 + width / 2, "Ship to", [order.shippingAddress]);
  doc.y = Math.max(leftEnd, rightEnd);
  doc.x = 50;
  doc.moveDown(0.5);
  doc.font("Helvetica-Bold").text("Bill to");
  doc.font("Helvetica").text(order.billingAddress ?? "Same as shipping address");
  doc.moveDown();

  // the lines: quantity, product and SKU, unit price, line total
  drawLineTable(
    doc,
    width,
    lineColumns(width, { title: "Unit price", w: 70 }, { title: "Total", w: 70 }),
    order.lines.map((line) => [
      String(line.quantity),
      // a shipped line names its lots (decision 027): their certificates are at /documentation/coa?lot=…
      `${line.productName}\n${line.freeLine ? QUOTED_ITEM : `SKU ${line.sku}`}${line.lots.length ? `\n${line.lots.length === 1 ? "Lot" : "Lots"} ${line.lots.map((l) => l.lotNumber).join(", ")}` : ""}`,
      amount(line.unitPrice),
      amount(line.lineTotal),
    ]),
  );

  const totals: Array<[string, string]> = order.total
    ? [
        ["Subtotal", amount(order.subtotal)],
        [orderTaxLabel(order, { short: true }), amount(order.tax)],
        ["Shipping", order.shipping === "$0.00" ? "Free" : amount(order.shipping)],
        ["Total", order.total],
      ]
    : [["Total", TO_BE_QUOTED]];
  drawTotals(doc, width, totals, 140);
  if (order.notes) {
    doc.font("Helvetica-Bold").text("Notes");
    doc.font("Helvetica").text(order.notes);
    doc.moveDown();
  }
  const history = order.timeline.map((t) => `${orderStatusLabel[t.status]} ${date(t.at)}`).join(" · ");
  doc.font("Helvetica").fontSize(9).fillColor("#555");
  doc.text(`Status history: ${history || ORDER_PATH[0]}`);
  doc.moveDown(0.5);
  doc.text(`${paymentSentence(order.paymentTerms, order.total === null)} Please quote the order number in any correspondence.`);
  doc.end();
  return done;
}

/** The file name of an order's confirmation PDF: SO-2026-000123.pdf. */
export const orderPdfFilename = (orderNumber: string) => `${orderNumber}.pdf`;

/** Draws the buyer's copy of an order for the confirmation e-mail (the mail sender calls it by the order's id). */
export function orderPdfForMail(db: Db, brand: Brand) {
  return async (orderId: string) => {
    const order = await getOrderForBuyerCopy(db, orderId);
    return order ? { filename: orderPdfFilename(order.orderNumber), bytes: await orderConfirmationPdf(brand, order) } : null;
  };
}
