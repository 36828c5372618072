import { describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { defaultBrand } from "~/content/brand";
import { renderQuotePdf } from "./quote-pdf";
import type { QuoteWithLines } from "./quotes";

const base: QuoteWithLines = {
  id: "00000000-0000-4000-8000-000000000001",
  quoteNumber: "Q-2026-000045",
  revision: 2,
  status: "sent",
  userId: null,
  organisationId: null,
  contactName: "Ada Lovelace",
  contactEmail: "ada@lab.example.org",
  contactCompany: "Analytical Engines",
  contactPhone: null,
  source: "product",
  requestMessage: null,
  shippingCents: 15_000,
  taxBasisPoints: 0,
  taxExemptionCertificate: "EX-4711",
  paymentTerms: "net-30",
  poRequired: true,
  validUntil: "2026-12-24",
  salesNote: "Installation included.",
  subtotalCents: 2_264_997,
  taxCents: 0,
  totalCents: 2_279_997,
  sentAt: new Date("2026-11-24T10:00:00Z"),
  decidedAt: null,
  declineReason: null,
  poNumber: null,
  poDocumentId: null,
  orderId: null,
  supersededBy: null,
  createdAt: new Date("2026-11-20T10:00:00Z"),
  updatedAt: new Date("2026-11-24T10:00:00Z"),
  lines: [
    {
      id: "l1",
      quoteId: "q",
      position: 0,
      productId: null,
      sku: "CR3520",
      name: "CR3520 reagent kit",
      quantity: 2,
      unitPriceCents: 1_250_000,
      discountBasisPoints: 1_000,
      lineTotalCents: 2_250_000,
    },
    {
      id: "l2",
      quoteId: "q",
      position: 1,
      productId: null,
      sku: "FREE",
      name: "On-site training",
      quantity: 3,
      unitPriceCents: 4_999,
      discountBasisPoints: 0,
      lineTotalCents: 14_997,
    },
  ],
};

async function textOf(pdf: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe("renderQuotePdf", () => {
  it("prints number, revision, date, company details, lines, discounts, amounts, exemption, terms, validity and note", async () => {
    const pdf = await renderQuotePdf(defaultBrand, base);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await textOf(pdf);
    for (const expected of [
      "Quote Q-2026-000045",
      "Revision: 2",
      "Date: 2026-11-24",
      defaultBrand.companyName,
      defaultBrand.postalAddress,
      "CR3520 reagent kit",
      "$12,500.00",
      "10 %",
      "$22,500.00",
      "$149.97",
      "$22,649.97",
      "$150.00",
      "certificate EX-4711",
      "$22,799.97",
      "Net 30 days",
      "purchase-order number is required",
      "valid until 2026-12-24",
      "Installation included.",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints the tax rate when not exempt", async () => {
    const text = await textOf(await renderQuotePdf(defaultBrand, { ...base, taxExemptionCertificate: null, taxBasisPoints: 800, taxCents: 181_200 }));
    expect(text).toContain("Tax (8 %)");
    expect(text).toContain("$1,812.00");
  });
});
