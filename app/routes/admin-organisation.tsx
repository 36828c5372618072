import type { ReactNode } from "react";
import { Link, type ErrorResponse } from "react-router";
import { AccountForm, type AccountFormResult } from "~/components/account/account-form";
import { AdminFrame, AdminPageHeader } from "~/components/admin/admin-page-header";
import { adminErrorPages } from "~/components/admin/admin-error-pages";
import { AdminTable, AdminTableHead, AdminTableRow, alignRight, EmptyTableRow, Td } from "~/components/admin/admin-table";
import { OrganisationTermsForm } from "~/components/admin/organisation-terms-form";
import { OrderStatusBadge } from "~/components/admin/status-badges";
import type { ErrorPagesHandle } from "~/components/layout/general-error-boundary";
import { Field } from "~/components/ui/field";
import { UnknownActionMessage } from "~/components/ui/unknown-action";
import { formatAdminDate, PRICE_ON_REQUEST } from "~/lib/admin-format";
import { formIntent, unknownAction } from "~/lib/form-intent";
import { adminOrderPath } from "~/lib/order-number";
import { adminOrganisationPath } from "~/lib/admin-organisations";
import { ORGANISATION_ROLE_LABELS } from "~/lib/organisation-roles";
import { organisationNameSchema } from "~/lib/organisation-schemas";
import { formatCents } from "~/lib/price";
import { QUOTE_STATUS_LABELS } from "~/lib/quote-status";
import { adminPageMeta } from "~/lib/seo";
import { requireRole } from "../../server/auth/guards";
import { pageParam } from "../../server/http/path-params";
import { ADMIN_PAGE_HEADERS, adminPage } from "./admin.server";
import { loadOrganisation, organisationAction } from "./admin-organisation.server";
import type { Route } from "./+types/admin-organisation";

export const meta: Route.MetaFunction = (args) =>
  adminPageMeta(args, { title: "Organisation", description: "An organisation's members, invitations, rules, cost centres, orders, quotes, terms and prices." });

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

const idOf = (params: Route.LoaderArgs["params"]) => pageParam(params, "id", "organisation", ADMIN_PAGE_HEADERS);

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = idOf(params);
  requireRole(adminPage(context, adminOrganisationPath(id)), "admin");
  return loadOrganisation(context, id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = idOf(params);
  const admin = requireRole(adminPage(context, adminOrganisationPath(id)), "admin");
  const form = await request.formData();
  const intent = formIntent(form, ["rename", "terms", "remove"]);
  if (!intent) return unknownAction(ADMIN_PAGE_HEADERS);
  return organisationAction(context, { id: admin.id, email: admin.email }, id, intent, form);
}

