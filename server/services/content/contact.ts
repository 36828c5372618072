import type { Brand } from "~/content/brand";
import type { ContactInput } from "~/lib/contact-schema";
import type { Db } from "../../db/database";
import { contactSubmissions } from "../../db/schema";
import { contactNotice } from "../../mail/contact-mail";
import { enqueueMail } from "../../mail/outbox";

/** Stores a contact submission and, in the same transaction, queues the notice to the sales team. */
export async function submitContact(db: Db, brand: Brand, input: ContactInput): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactSubmissions)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        company: input.company ?? null,
        interestArea: input.interestArea ?? null,
        message: input.message,
      })
      .returning({ id: contactSubmissions.id });
    await enqueueMail(tx, contactNotice(brand, { ...input, id: row.id }));
    return { id: row.id };
  });
}
