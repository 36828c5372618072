import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultBrand } from "~/content/brand";
import { documentLibrary } from "~/content/documentation";
import { seedProducts } from "../db/seed-data";
import { AMPHOLYTE_MIXES, SAMPLE_PREP } from "~/tools/cr3520-options";
import { PROTOCOL_NOTES, TROUBLESHOOTING } from "~/tools/cr3520-protocol-content";
import { analysisSequenceFor } from "~/tools/cr3520-rules";
import { documentRegistry } from "./document-registry";
import { createDocumentStore, type DocumentFile } from "./document-store";
import { documentText } from "./document-text";
import { unencodableCharacters } from "./pdf-text";

/** A deployment's own brand: the documents must print it, not the defaults. */
const brand = { ...defaultBrand, companyName: "Nordlicht Separations GmbH", supportEmail: "hilfe@nordlicht.example", phone: "+49 30 5550 1234" };
const registry = documentRegistry();
const store = createDocumentStore(brand, registry);
let files: ReadonlyMap<string, DocumentFile>;
const texts = new Map<string, string>();

/** The PDF's text as a reader's viewer extracts it, whitespace collapsed. */
async function pdfText(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  // pdf.js reads the font's "mu" glyph as the Greek letter; the document wrote the micro sign
  return { text: text.replace(/\s+/g, " ").replace(/\u03bc/g, "µ"), totalPages };
}

beforeAll(async () => {
  files = await store.files();
  for (const [slug, file] of files) {
    const { text, totalPages } = await pdfText(file.bytes);
    expect(totalPages, slug).toBe(file.pageCount);
    texts.set(slug, text);
  }
}, 60_000);

const productSpec = (sku: string, label: string) => seedProducts.find((p) => p.sku === sku)!.specifications[label];

describe("the documentation centre's documents", () => {
  it("are the library's 16 documents, one per listed document, with unique slugs safe in a URL", () => {
    const listed = documentLibrary.flatMap((g) => g.documents.map((d) => d.id));
    expect(listed).toHaveLength(16);
    expect(new Set(listed).size).toBe(16);
    expect(registry.map((d) => d.slug)).toEqual(listed);
    for (const slug of listed) expect(slug).toMatch(/^[a-z0-9-]+$/);
    expect([...files.keys()]).toEqual(listed);
  });

  it("each generate a valid PDF whose text has its title, version, document number and the deployment's brand", () => {
    for (const { slug, heading, content } of registry) {
      const file = files.get(slug)!;
      expect(file.bytes.subarray(0, 5).toString("latin1"), slug).toBe("%PDF-");
      expect(file.sizeBytes).toBe(file.bytes.length);
      const text = texts.get(slug)!;
      expect(text, slug).toContain(heading.name);
      expect(text, slug).toContain(heading.version);
      expect(text, slug).toContain(content.code);
      expect(text, slug).toContain(brand.companyName);
      expect(text, slug).toContain(brand.supportEmail);
      expect(text, slug).not.toContain(defaultBrand.companyName);
      expect(text, slug).toContain(`Page 1 of ${file.pageCount}`);
      expect(text, slug).toContain("Revision history");
    }
  });

  it("have more than one page, a summary, sections and a revision history ending with the listed version", () => {
    for (const { slug, heading, content } of registry) {
      expect(files.get(slug)!.pageCount, slug).toBeGreaterThanOrEqual(2);
      expect(content.summary.length, slug).toBeGreaterThan(60);
      expect(content.sections(brand).length, slug).toBeGreaterThanOrEqual(3);
      expect(content.revisions.at(-1)!.version).toBe(heading.version);
      const dates = content.revisions.map((r) => r.date);
      expect([...dates].sort(), slug).toEqual(dates);
    }
  });

  it("print no amount: they are public documents", () => {
    for (const [slug, text] of texts) expect(text, slug).not.toMatch(/[$€£]\s?\d/);
  });

  it("use only characters the PDF's fonts can print", () => {
    for (const { slug, heading, content } of registry) expect(unencodableCharacters(documentText(brand, heading, content)), slug).toEqual([]);
  });

  it("are the same bytes every time they are generated, so every instance sends the same ETag", async () => {
    const again = await createDocumentStore(brand, registry).files();
    for (const [slug, file] of files) {
      expect(again.get(slug)!.bytes.equals(file.bytes), slug).toBe(true);
      expect(again.get(slug)!.etag).toBe(file.etag);
    }
    const otherBrand = await createDocumentStore(defaultBrand, registry).file("emass-ii-user-manual");
    expect(otherBrand!.etag).not.toBe(files.get("emass-ii-user-manual")!.etag);
  });

  it("are generated once per store and then served from memory", async () => {
    expect(await store.files()).toBe(files);
    expect(store.generationMs()).toBeGreaterThan(0);
    expect(await store.file("no-such-document")).toBeUndefined();
    const infos = await store.infos();
    expect(infos.map((i) => i.slug)).toEqual([...files.keys()]);
    expect(infos[0]).toEqual({ slug: infos[0].slug, pageCount: files.get(infos[0].slug)!.pageCount, sizeBytes: files.get(infos[0].slug)!.sizeBytes });
  });
});

