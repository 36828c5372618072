import { Hono, type Context } from "hono";
import {
  approvalListQuerySchema,
  approveRequestSchema,
  costCentreChangeSchema,
  costCentreCreateSchema,
  organisationRulesSchema,
  rejectRequestSchema,
} from "~/lib/approval-schemas";
import type { AppEnv } from "../app-env";
import type { SessionUser } from "../auth/session";
import { validationError, errorBody } from "../http/api-errors";
import { pathParam } from "../http/path-params";
import { readJson } from "../http/request-body";
import {
  approveRequest,
  cancelRequest,
  listApprovals,
  readApproval,
  rejectionReason,
  rejectRequest,
  type Decider,
  type Decision,
} from "../services/organisations/approvals";
import { addCostCentre, changeCostCentre, listCostCentres } from "../services/organisations/cost-centres";
import { updateRules } from "../services/organisations/organisation-rules";
import { confirmationPath } from "../services/orders/create-order";
import { orderReceipt } from "../services/orders/orders";
import { signedInCaller } from "./signed-in-caller";

const deciderOf = (c: Context<AppEnv>, viewer: SessionUser): Decider => {
  const { db, brand, config } = c.var.services;
  return { db, viewer, mail: { brand, origin: config.publicOrigin } };
};

/** A decision's answer, or 409 `already_decided` with the order an approval made (`orderId`, `orderNumber`; null otherwise). */
function decided<T>(c: Context<AppEnv>, decision: Decision<T>, answer: (done: T) => Response) {
  if (decision.alreadyDecided) {
    const { error, orderId, orderNumber } = decision.alreadyDecided;
    return c.json({ ...errorBody(error), orderId, orderNumber }, 409);
  }
  return answer(decision.done as T);
}

/**
 * /api/organisation/rules, /cost-centres and /approvals (docs/decisions/056-approvals.md): the
 * rules an order is checked against, the cost centres it may name, and the requests that wait for
 * an approver, with their decisions.
 */
export const organisationApprovalRoutes = new Hono<AppEnv>()
  .put("/rules", async (c) => {
    const user = signedInCaller(c);
    const input = await readJson(c, organisationRulesSchema);
    return c.json(await updateRules(c.var.services.db, user, input));
  })
  .get("/cost-centres", async (c) => {
    const user = signedInCaller(c);
    return c.json(await listCostCentres(c.var.services.db, user));
  })
  .post("/cost-centres", async (c) => {
    const user = signedInCaller(c);
    const input = await readJson(c, costCentreCreateSchema);
    return c.json(await addCostCentre(c.var.services.db, user, input), 201);
  })
  .patch("/cost-centres/:id", async (c) => {
    const user = signedInCaller(c);
    const id = pathParam(c, "id", "cost_centre");
    const input = await readJson(c, costCentreChangeSchema);
    return c.json(await changeCostCentre(c.var.services.db, user, id, input));
  })
  .get("/approvals", async (c) => {
    const user = signedInCaller(c);
    const query = approvalListQuerySchema.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error);
    const { items, total } = await listApprovals(c.var.services.db, user, query.data, c.var.viewer.pricesVisible);
    c.header("X-Total-Count", String(total));
    return c.json(items);
  })
  .get("/approvals/:id", async (c) => {
    const user = signedInCaller(c);
    const id = pathParam(c, "id", "approval");
    return c.json(await readApproval(c.var.services.db, user, id, c.var.viewer.pricesVisible));
  })
  .post("/approvals/:id/approve", async (c) => {
    const user = signedInCaller(c);
    const id = pathParam(c, "id", "approval");
    const input = await readJson(c, approveRequestSchema);
    const decision = await approveRequest(deciderOf(c, user), id, input);
    return decided(c, decision, ({ order, approvalId }) => c.json({ ...orderReceipt(order, true, confirmationPath(order, null)), approvalId }, 201));
  })
  .post("/approvals/:id/reject", async (c) => {
    const user = signedInCaller(c);
    const id = pathParam(c, "id", "approval");
    const { reason } = await readJson(c, rejectRequestSchema);
    const decision = await rejectRequest(deciderOf(c, user), id, rejectionReason(reason));
    return decided(c, decision, (view) => c.json(view));
  })
  .post("/approvals/:id/cancel", async (c) => {
    const user = signedInCaller(c);
    const id = pathParam(c, "id", "approval");
    return decided(c, await cancelRequest(deciderOf(c, user), id), (view) => c.json(view));
  });
