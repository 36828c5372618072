import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useToast } from "~/components/ui/toaster";
import { apiRequest } from "~/lib/api-client";
import { CART_STORAGE_KEY, isCartSessionId, newCartSessionId } from "~/lib/cart-session";
import type { CartItem } from "~/lib/catalogue-types";
import { cartTotals } from "~/lib/price";

/**
 * Spec §9: never stale, no retries, no refetch on focus, garbage-collected after 5 minutes — in the
 * browser. On the server a client lives for one request: a 5-minute gc timer there would keep every
 * request's cache alive for 5 minutes (the soak test saw memory grow), so it never schedules one.
 */
const BROWSER_GC_TIME_MS = 5 * 60 * 1000;

export function createQueryClient() {
  const gcTime = typeof window === "undefined" ? Infinity : BROWSER_GC_TIME_MS;
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 0, retry: false, refetchOnWindowFocus: false, gcTime }, mutations: { retry: false } },
  });
}

interface CartContextValue {
  sessionId: string | null;
  items: CartItem[];
  itemCount: number;
  subtotalCents: number;
  hasInquiryItems: boolean;
  isLoading: boolean;
  /** ids of the items whose change is in flight (their controls are disabled) */
  busyItemIds: ReadonlySet<string>;
  isOpen: boolean;
  open(): void;
  close(): void;
  toggle(): void;
  refresh(): Promise<unknown>;
  addItem(product: { id: string; name: string }, quantity?: number): Promise<void>;
  setQuantity(itemId: string, quantity: number): Promise<void>;
  removeItem(itemId: string): Promise<void>;
  clear(): Promise<void>;
}

const CartContext = createContext<CartContextValue | null>(null);

function readStoredSessionId(): string | null {
  try {
    const stored = window.localStorage.getItem(CART_STORAGE_KEY);
    return isCartSessionId(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CartState>{children}</CartState>
    </QueryClientProvider>
  );
}

function CartState({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  // The id lives in localStorage, which the server cannot read: it is picked up after hydration
  // so the first client render matches the server's.
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    setSessionId(readStoredSessionId());
    setRestored(true);
  }, []);
  const [isOpen, setOpen] = useState(false);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const queryKey = useMemo(() => ["cart", sessionId], [sessionId]);

  const cart = useQuery({
    queryKey,
    queryFn: () => apiRequest<CartItem[]>("GET", `/api/cart/${sessionId}`),
    enabled: !!sessionId,
  });
  const items = useMemo(() => cart.data ?? [], [cart.data]);
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: ["cart"] }), [queryClient]);

  const ensureSessionId = useCallback(() => {
    if (sessionId) return sessionId;
    const id = newCartSessionId();
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, id);
    } catch {
      // private mode: the cart lives as long as the tab
    }
    setSessionId(id);
    return id;
  }, [sessionId]);

  const withBusy = useCallback(
    async (itemId: string, work: () => Promise<unknown>) => {
      setBusy((s) => new Set(s).add(itemId));
      try {
        await work();
        await refresh();
      } catch (error) {
        console.warn("cart operation failed", error); // spec §8: other cart errors are only logged
      } finally {
        setBusy((s) => {
          const next = new Set(s);
          next.delete(itemId);
          return next;
        });
      }
    },
    [refresh],
  );

  const value: CartContextValue = {
    sessionId,
    items,
    ...cartTotals(items.map((i) => ({ price: i.product.price, quantity: i.quantity }))),
    isLoading: !restored || cart.isLoading,
    busyItemIds: busy,
    isOpen,
    open: () => {
      setOpen(true);
      void refresh();
    },
    close: () => setOpen(false),
    toggle: () => {
      setOpen((o) => !o);
      if (!isOpen) void refresh();
    },
    refresh,
    async addItem(product, quantity = 1) {
      try {
        const id = ensureSessionId();
        await apiRequest("POST", "/api/cart", { sessionId: id, productId: product.id, quantity });
        await queryClient.invalidateQueries({ queryKey: ["cart"] });
        toast({ title: "Added to cart", description: `${product.name} has been added to your cart.` });
      } catch {
        toast({ title: "Error", description: "Failed to add item to cart. Please try again.", variant: "destructive" });
      }
    },
    setQuantity: (itemId, quantity) => withBusy(itemId, () => apiRequest("PUT", `/api/cart/${itemId}`, { quantity })),
    removeItem: (itemId) => withBusy(itemId, () => apiRequest("DELETE", `/api/cart/${itemId}`)),
    async clear() {
      if (!sessionId) return;
      queryClient.setQueryData(queryKey, []);
      try {
        await apiRequest("DELETE", `/api/cart/session/${sessionId}`);
      } catch (error) {
        console.warn("clearing the cart failed", error);
      }
      await refresh();
    },
  };
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart() {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used inside <CartProvider>");
  return cart;
}
