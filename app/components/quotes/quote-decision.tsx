import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { AlertDialog } from "radix-ui";
import { Button, buttonClass } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { useValidatedForm } from "~/components/ui/use-validated-form";
import { apiRequest, ApiRequestError, refusalBody, refusalMessage } from "~/lib/api-client";
import {
  acceptQuoteSchema,
  declineQuoteSchema,
  expiredMessage,
  formatQuoteDate,
  PO_DOCUMENT_MAX_BYTES,
  PO_DOCUMENT_MESSAGES,
  type AcceptedQuote,
  type AcceptQuoteInput,
  type CustomerQuoteView,
  type DeclineQuoteInput,
} from "~/lib/customer-quote-views";
import { errorResult, fieldErrorsOfBody, type FieldErrors } from "~/lib/form-errors";
import { PO_REQUIRED_MESSAGE } from "~/lib/order-number";
import { parseForm } from "~/lib/form-validation";
import { useQuotePost } from "./use-quote-post";

export interface QuoteDecisionProps {
  quote: CustomerQuoteView;
  /** a link holder's token, sent as X-Quote-Token; null for the signed-in account */
  token: string | null;
  /** where another revision of this quote is shown */
  revisionHref(revision: number): string;
  /** the accept form's shipping address to start with (the account's default) */
  shippingAddress: string;
}

const tokenHeaders = (token: string | null): Record<string, string> => (token ? { "X-Quote-Token": token } : {});

const Notice = ({ tone, children, testId }: { tone: "info" | "warning" | "success"; children: React.ReactNode; testId: string }) => (
  <div
    role="status"
    data-testid={testId}
    className={
      tone === "warning"
        ? "rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        : tone === "success"
          ? "rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-900"
          : "rounded-xl border border-line bg-subtle p-4 text-sm"
    }
  >
    {children}
  </div>
);

/** What a quote's state means for its customer, and what they can do: accept or decline a sent quote, renew an expired one. */
export function QuoteDecision({ quote, token, revisionHref, shippingAddress }: QuoteDecisionProps) {
  switch (quote.status) {
    case "superseded":
      return (
        <Notice tone="warning" testId="quote-superseded">
          This quote was superseded by revision {quote.supersededBy?.revision}.{" "}
          {quote.supersededBy && (
            <Link className="font-semibold text-primary underline" to={revisionHref(quote.supersededBy.revision)}>
              See revision {quote.supersededBy.revision}
            </Link>
          )}
        </Notice>
      );
    case "expired":
      return <ExpiredNotice quote={quote} token={token} />;
    case "accepted":
      return (
        <Notice tone="success" testId="quote-accepted">
          You accepted this quote{quote.decidedAt && ` on ${formatQuoteDate(quote.decidedAt.slice(0, 10))}`}
          {quote.order && (
            <>
              {" "}
              — order{" "}
              {quote.order.path ? (
                <Link className="font-semibold text-primary underline" to={quote.order.path}>
                  {quote.order.orderNumber}
                </Link>
              ) : (
                <strong>{quote.order.orderNumber}</strong>
              )}
            </>
          )}
          .
        </Notice>
      );
    case "declined":
      return (
        <Notice tone="info" testId="quote-declined">
          You declined this quote{quote.decidedAt && ` on ${formatQuoteDate(quote.decidedAt.slice(0, 10))}`}
          {quote.declineReason && <>: “{quote.declineReason}”</>}.
        </Notice>
      );
    case "requested":
      return (
        <Notice tone="info" testId="quote-requested">
          We received your request. Our sales team will send you the quote by e-mail.
        </Notice>
      );
    case "sent":
      return (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <AcceptForm quote={quote} token={token} shippingAddress={shippingAddress} />
          <DeclineForm quote={quote} token={token} />
        </div>
      );
  }
}

