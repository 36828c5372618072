import type { Brand } from "~/content/brand";
import type { OutgoingMail } from "./outbox";

interface Person {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  title?: string | null;
  phone?: string | null;
}

const signature = (brand: Brand) => `\n\n— ${brand.companyName}\n${brand.supportEmail} · ${brand.phone}`;

export function accessRequestNotice(brand: Brand, user: Person, adminUrl: string): OutgoingMail {
  return {
    kind: "access-request",
    to: brand.salesEmail,
    subject: `New access request: ${user.firstName} ${user.lastName} (${user.company})`,
    text:
      `A new account is waiting for approval.\n\n` +
      `Name: ${user.firstName} ${user.lastName}\nCompany: ${user.company}\nTitle: ${user.title ?? "—"}\n` +
      `E-mail: ${user.email}\nPhone: ${user.phone ?? "—"}\n\nReview it in the admin area: ${adminUrl}`,
  };
}

export function accountApprovedMail(brand: Brand, user: Person, productsUrl: string): OutgoingMail {
  return {
    kind: "account-approved",
    to: user.email,
    subject: `Your ${brand.companyName} account is approved`,
    text: `Dear ${user.firstName},\n\nyour account has been approved. You can now sign in to see prices and order online:\n${productsUrl}` + signature(brand),
  };
}

export function accountRejectedMail(brand: Brand, user: Person): OutgoingMail {
  return {
    kind: "account-rejected",
    to: user.email,
    subject: `Your ${brand.companyName} account request`,
    text:
      `Dear ${user.firstName},\n\nwe could not approve online ordering for your account at this time. ` +
      `You can still browse our catalogue and request quotes. If you think this is a mistake, please reply to ${brand.salesEmail}.` +
      signature(brand),
  };
}

/** Sent instead of revealing on the sign-up form that the address already has an account. */
export function existingAccountNotice(brand: Brand, email: string, signInUrl: string): OutgoingMail {
  return {
    kind: "existing-account",
    to: email,
    subject: `Someone asked for a ${brand.companyName} account with your address`,
    text:
      `Hello,\n\nsomeone (perhaps you) asked for a new account with this e-mail address, which already has one. ` +
      `No new account was created. You can sign in here: ${signInUrl}\n\nIf you did not ask for this, you can ignore this message.` +
      signature(brand),
  };
}
