import Upload from "lucide-react/icons/upload";
import { useId, useState, type ChangeEvent } from "react";
import { useCartCommands } from "~/components/cart/cart-provider";
import { QuoteRequestForm } from "~/components/quotes/quote-request-form";
import { Button } from "~/components/ui/button";
import { controlClass, FormMessage } from "~/components/ui/field";
import { apiRequest, ApiRequestError } from "~/lib/api-client";
import { readStoredCartSessionId, storeCart } from "~/lib/cart-session";
import { parseQuickOrder, QUICK_ORDER_DELIMITERS_TEXT, QUICK_ORDER_MAX_BYTES, QUICK_ORDER_MAX_LINES, QUICK_ORDER_MESSAGES } from "~/lib/quick-order-parser";
import type { QuickOrderCheck, QuickOrderLineResult, QuickOrderResult } from "~/lib/quick-order-types";
import { useViewer } from "~/lib/use-root-data";
import { QuickOrderLines } from "./quick-order-lines";

const FAILED = "The list could not be sent. Please check your connection and try again.";

function messageOf(error: unknown) {
  return error instanceof ApiRequestError ? (error.serverMessage ?? FAILED) : FAILED;
}

/**
 * Quick order: a pasted list or a CSV file of SKUs and quantities, checked line by line
 * on the server before anything is added ("Check lines"); "Add to cart" puts the valid lines into
 * the account's cart in one request and leaves the others in the box, to fix.
 */
export function QuickOrderForm() {
  const id = useId();
  const viewer = useViewer();
  const cart = useCartCommands();
  const [text, setText] = useState("");
  const [checked, setChecked] = useState<{ text: string; result: QuickOrderCheck } | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [quoting, setQuoting] = useState(false);

  /** Whole-list problems are found here before anything is sent; the server checks again. */
  function readable(list: string) {
    const parsed = parseQuickOrder(list);
    if (!parsed.ok) setError(parsed.message);
    return parsed.ok;
  }

  async function check(list = text) {
    setAdded(null);
    setQuoting(false);
    if (!readable(list)) return setChecked(null);
    setBusy(true);
    try {
      const result = await apiRequest<QuickOrderCheck>("POST", "/api/cart/bulk/check", { text: list });
      setChecked({ text: list, result });
      setError(null);
    } catch (e) {
      setError(messageOf(e));
      setChecked(null);
    } finally {
      setBusy(false);
    }
  }

  async function add() {
    setAdded(null);
    setQuoting(false);
    if (!readable(text)) return setChecked(null);
    setBusy(true);
    try {
      const result = await apiRequest<QuickOrderResult>("POST", "/api/cart/bulk", { text });
      // the lines left to fix stay in the box, numbered as they now stand
      const left = result.lines.filter((line) => line.status !== "ok").map((line, i) => ({ ...line, lineNumbers: [i + 1] }));
      const rest = left.map((line) => line.text).join("\n");
      setText(rest);
      setChecked(left.length ? { text: rest, result: { lines: left, valid: 0, invalid: left.length } } : null);
      setAdded(result.added);
      setError(null);
      if (result.added > 0 && viewer) {
        // the browser follows the account's cart (docs/decisions/016) and shows what was added
        if (readStoredCartSessionId() !== result.sessionId) storeCart({ id: result.sessionId, owner: viewer.id, empty: false });
        await cart.refresh();
      }
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > QUICK_ORDER_MAX_BYTES) {
      setChecked(null);
      return setError(QUICK_ORDER_MESSAGES.tooLarge);
    }
    const content = await file.text();
    setText(content);
    await check(content);
  }

  function applySuggestion(line: QuickOrderLineResult, sku: string) {
    const rows = text.split(/\r\n|\n|\r/);
    const index = line.lineNumbers[0] - 1;
    rows[index] = `${sku}, ${line.quantity ?? 1}`;
    const next = rows.join("\n");
    setText(next);
    void check(next);
  }

  const result = checked?.result;
  const current = checked?.text === text;
  const onRequest = result?.lines.filter((line) => line.status === "price-on-request" && line.product && line.quantity !== null) ?? [];

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <label htmlFor={`${id}-lines`} className="text-sm font-medium text-ink">
          SKUs and quantities
        </label>
        <textarea
          id={`${id}-lines`}
          name="lines"
          rows={10}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={"MB03-CE, 2\nCAP-FS-50-100\t5\nRK-BGE-AA; 1"}
          aria-describedby={`${id}-hint`}
          className={controlClass("textarea", false) + " font-mono"}
        />
        <p id={`${id}-hint`} className="text-xs text-muted">
          One line per product: the SKU, then {QUICK_ORDER_DELIMITERS_TEXT}, then the quantity. Up to {QUICK_ORDER_MAX_LINES} lines; lines of the same SKU are
          added up. A CSV file&apos;s header row (e.g. SKU;Quantity;Description) says which columns to read; the others are ignored.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" disabled={busy || text.trim() === ""} onClick={() => void check()}>
          Check lines
        </Button>
        <Button type="button" disabled={busy || text.trim() === ""} onClick={() => void add()}>
          Add valid lines to cart
        </Button>
        <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-sm font-semibold text-primary hover:bg-subtle focus-within:ring-2 focus-within:ring-primary/40">
          <Upload className="h-4 w-4" aria-hidden /> Upload a CSV file
          <input type="file" accept=".csv,.txt,.tsv,text/csv,text/plain" className="sr-only" onChange={(event) => void upload(event)} disabled={busy} />
        </label>
        <a href="/quick-order/template.csv" download className="text-sm font-semibold text-primary hover:underline">
          Download the CSV template
        </a>
      </div>
      <FormMessage message={error} />
      {added !== null && (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          <span>
            {added === 0 ? "Nothing was added: every line needs fixing." : `${added} ${added === 1 ? "line was" : "lines were"} added to your cart.`}
            {checked && added > 0 && " The lines below were not added: fix them and add them again."}
          </span>
          {added > 0 && (
            <Button type="button" size="sm" variant="outline" onClick={cart.open}>
              View cart
            </Button>
          )}
        </div>
      )}
      {result && (
        <section aria-labelledby={`${id}-result`} className="grid gap-3">
          <h2 id={`${id}-result`} className="text-lg font-semibold">
            {result.valid} {result.valid === 1 ? "line" : "lines"} ready, {result.invalid} to fix
          </h2>
          {!current && <p className="text-sm text-muted">The list has changed since it was checked: check it again.</p>}
          <QuickOrderLines lines={result.lines} onUseSuggestion={current && !busy ? applySuggestion : undefined} />
          {onRequest.length > 0 && (
            <div className="rounded-xl border border-line bg-subtle p-4">
              <p className="text-sm">
                {onRequest.length === 1 ? "One product is" : `${onRequest.length} products are`} priced on request and cannot be ordered online.
              </p>
              {quoting ? (
                <div className="mt-3">
                  <QuoteRequestForm
                    id={`${id}-quote`}
                    source="quick-order"
                    lines={onRequest.map((line) => ({ sku: line.product!.sku, quantity: line.quantity! }))}
                    submitLabel="Send quote request"
                  />
                </div>
              ) : (
                <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => setQuoting(true)}>
                  Request a quote for {onRequest.length === 1 ? "it" : "them"}
                </Button>
              )}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
