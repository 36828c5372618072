import PDFDocument from "pdfkit";
import type { Brand } from "~/content/brand";
import { drawLineTable } from "../services/documents/pdf-table";
import type { DocumentBlock, DocumentContent, DocumentSection } from "./document-model";
import { toPdfText } from "./pdf-text";
import { pdfBytes } from "./pdf-bytes";

/** What the renderer needs to know about a library document besides its content. */
export interface DocumentHeading {
  name: string;
  version: string;
  groupTitle: string;
}

const MARGIN = 50;
const ACCENT = "#0f766e";
const MUTED = "#555555";
const NOTICE_COLOURS = { warning: "#b91c1c", caution: "#b45309", note: ACCENT } as const;
const NOTICE_LABELS = { warning: "WARNING", caution: "CAUTION", note: "NOTE" } as const;

/**
 * One library document as a PDF (pdfkit, decision 015): the company's name and contacts from the
 * brand, the title block (kind, name, document number, version, release date), contents, the
 * numbered sections, revision history, and on every page a running header and a footer with the
 * document number, version and "Page n of N". Deterministic: the dates and the file ID come from
 * the current revision's release date, so the same brand and content give the same bytes on every
 * instance (and so the same ETag). No amount is ever printed: these are public documents.
 */
export function renderDocumentPdf(brand: Brand, heading: DocumentHeading, content: DocumentContent): Promise<{ bytes: Buffer; pageCount: number }> {
  const current = content.revisions.at(-1);
  if (!current) throw new Error(`${content.slug}: a document needs a revision history`);
  const released = new Date(`${current.date}T00:00:00Z`);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: toPdfText(heading.name),
      Author: toPdfText(brand.companyName),
      Subject: toPdfText(`${content.kind}, ${heading.version}`),
      Creator: toPdfText(brand.companyName),
      CreationDate: released,
      ModDate: released,
    },
  });
  const done = pdfBytes(doc);

  const width = doc.page.width - 2 * MARGIN;
  const text = (value: string, options?: PDFKit.Mixins.TextOptions) => doc.text(toPdfText(value), options);
  const sections: readonly DocumentSection[] = [
    ...content.sections(brand),
    {
      title: "Revision history",
      blocks: [
        { kind: "table", columns: ["Version", "Date", "Changes"], widths: [60, 75], rows: content.revisions.map((r) => [r.version, r.date, r.changes]) },
      ],
    },
  ];

  // title block
  doc.font("Helvetica-Bold").fontSize(18).fillColor("#000");
  text(brand.companyName);
  doc.font("Helvetica").fontSize(9).fillColor(MUTED);
  text(brand.postalAddress);
  text(`${brand.supportEmail} · ${brand.phone}`);
  doc.moveDown(0.8);
  rule(doc, width);
  doc.moveDown(1.2);
  doc.font("Helvetica-Bold").fontSize(10).fillColor(ACCENT);
  text(`${content.kind.toUpperCase()} · ${heading.groupTitle.toUpperCase()}`, { characterSpacing: 0.6 });
  doc.moveDown(0.3);
  doc.font("Helvetica-Bold").fontSize(20).fillColor("#000");
  text(heading.name);
  doc.moveDown(0.4);
  doc.font("Helvetica").fontSize(11).fillColor("#222");
  text(content.summary, { lineGap: 2 });
  doc.moveDown(0.8);
  drawFacts(doc, [
    ["Document number", content.code],
    ["Version", heading.version],
    ["Released", current.date],
    ["Published by", brand.companyName],
  ]);
  doc.moveDown(0.6);

  // contents
  doc.font("Helvetica-Bold").fontSize(12).fillColor("#000");
  text("Contents");
  doc.moveDown(0.3);
  doc.font("Helvetica").fontSize(10).fillColor("#222");
  sections.forEach((section, i) => text(`${i + 1}.  ${section.title}`, { indent: 10 }));
  doc.moveDown(1);

  sections.forEach((section, i) => {
    keepWithNext(doc, 140);
    doc.moveDown(0.6);
    doc.font("Helvetica-Bold").fontSize(14).fillColor("#000");
    text(`${i + 1}.  ${section.title}`);
    doc.moveDown(0.4);
    for (const block of section.blocks) drawBlock(doc, width, block);
  });

  // running header and footer on every page, now that the page count is known
  const range = doc.bufferedPageRange();
  for (let page = 0; page < range.count; page++) {
    doc.switchToPage(range.start + page);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    if (page > 0) {
      doc.text(toPdfText(brand.companyName), MARGIN, 28, { width: width / 2, lineBreak: false });
      doc.text(toPdfText(heading.name), MARGIN + width / 2, 28, { width: width / 2, align: "right", lineBreak: false, ellipsis: true });
    }
    const footerY = doc.page.height - 34;
    doc
      .moveTo(MARGIN, footerY - 6)
      .lineTo(MARGIN + width, footerY - 6)
      .lineWidth(0.5)
      .strokeColor("#bbbbbb")
      .stroke();
    doc.text(toPdfText(`${content.code} · ${heading.version} · ${current.date} · ${brand.supportEmail}`), MARGIN, footerY, {
      width: width - 80,
      lineBreak: false,
    });
    doc.text(`Page ${page + 1} of ${range.count}`, MARGIN + width - 80, footerY, { width: 80, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  const pageCount = range.count;
  doc.end();
  return done.then((bytes) => ({ bytes, pageCount }));
}

function rule(doc: PDFKit.PDFDocument, width: number) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(1)
    .strokeColor(ACCENT)
    .stroke();
}

/** Starts a new page when less than `space` points are left, so a heading is not stranded at the bottom. */
function keepWithNext(doc: PDFKit.PDFDocument, space: number) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - space) doc.addPage();
}

