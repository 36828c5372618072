import { useState } from "react";
import { MIN_CART_QUANTITY, typedQuantity } from "~/lib/cart-quantity";
import { MAX_CART_QUANTITY } from "~/lib/cart-session";

/**
 * A cart line's quantity as a field one can type into: the new quantity counts when the field is
 * left or Enter is pressed, kept within 1…999; text that is no number puts the old quantity back.
 */
export function QuantityInput({
  quantity,
  productName,
  disabled,
  onChange,
}: {
  quantity: number;
  productName: string;
  disabled: boolean;
  onChange(quantity: number): void;
}) {
  const [text, setText] = useState(String(quantity));
  // the line's quantity changed elsewhere (the − and + buttons, the server): show it
  const [shown, setShown] = useState(quantity);
  if (quantity !== shown) {
    setShown(quantity);
    setText(String(quantity));
  }
  function commit() {
    const wanted = typedQuantity(text);
    if (wanted === null || wanted === quantity) {
      setText(String(wanted ?? quantity));
      return;
    }
    setText(String(wanted));
    onChange(wanted);
  }
  return (
    <input
      type="number"
      inputMode="numeric"
      min={MIN_CART_QUANTITY}
      max={MAX_CART_QUANTITY}
      step={1}
      value={text}
      disabled={disabled}
      aria-label={`Quantity of ${productName}`}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit();
        }
      }}
      className="h-8 w-16 rounded-md border border-slate-300 bg-white px-2 text-center text-sm font-semibold tabular-nums outline-none focus:border-primary focus:ring-2 focus:ring-primary/30"
    />
  );
}
