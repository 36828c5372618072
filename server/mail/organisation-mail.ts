import type { Brand } from "~/content/brand";
import { formatAdminDateTime } from "~/lib/admin-format";
import { ORGANISATION_ROLE_LABELS, type OrganisationRole } from "~/lib/organisation-roles";
import { formatCents } from "~/lib/price";
import { plainText, singleLine } from "./mail-text";
import type { OutgoingMail } from "./outbox";

/*
 * The e-mails of buying as an organisation: an invitation to join, and an order request's way
 * through approval (to the deciders, the requester's confirmation, the approval, the rejection).
 * Plain text from plain data; names typed by people are kept on one line. Amounts go only to
 * members of an approved organisation, who may see prices (the callers' rule).
 */

const signature = (brand: Brand) => `— ${brand.companyName}\n${brand.salesEmail} · ${brand.phone}`;

export interface InvitationForMail {
  email: string;
  inviterName: string;
  organisationName: string;
  role: OrganisationRole;
  expiresAt: Date;
}

/** To the invited address: who invites, to which organisation, with which role, until when; one link, to the invitation page. */
export function organisationInvitationMail(brand: Brand, invitation: InvitationForMail, invitationUrl: string): OutgoingMail {
  const inviter = singleLine(invitation.inviterName);
  const organisation = singleLine(invitation.organisationName);
  return {
    kind: "organisation-invitation",
    to: invitation.email,
    subject: `${inviter} invited you to join ${organisation} at ${brand.companyName}`.slice(0, 200),
    text:
      `Hello,\n\n${inviter} invited you to join ${organisation} in the ${brand.companyName} shop, with the role ${ORGANISATION_ROLE_LABELS[invitation.role]}.\n\n` +
      `To accept, open this link and choose your password (it works once, until ${formatAdminDateTime(invitation.expiresAt)}):\n${invitationUrl}\n\n` +
      `If you did not expect this invitation, you can ignore this message.\n\n` +
      signature(brand),
  };
}

export interface ApprovalRequestForMail {
  id: string;
  requester: { firstName: string; lastName: string; email: string };
  lines: ReadonlyArray<{ sku: string; productName: string; quantity: number; unitPriceCents: number; totalPriceCents: number }>;
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  reasons: ReadonlyArray<{ code: string; message: string }>;
  poNumber?: string | null;
  costCentre?: string | null;
  glCode?: string | null;
}

const requesterName = (request: ApprovalRequestForMail) => singleLine(`${request.requester.firstName} ${request.requester.lastName}`);

/** `/account/approvals/<id>`: where the request is decided, followed, cancelled or put back in the cart. */
const requestLink = (origin: string, request: ApprovalRequestForMail) => `${origin}/account/approvals/${request.id}`;

/** The lines with their amounts, the totals, the checkout's references when given. */
function requestSummary(request: ApprovalRequestForMail) {
  const lines = request.lines.map(
    (l) => `  ${l.quantity} × ${singleLine(l.productName)} (${l.sku}) — ${formatCents(l.unitPriceCents)} each, ${formatCents(l.totalPriceCents)}`,
  );
  const references = [
    ["PO number", request.poNumber],
    ["Cost centre", request.costCentre],
    ["GL code", request.glCode],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${singleLine(value as string)}`);
  return [
    ...lines,
    "",
    `Subtotal: ${formatCents(request.subtotalCents)}`,
    `Tax: ${formatCents(request.taxCents)}`,
    `Shipping: ${request.shippingCents === 0 ? "Free" : formatCents(request.shippingCents)}`,
    `Total: ${formatCents(request.totalCents)}`,
    ...(references.length ? ["", ...references] : []),
  ].join("\n");
}

const reasonList = (request: ApprovalRequestForMail) => request.reasons.map((r) => `  - ${r.message}`).join("\n");

/** To each admin and approver who may decide on the request; replying answers the requester. */
export function approvalNeededMail(brand: Brand, request: ApprovalRequestForMail, decider: { email: string; firstName: string }, origin: string): OutgoingMail {
  const name = requesterName(request);
  return {
    kind: "approval-needed",
    to: decider.email,
    replyTo: request.requester.email,
    subject: `Approval needed: order request from ${name}`.slice(0, 200),
    text:
      `Dear ${singleLine(decider.firstName)},\n\n${name} (${singleLine(request.requester.email)}) asks for approval of this order:\n\n` +
      `${requestSummary(request)}\n\nWhy it needs approval:\n${reasonList(request)}\n\n` +
      `Approve or reject it here: ${requestLink(origin, request)}\n\n` +
      signature(brand),
  };
}

/** To the requester when the request is made: nothing is ordered yet, and where to follow or cancel it. */
export function approvalRequestedMail(brand: Brand, request: ApprovalRequestForMail, origin: string): OutgoingMail {
  return {
    kind: "approval-requested",
    to: request.requester.email,
    subject: `Your order request is waiting for approval — ${brand.companyName}`,
    text:
      `Dear ${singleLine(request.requester.firstName)},\n\nyour order needs approval before it is placed, so we sent it to your organisation's approvers. ` +
      `Nothing is ordered until one of them approves it; you will hear from us either way.\n\n` +
      `${requestSummary(request)}\n\nWhy it needs approval:\n${reasonList(request)}\n\n` +
      `Follow it, or cancel it, here: ${requestLink(origin, request)}\n\n` +
      signature(brand),
  };
}

/** To the requester when an approver approves: the order it became (its confirmation follows separately). */
export function approvalGrantedMail(
  brand: Brand,
  request: ApprovalRequestForMail,
  decision: { deciderName: string; orderNumber: string; comment?: string | null },
  origin: string,
): OutgoingMail {
  return {
    kind: "approval-granted",
    to: request.requester.email,
    subject: `Your order request was approved — order ${decision.orderNumber}`,
    text:
      `Dear ${singleLine(request.requester.firstName)},\n\n${singleLine(decision.deciderName)} approved your order request. It is now order ${decision.orderNumber}; ` +
      `its confirmation follows in a separate e-mail.\n\n` +
      (decision.comment ? `----- Comment -----\n${plainText(decision.comment)}\n----- End of comment -----\n\n` : "") +
      `${requestSummary(request)}\n\nSee the order: ${origin}/account/orders/${decision.orderNumber}\n\n` +
      signature(brand),
  };
}

/** To the requester when an approver rejects: the reason word for word, and the way to put the lines back in the cart. */
export function approvalRejectedMail(
  brand: Brand,
  request: ApprovalRequestForMail,
  decision: { deciderName: string; reason: string },
  origin: string,
): OutgoingMail {
  return {
    kind: "approval-rejected",
    to: request.requester.email,
    subject: `Your order request was not approved — ${brand.companyName}`,
    text:
      `Dear ${singleLine(request.requester.firstName)},\n\n${singleLine(decision.deciderName)} rejected your order request, for this reason:\n\n` +
      `----- Reason -----\n${plainText(decision.reason)}\n----- End of reason -----\n\n` +
      `Nothing was ordered. The request held:\n\n${requestSummary(request)}\n\n` +
      `To put these lines back in your cart (to change and send them again), open the request: ${requestLink(origin, request)}\n\n` +
      signature(brand),
  };
}
