import { Form } from "react-router";
import { AccountForm, type AccountFormResult } from "~/components/account/account-form";
import { AccountRecordLayout } from "~/components/account/account-record-layout";
import { Panel } from "~/components/account/account-nav";
import { ApprovalStatusBadge, approvalDate, moneyText } from "~/components/account/approval-status";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { approveRequestSchema } from "~/lib/approval-schemas";
import { PO_NUMBER_MAX_LENGTH } from "~/lib/order-number";
import { privatePageMeta } from "~/lib/seo";
import { z } from "~/lib/zod";
import { pageParam } from "../../server/http/path-params";
import { PRIVATE_PAGE_HEADERS } from "./account.server";
import { approvalAction, loadApproval } from "./account-approvals.server";
import type { Route } from "./+types/account-approval";

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, { title: args.error ? "Request not found" : "Order request", description: "An order request that waits for an approver." });

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export function loader({ context, params }: Route.LoaderArgs) {
  return loadApproval(context, pageParam(params, "id", "approval", PRIVATE_PAGE_HEADERS));
}

export function action({ request, context, params }: Route.ActionArgs) {
  return approvalAction(request, context, pageParam(params, "id", "approval", PRIVATE_PAGE_HEADERS));
}

const rejectSchema = z.object({ reason: z.string({ error: "Give a reason" }).trim().min(1, "Give a reason").max(2000, "The reason is too long") });

/** /account/approvals/<id>: the request's lines and amounts; its deciders approve (with PO number, cost centre, GL code) or reject it. */
export default function ApprovalRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { request, mayDecide, isRequester } = loaderData;
  const result = actionData as AccountFormResult | undefined;
  const pending = request.status === "pending";
  const message = result?.intent === "cancel" ? (result.message ?? result.result.error?.[""]?.[0]) : undefined;
  return (
    <AccountRecordLayout back={{ to: "/account/approvals", label: "Approvals" }}>
      <div className="space-y-6">
        <header className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight">
            Order request from {request.requester.firstName} {request.requester.lastName}
          </h1>
          <ApprovalStatusBadge status={request.status} />
        </header>
        <p className="text-sm text-muted">
          <span className="break-all">{request.requester.email}</span> · {approvalDate(request.createdAt)}
        </p>
        {request.reasons.length > 0 && (
          <Panel title="Why it needs approval">
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {request.reasons.map((reason) => (
                <li key={reason.code}>{reason.message}</li>
              ))}
            </ul>
          </Panel>
        )}
        <Panel title="Lines">
          <ul className="divide-y divide-line text-sm">
            {request.lines.map((line) => (
              <li key={line.productId} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="font-mono">{line.sku}</span> {line.name} × {line.quantity}
                </span>
                {line.lineTotal !== null && <span>{moneyText(line.lineTotal)}</span>}
              </li>
            ))}
          </ul>
          {request.total !== null && (
            <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
              <dt className="text-muted">Subtotal</dt>
              <dd className="text-right">{moneyText(request.subtotal!)}</dd>
              <dt className="text-muted">Tax</dt>
              <dd className="text-right">{moneyText(request.tax!)}</dd>
              <dt className="text-muted">Shipping</dt>
              <dd className="text-right">{moneyText(request.shipping!)}</dd>
              <dt className="font-semibold">Total</dt>
              <dd className="text-right font-semibold">{moneyText(request.total)}</dd>
            </dl>
          )}
        </Panel>
        {!pending && (
          <Panel title="Decision">
            <p className="text-sm">
              {request.status === "approved" && request.orderNumber && <>Approved: order {request.orderNumber}.</>}
              {request.status === "rejected" && <>Rejected: {request.reason}</>}
              {request.status === "cancelled" && <>Cancelled.</>}
            </p>
          </Panel>
        )}
        {pending && mayDecide && (
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title="Approve" description="The order is placed at once, in the requester's name.">
              <AccountForm id="approve" intent="approve" schema={approveRequestSchema} actionData={result} submitLabel="Approve" busyLabel="Approving...">
                {(fields) => (
                  <div className="space-y-4">
                    <Field field={fields.poNumber} id="approve-poNumber" label="PO number" maxLength={PO_NUMBER_MAX_LENGTH} />
                    <Field field={fields.costCentre} id="approve-costCentre" label="Cost centre" maxLength={40} />
                    <Field field={fields.glCode} id="approve-glCode" label="GL code" maxLength={40} />
                    <Field as="textarea" field={fields.comment} id="approve-comment" label="Comment (optional)" />
                  </div>
                )}
              </AccountForm>
            </Panel>
            <Panel title="Reject" description="The requester gets your reason word for word.">
              <AccountForm
                id="reject"
                intent="reject"
                schema={rejectSchema}
                actionData={result}
                submitLabel="Reject"
                busyLabel="Rejecting..."
                submitVariant="outline"
              >
                {(fields) => <Field as="textarea" field={fields.reason} id="reject-reason" label="Reason" />}
              </AccountForm>
            </Panel>
          </div>
        )}
        {pending && isRequester && (
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <Button type="submit" variant="outline">
              Cancel my request
            </Button>
          </Form>
        )}
        {message && (
          <p role="status" className="text-sm">
            {message}
          </p>
        )}
      </div>
    </AccountRecordLayout>
  );
}
