import CheckCircle2 from "lucide-react/icons/circle-check";
import Clock from "lucide-react/icons/clock";
import CreditCard from "lucide-react/icons/credit-card";
import { useEffect, useRef, useState } from "react";
import { Link, useLoaderData, useNavigate } from "react-router";
import { Field } from "~/components/ui/field";
import { useValidatedForm } from "~/components/ui/use-validated-form";
import { useCart } from "~/components/cart/cart-provider";
import { OrderSummary } from "~/components/checkout/order-summary";
import { paymentSentence } from "~/lib/payment-sentence";
import { PricedOnRequestNotice } from "~/components/checkout/priced-on-request-notice";
import { Button, buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { apiRequest, ApiRequestError, refusalBody } from "~/lib/api-client";
import { PO_NUMBER_MAX_LENGTH, PO_REQUIRED_MESSAGE } from "~/lib/order-number";
import type { OrderReceipt } from "~/lib/catalogue-types";
import { checkoutDefaults, type CheckoutFormValues } from "~/lib/checkout-defaults";
import { addressesOfKind, type SavedAddress } from "~/lib/address-book";
import { organisationMay } from "~/lib/organisation-roles";
import { usualCountry } from "~/lib/countries";
import { AddressChoice } from "~/components/checkout/address-choice";
import { addressBookOf, listAddresses } from "../../server/services/accounts/addresses";
import { readAccountTerms } from "../../server/services/accounts/account-terms-reader";
import type { CheckoutSubmission } from "~/lib/checkout-schema";
import { loadOnFirstUse } from "~/lib/load-on-first-use";
import { centsToDecimalText, formatCents, orderAmounts, priceTextToCents } from "~/lib/price";
import { taxRatePercentFor, utcDate, type AccountTerms } from "~/lib/account-terms";
import { errorResult } from "~/lib/form-errors";
import type { SubmissionResult } from "@conform-to/react";
import { canSeePrices } from "~/lib/price-visibility";
import { useViewer } from "~/lib/use-root-data";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/checkout";
import { NO_STORE } from "../../server/speed/cache-control";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Checkout", description: "Review your cart and place your order. Payment is arranged offline by our team." });

const newIdempotencyKey = () => `checkout-${crypto.randomUUID()}`;

/** The account's terms as the checkout uses them, and the day they are judged on (UTC). */
export interface CheckoutTerms {
  terms: AccountTerms | null;
  today: string;
}

/**
 * The signed-in person's organisation's address book (its saved addresses, offered as "Ship to" and "Bill to"),
 * whether they may keep a new address in it, and the organisation's terms (payment terms, PO required, tax exemption) for an approved customer. A guest has none.
 */
export async function loader({
  context,
}: Route.LoaderArgs): Promise<{ addresses: SavedAddress[] | null; mayKeepAddresses: boolean; organisationMember: boolean } & CheckoutTerms> {
  const today = utcDate();
  if (!context.user) return { addresses: null, mayKeepAddresses: false, organisationMember: false, terms: null, today };
  const user = context.user;
  const [book, terms] = await Promise.all([
    listAddresses(context.services.db, addressBookOf(user)),
    user.role === "customer" && context.viewer.pricesVisible ? readAccountTerms(context.services.db, user.organisation?.id ?? null) : null,
  ]);
  const addresses = book.map(({ organisationId: _organisation, createdAt: _created, ...address }) => address);
  // a new address is kept in the book only by those who may change it: the organisation's admins
  const organisation = user.organisation;
  const mayKeepAddresses = !!organisation && organisationMay(organisation.role, "manage-address-book");
  // an organisation's members give a cost centre and a GL code, which print wherever the PO number does
  return { addresses, mayKeepAddresses, organisationMember: !!organisation, terms, today };
}

export function headers() {
  return { "Cache-Control": NO_STORE };
}

export default function CheckoutPage() {
  const cart = useCart();
  const [receipt, setReceipt] = useState<OrderReceipt | null>(null);
  /** the order request an approver must decide (202), shown instead of the form */
  const [awaiting, setAwaiting] = useState<AwaitingApproval | null>(null);
  /** the server's account of what changed since the summary was shown (409), until the next attempt; kept here so it stays when the cart empties */
  const [changed, setChanged] = useState<string | null>(null);
  const navigate = useNavigate();

  // the confirmation lives at the order's own address (the account's order page, or a guest's link), so a reload keeps it
  const placed = (next: OrderReceipt) => {
    if (next.confirmationPath) void navigate(`${next.confirmationPath}?placed`, { replace: true });
    else setReceipt(next);
  };

  if (receipt) return <OrderConfirmed receipt={receipt} />;
  if (awaiting) return <SentForApproval request={awaiting} />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
      <noscript>
        <p className="mt-4 rounded-md border border-line bg-subtle p-4">Checkout needs JavaScript: your cart is kept in this browser.</p>
      </noscript>
      {changed && cart.items.length === 0 && <OrderChanged message={changed} className="mt-6" />}
      {cart.items.length === 0 ? (
        // The cart lives in this browser, so the server renders the loading state; it takes the
        // empty state's box so that nothing below moves when the cart arrives.
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-12 text-center" aria-busy={cart.isLoading}>
          {cart.isLoading ? (
            <>
              <p className="text-lg text-muted">Loading...</p>
              <div className="mt-6 h-10" aria-hidden />
            </>
          ) : (
            <>
              <p className="text-lg font-semibold">Your cart is empty</p>
              <Link to="/products" className={buttonClass({ className: "mt-6" })}>
                Browse Products
              </Link>
            </>
          )}
        </div>
      ) : (
        <>
          <PricedOnRequestNotice items={cart.items} cartSessionId={cart.sessionId} />
          <CheckoutForm onPlaced={placed} onAwaiting={setAwaiting} changed={changed} onChanged={setChanged} />
        </>
      )}
    </div>
  );
}

