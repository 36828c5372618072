import type { CartItem } from "~/lib/catalogue-types";

// What the cart provider (on every page) and its lazily loaded controller (cart-controller.tsx)
// say to each other. In a module of its own so that the controller, loaded by the provider, does
// not import the provider back.

/** What the cart controller knows: the items and their state. */
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

export interface CartControllerProps {
  onData(data: CartData): void;
  onActions(actions: CartActions): void;
}

/** Spec §8's toast when an item could not be added. */
export const ADD_TO_CART_FAILED = { title: "Error", description: "Failed to add item to cart. Please try again.", variant: "destructive" } as const;
