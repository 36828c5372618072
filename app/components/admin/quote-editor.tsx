import type { SubmissionResult } from "@conform-to/react";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { HeadedSection } from "~/components/ui/headed-section";
import { useValidatedForm } from "~/components/ui/use-validated-form";
import { PAYMENT_TERMS, PAYMENT_TERMS_LABELS } from "~/lib/account-terms";
import { apiRequest, ApiRequestError } from "~/lib/api-client";
import { errorResult, fieldErrorsOfBody } from "~/lib/form-errors";
import { parseForm } from "~/lib/form-validation";
import { formatCents } from "~/lib/price";
import { percentToBasisPoints, quoteAmounts } from "~/lib/quote-amounts";
import { quoteEditSchema, type QuoteEditFormValues, type QuoteEditInput } from "~/lib/quote-edit-schema";

const toCents = (text: string | undefined) => {
  const t = (text ?? "").trim().replace(/[$,]/g, "");
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : null;
};

/**
 * The admin's quote editor: a unit price and discount for every line (price-on-request lines
 * included), lines added (a catalogue SKU or a free line) or removed, shipping, tax or exemption,
 * payment terms, PO requirement, validity and a note; the amounts as they will be sent, computed by
 * quote-amounts.ts. Save keeps it to work on; Save and send sends it to the customer.
 */
