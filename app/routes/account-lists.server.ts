import { data } from "react-router";
import { saveCartAsListSchema, sharedListFormSchema, sharedListSchema } from "~/lib/shared-list-schemas";
import { unknownAction } from "~/lib/form-intent";
import { refusal } from "~/lib/organisation-roles";
import type { RequestContext } from "../../server/load-context";
import { validationFailed } from "../../server/errors/domain-error";
import { formRefusal } from "../../server/http/api-errors";
import { assertCartAccess } from "../../server/services/cart/account-cart";
import { readCart } from "../../server/services/cart/cart";
import { addSharedListToCart, createSharedList, deleteSharedList, listSharedLists, replaceSharedList } from "../../server/services/organisations/shared-lists";
import { done, fail, PRIVATE_PAGE_HEADERS, requireAccountUser, runForm } from "./account.server";

/*
 * /account/lists: the organisation's shared lists, made and changed by pasting lines as in quick
 * order, and put into the account's cart; the cart panel's "Save cart as list" posts here too.
 * The same services as /api/organisation/lists, so the page refuses what the API refuses.
 */

export async function loadSharedLists(context: RequestContext) {
  const user = requireAccountUser(context, "/account/lists");
  const role = user.organisation?.role ?? null;
  const lists = user.organisation ? await listSharedLists(context.services.db, user) : [];
  return {
    inOrganisation: role !== null,
    lists: lists.map((list) => ({
      ...list,
      mayEdit: role !== null && refusal(role, "edit-shared-list", { ownsTarget: list.createdBy?.id === user.id }) === null,
    })),
  };
}

const REASONS: Record<string, string> = {
  deleted: "no longer sold",
  price_on_request: "price on request",
  out_of_stock: "out of stock",
  cart_full: "cart line full",
};

export async function sharedListsAction(request: Request, context: RequestContext) {
  const user = requireAccountUser(context, "/account/lists");
  const { db } = context.services;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  switch (intent) {
    case "create":
      return runForm(
        intent,
        form,
        sharedListFormSchema,
        async (input) => {
          const list = await createSharedList(db, user, input);
          return `List "${list.name}" saved.`;
        },
        { resetForm: true },
      );
    case "edit":
      return runForm(intent, form, sharedListFormSchema, async (input) => {
        const list = await replaceSharedList(db, user, id, input);
        return `List "${list.name}" saved.`;
      });
    case "save-cart":
      return runForm(intent, form, saveCartAsListSchema, async ({ name, sessionId }) => {
        await assertCartAccess(db, user, sessionId);
        const items = await readCart(db, user, sessionId);
        // an empty cart, or one of more lines than a list holds, is refused as the API refuses such a list
        const input = sharedListSchema.safeParse({ name, lines: items.map((item) => ({ sku: item.product.sku, quantity: item.quantity })) });
        if (!input.success) throw validationFailed(items.length === 0 ? "Your cart is empty" : input.error.issues[0].message);
        const list = await createSharedList(db, user, input.data);
        return `Your cart was saved as the list "${list.name}".`;
      });
    case "delete":
    case "cart":
      try {
        if (intent === "delete") {
          await deleteSharedList(db, user, id);
          return done(intent, { status: "success" }, "List deleted.");
        }
        const result = await addSharedListToCart(db, user, id, undefined);
        const added = result.added.length === 1 ? "1 line" : `${result.added.length} lines`;
        const skipped = result.skipped.map((line) => `${line.sku} (${REASONS[line.reason]})`).join(", ");
        const message = `Added ${added} to your cart.${skipped ? ` Skipped: ${skipped}.` : ""}`;
        // the cart it went into, for the browser to follow and show (as quick order's answer names it)
        return data(
          { intent, target: id, result: { status: "success" as const }, message, cartSessionId: result.sessionId },
          { headers: PRIVATE_PAGE_HEADERS },
        );
      } catch (error) {
        const refused = formRefusal(error);
        return fail(intent, { status: "error", error: { "": [refused.message] } }, refused.status);
      }
    default:
      return unknownAction(PRIVATE_PAGE_HEADERS);
  }
}
