/** Shapes the API sends (spec §3), as the browser sees them after JSON. */
export interface ProductSummary {
  id: string;
  name: string;
  description: string;
  shortDescription: string | null;
  /** price text ("$1,234.00" or "Please inquire"); null for anyone who may not see prices */
  price: string | null;
  sku: string;
  categoryId: string | null;
  category: { slug: string; name: string } | null;
  imageUrl: string | null;
  inStock: boolean;
  /** 1–5 left (app/lib/stock.ts) */
  lowStock: boolean;
  /** the exact number left: admins only */
  stockQuantity?: number;
  featured: boolean;
  specifications: Record<string, string> | null;
}

/** The field of a product a search term was found in, as a result shows it ("Matched in: SKU"). */
export type MatchedField = "SKU" | "name" | "category" | "description" | "specifications";

/**
 * What a product card draws (the catalogue page's loader sends only this): `description`
 * is the short description, or the start of the description when there is none; at most three
 * specifications; `matchedIn` for a search result.
 */
export type ProductCardData = Pick<
  ProductSummary,
  "id" | "name" | "shortDescription" | "description" | "price" | "sku" | "imageUrl" | "inStock" | "lowStock" | "stockQuantity" | "specifications"
> & {
  matchedIn?: MatchedField;
};

export interface CategorySummary {
  id: string;
  slug: string;
  name: string;
  description: string | null;
}

export interface CartItem {
  id: string;
  sessionId: string;
  productId: string;
  quantity: number;
  product: {
    id: string;
    name: string;
    sku: string;
    price: string | null;
    imageUrl: string | null;
    inStock: boolean;
    lowStock: boolean;
    stockQuantity?: number;
  };
}

export interface OrderReceipt {
  orderId: string;
  /** the short number people use: SO-2026-000123 */
  orderNumber: string;
  /** where the confirmation can be seen again: the account's order page, or a guest's unguessable link (only in the answer that created the order) */
  confirmationPath: string | null;
  /** null for a viewer who may not see prices: their order is a quote request without amounts */
  subtotal: string | null;
  tax: string | null;
  shipping: string | null;
  total: string | null;
  requiresQuote: boolean;
}
