import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import type { CartItem } from "~/lib/catalogue-types";

/** What the cart controller (cart-controller.tsx) knows: the items and their state. */
export interface CartData {
  sessionId: string | null;
  items: CartItem[];
  itemCount: number;
  subtotalCents: number;
  hasInquiryItems: boolean;
  isLoading: boolean;
  /** ids of the items whose change is in flight (their controls are disabled) */
  busyItemIds: ReadonlySet<string>;
}

/** What the cart controller can do. */
export interface CartActions {
  refresh(): Promise<unknown>;
  addItem(product: { id: string; name: string }, quantity?: number): Promise<void>;
  setQuantity(itemId: string, quantity: number): Promise<void>;
  removeItem(itemId: string): Promise<void>;
  clear(): Promise<void>;
}

interface CartContextValue extends CartData, CartActions {
  isOpen: boolean;
  open(): void;
  close(): void;
  toggle(): void;
}

export interface CartControllerProps {
  onData(data: CartData): void;
  onActions(actions: CartActions): void;
}

const CartContext = createContext<CartContextValue | null>(null);

const NOT_LOADED: CartData = { sessionId: null, items: [], itemCount: 0, subtotalCents: 0, hasInquiryItems: false, isLoading: true, busyItemIds: new Set() };

/**
 * The cart of spec §2–§7 for every page. The cart lives in the browser (its id in localStorage), so
 * nothing of it is rendered on the server; its data layer (TanStack Query, cart-controller.tsx) is
 * loaded after hydration, off the first-load path. Until it has arrived the cart reads as loading,
 * and what a visitor asks of it waits for it.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [data, setData] = useState<CartData>(NOT_LOADED);
  const [isOpen, setOpen] = useState(false);
  const [Controller, setController] = useState<ComponentType<CartControllerProps> | null>(null);
  const actions = useRef<CartActions | null>(null);
  const [ready] = useState(() => deferred<void>());
  // The cart's data changes the context every page sits in. As a transition, that change waits for
  // a part of the page still hydrating (e.g. a tool whose code is on its way) instead of throwing
  // away its server HTML for a Suspense fallback, which made the page jump.
  const onData = useCallback((next: CartData) => startTransition(() => setData(next)), []);

  useEffect(() => {
    void import("./cart-controller").then((m) => setController(() => m.CartController));
  }, []);

  const onActions = useCallback(
    (next: CartActions) => {
      actions.current = next;
      ready.resolve();
    },
    [ready],
  );
  /** Runs an action of the controller, once it is there. */
  const run = useCallback(
    async <T,>(use: (a: CartActions) => Promise<T>) => {
      await ready.promise;
      return use(actions.current!);
    },
    [ready],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      ...data,
      isOpen,
      open: () => {
        setOpen(true);
        void run((a) => a.refresh());
      },
      close: () => setOpen(false),
      toggle: () => {
        setOpen((o) => !o);
        if (!isOpen) void run((a) => a.refresh());
      },
      refresh: () => run((a) => a.refresh()),
      addItem: (product, quantity) => run((a) => a.addItem(product, quantity)),
      setQuantity: (itemId, quantity) => run((a) => a.setQuantity(itemId, quantity)),
      removeItem: (itemId) => run((a) => a.removeItem(itemId)),
      clear: () => run((a) => a.clear()),
    }),
    [data, isOpen, run],
  );

  return (
    <CartContext.Provider value={value}>
      {children}
      {Controller && <Controller onData={onData} onActions={onActions} />}
    </CartContext.Provider>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export function useCart() {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used inside <CartProvider>");
  return cart;
}
