import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { deliverDueMail, enqueueMail, type MailTransport } from "./outbox";
import { createMailTransport } from "./transport";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const pdf = { filename: "quote-Q-2026-000001-rev1.pdf", contentType: "application/pdf", contentBase64: Buffer.from("%PDF-1.3 test").toString("base64") };

describe("mail attachments (a quote's PDF)", () => {
  it("are stored in the outbox and handed to the transport", async () => {
    await enqueueMail(t.db, { to: "buyer@lab.example.org", subject: "Your quote", text: "Attached.", kind: "attachment-test", attachments: [pdf] });
    const seen: unknown[] = [];
    const transport: MailTransport = { send: async (m) => void seen.push(m.attachments) };
    await deliverDueMail(t.db, transport);
    expect(seen).toEqual([[pdf]]);
  });

  it("are written into the .eml file when there is no SMTP server", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-attachments-"));
    try {
      await createMailTransport({ from: "shop@example.com", fileDir: dir }).send({
        to: "buyer@lab.example.org",
        subject: "Your quote",
        text: "Attached.",
        attachments: [pdf],
      });
      const [file] = fs.readdirSync(dir);
      const eml = fs.readFileSync(path.join(dir, file), "utf8");
      expect(eml).toContain(`filename=${pdf.filename}`);
      expect(eml).toContain("Content-Type: application/pdf");
      expect(eml).toContain(pdf.contentBase64);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
