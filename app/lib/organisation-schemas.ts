import { z } from "~/lib/zod";
import { requiredText } from "~/lib/plain-text";

/** PATCH /api/organisation: the organisation's name, as registration's "Company or institution" takes it. */
export const organisationNameSchema = z.strictObject({
  name: requiredText("Name", 200),
});
export type OrganisationNameInput = z.infer<typeof organisationNameSchema>;
