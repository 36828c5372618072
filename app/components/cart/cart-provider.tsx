import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useToast } from "~/components/ui/toaster";
import { apiRequest } from "~/lib/api-client";
import { cartStep, forgetStoredCart, readStoredCart, readStoredCartSessionId, storeCart } from "~/lib/cart-session";
import { canSeePrices } from "~/lib/price-visibility";
import { useViewer } from "~/lib/use-root-data";
import { ADD_TO_CART_FAILED, type CartActions, type CartControllerProps, type CartData } from "./cart-contract";

/** What a page can ask of the cart; the same object for the page's whole life. */
export interface CartCommands extends CartActions {
  open(): void;
  close(): void;
  toggle(): void;
}

interface CartState extends CartData {
  isOpen: boolean;
}

type CartContextValue = CartState & CartCommands;

// Two contexts: what the cart holds changes (when it loads, on every change), what can be done with
// it does not. A component that only acts on the cart (an "Add to Cart" button, a page refreshing
// it) reads the commands alone, so a change of the cart's data does not render it again: after
// hydration the data goes from "loading" to "no cart", and with one context every product card of
// the catalogue rendered again (Chromium, unthrottled: /products' script time 290 → 247 ms).
const CartStateContext = createContext<CartState | null>(null);
const CartCommandsContext = createContext<CartCommands | null>(null);

const NOT_LOADED: CartData = { sessionId: null, items: [], itemCount: 0, subtotalCents: 0, hasInquiryItems: false, isLoading: true, busyItemIds: new Set() };
const NO_CART: CartData = { ...NOT_LOADED, isLoading: false };