function ExpiredNotice({ quote, token }: { quote: CustomerQuoteView; token: string | null }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function renew() {
    setBusy(true);
    setError(null);
    try {
      const renewal = await apiRequest<{ quoteNumber: string; path: string }>("POST", `/api/quotes/${quote.id}/renewal`, {}, tokenHeaders(token));
      void navigate(renewal.path);
    } catch (e) {
      setError(refusalMessage(e, "The renewal could not be requested. Please try again."));
      setBusy(false);
    }
  }
  return (
    <Notice tone="warning" testId="quote-expired">
      <p className="font-semibold">{quote.validUntil ? expiredMessage(quote.validUntil) : "This quote has expired"}.</p>
      <p className="mt-1">Sales can send you a renewed quote with today's prices for the same items.</p>
      {error && (
        <p role="alert" className="mt-2 text-danger">
          {error}
        </p>
      )}
      <Button className="mt-3" onClick={renew} disabled={busy}>
        {busy ? "Requesting..." : "Request a renewed quote"}
      </Button>
    </Notice>
  );
}

/** The PO document's own checks in the browser (the server checks again, with the file's first bytes). */
function documentProblem(file: File | null): string | null {
  if (!file || file.size === 0) return null;
  if (file.type !== "application/pdf") return PO_DOCUMENT_MESSAGES.notPdf;
  if (file.size > PO_DOCUMENT_MAX_BYTES) return PO_DOCUMENT_MESSAGES.tooLarge;
  return null;
}

function AcceptForm({ quote, token, shippingAddress }: { quote: CustomerQuoteView; token: string | null; shippingAddress: string }) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>();
  const [busy, setBusy] = useState(false);
  /** the checked form, while the buyer confirms it in the dialog */
  const [confirming, setConfirming] = useState<FormData | null>(null);
  const schema = quote.poRequired ? acceptQuoteSchema.refine((v) => !!v.poNumber, { message: PO_REQUIRED_MESSAGE, path: ["poNumber"] }) : acceptQuoteSchema;

  const [form, fields] = useValidatedForm<Record<keyof AcceptQuoteInput, string>, AcceptQuoteInput>({
    id: "accept-quote",
    lastResult,
    defaultValue: { shippingAddress },
    validate: (formData) => parseForm(formData, schema),
    async onSubmit(event, { formData }) {
      event.preventDefault();
      setServerError(null);
      const document = formData.get("poDocument");
      const problem = documentProblem(document instanceof File ? document : null);
      if (problem) {
        setLastResult(errorResult({ poDocument: problem }));
        return;
      }
      // nothing is placed before the buyer has seen what they accept
      setConfirming(formData);
    },
  });

  async function placeOrder(formData: FormData) {
    setBusy(true);
    try {
      const res = await fetch(`/api/quotes/${quote.id}/accept`, { method: "POST", credentials: "include", headers: tokenHeaders(token), body: formData });
      if (!res.ok) throw new ApiRequestError(res.status, await res.text(), res.statusText);
      const accepted = (await res.json()) as AcceptedQuote;
      void navigate(accepted.confirmationPath ? `${accepted.confirmationPath}?placed` : ".", { replace: true });
    } catch (error) {
      const fieldErrors: FieldErrors = fieldErrorsOfBody(refusalBody(error));
      const message = refusalMessage(error, "The quote could not be accepted. Please try again.");
      if (error instanceof ApiRequestError && (error.status === 413 || message.startsWith("The purchase-order document"))) fieldErrors.poDocument = message;
      setLastResult(errorResult(fieldErrors));
      setServerError(message);
      setBusy(false);
      setConfirming(null);
    }
  }

  return (
    <section aria-labelledby="accept-heading" className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6">
      <h2 id="accept-heading" className="text-lg font-semibold">
        Accept this quote
      </h2>
      <p className="mt-1 text-sm text-muted">
        Accepting places the order at the quoted amounts{quote.total && <> ({quote.total})</>}
        {quote.paymentTerms && <>, payable {quote.paymentTerms.toLowerCase()}</>}.
      </p>
      <form
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate={form.noValidate}
        encType="multipart/form-data"
        className="mt-4 grid gap-4"
        aria-label="Accept the quote"
      >
        <FormMessage message={serverError} />
        <Field
          field={fields.poNumber}
          label={quote.poRequired ? "Purchase-order number *" : "Purchase-order number (optional)"}
          required={quote.poRequired}
          autoComplete="off"
        />
        <PoDocumentField errors={form.allErrors.poDocument ?? lastResult?.error?.poDocument ?? undefined} />
        <Field as="textarea" field={fields.shippingAddress} label="Ship to *" rows={3} required />
        <Field as="textarea" field={fields.billingAddress} label="Bill to (optional, if different)" rows={2} />
        <div>
          <Button type="submit" disabled={busy}>
            Accept quote
          </Button>
        </div>
      </form>
      <AcceptConfirmation
        quote={quote}
        formData={confirming}
        busy={busy}
        onPlace={() => confirming && void placeOrder(confirming)}
        onGoBack={() => setConfirming(null)}
      />
    </section>
  );
}