describe("the manuals agree with the product pages", () => {
  it("state the emitter gaps, tip size and voltages of the ion source and its emitters", () => {
    const manual = texts.get("emass-ii-user-manual")!;
    for (const [sku, label] of [
      ["EMASS-II-SRC", "Emitter gap"],
      ["EMASS-II-SRC", "ESI voltage"],
      ["EMASS-II-SRC", "Emitter tip"],
      ["EMASS-II-SRC", "Separation voltage"],
      ["EMASS-II-SRC", "Emitter spacing"],
      ["ES-CZE-07", "Emitter gap"],
      ["ES-CIEF-12", "Emitter gap"],
      ["MB03-CE", "Capillary O.D. accepted"],
    ]) {
      expect(manual, `${sku} ${label}`).toContain(productSpec(sku, label));
    }
    expect(manual).toContain("0.7 mm (CZE-MS)");
    expect(manual).toContain("1.2 mm (cIEF-MS)");
    expect(manual).toContain("2.2–2.4 kV");
    expect(manual).toContain("15–30 µm");
    const gaps = texts.get("ts-emitter-gap-setup")!;
    expect(gaps).toContain(productSpec("ES-CZE-07", "Emitter gap"));
    expect(gaps).toContain(productSpec("ES-CIEF-12", "Emitter gap"));
  });

  it("state the capillaries' dimensions and coatings", () => {
    const capillaries = texts.get("separation-capillary-handling")!;
    for (const sku of ["CAP-FS-50-100", "CAP-LPA-50-100", "CAP-PEI-50-100"]) {
      expect(capillaries).toContain(seedProducts.find((p) => p.sku === sku)!.name);
      expect(capillaries).toContain(productSpec(sku, "Inner diameter"));
      expect(capillaries).toContain(productSpec(sku, "Outer diameter"));
    }
    expect(capillaries).toContain(productSpec("CAP-LPA-50-100", "Coating"));
    expect(capillaries).toContain("1.96 µL");
  });

  it("state the CE unit's voltage, injection and dimensions", () => {
    const guide = texts.get("ce-ms-system-operation-guide")!;
    for (const label of ["Separation voltage", "Injection", "Autosampler", "Capillary temperature", "Dimensions (W × D × H)"]) {
      expect(guide, label).toContain(productSpec("CE-30-AS", label));
    }
  });
});

describe("the CR3520 instructions for use", () => {
  it("are built from the method assistant's module: preparation, ampholytes, steps, notes and troubleshooting", () => {
    const ifu = texts.get("cr3520-kit-instructions")!;
    for (const rule of Object.values(SAMPLE_PREP)) expect(ifu).toContain(rule.dilution);
    for (const mix of Object.values(AMPHOLYTE_MIXES)) expect(ifu).toContain(mix.name);
    for (const protein of ["mab", "adc"] as const) {
      for (const step of analysisSequenceFor(protein)) {
        expect(ifu, step.name).toContain(step.name);
        expect(ifu, step.name).toContain(`${step.durationMin} min (${step.startMin}–${step.endMin})`);
      }
    }
    for (const note of PROTOCOL_NOTES) expect(ifu).toContain(note.slice(0, 60));
    for (const item of TROUBLESHOOTING) expect(ifu).toContain(item.problem.slice(0, 30));
    // the appendix is the assistant's own text export
    expect(ifu).toContain("CR3520 cIEF-MS Method Protocol");
    expect(ifu).toContain("Project: IgG1 reference");
  });
});
