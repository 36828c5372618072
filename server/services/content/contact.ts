import type { Brand } from "~/content/brand";
import type { ContactInput } from "~/lib/contact-schema";
import type { Db } from "../../db/database";
import { contactSubmissions } from "../../db/schema";
import { contactNotice } from "../../mail/contact-mail";
import { enqueueMail } from "../../mail/outbox";

/** Who sent a public form (the contact form, an event registration), as their submission stores them. */
export function senderColumns(input: { firstName: string; lastName: string; email: string }) {
  return { firstName: input.firstName, lastName: input.lastName, email: input.email };
}

/** Stores a contact submission and, in the same transaction, queues the notice to the sales team. */
export async function submitContact(db: Db, brand: Brand, input: ContactInput): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactSubmissions)
      .values({
        ...senderColumns(input),
        company: input.company ?? null,
        interestArea: input.interestArea ?? null,
        message: input.message,
      })
      .returning({ id: contactSubmissions.id });
    await enqueueMail(tx, contactNotice(brand, { ...input, id: row.id }));
    return { id: row.id };
  });
}
