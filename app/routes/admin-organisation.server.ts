import { data } from "react-router";
import type { AccountFormResult } from "~/components/account/account-form";
import { schemaFields } from "~/lib/account-schemas";
import { accountTermsSchema } from "~/lib/account-terms-schema";
import { parseForm } from "~/lib/form-validation";
import { organisationNameSchema } from "~/lib/organisation-schemas";
import type { RequestContext } from "../../server/load-context";
import type { AuditActor } from "../../server/audit/audit-log";
import { formRefusal, pageRefusal } from "../../server/http/api-errors";
import { clearOrganisationTerms, setOrganisationTerms } from "../../server/services/accounts/account-terms-admin";
import { organisationActivity, readOrganisationForStaff, renameOrganisationAsStaff } from "../../server/services/organisations/organisation-admin";
import { ADMIN_PAGE_HEADERS } from "./admin.server";

/** The organisation as GET /api/admin/organisations/:id answers it, with its latest orders and quotes; 404 page for none. */
export async function loadOrganisation(context: RequestContext, id: string) {
  const { db, today } = context.services;
  try {
    const [organisation, activity] = await Promise.all([readOrganisationForStaff(db, id, today()), organisationActivity(db, id)]);
    return { organisation, ...activity };
  } catch (error) {
    throw pageRefusal(error, ADMIN_PAGE_HEADERS);
  }
}

const answer = (body: AccountFormResult, status = 200) => data(body, { status, headers: ADMIN_PAGE_HEADERS });

/**
 * The page's forms, with the schemas and services of PATCH /api/admin/organisations/:id ("rename")
 * and PUT /api/admin/organisations/:id/terms ("terms"), and removing the terms ("remove").
 */
export async function organisationAction(context: RequestContext, actor: AuditActor, id: string, intent: "rename" | "terms" | "remove", form: FormData) {
  const { db, sessions } = context.services;
  const refused = (error: unknown, reply: (message: string) => AccountFormResult["result"]) => {
    const refusal = formRefusal(error);
    return answer({ intent, result: reply(refusal.message) }, refusal.status);
  };
  if (intent === "remove") {
    try {
      await clearOrganisationTerms(db, actor, id);
    } catch (error) {
      return refused(error, (message) => ({ status: "error", error: { "": [message] } }));
    }
    sessions.forget({ organisationId: id });
    return answer({ intent, result: { status: "success" }, message: "The terms were removed: list prices and the standard rules apply." });
  }
  if (intent === "rename") {
    const submission = parseForm(schemaFields(form), organisationNameSchema);
    if (submission.status !== "success") return answer({ intent, result: submission.reply() }, 400);
    try {
      await renameOrganisationAsStaff(db, actor, id, submission.value);
    } catch (error) {
      return refused(error, (message) => submission.reply({ formErrors: [message] }));
    }
    sessions.forget({ organisationId: id });
    return answer({ intent, result: submission.reply(), message: "Renamed." });
  }
  const submission = parseForm(schemaFields(form), accountTermsSchema);
  if (submission.status !== "success") return answer({ intent, result: submission.reply() }, 400);
  try {
    await setOrganisationTerms(db, actor, id, submission.value);
  } catch (error) {
    return refused(error, (message) => submission.reply({ formErrors: [message] }));
  }
  // this instance reads the members' sessions again at once; the others on the NOTIFY sent with the change
  sessions.forget({ organisationId: id });
  return answer({ intent, result: submission.reply(), message: "Terms saved. The members see their prices and terms from their next page." });
}