function drawFacts(doc: PDFKit.PDFDocument, rows: readonly (readonly [string, string])[]) {
  doc.fontSize(10).fillColor("#000");
  for (const [label, value] of rows) {
    keepWithNext(doc, 30);
    const y = doc.y;
    doc.font("Helvetica-Bold").text(toPdfText(label), MARGIN, y, { width: 170 });
    const labelEnd = doc.y;
    doc.font("Helvetica").text(toPdfText(value), MARGIN + 180, y, { width: doc.page.width - 2 * MARGIN - 180 });
    doc.x = MARGIN;
    doc.y = Math.max(labelEnd, doc.y) + 3;
  }
}

function drawCaption(doc: PDFKit.PDFDocument, caption: string | undefined) {
  if (!caption) return;
  keepWithNext(doc, 80);
  doc.font("Helvetica-Bold").fontSize(10).fillColor(ACCENT).text(toPdfText(caption), MARGIN);
  doc.moveDown(0.2);
  doc.fillColor("#000");
}

function drawList(doc: PDFKit.PDFDocument, width: number, items: readonly string[], marker: (i: number) => string) {
  doc.font("Helvetica").fontSize(10).fillColor("#000");
  items.forEach((item, i) => {
    keepWithNext(doc, 30);
    const y = doc.y;
    doc.font("Helvetica-Bold").text(marker(i), MARGIN + 4, y, { width: 18 });
    doc.font("Helvetica").text(toPdfText(item), MARGIN + 24, y, { width: width - 24, lineGap: 1.5 });
    doc.moveDown(0.25);
  });
  doc.x = MARGIN;
  doc.moveDown(0.4);
}

function drawBlock(doc: PDFKit.PDFDocument, width: number, block: DocumentBlock) {
  switch (block.kind) {
    case "paragraph":
      doc.font("Helvetica").fontSize(10).fillColor("#000").text(toPdfText(block.text), MARGIN, doc.y, { width, lineGap: 2 });
      doc.moveDown(0.6);
      return;
    case "subheading":
      keepWithNext(doc, 90);
      doc.moveDown(0.2);
      doc.font("Helvetica-Bold").fontSize(11).fillColor("#000").text(toPdfText(block.text), MARGIN);
      doc.moveDown(0.3);
      return;
    case "bullets":
      drawList(doc, width, block.items, () => "•");
      return;
    case "steps":
      drawList(doc, width, block.items, (i) => `${i + 1}.`);
      return;
    case "facts":
      drawCaption(doc, block.caption);
      drawFacts(doc, block.rows);
      doc.moveDown(0.6);
      return;
    case "table": {
      drawCaption(doc, block.caption);
      keepWithNext(doc, 60);
      // fixed widths for the leading columns, the rest share what is left
      const fixed = block.widths ?? [];
      const rest = width - fixed.reduce((sum, w) => sum + w, 0);
      const free = block.columns.length - fixed.length;
      let x = MARGIN;
      const cols = block.columns.map((title, i) => {
        const w = (i < fixed.length ? fixed[i] : rest / free) - (i < block.columns.length - 1 ? 8 : 0);
        const col = { title: toPdfText(title), x, w, align: "left" as const };
        x += w + 8;
        return col;
      });
      doc.fontSize(9).fillColor("#000");
      drawLineTable(
        doc,
        width,
        cols,
        block.rows.map((row) => row.map(toPdfText)),
      );
      doc.moveDown(0.3);
      return;
    }
    case "notice": {
      doc.fontSize(10);
      const label = NOTICE_LABELS[block.level];
      const body = toPdfText(block.text);
      const height = doc.heightOfString(body, { width: width - 24, lineGap: 1.5 }) + 26;
      keepWithNext(doc, height + 10);
      const top = doc.y;
      doc.save();
      doc.rect(MARGIN, top, width, height).fillColor("#f5f5f4").fill();
      doc.rect(MARGIN, top, 4, height).fillColor(NOTICE_COLOURS[block.level]).fill();
      doc.restore();
      doc
        .font("Helvetica-Bold")
        .fontSize(9)
        .fillColor(NOTICE_COLOURS[block.level])
        .text(label, MARGIN + 14, top + 7, { width: width - 24, characterSpacing: 0.5 });
      doc
        .font("Helvetica")
        .fontSize(10)
        .fillColor("#000")
        .text(body, MARGIN + 14, doc.y + 2, { width: width - 24, lineGap: 1.5 });
      doc.x = MARGIN;
      doc.y = top + height + 8;
      return;
    }
    case "listing":
      drawCaption(doc, block.caption);
      doc
        .font("Courier")
        .fontSize(8)
        .fillColor("#111")
        .text(toPdfText(block.text), MARGIN + 8, doc.y, { width: width - 8, lineGap: 1 });
      doc.x = MARGIN;
      doc.moveDown(0.8);
      return;
  }
}
