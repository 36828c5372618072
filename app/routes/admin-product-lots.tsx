import { data, Link, redirect } from "react-router";
import { AccountForm, type AccountFormResult } from "~/components/account/account-form";
import { AdminFrame, AdminPageHeader } from "~/components/admin/admin-page-header";
import { AdminTable, AdminTableHead, alignRight, AdminTableRow, EmptyTableRow, Td } from "~/components/admin/admin-table";
import { Badge } from "~/components/ui/badge";
import { Field } from "~/components/ui/field";
import { UnknownActionMessage } from "~/components/ui/unknown-action";
import { schemaFields } from "~/lib/account-schemas";
import { formIntent, unknownAction } from "~/lib/form-intent";
import { parseForm } from "~/lib/form-validation";
import { lotFormSchema, qcLines } from "~/lib/lot-schema";
import { certificatePath, lotExpiredOn, lotPassedQc, utcDay, type AdminLot } from "~/lib/lot-rules";
import { privatePageMeta } from "~/lib/seo";
import { pageParam } from "../../server/http/path-params";
import { createLot, listProductLots, updateLot } from "../../server/services/catalogue/lots";
import { requireRole } from "../../server/auth/guards";
import { ADMIN_PAGE_HEADERS, adminPage } from "./admin.server";
import { formRefusal } from "../../server/http/api-errors";
import type { Route } from "./+types/admin-product-lots";
import { adminErrorPages, adminRecordMissing } from "~/components/admin/admin-error-pages";
import type { ErrorPagesHandle } from "~/components/layout/general-error-boundary";

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, { title: args.error ? "Lots" : "Lots", description: "Lots of a product, their QC results and certificates of analysis." });

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

const pagePath = (id: string) => `/admin/products/${id}/lots` as const;
const productIdOf = (params: Route.LoaderArgs["params"]) => pageParam(params, "id", "product", ADMIN_PAGE_HEADERS);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const productId = productIdOf(params);
  requireRole(adminPage(context, pagePath(productId)), "admin");
  const found = await listProductLots(context.services.db, productId);
  if (!found) throw data({ message: "Product not found" }, { status: 404, headers: ADMIN_PAGE_HEADERS });
  const search = new URL(request.url).searchParams;
  const editing = found.lots.find((lot) => lot.id === search.get("edit")) ?? null;
  return { ...found, editing, saved: search.get("saved"), today: utcDay() };
}

