import type { Brand } from "~/content/brand";
import { interestAreas } from "~/content/contact-page";
import type { ContactInput } from "~/lib/contact-schema";
import { plainText, singleLine } from "./mail-text";
import type { OutgoingMail } from "./outbox";

function interestAreaLabel(value: ContactInput["interestArea"]) {
  return interestAreas.find((area) => area.value === value)?.label ?? "Not specified";
}

/** The notice the sales team gets for each contact-form submission (plain text, never HTML). */
export function contactNotice(brand: Brand, submission: ContactInput & { id: string }): OutgoingMail {
  const name = singleLine(`${submission.firstName} ${submission.lastName}`);
  const company = submission.company ? singleLine(submission.company) : "—";
  return {
    kind: "contact-notice",
    to: brand.salesEmail,
    subject: `New inquiry: ${interestAreaLabel(submission.interestArea)} from ${name}`.slice(0, 200),
    text:
      `A visitor sent a message through the contact form.\n\n` +
      `Name: ${name}\n` +
      `E-mail: ${singleLine(submission.email)}\n` +
      `Company: ${company}\n` +
      `Interest area: ${interestAreaLabel(submission.interestArea)}\n` +
      `Reference: ${submission.id}\n\n` +
      `----- Message -----\n${plainText(submission.message)}\n----- End of message -----\n\n` +
      `We promise visitors an answer within 24 hours on business days.`,
  };
}
