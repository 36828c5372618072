/**
 * The line table and the totals block of the documents the site prints (order confirmation,
 * quote), drawn with pdfkit from the left margin (x = 50) across `width`.
 */

export interface PdfColumn {
  title: string;
  x: number;
  w: number;
  align: "left" | "right";
}

/**
 * The columns of an order's or a quote's lines: quantity and product from the left margin, then the
 * `amounts` right-aligned, the last ending at the right margin; `gap` is a column's space before it.
 * The product takes what is left, 50 short of the first amount.
 */
export function lineColumns(width: number, ...amounts: { title: string; w: number; gap?: number }[]): PdfColumn[] {
  let right = 50 + width;
  const placed = amounts
    .toReversed()
    .map((amount) => {
      const x = right - amount.w;
      right = x - (amount.gap ?? 0);
      return { title: amount.title, x, w: amount.w, align: "right" as const };
    })
    .toReversed();
  return [{ title: "Qty", x: 50, w: 35, align: "left" }, { title: "Product", x: 90, w: placed[0].x - 50 - 90, align: "left" }, ...placed];
}

/** Draws the header row and a rule, then `lines` rows (a new page before a row that would not fit), then a closing rule. */
export function drawLineTable(doc: PDFKit.PDFDocument, width: number, cols: PdfColumn[], lines: string[][]) {
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.text(cell, cols[i].x, y, { width: cols[i].w, align: cols[i].align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = 50;
    doc.y = bottom + 4;
  };
  row(
    cols.map((c) => c.title),
    true,
  );
  doc
    .moveTo(50, doc.y - 2)
    .lineTo(50 + width, doc.y - 2)
    .strokeColor("#999")
    .stroke();
  for (const cells of lines) row(cells);
  doc
    .moveTo(50, doc.y)
    .lineTo(50 + width, doc.y)
    .stroke();
  doc.moveDown(0.5);
}

/** Label and amount pairs, right-aligned under the table; "Total" in bold. `labelWidth` fits the longest label. */
export function drawTotals(doc: PDFKit.PDFDocument, width: number, totals: Array<[string, string]>, labelWidth: number) {
  for (const [label, value] of totals) {
    const y = doc.y;
    doc.font(label === "Total" ? "Helvetica-Bold" : "Helvetica");
    doc.text(label, 50 + width - 80 - labelWidth, y, { width: labelWidth, align: "right" });
    doc.text(value, 50 + width - 70, y, { width: 70, align: "right" });
  }
  doc.x = 50;
  doc.moveDown();
}

/** The company's letterhead the documents open with: name, postal address and contacts from the brand config. */
export function drawLetterhead(doc: PDFKit.PDFDocument, brand: { companyName: string; postalAddress: string; salesEmail: string; phone: string; fax: string }) {
  doc.font("Helvetica-Bold").fontSize(18).fillColor("#000").text(brand.companyName);
  doc.font("Helvetica").fontSize(9).fillColor("#555");
  doc.text(brand.postalAddress);
  doc.text(`${brand.salesEmail} · Phone ${brand.phone} · Fax ${brand.fax}`);
  doc.moveDown(1.2).fillColor("#000");
}