/** Creates or corrects a lot (the same schema and service as the admin API), then shows the list again. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const productId = productIdOf(params);
  const admin = requireRole(adminPage(context, pagePath(productId)), "admin");
  const actor = { id: admin.id, email: admin.email };
  const form = await request.formData();
  const intent = formIntent(form, ["create", "update"]);
  if (!intent) return unknownAction(ADMIN_PAGE_HEADERS);
  const lotId = String(form.get("id") ?? "");
  const submission = parseForm(schemaFields(form), lotFormSchema);
  const answer = (body: AccountFormResult, status: number) => data(body, { status, headers: ADMIN_PAGE_HEADERS });
  const target = intent === "update" ? lotId : undefined;
  if (submission.status !== "success") return answer({ intent, target, result: submission.reply() }, 400);
  try {
    const { db } = context.services;
    const lot = intent === "update" ? await updateLot(db, actor, lotId, submission.value) : await createLot(db, actor, productId, submission.value);
    if (!lot) return answer({ intent, target, result: submission.reply({ formErrors: ["This lot does not exist any more"] }) }, 404);
    throw redirect(`${pagePath(productId)}?saved=${encodeURIComponent(lot.lotNumber)}`, { headers: ADMIN_PAGE_HEADERS });
  } catch (error) {
    const refused = formRefusal(error);
    return answer({ intent, target, result: submission.reply({ formErrors: [refused.message] }) }, refused.status);
  }
}

export default function AdminProductLotsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, lots, editing, saved, today } = loaderData;
  return (
    <AdminFrame>
      <AdminPageHeader
        title={`Lots of ${product.name}`}
        description={`${product.sku} · ${lots.length} ${lots.length === 1 ? "lot" : "lots"}${product.lotTracked ? "" : " · not lot-tracked: switch on “Lot-tracked” on the product to add lots"}`}
        back={{ to: "/admin?tab=products", label: "Products" }}
      />
      {saved && (
        <p role="status" className="mb-4 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-success">
          Lot {saved} saved.
        </p>
      )}
      <UnknownActionMessage actionData={actionData} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_420px]">
        <div className="min-w-0 self-start">
          <LotTable lots={lots} productId={product.id} today={today} />
        </div>
        {product.lotTracked && (
          <section aria-labelledby="lot-form-heading" className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
            <h2 id="lot-form-heading" className="mb-4 text-lg font-semibold">
              {editing ? `Edit lot ${editing.lotNumber}` : "New lot"}
            </h2>
            <LotForm key={editing?.id ?? `new-${lots.length}-${saved ?? ""}`} lot={editing} actionData={actionData as AccountFormResult | undefined} />
            {editing && (
              <Link to={pagePath(product.id)} className="mt-3 inline-block text-sm font-medium text-primary hover:underline">
                Cancel editing
              </Link>
            )}
          </section>
        )}
      </div>
    </AdminFrame>
  );
}

function LotTable({ lots, productId, today }: { lots: AdminLot[]; productId: string; today: string }) {
  return (
    <AdminTable caption="Lots" minWidth="min-w-[640px]">
      <AdminTableHead columns={["Lot", "Made", "Expires", "QC", alignRight("Shipped lines"), alignRight("Actions")]} />
      <tbody>
        {lots.length === 0 && <EmptyTableRow colSpan={6}>No lots yet</EmptyTableRow>}
        {lots.map((lot) => (
          <AdminTableRow key={lot.id}>
            <Td>
              <div className="font-mono font-medium text-ink">{lot.lotNumber}</div>
              <div className="text-xs text-muted">
                Released {lot.releasedOn} by {lot.releasedBy}
              </div>
            </Td>
            <Td className="whitespace-nowrap tabular-nums">{lot.manufacturedOn}</Td>
            <Td className="whitespace-nowrap tabular-nums">
              {lot.expiresOn}
              {lotExpiredOn(lot, today) && (
                <Badge variant="secondary" className="ml-2">
                  Expired
                </Badge>
              )}
            </Td>
            <Td>
              {lotPassedQc(lot.qcResults) ? <Badge variant="success">Passed</Badge> : <Badge variant="destructive">Failed</Badge>}
              <span className="ml-2 text-xs text-muted">{lot.qcResults.length} tests</span>
            </Td>
            <Td className="text-right tabular-nums">{lot.shippedLines}</Td>
            <Td>
              <div className="flex justify-end gap-3 whitespace-nowrap text-sm font-medium">
                <a href={certificatePath(lot.lotNumber)} className="text-primary hover:underline">
                  CoA<span className="sr-only"> of lot {lot.lotNumber}</span>
                </a>
                <Link to={`/admin/products/${productId}/lots?edit=${lot.id}`} className="text-primary hover:underline" aria-label={`Edit lot ${lot.lotNumber}`}>
                  Edit
                </Link>
              </div>
            </Td>
          </AdminTableRow>
        ))}
      </tbody>
    </AdminTable>
  );
}

function LotForm({ lot, actionData }: { lot: AdminLot | null; actionData: AccountFormResult | undefined }) {
  return (
    <AccountForm
      id={lot ? `lot-${lot.id}` : "lot-new"}
      intent={lot ? "update" : "create"}
      hidden={lot ? { id: lot.id } : undefined}
      schema={lotFormSchema}
      actionData={actionData}
      submitLabel={lot ? "Save lot" : "Add lot"}
      busyLabel="Saving..."
    >
      {(fields) => (
        <>
          <Field
            field={fields.lotNumber}
            label="Lot number"
            defaultValue={lot?.lotNumber ?? ""}
            autoComplete="off"
            hint={lot && lot.shippedLines > 0 ? "Fixed: lines have shipped from this lot." : "Letters, digits and hyphens, e.g. CR3520-2611A."}
            readOnly={lot !== null && lot.shippedLines > 0}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field className="min-w-0" field={fields.manufacturedOn} label="Manufactured on" type="date" defaultValue={lot?.manufacturedOn ?? ""} />
            <Field className="min-w-0" field={fields.expiresOn} label="Expires on" type="date" defaultValue={lot?.expiresOn ?? ""} />
            <Field className="min-w-0" field={fields.releasedOn} label="Released on" type="date" defaultValue={lot?.releasedOn ?? ""} />
          </div>
          <Field
            field={fields.releasedBy}
            label="Released by"
            defaultValue={lot?.releasedBy ?? ""}
            autoComplete="off"
            hint="Name and role, as signed on the certificate."
          />
          <Field
            as="textarea"
            rows={7}
            field={fields.qcResults}
            label="QC results"
            defaultValue={lot ? qcLines(lot.qcResults) : ""}
            placeholder={"pH of ampholyte mix | 6.8 to 7.4 | 7.1 | Pass\nBioburden | max. 10 CFU/mL | < 1 CFU/mL | Pass"}
            hint="One test per line: Test | Specification | Result | Pass or Fail. A lot ships only when every test passed."
          />
        </>
      )}
    </AccountForm>
  );
}

export const handle: ErrorPagesHandle = { errorPages: adminErrorPages({ 404: adminRecordMissing }) };

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