export function QuoteEditor({ quoteId, values }: { quoteId: string; values: QuoteEditFormValues }) {
  const revalidator = useRevalidator();
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [taxExempt, setTaxExempt] = useState(values.taxExempt);

  const [form, fields] = useValidatedForm<QuoteEditFormValues, QuoteEditInput>({
    id: `quote-editor-${quoteId}`,
    lastResult,
    defaultValue: values,
    validate: (formData) => parseForm(formData, quoteEditSchema),
    async onSubmit(event, { formData, submission }) {
      event.preventDefault();
      const intent = formData.get("intent") === "send" ? "send" : "save";
      const { intent: _intent, ...payload } = (submission?.payload ?? {}) as Record<string, unknown>;
      setServerError(null);
      setNotice(null);
      setBusy(true);
      try {
        if (intent === "send") await apiRequest("POST", `/api/admin/quotes/${quoteId}/send`, payload);
        else await apiRequest("PUT", `/api/admin/quotes/${quoteId}`, payload);
        setNotice(intent === "send" ? "The quote was sent to the customer." : "Saved.");
        revalidator.revalidate();
      } catch (error) {
        if (error instanceof ApiRequestError) {
          let body: unknown = null;
          try {
            body = JSON.parse(error.body);
          } catch {
            body = null;
          }
          const fieldErrors = fieldErrorsOfBody(body);
          if (Object.keys(fieldErrors).length > 0) setLastResult(errorResult(fieldErrors));
          setServerError(error.serverMessage ?? "The quote could not be saved. Please try again.");
        } else {
          setServerError("The quote could not be saved. Please check your connection and try again.");
        }
      } finally {
        setBusy(false);
      }
    },
  });

  /** A new empty line: a catalogue product (picked by SKU) or a free line (named by hand). */
  const addLine = (kind: QuoteEditFormValues["lines"][number]["kind"]) =>
    form.insert({
      name: fields.lines.name,
      defaultValue: { lineId: "", kind, sku: "", name: "", quantity: "1", unitPrice: "", discountPercent: "0" },
    });
  const lines = fields.lines.getFieldList();
  const live = quoteAmounts({
    lines: lines.map((line) => {
      const set = line.getFieldset();
      return {
        quantity: Number(set.quantity.value) || 0,
        unitPriceCents: toCents(set.unitPrice.value as string | undefined),
        discountBasisPoints: Math.min(10_000, percentToBasisPoints(String(set.discountPercent.value ?? "0") || "0") ?? 0),
      };
    }),
    shippingCents: toCents(fields.shipping.value as string | undefined) ?? 0,
    taxBasisPoints: taxExempt ? 0 : (percentToBasisPoints(String(fields.taxRatePercent.value ?? "0")) ?? 0),
  });

  return (
    <form id={form.id} noValidate={form.noValidate} onSubmit={form.onSubmit} className="grid gap-6" aria-label="Price the quote">
      <FormMessage id={form.errorId} message={serverError ?? form.errors?.[0]} />
      {notice && (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
          {notice}
        </p>
      )}
      <HeadedSection
        id="quote-lines-heading"
        title="Lines"
        className="rounded-lg border border-line bg-white p-4 shadow-sm"
        headingClassName="mb-3 text-lg font-semibold text-ink"
      >
        <ol className="grid gap-4">
          {lines.map((line, index) => {
            const set = line.getFieldset();
            const isNew = !set.lineId.value;
            const isFree = set.kind.value === "free";
            // every line repeats these labels: a screen reader also hears which line ("Qty, line 2: Sheath liquid kit")
            const lineName = String(set.name.value ?? set.sku.value ?? "").trim();
            const forLine = (text: string) => (
              <>
                {text}
                <span className="sr-only">{`, line ${index + 1}${lineName ? `: ${lineName}` : ""}`}</span>
              </>
            );
            return (
              <li
                key={line.key}
                className="grid grid-cols-3 gap-3 border-b border-line pb-4 last:border-b-0 sm:grid-cols-[minmax(0,1fr)_5rem_8rem_6rem_7rem_auto] sm:items-end [&_input]:w-full [&_input]:min-w-0"
              >
                <input type="hidden" name={set.lineId.name} value={String(set.lineId.value ?? "")} />
                <input type="hidden" name={set.kind.name} value={String(set.kind.value ?? "product")} />
                {isNew && !isFree ? (
                  <Field field={set.sku} label="Catalogue SKU" placeholder="e.g. RK-SPRAY-250" className="col-span-3 sm:col-span-1" />
                ) : isNew && isFree ? (
                  <Field field={set.name} label="Description (free line)" className="col-span-3 sm:col-span-1" />
                ) : (
                  <div className="col-span-3 text-sm sm:col-span-1">
                    <input type="hidden" name={set.sku.name} value={String(set.sku.value ?? "")} />
                    <input type="hidden" name={set.name.name} value={String(set.name.value ?? "")} />
                    <span className="block font-medium text-ink">{String(set.name.value ?? "")}</span>
                    <span className="block text-xs text-muted">SKU {String(set.sku.value ?? "")}</span>
                  </div>
                )}
                <Field field={set.quantity} label={forLine("Qty")} inputMode="numeric" />
                <Field field={set.unitPrice} label={forLine("Unit price ($)")} inputMode="decimal" placeholder="Price" />
                <Field field={set.discountPercent} label={forLine("Discount %")} inputMode="decimal" />
                <div className="col-span-2 text-left text-sm sm:col-span-1 sm:pb-2 sm:text-right">
                  <span className="block text-xs text-muted">Amount</span>
                  <span className="font-semibold tabular-nums" data-testid="line-total">
                    {live.lineTotals[index] === null ? "—" : formatCents(live.lineTotals[index]!)}
                  </span>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove line ${index + 1}`}
                  onClick={() => form.remove({ name: fields.lines.name, index })}
                  disabled={lines.length <= 1}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </li>
            );
          })}
        </ol>
        {fields.lines.errors?.[0] && <p className="mt-2 text-sm text-danger">{fields.lines.errors[0]}</p>}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => addLine("product")}>
            <Plus className="h-4 w-4" aria-hidden /> Add catalogue product
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => addLine("free")}>
            <Plus className="h-4 w-4" aria-hidden /> Add free line
          </Button>
        </div>
      </HeadedSection>

      <HeadedSection
        id="quote-terms-heading"
        title="Shipping, tax and terms"
        className="grid gap-4 rounded-lg border border-line bg-white p-4 shadow-sm sm:grid-cols-2"
        headingClassName="text-lg font-semibold text-ink sm:col-span-2"
      >
        <Field field={fields.shipping} label="Shipping ($)" inputMode="decimal" />
        <Field field={fields.validUntil} label="Valid until" type="date" />
        <div className="grid gap-2">
          <label className="flex items-center gap-2 text-sm font-medium text-ink">
            <input type="checkbox" name={fields.taxExempt.name} defaultChecked={values.taxExempt} onChange={(e) => setTaxExempt(e.currentTarget.checked)} />
            Tax exempt
          </label>
          {taxExempt ? (
            <Field field={fields.taxExemptionCertificate} label="Exemption certificate" />
          ) : (
            <Field field={fields.taxRatePercent} label="Tax rate %" inputMode="decimal" hint="Taxed on the subtotal; shipping is not taxed" />
          )}
        </div>
        <div className="grid content-start gap-2">
          <Field as="select" field={fields.paymentTerms} label="Payment terms">
            {PAYMENT_TERMS.map((terms) => (
              <option key={terms} value={terms}>
                {PAYMENT_TERMS_LABELS[terms]}
              </option>
            ))}
          </Field>
          <label className="flex items-center gap-2 text-sm font-medium text-ink">
            <input type="checkbox" name={fields.poRequired.name} defaultChecked={values.poRequired} />
            Purchase-order number required to accept
          </label>
        </div>
        <Field as="textarea" field={fields.note} label="Note to the customer (optional)" className="sm:col-span-2" />
      </HeadedSection>

      <section aria-label="Amounts" className="rounded-lg border border-line bg-white p-4 shadow-sm">
        <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
          <dt>Subtotal</dt>
          <dd className="text-right tabular-nums">{formatCents(live.subtotalCents)}</dd>
          <dt>Shipping</dt>
          <dd className="text-right tabular-nums">{formatCents(live.shippingCents)}</dd>
          <dt>Tax</dt>
          <dd className="text-right tabular-nums">{formatCents(live.taxCents)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="quote-total">
            {formatCents(live.totalCents)}
          </dd>
        </dl>
        {!live.complete && <p className="mt-2 text-right text-xs text-muted">Every line needs a unit price before the quote can be sent.</p>}
      </section>

      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" name="intent" value="save" variant="outline" disabled={busy}>
          Save
        </Button>
        <Button type="submit" name="intent" value="send" disabled={busy}>
          {busy ? "Working…" : "Save and send"}
        </Button>
      </div>
    </form>
  );
}

/** Revise a sent or expired quote: opens the new revision to work on. */
export function ReviseQuoteButton({ quoteId }: { quoteId: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            const revision = await apiRequest<{ id: string }>("POST", `/api/admin/quotes/${quoteId}/revise`, {});
            navigate(`/admin/quotes/${revision.id}`);
          } catch (e) {
            setError(e instanceof ApiRequestError ? (e.serverMessage ?? "The quote could not be revised.") : "The quote could not be revised.");
          } finally {
            setBusy(false);
          }
        }}
      >
        Revise this quote
      </Button>
      <FormMessage message={error} />
    </div>
  );
}