/**
 * The cart of spec §2–§7 for every page. The cart lives in the browser (its id in localStorage), so
 * nothing of it is rendered on the server; its data layer (TanStack Query, cart-controller.tsx) is
 * off the first-load path. It is loaded after hydration when this browser has a cart, else when the
 * visitor first uses the cart (most visitors of the marketing pages never do: they load nothing).
 * Until it has arrived a stored cart reads as loading (without one, as empty), and what a visitor
 * asks of the cart waits for it.
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

  const controllerLoad = useRef<Promise<void> | null>(null);
  const failedLoads = useRef(0);
  /** Loads the controller's code once; after a failure (offline) the next use tries again. */
  const loadController = useCallback(() => {
    if (controllerLoad.current) return controllerLoad.current;
    const load = failedLoads.current === 0 ? import("./cart-controller") : (importAgain("cart-controller", failedLoads.current) ?? import("./cart-controller"));
    controllerLoad.current = load.then(
      (m) => setController(() => m.CartController),
      (error: unknown) => {
        controllerLoad.current = null;
        failedLoads.current++;
        throw error;
      },
    );
    return controllerLoad.current;
  }, []);

  // The cart belongs to someone (docs/decisions/016): when who is signed in changes (sign-in,
  // sign-out, another person), the browser's stored cart is checked against them first, and the
  // controller starts again (its `key`) from what is stored then.
  const viewer = useViewer();
  const viewerId = viewer?.id ?? null;
  const mayBuy = canSeePrices(viewer);
  const [cartKey, setCartKey] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    async function settle() {
      const step = cartStep(viewerId ? { id: viewerId, mayBuy } : null, readStoredCart());
      if (step === "forget") forgetStoredCart();
      else if (step !== "keep") {
        try {
          const cart = await apiRequest<{ sessionId: string; itemCount: number }>("POST", "/api/cart/account", { sessionId: step.adopt });
          if (cancelled) return;
          storeCart({ id: cart.sessionId, owner: viewerId!, empty: cart.itemCount === 0 });
        } catch (error) {
          console.warn("the account's cart could not be loaded", error);
          forgetStoredCart();
        }
      }
      if (cancelled) return;
      setCartKey(viewerId ?? "anonymous");
      // an empty account cart (readAccountCartId) loads its code when it is used, as no cart does
      if (readStoredCartSessionId()) loadController().catch((error: unknown) => console.warn("the cart could not be loaded", error));
      else startTransition(() => setData(NO_CART));
    }
    void settle();
    return () => {
      cancelled = true;
    };
  }, [loadController, viewerId, mayBuy]);

  const onActions = useCallback(
    (next: CartActions) => {
      actions.current = next;
      ready.resolve();
    },
    [ready],
  );
  /** Runs an action of the controller, once it is there; rejects when its code cannot be loaded. */
  const run = useCallback(
    async <T,>(use: (a: CartActions) => Promise<T>) => {
      await loadController();
      await ready.promise;
      return use(actions.current!);
    },
    [ready, loadController],
  );
  /** Other actions than adding only log a failure to load (spec §8: cart errors are only logged). */
  const runOrLog = useCallback(
    (use: (a: CartActions) => Promise<unknown>): Promise<void> =>
      run(use).then(
        () => undefined,
        (error: unknown) => console.warn("cart operation failed", error),
      ),
    [run],
  );
  /** Refreshing asks the server only about a cart that exists: without one, there is nothing to load. */
  const refreshCart = useCallback(() => (controllerLoad.current || readStoredCartSessionId() ? runOrLog((a) => a.refresh()) : Promise.resolve()), [runOrLog]);
  const toast = useToast();

  // toggle needs to know whether the panel is open without changing when it opens or closes
  const isOpenNow = useRef(isOpen);
  useEffect(() => {
    isOpenNow.current = isOpen;
  }, [isOpen]);

  const commands = useMemo<CartCommands>(
    () => ({
      open: () => {
        setOpen(true);
        void refreshCart();
      },
      close: () => setOpen(false),
      toggle: () => {
        setOpen((o) => !o);
        if (!isOpenNow.current) void refreshCart();
      },
      refresh: refreshCart,
      addItem: (product, quantity) => run((a) => a.addItem(product, quantity)).catch(() => toast(ADD_TO_CART_FAILED)),
      setQuantity: (itemId, quantity) => runOrLog((a) => a.setQuantity(itemId, quantity)),
      removeItem: (itemId) => runOrLog((a) => a.removeItem(itemId)),
      clear: () => runOrLog((a) => a.clear()),
    }),
    [run, runOrLog, refreshCart, toast],
  );
  const state = useMemo<CartState>(() => ({ ...data, isOpen }), [data, isOpen]);

  return (
    <CartCommandsContext.Provider value={commands}>
      <CartStateContext.Provider value={state}>
        {children}
        {Controller && cartKey && <Controller key={cartKey} onData={onData} onActions={onActions} />}
      </CartStateContext.Provider>
    </CartCommandsContext.Provider>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The cart's contents and what can be done with it; renders again whenever the contents change. */
export function useCart(): CartContextValue {
  const state = useContext(CartStateContext);
  const commands = useContext(CartCommandsContext);
  if (!state || !commands) throw new Error("useCart must be used inside <CartProvider>");
  return useMemo(() => ({ ...state, ...commands }), [state, commands]);
}

/** What can be done with the cart, for components that do not show its contents. */
export function useCartCommands(): CartCommands {
  const commands = useContext(CartCommandsContext);
  if (!commands) throw new Error("useCartCommands must be used inside <CartProvider>");
  return commands;
}

/**
 * A module whose fetch failed stays failed in the browser's module map (Chromium answers the same
 * import with the same error, without asking the network again), so a retry asks for the same built
 * file under another address: the build's preload link names it (`/assets/cart-controller-<hash>.js`).
 * Null where there is no such link (the dev server): the plain import is tried again.
 */
function importAgain(chunk: string, attempt: number): Promise<typeof import("./cart-controller")> | null {
  const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].find((l) => new URL(l.href).pathname.includes(`/${chunk}-`));
  return link ? import(/* @vite-ignore */ `${link.href}?retry=${attempt}`) : null;
}