/** "Accept quote" asks first: the total, the PO number and where it ships, then "Place order" or "Go back". */
function AcceptConfirmation({
  quote,
  formData,
  busy,
  onPlace,
  onGoBack,
}: {
  quote: CustomerQuoteView;
  formData: FormData | null;
  busy: boolean;
  onPlace(): void;
  onGoBack(): void;
}) {
  const text = (name: string) => String(formData?.get(name) ?? "").trim();
  const document = formData?.get("poDocument");
  const documentName = document instanceof File && document.size > 0 ? document.name : null;
  return (
    <AlertDialog.Root open={formData !== null} onOpenChange={(open) => !open && !busy && onGoBack()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">Place the order for {quote.quoteNumber}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">The order is placed at the quoted amounts.</AlertDialog.Description>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">Total</dt>
            <dd className="font-semibold tabular-nums" data-testid="accept-total">
              {quote.total ?? "As quoted"}
            </dd>
            <dt className="text-muted">PO number</dt>
            <dd data-testid="accept-po-number">{text("poNumber") || "—"}</dd>
            {documentName && (
              <>
                <dt className="text-muted">PO document</dt>
                <dd className="break-all">{documentName}</dd>
              </>
            )}
            <dt className="text-muted">Ship to</dt>
            <dd className="whitespace-pre-line break-words" data-testid="accept-ship-to">
              {text("shippingAddress")}
            </dd>
          </dl>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass({ variant: "outline" })} disabled={busy}>
              Go back
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass({ variant: "primary" })}
              disabled={busy}
              onClick={(event) => {
                // stays open until the order is placed (then the page moves on) or refused (then it closes)
                event.preventDefault();
                onPlace();
              }}
            >
              {busy ? "Placing the order..." : "Place order"}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function PoDocumentField({ errors }: { errors?: string[] }) {
  const error = errors?.[0];
  return (
    <div className="grid gap-1.5">
      <label htmlFor="po-document" className="text-sm font-medium">
        Purchase-order document (optional, PDF up to 5 MB)
      </label>
      <input
        id="po-document"
        name="poDocument"
        type="file"
        accept="application/pdf,.pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "po-document-error" : undefined}
        className="text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
      />
      {error && (
        <p id="po-document-error" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function DeclineForm({ quote, token }: { quote: CustomerQuoteView; token: string | null }) {
  const revalidator = useRevalidator();
  const { serverError, lastResult, busy, post } = useQuotePost("The quote could not be declined. Please try again.");
  const [form, fields] = useValidatedForm<Record<keyof DeclineQuoteInput, string>, DeclineQuoteInput>({
    id: "decline-quote",
    lastResult,
    validate: (formData) => parseForm(formData, declineQuoteSchema),
    async onSubmit(event, { formData }) {
      event.preventDefault();
      await post(async () => {
        await apiRequest("POST", `/api/quotes/${quote.id}/decline`, { reason: String(formData.get("reason") ?? "") }, tokenHeaders(token));
        await revalidator.revalidate();
      });
    },
  });
  return (
    <section aria-labelledby="decline-heading" className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6">
      <h2 id="decline-heading" className="text-lg font-semibold">
        Decline
      </h2>
      <form id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="mt-4 grid gap-4" aria-label="Decline the quote">
        <FormMessage message={serverError} />
        <Field as="textarea" field={fields.reason} label="Reason *" rows={3} maxLength={500} required hint="Sales reads it and may come back to you." />
        <div>
          <Button type="submit" variant="outline" disabled={busy}>
            {busy ? "Declining..." : "Decline the quote"}
          </Button>
        </div>
      </form>
    </section>
  );
}
