import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { DOCUMENT_CACHE_CONTROL, DOCUMENT_CONTENT_SECURITY_POLICY } from "../../server/documents/document-route";
import { useTestApp } from "../support/test-app";

// The documentation centre's PDFs and its search (decision 026), with a deployment's own brand.
const app = useTestApp({ COMPANY_NAME: "Nordlicht Separations GmbH", SUPPORT_EMAIL: "hilfe@nordlicht.example" }, { pages: true });

const text = async (res: Response) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true });
  return text.replace(/\s+/g, " ");
};

describe("GET /documentation/files/{slug}.pdf and /download", () => {
  it("opens a document in the browser: a PDF, inline, with its file name, cacheable", async () => {
    const res = await app.request("/documentation/files/emass-ii-user-manual.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe('inline; filename="emass-ii-user-manual-v3.2.pdf"');
    expect(res.headers.get("Cache-Control")).toBe(DOCUMENT_CACHE_CONTROL);
    expect(res.headers.get("ETag")).toMatch(/^"[\w-]+"$/);
    // the site's object-src 'none' would make Chrome's PDF viewer refuse to show it
    expect(res.headers.get("Content-Security-Policy")).toBe(DOCUMENT_CONTENT_SECURITY_POLICY);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const body = await text(res.clone());
    expect(body).toContain("EMASS-II CE-MS Ion Source User Manual");
    expect(body).toContain("Nordlicht Separations GmbH");
    expect(body).toContain("hilfe@nordlicht.example");
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
  });

  it("downloads a document as an attachment named after its slug and version, the same bytes", async () => {
    const read = await app.request("/documentation/files/cr3520-kit-instructions.pdf");
    const res = await app.request("/documentation/files/cr3520-kit-instructions/download");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="cr3520-kit-instructions-v2.1.pdf"');
    expect(res.headers.get("ETag")).toBe(read.headers.get("ETag"));
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(Buffer.from(await read.arrayBuffer()))).toBe(true);
    expect(res.headers.get("Content-Length")).toBe(String(bytes.length));
  });

  it("answers 304 without a body when the browser already has this version", async () => {
    const first = await app.request("/documentation/files/ts-emitter-gap-setup.pdf");
    const etag = first.headers.get("ETag")!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const res = await app.request("/documentation/files/ts-emitter-gap-setup/download", { headers: { "If-None-Match": ifNoneMatch } });
      expect(res.status, ifNoneMatch).toBe(304);
      expect(res.headers.get("ETag")).toBe(etag);
      expect(res.headers.get("Cache-Control")).toBe(DOCUMENT_CACHE_CONTROL);
      expect(await res.text()).toBe("");
    }
    const changed = await app.request("/documentation/files/ts-emitter-gap-setup.pdf", { headers: { "If-None-Match": '"an-older-version"' } });
    expect(changed.status).toBe(200);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await app.request("/documentation/files/tr-lab-setup-safety.pdf", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(await res.text()).toBe("");
  });

  it("shows the site's 404 page for a document that does not exist", async () => {
    for (const path of [
      "/documentation/files/no-such-manual.pdf",
      "/documentation/files/no-such-manual/download",
      "/documentation/files/EMASS-II-USER-MANUAL.pdf",
      "/documentation/files/emass-ii-user-manual.pdf.exe",
      "/documentation/files/..%2Fpackage.json",
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type"), path).toMatch(/^text\/html/);
      expect(await res.text(), path).toContain("Page Not Found");
    }
  });
});

describe("GET /documentation", () => {
  it("shows each document's version, page count and size measured on its PDF, with Read and Download links", async () => {
    const file = await app.services.documents.file("emass-ii-user-manual");
    const html = await (await app.request("/documentation")).text();
    const size = `${(file!.sizeBytes / 1000).toFixed(0)} KB`;
    expect(html).toContain(`${file!.pageCount} pages`);
    expect(html).toContain(size);
    expect(html).toContain('href="/documentation/files/emass-ii-user-manual.pdf"');
    expect(html).toContain('href="/documentation/files/emass-ii-user-manual/download"');
    expect(html).not.toContain("Request PDF");
    expect(html).not.toContain("mailto:hilfe@nordlicht.example?subject=Document");
  });

  it("searches the documents' text for ?q= on the server and shows where it matched", async () => {
    // "polyimide" is in the capillary instructions' text, not in any document's name
    const html = await (await app.request("/documentation?q=polyimide")).text();
    expect(html).toContain("Separation Capillary Installation and Care");
    expect(html).not.toContain("EMASS-II CE-MS Ion Source User Manual");
    expect(html).toMatch(/<mark[^>]*>polyimide<\/mark>/i);
    expect(html).toContain("match “polyimide”");
  });

  it("finds nothing for nonsense and says so", async () => {
    const html = await (await app.request("/documentation?q=xylophone")).text();
    expect(html).toMatch(/No documents match “(<!-- -->)?xylophone(<!-- -->)?”/);
  });

  it("keeps a long query to 100 characters and renders it safely", async () => {
    const res = await app.request(`/documentation?q=${encodeURIComponent(`<script>alert(1)</script>${"x".repeat(300)}`)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("x".repeat(101));
  });
});
