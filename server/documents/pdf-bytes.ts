import type PDFDocument from "pdfkit";

/**
 * The bytes of a PDF being drawn in memory, once it ends: listen before drawing, call `doc.end()`
 * when done, then await the promise. Every PDF the site makes (documents, quotes, orders,
 * certificates) is a page or a few, so it is kept whole in memory.
 */
export function pdfBytes(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}
