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

/** To the applicant at registration: the request is in, and a link that confirms the address. */
export function registrationReceivedMail(brand: Brand, user: Person, confirmUrl: string): OutgoingMail {
  return {
    kind: "registration-received",
    to: user.email,
    subject: `We received your ${brand.companyName} account request – please confirm your address`,
    text:
      `Dear ${user.firstName},\n\nthank you for your account request. Our team reviews every new account and will tell you by e-mail once it is approved.\n\n` +
      `Please confirm that this is your e-mail address by opening this link (valid for 72 hours, once):\n${confirmUrl}\n\n` +
      `If you did not ask for an account, you can ignore this message.` +
      signature(brand),
  };
}

/** A new confirmation link, asked for from the account page (the registration's link expired or was lost). */
export function emailConfirmationMail(brand: Brand, user: Person, confirmUrl: string): OutgoingMail {
  return {
    kind: "email-confirmation",
    to: user.email,
    subject: `Confirm your e-mail address for ${brand.companyName}`,
    text:
      `Dear ${user.firstName},\n\nyou asked for a new link to confirm the e-mail address of your account. Please open it (valid for 72 hours, once):\n${confirmUrl}\n\n` +
      `Links we sent you before no longer work. If you did not ask for this, you can ignore this message.` +
      signature(brand),
  };
}

export function passwordResetMail(brand: Brand, user: Person, resetUrl: string): OutgoingMail {
  return {
    kind: "password-reset",
    to: user.email,
    subject: `Choose a new ${brand.companyName} password`,
    text:
      `Dear ${user.firstName},\n\nsomeone (probably you) asked to reset the password of your account. Choose a new one here (the link works once, for 60 minutes):\n${resetUrl}\n\n` +
      `Setting a new password signs your account out everywhere. If you did not ask for this, ignore this message: your password stays as it is.` +
      signature(brand),
  };
}

export function passwordChangedNotice(brand: Brand, user: Person): OutgoingMail {
  return {
    kind: "password-changed",
    to: user.email,
    subject: `Your ${brand.companyName} password was changed`,
    text:
      `Dear ${user.firstName},\n\nthe password of your account was just changed. If that was not you, reset it at once and tell us at ${brand.supportEmail}.` +
      signature(brand),
  };
}

/** To the new address of an e-mail change: the link that makes the change. */
export function emailChangeMail(brand: Brand, user: Person, newEmail: string, confirmUrl: string): OutgoingMail {
  return {
    kind: "email-change",
    to: newEmail,
    subject: `Confirm your new ${brand.companyName} e-mail address`,
    text:
      `Dear ${user.firstName},\n\nplease confirm that your account should use this e-mail address from now on (the link works once, for 24 hours):\n${confirmUrl}\n\n` +
      `Until you do, your account keeps its current address. If you did not ask for this, ignore this message.` +
      signature(brand),
  };
}

/** To the new address of an e-mail change when another account already has it (nothing is revealed to the requester). */
export function emailInUseNotice(brand: Brand, newEmail: string): OutgoingMail {
  return {
    kind: "email-in-use",
    to: newEmail,
    subject: `Someone asked to move a ${brand.companyName} account to your address`,
    text:
      `Hello,\n\nsomeone asked to use this e-mail address for their ${brand.companyName} account, but it already belongs to an account. Nothing was changed.` +
      signature(brand),
  };
}

/** To the old address once an e-mail change is confirmed. */
export function emailChangedNotice(brand: Brand, user: Person, oldEmail: string, newEmail: string): OutgoingMail {
  return {
    kind: "email-changed",
    to: oldEmail,
    subject: `Your ${brand.companyName} e-mail address was changed`,
    text:
      `Dear ${user.firstName},\n\nyour account now uses ${newEmail} instead of this address. If that was not you, contact us at once at ${brand.supportEmail}.` +
      signature(brand),
  };
}
