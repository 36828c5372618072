import PDFDocument from "pdfkit";
import type { Brand } from "~/content/brand";
import { lotPassedQc } from "~/lib/lot-rules";
import { drawLetterhead, drawLineTable } from "./pdf-table";
import type { CertificateLot } from "../catalogue/lots";
import { pdfBytes } from "../../documents/pdf-bytes";

/** The file name a lot's certificate is downloaded as: CoA-CR3520-2409A.pdf. */
export const certificateFilename = (lotNumber: string) => `CoA-${lotNumber}.pdf`;

/**
 * A lot's certificate of analysis (pdfkit, like the order and quote PDFs; decision 027): the
 * company's letterhead, the product and SKU, the lot's dates, its QC results against
 * specification with pass or fail, the conclusion and the release. Never a price: a certificate
 * is public to whoever has the lot number.
 */
export function certificateOfAnalysisPdf(brand: Brand, lot: CertificateLot, issuedOn: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `Certificate of analysis, lot ${lot.lotNumber}`, Author: brand.companyName, Subject: `${lot.productName} (${lot.sku})` },
  });
  const done = pdfBytes(doc);
  const width = doc.page.width - 100;

  drawLetterhead(doc, brand);
  doc.font("Helvetica-Bold").fontSize(15).text("Certificate of Analysis");
  doc.moveDown(0.6);

  // product and lot facts, two columns of label and value
  const facts: Array<[string, string]> = [
    ["Product", lot.productName],
    ["SKU", lot.sku],
    ["Lot number", lot.lotNumber],
    ["Manufacture date", lot.manufacturedOn],
    ["Expiry date", lot.expiresOn],
    ["Release date", lot.releasedOn],
  ];
  doc.fontSize(10);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font("Helvetica-Bold").text(label, 50, y, { width: 120 });
    doc.font("Helvetica").text(value, 175, y, { width: width - 125 });
    doc.x = 50;
  }
  doc.moveDown();

  doc.font("Helvetica-Bold").fontSize(12).text("Quality control results");
  doc.fontSize(10).moveDown(0.4);
  const cols = [
    { title: "Test", x: 50, w: 150, align: "left" as const },
    { title: "Specification", x: 205, w: 140, align: "left" as const },
    { title: "Result", x: 350, w: 125, align: "left" as const },
    { title: "Pass/Fail", x: 50 + width - 65, w: 65, align: "right" as const },
  ];
  drawLineTable(
    doc,
    width,
    cols,
    lot.qcResults.map((r) => [r.test, r.specification, r.result, r.passed ? "Pass" : "Fail"]),
  );

  const passed = lotPassedQc(lot.qcResults);
  doc.moveDown(0.5).font("Helvetica-Bold");
  doc.text(passed ? "Conclusion: this lot meets all of its specifications." : "Conclusion: this lot does not meet all of its specifications.");
  doc.moveDown(2);

  // the release: who released the lot, when, and the line they sign on
  if (doc.y > doc.page.height - 170) doc.addPage();
  doc.font("Helvetica").text(`Released for distribution by Quality Assurance on ${lot.releasedOn}.`);
  doc.moveDown(2.5);
  const lineY = doc.y;
  doc.moveTo(50, lineY).lineTo(260, lineY).strokeColor("#000").stroke();
  doc.moveDown(0.3);
  doc.font("Helvetica-Bold").text(lot.releasedBy, 50);
  doc.font("Helvetica").text("Authorised signatory");
  doc.moveDown(2);

  doc.font("Helvetica").fontSize(8).fillColor("#555");
  doc.text(
    `This certificate was issued electronically on ${issuedOn} from the batch record of lot ${lot.lotNumber}. ` +
      `The results apply to this lot only. Questions: ${brand.supportEmail} · ${brand.phone}.`,
    50,
    undefined,
    { width },
  );
  doc.end();
  return done;
}
