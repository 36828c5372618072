import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useRef, useState } from "react";
import { useCartCommands } from "~/components/cart/cart-provider";
import { Button } from "~/components/ui/button";
import { TO_BE_QUOTED, type ReorderResult } from "~/lib/account-order-views";
import { apiRequest, ApiRequestError } from "~/lib/api-client";
import { CART_STORAGE_KEY, newCartSessionId, readStoredCartSessionId } from "~/lib/cart-session";

/** This browser's cart id, or a new one kept where the cart looks for it. */
function cartSessionId() {
  const stored = readStoredCartSessionId();
  if (stored) return stored;
  const id = newCartSessionId();
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, id);
  } catch {
    // private mode: the lines are added, the cart panel will not find them after a reload
  }
  return id;
}

/** "Order again": the order's lines go into the cart; each line says then and now, and why it was not added. */
export function ReorderButton({ orderNumber }: { orderNumber: string }) {
  const cart = useCartCommands();
  const [result, setResult] = useState<ReorderResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  async function reorder() {
    setBusy(true);
    setError(null);
    try {
      const answer = await apiRequest<ReorderResult>("POST", `/api/account/orders/${orderNumber}/reorder`, { sessionId: cartSessionId() });
      setResult(answer);
      await cart.refresh();
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (e) {
      setError(e instanceof ApiRequestError && e.serverMessage ? e.serverMessage : "Re-ordering failed. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-4">
      <div>
        <Button onClick={reorder} disabled={busy}>
          <RotateCcw className="h-4 w-4" aria-hidden /> {busy ? "Adding to cart..." : "Order again"}
        </Button>
      </div>
      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      {result && (
        <div
          ref={resultRef}
          tabIndex={-1}
          role="status"
          data-testid="reorder-result"
          className="rounded-xl border border-line bg-white p-4 text-sm shadow-sm outline-none"
        >
          <p className="font-semibold">
            {result.added === result.lines.length
              ? "Every line was added to your cart."
              : `${result.added} of ${result.lines.length} lines were added to your cart.`}
          </p>
          <ul className="mt-3 divide-y divide-line">
            {result.lines.map((line, index) => (
              <li key={`${line.sku}-${index}`} className="grid gap-1 py-2">
                <span className="font-medium break-words">
                  {line.quantity} × {line.productName}
                </span>
                <span className="text-muted">
                  Then: {line.oldPrice ?? TO_BE_QUOTED} · Today: {line.currentPrice ?? TO_BE_QUOTED} · {line.availability}
                </span>
                {line.added ? <span className="text-success">Added to cart</span> : <span className="text-danger">Not added: {line.reason}</span>}
              </li>
            ))}
          </ul>
          {result.added > 0 && (
            <Button variant="outline" size="sm" className="mt-3" onClick={() => cart.open()}>
              View cart
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
