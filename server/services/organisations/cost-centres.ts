import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { costCentreChangeSchema, costCentreCreateSchema } from "~/lib/approval-schemas";
import { recordAudit } from "../../audit/audit-log";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { costCentres, type Organisation } from "../../db/schema";
import { DomainError, recordNotFoundError } from "../../errors/domain-error";
import { lockAsOrganisationAdmin } from "./locked-membership";
import { noOrganisation } from "./organisations";

/*
 * An organisation's cost centres (docs/decisions/056-approvals.md): its admins keep the list, every
 * member reads it. While the list is empty any code of 1–40 characters is accepted at checkout and
 * from an approver; once it holds a code, only its active codes are.
 */

type Reader = Pick<Db, "select">;

export interface CostCentreView {
  id: string;
  code: string;
  name: string;
  active: boolean;
}

const VIEW = { id: costCentres.id, code: costCentres.code, name: costCentres.name, active: costCentres.active };

/** GET /api/organisation/cost-centres: the caller's organisation's list, by code. */
export async function listCostCentres(db: Reader, viewer: SessionUser): Promise<CostCentreView[]> {
  if (!viewer.organisation) throw noOrganisation();
  return db.select(VIEW).from(costCentres).where(eq(costCentres.organisationId, viewer.organisation.id)).orderBy(asc(costCentres.code));
}

const codeTaken = (code: string) =>
  new DomainError(409, `The cost centre ${code} is already in the list`, { code: "cost_centre_exists", errors: { code: "This code is already in the list" } });

/** POST (its admins): a new active cost centre; a code already in the list is 409 `cost_centre_exists`. */
export async function addCostCentre(db: Db, viewer: SessionUser, input: z.infer<typeof costCentreCreateSchema>): Promise<CostCentreView> {
  return db.transaction(async (tx) => {
    const { organisation } = await lockAsOrganisationAdmin(tx, viewer.id, "Only the organisation's admins may change its cost centres");
    const [created] = await tx
      .insert(costCentres)
      .values({ organisationId: organisation.id, code: input.code, name: input.name })
      .onConflictDoNothing()
      .returning(VIEW);
    if (!created) throw codeTaken(input.code);
    await audit(tx, viewer, organisation, "cost-centre-added", null, created);
    return created;
  });
}

/** PATCH /:id (its admins): its name or whether it is active; another organisation's or an unknown id is 404 `cost_centre_not_found`. */
export async function changeCostCentre(db: Db, viewer: SessionUser, id: string, input: z.infer<typeof costCentreChangeSchema>): Promise<CostCentreView> {
  return db.transaction(async (tx) => {
    const { organisation } = await lockAsOrganisationAdmin(tx, viewer.id, "Only the organisation's admins may change its cost centres");
    const mine = and(eq(costCentres.id, id), eq(costCentres.organisationId, organisation.id));
    const [before] = await tx.select(VIEW).from(costCentres).where(mine);
    if (!before) throw recordNotFoundError("cost_centre");
    const [after] = await tx
      .update(costCentres)
      .set({ ...(input.name !== undefined && { name: input.name }), ...(input.active !== undefined && { active: input.active }) })
      .where(mine)
      .returning(VIEW);
    if (after.name !== before.name || after.active !== before.active) await audit(tx, viewer, organisation, "cost-centre-changed", before, after);
    return after;
  });
}

async function audit(
  tx: Pick<Db, "insert">,
  viewer: SessionUser,
  organisation: Organisation,
  action: string,
  before: CostCentreView | null,
  after: CostCentreView,
) {
  await recordAudit(tx, {
    actor: { id: viewer.id, email: viewer.email },
    subjectType: "organisation",
    subjectId: organisation.id,
    subjectLabel: organisation.name,
    action,
    before: before && { code: before.code, name: before.name, active: before.active },
    after: { code: after.code, name: after.name, active: after.active },
  });
}

/** 422 `unknown_cost_centre`: a code the organisation's non-empty list does not hold (active). */
const unknownCostCentre = (code: string) =>
  new DomainError(422, `${code} is not one of your organisation's cost centres`, {
    code: "unknown_cost_centre",
    errors: { costCentre: "Choose one of your organisation's cost centres" },
  });

export const COST_CENTRE_REQUIRED_MESSAGE = "Your organisation requires a cost centre for this order";
export const GL_CODE_REQUIRED_MESSAGE = "Your organisation requires a GL code for this order";

/**
 * The organisation's rules for an order's references, wherever an order is made from them (a
 * checkout placed at once, an approval): a cost centre and a GL code where the rules require them
 * (422 `cost_centre_required` / `gl_code_required`), and a given cost centre that the list holds
 * (422 `unknown_cost_centre`). `required: false` checks only the code given (a request sent for
 * approval: its approver may still fill in what is missing).
 */
export async function checkOrderReferences(
  tx: Reader,
  organisation: Pick<Organisation, "id" | "costCentreRequired" | "glCodeRequired">,
  refs: { costCentre: string | null; glCode: string | null },
  opts: { required: boolean },
) {
  if (opts.required && organisation.costCentreRequired && !refs.costCentre) {
    throw new DomainError(422, COST_CENTRE_REQUIRED_MESSAGE, { code: "cost_centre_required", errors: { costCentre: COST_CENTRE_REQUIRED_MESSAGE } });
  }
  if (opts.required && organisation.glCodeRequired && !refs.glCode) {
    throw new DomainError(422, GL_CODE_REQUIRED_MESSAGE, { code: "gl_code_required", errors: { glCode: GL_CODE_REQUIRED_MESSAGE } });
  }
  if (!refs.costCentre) return;
  const list = await tx.select({ code: costCentres.code, active: costCentres.active }).from(costCentres).where(eq(costCentres.organisationId, organisation.id));
  if (list.length > 0 && !list.some((c) => c.active && c.code === refs.costCentre)) throw unknownCostCentre(refs.costCentre);
}
