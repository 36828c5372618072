import { describe, expect, it } from "vitest";
import { defaultBrand } from "~/content/brand";
import {
  approvalGrantedMail,
  approvalNeededMail,
  approvalRejectedMail,
  approvalRequestedMail,
  organisationInvitationMail,
  type ApprovalRequestForMail,
} from "./organisation-mail";

const origin = "https://shop.example.com";
const token = "t".repeat(43);

describe("the invitation e-mail", () => {
  const mail = organisationInvitationMail(
    defaultBrand,
    {
      email: "postdoc@lab.example.org",
      inviterName: "Ada Lovelace",
      organisationName: "Lovelace Lab",
      role: "approver",
      expiresAt: new Date("2026-12-06T12:48:00Z"),
    },
    `${origin}/invitations/${token}`,
  );

  it("goes to the invited address and names the inviter, the organisation, the role's label and the expiry", () => {
    expect(mail).toMatchObject({
      kind: "organisation-invitation",
      to: "postdoc@lab.example.org",
      subject: "Ada Lovelace invited you to join Lovelace Lab at CEMS Technologies",
    });
    expect(mail.text).toContain("Ada Lovelace invited you to join Lovelace Lab in the CEMS Technologies shop, with the role Approver.");
    expect(mail.text).toContain("until Dec 6, 2026, 12:48 PM UTC");
  });

  it("has one /invitations/ link: the public origin's invitation page with the token", () => {
    expect(mail.text.match(/\S*\/invitations\/\S*/g)).toEqual([`${origin}/invitations/${token}`]);
  });

  it("keeps a name with line breaks on one line, so it cannot add headers or fake lines", () => {
    const forged = organisationInvitationMail(
      defaultBrand,
      { email: "x@lab.example.org", inviterName: "Eve\r\nBcc: all@example.org", organisationName: "Lab", role: "buyer", expiresAt: new Date() },
      `${origin}/invitations/${token}`,
    );
    expect(forged.subject).toBe("Eve Bcc: all@example.org invited you to join Lab at CEMS Technologies");
    expect(forged.text).not.toMatch(/^Bcc:/m);
  });
});

const request: ApprovalRequestForMail = {
  id: "0b7c1c9e-6f0a-4c55-9d7e-5a3b0f2f1a11",
  requester: { firstName: "Grace", lastName: "Hopper", email: "grace@lab.example.org" },
  lines: [
    { sku: "MB03-CE", productName: "Capillary cartridge", quantity: 1, unitPriceCents: 25_000, totalPriceCents: 25_000 },
    { sku: "BUF-100", productName: "Running buffer", quantity: 3, unitPriceCents: 41_152, totalPriceCents: 123_456 },
  ],
  subtotalCents: 148_456,
  taxCents: 11_876,
  shippingCents: 0,
  totalCents: 160_332,
  reasons: [
    { code: "over_order_limit", message: "The order total $1,603.32 is above your order limit of $50.00." },
    {
      code: "over_monthly_budget",
      message: "The order total $1,603.32 is above what is left of your organisation's monthly budget this month: $80.00 of $400.00.",
    },
  ],
  poNumber: "PO-7781",
  costCentre: "CC-12",
  glCode: null,
};

describe("the deciders' e-mail", () => {
  const mail = approvalNeededMail(defaultBrand, request, { email: "pi@lab.example.org", firstName: "Ada" }, origin);

  it('is "Approval needed: order request from <name>", to the decider, answered to the requester', () => {
    expect(mail).toMatchObject({
      kind: "approval-needed",
      to: "pi@lab.example.org",
      replyTo: "grace@lab.example.org",
      subject: "Approval needed: order request from Grace Hopper",
    });
  });

  it("lists each line's SKU, name, quantity and amounts, the total in dollars and the reasons", () => {
    expect(mail.text).toContain("  1 × Capillary cartridge (MB03-CE) — $250.00 each, $250.00");
    expect(mail.text).toContain("  3 × Running buffer (BUF-100) — $411.52 each, $1,234.56");
    expect(mail.text).toContain("Subtotal: $1,484.56\nTax: $118.76\nShipping: Free\nTotal: $1,603.32");
    expect(mail.text).toContain("PO number: PO-7781\nCost centre: CC-12");
    expect(mail.text).not.toContain("GL code");
    expect(mail.text).toContain(
      "Why it needs approval:\n  - The order total $1,603.32 is above your order limit of $50.00.\n  - The order total $1,603.32 is above what is left of your organisation's monthly budget this month: $80.00 of $400.00.",
    );
  });

  it("links to the request's page", () => {
    expect(mail.text).toContain(`Approve or reject it here: ${origin}/account/approvals/${request.id}`);
  });
});

describe("the requester's e-mails", () => {
  it("confirm the request: nothing ordered yet, the lines, the reasons, where to follow or cancel it", () => {
    const mail = approvalRequestedMail(defaultBrand, request, origin);
    expect(mail).toMatchObject({ kind: "approval-requested", to: "grace@lab.example.org" });
    expect(mail.text).toContain("Nothing is ordered until one of them approves it");
    expect(mail.text).toContain("Total: $1,603.32");
    expect(mail.text).toContain("  - The order total $1,603.32 is above your order limit of $50.00.");
    expect(mail.text).toContain(`Follow it, or cancel it, here: ${origin}/account/approvals/${request.id}`);
  });

  it("tell an approval: who approved, the order number, the comment, a link to the order", () => {
    const mail = approvalGrantedMail(
      defaultBrand,
      request,
      { deciderName: "Ada Lovelace", orderNumber: "SO-2026-000123", comment: "Charge to the grant.\nThanks" },
      origin,
    );
    expect(mail).toMatchObject({ kind: "approval-granted", to: "grace@lab.example.org", subject: "Your order request was approved — order SO-2026-000123" });
    expect(mail.text).toContain("Ada Lovelace approved your order request. It is now order SO-2026-000123");
    expect(mail.text).toContain("----- Comment -----\nCharge to the grant.\nThanks\n----- End of comment -----");
    expect(mail.text).toContain(`See the order: ${origin}/account/orders/SO-2026-000123`);
  });

  it("tell a rejection: the reason word for word, and the way to put the lines back in the cart", () => {
    const reason = 'Not this month — we are over budget.\n\n  Order it again in January, please ("BUF-100" only).';
    const mail = approvalRejectedMail(defaultBrand, request, { deciderName: "Ada Lovelace", reason }, origin);
    expect(mail).toMatchObject({ kind: "approval-rejected", to: "grace@lab.example.org" });
    expect(mail.text).toContain(`----- Reason -----\n${reason}\n----- End of reason -----`);
    expect(mail.text).toContain("  3 × Running buffer (BUF-100) — $411.52 each, $1,234.56");
    expect(mail.text).toContain(
      `To put these lines back in your cart (to change and send them again), open the request: ${origin}/account/approvals/${request.id}`,
    );
  });
});
