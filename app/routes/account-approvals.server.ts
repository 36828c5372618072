import { data, redirect } from "react-router";
import { approveRequestSchema } from "~/lib/approval-schemas";
import type { RequestContext } from "../../server/load-context";
import { pageRefusal } from "../../server/http/api-errors";
import { approveRequest, cancelRequest, listApprovals, readApproval, rejectionReason, rejectRequest } from "../../server/services/organisations/approvals";
import { fail, PRIVATE_PAGE_HEADERS, requireAccountUser, runForm } from "./account.server";
import { z } from "~/lib/zod";

/** The requests the person's organisation shows them (docs/decisions/056-approvals.md): deciders see all, others their own. */
export async function loadApprovals(context: RequestContext) {
  const user = requireAccountUser(context, "/account/approvals");
  const role = user.organisation?.role ?? null;
  if (!role) return data({ inOrganisation: false, mayDecide: false, waiting: [], mine: [], decided: [] }, { headers: PRIVATE_PAGE_HEADERS });
  const { items } = await listApprovals(context.services.db, user, {}, context.viewer.pricesVisible);
  const mayDecide = role === "admin" || role === "approver";
  const mine = items.filter((r) => r.requester.userId === user.id);
  const others = items.filter((r) => r.requester.userId !== user.id);
  return data(
    {
      inOrganisation: true,
      mayDecide,
      waiting: mayDecide ? others.filter((r) => r.status === "pending") : [],
      mine,
      decided: others.filter((r) => r.status !== "pending"),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

/** One request the person may read (404 otherwise, as for an unknown id), and whether they are the one to decide it. */
export async function loadApproval(context: RequestContext, id: string) {
  const user = requireAccountUser(context, `/account/approvals/${id}`);
  try {
    const request = await readApproval(context.services.db, user, id, context.viewer.pricesVisible);
    const role = user.organisation?.role;
    const mayDecide = (role === "admin" || role === "approver") && request.requester.userId !== user.id;
    return data({ request, mayDecide, isRequester: request.requester.userId === user.id }, { headers: PRIVATE_PAGE_HEADERS });
  } catch (error) {
    throw pageRefusal(error, PRIVATE_PAGE_HEADERS);
  }
}

const rejectFormSchema = z.object({ reason: z.string().optional() });

/** Approve (the order is made, then its page opens), reject with a reason, or cancel one's own request. */
export async function approvalAction(request: Request, context: RequestContext, id: string) {
  const user = requireAccountUser(context, `/account/approvals/${id}`);
  const { db, brand, config } = context.services;
  const decider = { db, viewer: user, mail: { brand, origin: config.publicOrigin } };
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "approve": {
      let orderNumber: string | null = null;
      const answer = await runForm(intent, form, approveRequestSchema, async (input) => {
        const decision = await approveRequest(decider, id, input);
        if (decision.alreadyDecided) throw decision.alreadyDecided.error;
        orderNumber = decision.done.order.orderNumber;
        return `Approved: order ${orderNumber} is placed.`;
      });
      if (orderNumber) throw redirect(`/account/orders/${orderNumber}`, { headers: PRIVATE_PAGE_HEADERS });
      return answer;
    }
    case "reject":
      return runForm(intent, form, rejectFormSchema, async (input) => {
        const decision = await rejectRequest(decider, id, rejectionReason(input.reason));
        if (decision.alreadyDecided) throw decision.alreadyDecided.error;
        return "Rejected: the requester has been e-mailed your reason.";
      });
    case "cancel":
      return runForm(intent, form, z.object({}), async () => {
        const decision = await cancelRequest(decider, id);
        if (decision.alreadyDecided) throw decision.alreadyDecided.error;
        return "Your request is cancelled.";
      });
    default:
      return fail(intent, { status: "error", error: { "": ["Unknown action"] } }, 400);
  }
}