/** A titled card of the page. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-line bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const amount = (value: string | null) => (value === null ? "No limit" : `$${value}`);

export default function AdminOrganisationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { organisation, orders, quotes } = loaderData;
  const result = actionData as AccountFormResult | undefined;
  const { rules } = organisation;
  return (
    <AdminFrame>
      <AdminPageHeader
        title={organisation.name}
        description={`${organisation.memberCount === 1 ? "1 member" : `${organisation.memberCount} members`} · since ${formatAdminDate(organisation.createdAt)}`}
        back={{ to: "/admin/organisations", label: "Organisations" }}
      />
      <UnknownActionMessage actionData={actionData} />
      <div className="grid gap-6">
        <Card title="Name">
          <AccountForm
            id="rename"
            intent="rename"
            schema={organisationNameSchema}
            actionData={result?.intent === "rename" ? result : undefined}
            submitLabel="Rename"
            busyLabel="Renaming..."
          >
            {(fields) => <Field field={fields.name} label="Organisation name" defaultValue={organisation.name} />}
          </AccountForm>
        </Card>

        <Card title="Members">
          <AdminTable caption="Member list" minWidth="min-w-[760px]">
            <AdminTableHead
              columns={["Name", "Role", alignRight("Order limit"), alignRight("Monthly limit"), alignRight("Approval limit"), alignRight("Spent this month")]}
            />
            <tbody>
              {organisation.members.map((m) => (
                <AdminTableRow key={m.userId}>
                  <Td>
                    <div className="font-medium">
                      {m.firstName} {m.lastName}
                    </div>
                    <div className="break-all text-xs text-muted">{m.email}</div>
                  </Td>
                  <Td>{ORGANISATION_ROLE_LABELS[m.role]}</Td>
                  <Td className="text-right tabular-nums">{amount(m.orderLimit)}</Td>
                  <Td className="text-right tabular-nums">{amount(m.monthlyLimit)}</Td>
                  <Td className="text-right tabular-nums">{amount(m.approvalLimit)}</Td>
                  <Td className="text-right tabular-nums">${m.spentThisMonth}</Td>
                </AdminTableRow>
              ))}
            </tbody>
          </AdminTable>
        </Card>

        <Card title="Invitations">
          {organisation.invitations.length === 0 ? (
            <p className="text-sm text-muted">No invitations.</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {organisation.invitations.map((i) => (
                <li key={i.id} className="py-2">
                  <span className="break-all font-medium">{i.email}</span> · {ORGANISATION_ROLE_LABELS[i.role]} · {i.status}
                  <span className="block text-xs text-muted">Expires {formatAdminDate(i.expiresAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <div className="grid gap-6 lg:grid-cols-2">
          <Card title="Rules">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">Approval above</dt>
              <dd>{rules.approvalAbove === null ? "Not set" : `$${rules.approvalAbove}`}</dd>
              <dt className="text-muted">Monthly budget</dt>
              <dd>{rules.monthlyBudget === null ? "Not set" : `$${rules.monthlyBudget}`}</dd>
              <dt className="text-muted">Cost centre</dt>
              <dd>{rules.costCentreRequired ? "Required" : "Optional"}</dd>
              <dt className="text-muted">GL code</dt>
              <dd>{rules.glCodeRequired ? "Required" : "Optional"}</dd>
            </dl>
          </Card>
          <Card title="Cost centres">
            {organisation.costCentres.length === 0 ? (
              <p className="text-sm text-muted">None: any code is accepted.</p>
            ) : (
              <ul className="divide-y divide-line text-sm">
                {organisation.costCentres.map((c) => (
                  <li key={c.id} className="py-1.5">
                    <span className="font-mono">{c.code}</span> {c.name}
                    {!c.active && <span className="text-muted"> (inactive)</span>}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>

        <Card title="Orders">
          <AdminTable caption="The organisation's latest orders" minWidth="min-w-[760px]">
            <AdminTableHead columns={["Order", "Placed by", "Approved by", "Cost centre / GL code", alignRight("Total"), "Status"]} />
            <tbody>
              {orders.length === 0 && <EmptyTableRow colSpan={6}>No orders yet.</EmptyTableRow>}
              {orders.map((o) => (
                <AdminTableRow key={o.orderNumber}>
                  <Td className="whitespace-nowrap">
                    <Link to={adminOrderPath(o.orderNumber)} className="font-mono text-xs font-semibold text-primary hover:underline">
                      {o.orderNumber}
                    </Link>
                    <div className="text-xs text-muted">{formatAdminDate(o.createdAt)}</div>
                  </Td>
                  <Td className="break-all text-xs">{o.placedBy ?? "—"}</Td>
                  <Td className="break-all text-xs">{o.approvedBy ?? "—"}</Td>
                  <Td className="text-xs">{[o.costCentre, o.glCode].filter(Boolean).join(" / ") || "—"}</Td>
                  <Td className="whitespace-nowrap text-right tabular-nums">{formatCents(o.totalCents)}</Td>
                  <Td>
                    <OrderStatusBadge status={o.status} />
                  </Td>
                </AdminTableRow>
              ))}
            </tbody>
          </AdminTable>
        </Card>

        <Card title="Quotes">
          {quotes.length === 0 ? (
            <p className="text-sm text-muted">No quotes yet.</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {quotes.map((q) => (
                <li key={q.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <Link to={`/admin/quotes/${q.id}`} className="font-mono text-xs font-semibold text-primary hover:underline">
                    {q.quoteNumber}
                    {q.revision > 1 ? ` rev. ${q.revision}` : ""}
                  </Link>
                  <span>{QUOTE_STATUS_LABELS[q.status]}</span>
                  <span className="tabular-nums">{q.totalCents === null ? PRICE_ON_REQUEST : formatCents(q.totalCents)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <section aria-labelledby="section-terms">
          <h2 id="section-terms" className="mb-3 text-lg font-semibold">
            Terms and price list
          </h2>
          <OrganisationTermsForm
            terms={organisation.terms}
            prices={organisation.prices}
            result={result?.intent === "terms" || result?.intent === "remove" ? result : undefined}
          />
        </section>
      </div>
    </AdminFrame>
  );
}

/** An unknown or malformed organisation: its message in the admin's frame. */
const missingOrganisation = (error: ErrorResponse) => (
  <AdminFrame>
    <p role="alert" className="py-16 text-center text-muted">
      {(error.data as { message?: string })?.message ?? "Not found"}
    </p>
  </AdminFrame>
);

export const handle: ErrorPagesHandle = { errorPages: adminErrorPages({ 404: missingOrganisation }) };

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
