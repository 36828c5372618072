import { QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useToast } from "~/components/ui/toaster";
import { apiRequest } from "~/lib/api-client";
import { CART_ACCOUNT_KEY, CART_STORAGE_KEY, newCartSessionId, readAccountCartId, readStoredCartSessionId } from "~/lib/cart-session";
import type { CartItem } from "~/lib/catalogue-types";
import { cartTotals } from "~/lib/price";
import { createQueryClient } from "~/lib/query-client";
import { ADD_TO_CART_FAILED, type CartActions, type CartControllerProps } from "./cart-contract";

/** The cart's data layer, loaded when there is a cart or it is used (cart-provider.tsx): reports the cart's data and actions upwards. */
export function CartController(props: CartControllerProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CartState {...props} />
    </QueryClientProvider>
  );
}

function CartState({ onData, onActions }: CartControllerProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [sessionId, setSessionId] = useState<string | null>(readStoredCartSessionId);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const queryKey = useMemo(() => ["cart", sessionId], [sessionId]);

  const cart = useQuery({
    queryKey,
    queryFn: () => apiRequest<CartItem[]>("GET", `/api/cart/${sessionId}`),
    enabled: !!sessionId,
  });
  const items = useMemo(() => cart.data ?? [], [cart.data]);
  const refresh = useCallback(() => {
    // a cart id stored since (quick order's first items go into the account's cart): the query follows it
    const stored = readStoredCartSessionId();
    if (stored && stored !== sessionId) setSessionId(stored);
    return queryClient.invalidateQueries({ queryKey: ["cart"] });
  }, [queryClient, sessionId]);

  // a new cart's id between its creation and its first item (two quick clicks share it)
  const newId = useRef<string | null>(null);
  /** The cart's id, or a new one kept in localStorage (the query is switched to it by the caller). */
  const sessionIdOrNew = useCallback(() => {
    if (sessionId) return sessionId;
    if (newId.current) return newId.current;
    // the account's cart handed over empty (cart-session.ts), else a new anonymous one; queried once it holds the item
    const id = readAccountCartId() ?? newCartSessionId();
    newId.current = id;
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, id);
      window.localStorage.removeItem(CART_ACCOUNT_KEY);
    } catch {
      // private mode: the cart lives as long as the tab
    }
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

  const isLoading = cart.isLoading;
  useEffect(() => {
    onData({
      sessionId,
      items,
      ...cartTotals(items.map((i) => ({ price: i.product.price, quantity: i.quantity }))),
      isLoading,
      busyItemIds: busy,
    });
  }, [onData, sessionId, items, isLoading, busy]);

  useEffect(() => {
    const actions: CartActions = {
      refresh,
      async addItem(product, quantity = 1) {
        try {
          const id = sessionIdOrNew();
          await apiRequest("POST", "/api/cart", { sessionId: id, productId: product.id, quantity });
          // A new cart is queried only once it holds the item: switching earlier raced the POST
          // (an empty answer could arrive last and the badge stayed at 0).
          if (id !== sessionId) setSessionId(id);
          else await queryClient.invalidateQueries({ queryKey: ["cart"] });
          // the cart panel and the menus open where this toast sits: it gives way to them
          toast({ title: "Added to cart", description: `${product.name} has been added to your cart.`, yieldsToOverlays: true });
        } catch {
          toast(ADD_TO_CART_FAILED);
        }
      },
      // the server changes an item only for the holder of its cart
      setQuantity: (itemId, quantity) => withBusy(itemId, () => apiRequest("PUT", `/api/cart/${itemId}`, { quantity }, { "X-Cart-Session": sessionId ?? "" })),
      removeItem: (itemId) => withBusy(itemId, () => apiRequest("DELETE", `/api/cart/${itemId}`, undefined, { "X-Cart-Session": sessionId ?? "" })),
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
    onActions(actions);
  }, [onActions, refresh, sessionIdOrNew, withBusy, queryClient, queryKey, sessionId, toast]);

  return null;
}
