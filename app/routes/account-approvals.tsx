import { Link } from "react-router";
import { AccountPage, Panel } from "~/components/account/account-nav";
import { privatePageMeta } from "~/lib/seo";
import { PRIVATE_PAGE_HEADERS } from "./account.server";
import { loadApprovals } from "./account-approvals.server";
import type { Route } from "./+types/account-approvals";
import { ApprovalStatusBadge, approvalDate, moneyText } from "~/components/account/approval-status";

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, { title: "Approvals", description: "Order requests of your organisation that wait for an approver." });

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export function loader({ context }: Route.LoaderArgs) {
  return loadApprovals(context);
}

type Request = Route.ComponentProps["loaderData"]["mine"][number];

/** /account/approvals: what waits for the person's decision, their own requests, and the organisation's decided ones. */
export default function ApprovalsRoute({ loaderData }: Route.ComponentProps) {
  const { inOrganisation, mayDecide, waiting, mine, decided } = loaderData;
  return (
    <AccountPage title="Approvals">
      {!inOrganisation ? (
        <p className="text-sm text-muted">Approvals belong to an organisation; you are not a member of one.</p>
      ) : (
        <>
          {mayDecide && (
            <Panel title="Waiting for your decision">
              <RequestList requests={waiting} empty="Nothing waits for your decision." />
            </Panel>
          )}
          <Panel title="My requests" description="Orders you placed that needed an approver.">
            <RequestList requests={mine} empty="You have sent no order for approval." />
          </Panel>
          {decided.length > 0 && (
            <Panel title="Decided">
              <RequestList requests={decided} empty="" />
            </Panel>
          )}
        </>
      )}
    </AccountPage>
  );
}

function RequestList({ requests, empty }: { requests: Request[]; empty: string }) {
  if (requests.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-line">
      {requests.map((request) => (
        <li key={request.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <Link to={`/account/approvals/${request.id}`} className="font-medium text-primary hover:underline">
              {request.requester.firstName} {request.requester.lastName}
            </Link>
            <span className="ml-2 break-all text-sm text-muted">{request.requester.email}</span>
            <p className="text-sm text-muted">{approvalDate(request.createdAt)}</p>
            <p className="text-sm">{request.lines.map((line) => `${line.sku} × ${line.quantity}`).join(", ")}</p>
          </div>
          <div className="flex shrink-0 items-center gap-3">
            {request.total !== null && <span className="font-semibold">{moneyText(request.total)}</span>}
            <ApprovalStatusBadge status={request.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