/** The form's schema (with zod and Conform's zod side) arrives when the visitor first focuses the form, not with the page. */
const validation = loadOnFirstUse(() =>
  Promise.all([import("~/lib/checkout-schema"), import("~/lib/form-validation")]).then(([schema, forms]) => ({
    check: (formData: FormData, context: { poRequired: boolean; book: readonly SavedAddress[] | null }) =>
      forms.parseForm(formData, schema.checkoutFormSchema(formData, context)),
  })),
);

const ORDER_FAILED = { title: "Order failed", description: "There was a problem placing your order. Please try again.", variant: "destructive" } as const;

function OrderChanged({ message, className = "" }: { message: string; className?: string }) {
  return (
    <div role="alert" data-testid="order-changed" className={`rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 ${className}`}>
      <strong className="block">Your order has changed</strong>
      {message}
    </div>
  );
}

function CheckoutForm({
  onPlaced,
  onAwaiting,
  changed,
  onChanged,
}: {
  onPlaced: (receipt: OrderReceipt) => void;
  onAwaiting: (request: AwaitingApproval) => void;
  changed: string | null;
  onChanged: (message: string | null) => void;
}) {
  const cart = useCart();
  const toast = useToast();
  const viewer = useViewer();
  const { terms, today, addresses: book, mayKeepAddresses, organisationMember } = useLoaderData<typeof loader>();
  const showAmounts = canSeePrices(viewer);
  const poRequired = showAmounts && !!terms?.poRequired;
  /** the server's refusal of a field (a PO number the account's terms require), shown at the field */
  const [serverResult, setServerResult] = useState<SubmissionResult<string[]> | null>(null);
  // the account's details and its default addresses fill the form: checkout-defaults.ts
  const [start] = useState(() => checkoutDefaults(viewer, book));
  const defaults = start.values;
  const [sameAsShipping, setSameAsShipping] = useState(start.sameAsShipping);
  const [shipTo, setShipTo] = useState(defaults.shipTo ?? "");
  const [billTo, setBillTo] = useState(defaults.billTo ?? "");
  const [submitting, setSubmitting] = useState(false);
  // One key per attempt: a double click or a retry after a lost answer cannot create a second order.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const usual = book ? usualCountry(book) : null;
  const amounts = orderAmounts(cart.subtotalCents, cart.hasInquiryItems, taxRatePercentFor(terms, today));

  async function placeOrder({ order: fields, save }: CheckoutSubmission) {
    onChanged(null);
    setServerResult(null);
    setSubmitting(true);
    try {
      const answer = await apiRequest<OrderReceipt | AwaitingApproval>(
        "POST",
        "/api/orders",
        {
          orderData: {
            ...fields,
            subtotal: centsToDecimalText(amounts.subtotalCents),
            tax: centsToDecimalText(amounts.taxCents),
            shipping: centsToDecimalText(amounts.shippingCents),
            total: centsToDecimalText(amounts.totalCents),
            status: "pending",
          },
          // what the customer sees: the server refuses the order if the shop has changed since
          items: cart.items.map((i) => {
            const unitCents = priceTextToCents(i.product.price);
            return {
              productId: i.productId,
              quantity: i.quantity,
              unitPrice: i.product.price ?? "Please inquire",
              totalPrice: unitCents === null ? (i.product.price ?? "Please inquire") : centsToDecimalText(unitCents * i.quantity),
              name: i.product.name,
            };
          }),
          sessionId: cart.sessionId,
        },
        { "Idempotency-Key": idempotencyKey },
      );
      if ("approvalId" in answer) {
        // 202: no order yet; the server emptied the cart and e-mailed those who may decide
        toast({ title: "Sent for approval", description: "Your approvers have been e-mailed." });
        onAwaiting(answer);
        await cart.clear();
        return;
      }
      toast({ title: "Order placed successfully!", description: "You will receive a confirmation email shortly." });
      // the order is placed whatever happens to the addresses it asked to keep
      await saveToAddressBook(save);
      onPlaced(answer);
      await cart.clear();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500) setIdempotencyKey(newIdempotencyKey());
      if (error instanceof ApiRequestError && error.status === 409) {
        // prices, lines or stock changed since the summary was drawn: say what, and show the cart as it is now
        onChanged(error.serverMessage ?? "Your cart has changed.");
        toast({ title: "Your order has changed", description: "Please review the updated summary before placing your order.", variant: "destructive" });
        await cart.refresh();
      } else if (error instanceof ApiRequestError && error.status === 422) {
        // the reference the organisation's rules or the terms require, at its field
        const field = REFERENCE_FIELD_OF_CODE[String((refusalBody(error) as { code?: unknown } | null)?.code)] ?? "poNumber";
        setServerResult(errorResult({ [field]: error.serverMessage ?? PO_REQUIRED_MESSAGE }));
      } else {
        toast(ORDER_FAILED);
      }
    } finally {
      setSubmitting(false);
    }
  }

  /** The new addresses the buyer asked to keep, after the order is placed; a refusal is told, never undoes the order. */
  async function saveToAddressBook(save: CheckoutSubmission["save"]) {
    for (const address of save) {
      try {
        await apiRequest("POST", "/api/account/addresses", address);
      } catch (error) {
        const reason = error instanceof ApiRequestError ? error.serverMessage : null;
        toast({ title: "The address was not saved", description: reason ?? "Your address book could not be updated.", variant: "destructive" });
      }
    }
  }

  const [form, fields] = useValidatedForm<CheckoutFormValues, CheckoutSubmission>({
    id: "checkout",
    defaultValue: defaults,
    lastResult: serverResult,
    validate: (formData) => validation.ready()?.check(formData, { poRequired, book }) ?? null,
    loadValidation: validation.get,
    onValidationUnavailable: () => toast(ORDER_FAILED),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submitting || submission?.status !== "success") return;
      void placeOrder(submission.value);
    },
  });

  return (
    <form
      id={form.id}
      noValidate={form.noValidate}
      onSubmit={form.onSubmit}
      onFocus={() => void validation.get().catch(() => {})}
      className="mt-8 grid gap-8 lg:grid-cols-[1fr_380px]"
    >
      <div className="space-y-8">
        <fieldset className="min-w-0 rounded-xl border border-line bg-white p-6 shadow-sm">
          <legend className="float-left mb-4 w-full text-lg font-semibold">Contact Information</legend>
          <div className="grid clear-both gap-4 sm:grid-cols-2">
            <Field field={fields.customerName} id="field-customerName" label="Full name" autoComplete="name" required />
            <Field field={fields.customerEmail} id="field-customerEmail" label="Email" type="email" autoComplete="email" required />
            <Field field={fields.customerCompany} id="field-customerCompany" label="Company (optional)" autoComplete="organization" />
            <Field field={fields.customerPhone} id="field-customerPhone" label="Phone (optional)" type="tel" autoComplete="tel" />
          </div>
        </fieldset>
        <fieldset className="min-w-0 rounded-xl border border-line bg-white p-6 shadow-sm">
          <legend className="float-left mb-4 w-full text-lg font-semibold">Shipping Address</legend>
          <div className="grid clear-both gap-4">
            {book ? (
              <AddressChoice
                legend="Ship to"
                name={fields.shipTo.name}
                saved={addressesOfKind(book, "shipping")}
                choice={shipTo}
                onChoose={setShipTo}
                fields={fields.shipping.getFieldset()}
                saveName={mayKeepAddresses ? fields.saveShipping.name : undefined}
                usualCountry={usual}
                error={fields.shipTo.errors?.[0]}
              />
            ) : (
              <Field
                as="textarea"
                field={fields.shippingAddress}
                id="field-shippingAddress"
                label="Shipping address"
                autoComplete="street-address"
                required
                placeholder="Institution, street, city, postal code, country"
              />
            )}
          </div>
        </fieldset>
        <fieldset className="min-w-0 rounded-xl border border-line bg-white p-6 shadow-sm">
          <legend className="float-left mb-4 w-full text-lg font-semibold">Billing Address</legend>
          <div className="grid clear-both gap-4">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={fields.sameAsShipping.name}
                checked={sameAsShipping}
                onChange={(e) => setSameAsShipping(e.target.checked)}
                className="h-4 w-4 accent-primary"
              />
              Same as shipping address
            </label>
            {!sameAsShipping &&
              (book ? (
                <AddressChoice
                  legend="Bill to"
                  name={fields.billTo.name}
                  saved={addressesOfKind(book, "billing")}
                  choice={billTo}
                  onChoose={setBillTo}
                  fields={fields.billing.getFieldset()}
                  saveName={mayKeepAddresses ? fields.saveBilling.name : undefined}
                  usualCountry={usual}
                  error={fields.billTo.errors?.[0]}
                />
              ) : (
                <Field as="textarea" field={fields.billingAddress} id="field-billingAddress" label="Billing address" />
              ))}
          </div>
        </fieldset>
        <fieldset className="min-w-0 rounded-xl border border-line bg-white p-6 shadow-sm">
          <legend className="float-left mb-4 w-full text-lg font-semibold">Order Notes</legend>
          <div className="grid clear-both gap-4">
            <Field
              field={fields.poNumber}
              id="field-poNumber"
              label={poRequired ? "PO number (required by your account's terms)" : "PO number (optional)"}
              maxLength={PO_NUMBER_MAX_LENGTH}
              required={poRequired}
            />
            {organisationMember && (
              <div className="grid gap-4 sm:grid-cols-2">
                <Field field={fields.costCentre} id="field-costCentre" label="Cost centre" maxLength={40} />
                <Field field={fields.glCode} id="field-glCode" label="GL code" maxLength={40} />
              </div>
            )}
            <Field as="textarea" field={fields.notes} id="field-notes" label="Notes (optional)" placeholder="Delivery instructions…" />
          </div>
        </fieldset>
      </div>
      <div className="space-y-4 lg:sticky lg:top-24 lg:self-start">
        {changed && <OrderChanged message={changed} />}
        <OrderSummary items={cart.items} amounts={amounts} showAmounts={showAmounts} terms={showAmounts ? terms : null} today={today} />
        <div className="flex gap-3 rounded-xl border border-line bg-primary-soft p-4 text-sm text-slate-700">
          <CreditCard className="h-5 w-5 shrink-0 text-primary" aria-hidden />
          <p>
            Payment is arranged offline. Our team will contact you within 1 business day with payment details. Reagent and small orders are processed
            immediately.
          </p>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          {submitting ? "Placing Order..." : "Place Order"}
        </Button>
      </div>
    </form>
  );
}

