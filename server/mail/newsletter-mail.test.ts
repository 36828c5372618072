import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Brand } from "~/content/brand";
import { newsletterConfirmation } from "./newsletter-mail";
import { createMailTransport } from "./transport";

const brand = { companyName: "CEMS Technologies", supportEmail: "support@cems.example.org" } as Brand;
const links = {
  confirmUrl: "https://shop.example.com/newsletter/confirm?token=c".padEnd(90, "c"),
  unsubscribeUrl: "https://shop.example.com/newsletter/unsubscribe?token=u".padEnd(94, "u"),
};

describe("newsletter e-mails", () => {
  it("carry the confirmation link, say nothing happens without it, and end with the one-click unsubscribe link", () => {
    const mail = newsletterConfirmation(brand, "reader@lab.example.org", links);
    expect(mail).toMatchObject({
      kind: "newsletter-confirm",
      to: "reader@lab.example.org",
      replyTo: "support@cems.example.org",
      listUnsubscribe: links.unsubscribeUrl,
    });
    expect(mail.text).toContain(links.confirmUrl);
    expect(mail.text).toContain("you will not be subscribed");
    expect(mail.text.trimEnd().endsWith(`Unsubscribe with one click: ${links.unsubscribeUrl}`)).toBe(true);
  });

  it("are sent with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), other e-mails without", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "newsletter-mail-"));
    try {
      const transport = createMailTransport({ from: "shop@example.com", fileDir: dir });
      await transport.send(newsletterConfirmation(brand, "reader@lab.example.org", links));
      await transport.send({ to: "buyer@lab.example.org", subject: "Your order", text: "Thank you." });
      const emls = fs
        .readdirSync(dir)
        .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
        .map((eml) => eml.replace(/\r?\n[ \t]+/g, " "));
      const newsletter = emls.find((eml) => eml.includes("To: reader@lab.example.org"))!;
      expect(newsletter).toContain(`List-Unsubscribe: <${links.unsubscribeUrl}>`);
      expect(newsletter).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      const order = emls.find((eml) => eml.includes("To: buyer@lab.example.org"))!;
      expect(order).not.toContain("List-Unsubscribe");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
