import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { PDFDocument, PDFName, PDFString, StandardFonts } from "pdf-lib";

/**
 * PDFs made by the tests (never files checked in): an ordinary purchase order, padded with a
 * scanned-looking image to the size asked for; a Flate bomb; and PDFs with JavaScript or a Launch
 * action in the places readers run them.
 */

async function purchaseOrder(title = "Purchase order PO-2026-77") {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 50, y: 780, size: 18, font });
  page.drawText("1 × CE-MS ion source, as quoted.", { x: 50, y: 750, size: 11, font });
  return { document, page };
}

const save = async (document: PDFDocument, useObjectStreams = false) => Buffer.from(await document.save({ useObjectStreams }));

/** An ordinary PO of about `bytes` bytes: text, and an RGB image of random pixels (Flate, incompressible) that fills the rest. */
export async function ordinaryPdf(bytes = 4.9 * 1024 * 1024): Promise<Buffer> {
  const { document, page } = await purchaseOrder();
  const pixels = Math.max(3, Math.floor((bytes - 4_000) / 3));
  const width = 1000;
  const height = Math.max(1, Math.floor(pixels / width));
  const deflated = zlib.deflateSync(randomBytes(width * height * 3), { level: 1 });
  const image = document.context.stream(deflated, {
    Type: "XObject",
    Subtype: "Image",
    Width: width,
    Height: height,
    ColorSpace: "DeviceRGB",
    BitsPerComponent: 8,
    Filter: "FlateDecode",
  });
  const ref = document.context.register(image);
  page.node.setXObject(PDFName.of("Scan"), ref);
  return save(document);
}

/** A PO whose extra streams of zeros inflate to `inflatedBytes` in all (one compressed block, repeated). */
export async function flateBombPdf(inflatedBytes: number, { streamBytes = 16 * 1024 * 1024, inObjectStream = false } = {}): Promise<Buffer> {
  const { document, page } = await purchaseOrder();
  const each = Math.min(streamBytes, inflatedBytes);
  const zeros = zlib.deflateSync(Buffer.alloc(each), { level: 9 });
  const count = Math.ceil(inflatedBytes / each);
  for (let i = 0; i < count; i++) {
    const dict = inObjectStream ? { Type: "ObjStm", N: 1, First: 0, Filter: "FlateDecode" } : { Filter: "FlateDecode" };
    const ref = document.context.register(document.context.stream(zeros, dict));
    page.node.set(PDFName.of(`Padding${i}`), ref);
  }
  return save(document);
}

/** A PO that runs JavaScript when opened (/OpenAction). */
export async function openActionScriptPdf(): Promise<Buffer> {
  const { document } = await purchaseOrder();
  const action = document.context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert('hello')") });
  document.catalog.set(PDFName.of("OpenAction"), document.context.register(action));
  return save(document);
}

/** A PO whose page launches a program when shown (/AA with a Launch action). */
export async function pageLaunchPdf(): Promise<Buffer> {
  const { document, page } = await purchaseOrder();
  const launch = document.context.obj({ S: "Launch", F: PDFString.of("calc.exe") });
  page.node.set(PDFName.of("AA"), document.context.obj({ O: launch }));
  return save(document);
}

/** A PO with a document-level script in the catalogue's /Names /JavaScript tree, its objects in object streams. */
export async function namesTreeScriptPdf(): Promise<Buffer> {
  const { document } = await purchaseOrder();
  const script = document.context.register(document.context.obj({ S: "JavaScript", JS: PDFString.of("this.print()") }));
  const tree = document.context.obj({ Names: [PDFString.of("init"), script] });
  document.catalog.set(PDFName.of("Names"), document.context.obj({ JavaScript: document.context.register(tree) }));
  return save(document, true);
}