/** The refusal codes of a missing or unknown reference, and the field each belongs to. */
const REFERENCE_FIELD_OF_CODE: Record<string, "poNumber" | "costCentre" | "glCode"> = {
  po_required: "poNumber",
  cost_centre_required: "costCentre",
  unknown_cost_centre: "costCentre",
  gl_code_required: "glCode",
};

/** POST /api/orders's 202: the order waits for an approver of the organisation. */
interface AwaitingApproval {
  approvalId: string;
  status: "awaiting_approval";
  reasons: { code: string; message: string }[];
  total: string;
}

function SentForApproval({ request }: { request: AwaitingApproval }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="sent-for-approval">
      <Clock className="mx-auto h-14 w-14 text-primary" aria-hidden />
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-3xl font-bold tracking-tight outline-none">
        Sent for approval
      </h1>
      <p className="mt-4 text-muted">
        Your order request for <strong className="text-ink">{formatCents(Math.round(Number(request.total) * 100))}</strong> needs an approver&apos;s decision.
        The approvers of your organisation have been e-mailed, and you will get an e-mail when they decide.
      </p>
      {request.reasons.length > 0 && (
        <ul className="mx-auto mt-4 max-w-lg list-disc space-y-1 pl-5 text-left text-sm text-muted">
          {request.reasons.map((reason) => (
            <li key={reason.code}>{reason.message}</li>
          ))}
        </ul>
      )}
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/products" className={buttonClass()}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}

function OrderConfirmed({ receipt }: { receipt: OrderReceipt }) {
  // The form the buyer scrolled down through is gone: bring the confirmation into view and put focus
  // on it, so that a phone shows it and a screen reader reads it (not the page 460 px below it).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <CheckCircle2 className="mx-auto h-14 w-14 text-success" aria-hidden />
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-3xl font-bold tracking-tight outline-none">
        Order Confirmed!
      </h1>
      <p className="mt-4 text-muted">
        Your order number is <strong className="font-mono text-ink">{receipt.orderNumber}</strong>.
      </p>
      <p className="mt-2 text-muted">{paymentSentence(null, receipt.requiresQuote)}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/products" className={buttonClass()}>
          Continue Shopping
        </Link>
        <Link to="/contact" className={buttonClass({ variant: "outline" })}>
          Contact Us
        </Link>
      </div>
    </div>
  );
}
