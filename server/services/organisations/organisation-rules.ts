import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { organisationRulesSchema } from "~/lib/approval-schemas";
import { recordAudit } from "../../audit/audit-log";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { organisations, type Organisation } from "../../db/schema";
import { lockAsOrganisationAdmin } from "./locked-membership";
import { formatLimit, parseRuleAmounts } from "./organisation-limits";

/** An organisation's rules as the API answers them: amounts in dollars ("100.00"), null when not set. */
export interface OrganisationRules {
  approvalAbove: string | null;
  monthlyBudget: string | null;
  costCentreRequired: boolean;
  glCodeRequired: boolean;
}

export const rulesOf = (organisation: Organisation): OrganisationRules => ({
  approvalAbove: formatLimit(organisation.approvalAboveCents),
  monthlyBudget: formatLimit(organisation.monthlyBudgetCents),
  costCentreRequired: organisation.costCentreRequired,
  glCodeRequired: organisation.glCodeRequired,
});

/**
 * PUT /api/organisation/rules (its admins): a field left out keeps its value, `null` clears an
 * amount (400 `invalid_limit` for an amount that does not parse, naming it). Audited with what
 * changed. The next checkout reads the rules inside its own transaction, so nothing is cached.
 */
export async function updateRules(db: Db, viewer: SessionUser, input: z.infer<typeof organisationRulesSchema>): Promise<OrganisationRules> {
  const amounts = parseRuleAmounts(input);
  return db.transaction(async (tx) => {
    const { organisation } = await lockAsOrganisationAdmin(tx, viewer.id, "Only the organisation's admins may change its rules");
    const changes = {
      ...(amounts.approvalAboveCents !== undefined && { approvalAboveCents: amounts.approvalAboveCents }),
      ...(amounts.monthlyBudgetCents !== undefined && { monthlyBudgetCents: amounts.monthlyBudgetCents }),
      ...(input.costCentreRequired !== undefined && { costCentreRequired: input.costCentreRequired }),
      ...(input.glCodeRequired !== undefined && { glCodeRequired: input.glCodeRequired }),
    };
    const [updated] = await tx
      .update(organisations)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(organisations.id, organisation.id))
      .returning();
    const before = rulesOf(organisation);
    const after = rulesOf(updated);
    const changed = (Object.keys(after) as Array<keyof OrganisationRules>).filter((key) => before[key] !== after[key]);
    if (changed.length > 0) {
      await recordAudit(tx, {
        actor: { id: viewer.id, email: viewer.email },
        subjectType: "organisation",
        subjectId: organisation.id,
        subjectLabel: organisation.name,
        action: "rules-changed",
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      });
    }
    return after;
  });
}
