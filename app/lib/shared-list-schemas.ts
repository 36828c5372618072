import { z } from "~/lib/zod";
import { cartSessionIdSchema, quantitySchema } from "./cart-schemas";
import { plainText, requiredText } from "./plain-text";
import { parseQuickOrder } from "./quick-order-parser";

/*
 * The bodies of an organisation's shared lists (requisition lists): a name and up to
 * MAX_SHARED_LIST_LINES lines of a SKU and a quantity of 1–999, as a cart line holds.
 */

export const MAX_SHARED_LIST_LINES = 200;
export const SHARED_LIST_NAME_MAX_LENGTH = 120;

const listLineSchema = z.object({
  sku: plainText({ error: "Each line needs a SKU" }).trim().min(1, "Each line needs a SKU").max(100, "A SKU is at most 100 characters"),
  quantity: quantitySchema,
});

/** POST /api/organisation/lists and PUT /api/organisation/lists/:id. */
export const sharedListSchema = z.object({
  name: requiredText("The list's name", SHARED_LIST_NAME_MAX_LENGTH),
  lines: z
    .array(listLineSchema, { error: "The list needs its lines" })
    .min(1, "A list needs at least one line")
    .max(MAX_SHARED_LIST_LINES, `A list holds at most ${MAX_SHARED_LIST_LINES} lines`),
});

export type SharedListInput = z.infer<typeof sharedListSchema>;

/** POST /api/organisation/lists/:id/cart: the cart, named as `POST /api/cart` names it; absent: the caller's account cart. */
export const sharedListToCartSchema = z.object({ sessionId: cartSessionIdSchema.optional() });

/** A list's lines as the page's text box shows them: `SKU, quantity` a line, as quick order reads them. */
export const listLinesText = (lines: { sku: string; quantity: number }[]) => lines.map((line) => `${line.sku}, ${line.quantity}`).join("\n");

/**
 * The page's form (/account/lists): a name and the lines pasted as in quick order
 * (app/lib/quick-order-parser.ts), read into the API's body; a line the parser refuses is named.
 */
export const sharedListFormSchema = z
  .object({
    name: requiredText("The list's name", SHARED_LIST_NAME_MAX_LENGTH),
    text: plainText({ error: "Paste the list's lines" }).trim().min(1, "Paste the list's lines: SKU, quantity"),
  })
  .transform((form, ctx): SharedListInput => {
    const parsed = parseQuickOrder(form.text);
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", path: ["text"], message });
      return z.NEVER;
    };
    if (!parsed.ok) return fail(parsed.message);
    const bad = parsed.lines.find((line) => line.problem !== null || line.quantity === null);
    if (bad) return fail(`Line ${bad.lineNumber}: ${bad.problem ?? "a quantity of 1–999 is needed"}`);
    if (parsed.lines.length > MAX_SHARED_LIST_LINES) return fail(`A list holds at most ${MAX_SHARED_LIST_LINES} lines`);
    return { name: form.name, lines: parsed.lines.map((line) => ({ sku: line.sku, quantity: line.quantity! })) };
  });

/** "Save cart as list" in the cart panel: the list's name and the cart it is made from. */
export const saveCartAsListSchema = z.object({
  name: requiredText("The list's name", SHARED_LIST_NAME_MAX_LENGTH),
  sessionId: cartSessionIdSchema,
});
