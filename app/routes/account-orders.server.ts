import { data } from "react-router";
import { requireUser, signInPath } from "../../server/auth/guards";
import type { RequestContext } from "../../server/load-context";
import { getAccountOrder, getGuestOrder, listAccountOrders } from "../../server/services/orders/account-orders";
import { NO_STORE } from "../../server/speed/cache-control";

/** The buyer's own pages carry their data: never cached by the browser or anything between, never indexed. */
export const ACCOUNT_PAGE_HEADERS = { "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex" } as const;

/** The signed-in buyer; anyone else goes to sign in and comes back to `returnTo`. */
function signedInUser(context: RequestContext, returnTo: string) {
  return requireUser({ page: context, signIn: signInPath(returnTo), headers: ACCOUNT_PAGE_HEADERS });
}

export async function loadAccountOrders(context: RequestContext) {
  const user = signedInUser(context, "/account/orders");
  return { orders: await listAccountOrders(context.services.db, user) };
}

export async function loadAccountOrder(context: RequestContext, orderNumber: string) {
  const user = signedInUser(context, `/account/orders/${orderNumber}`);
  const order = await getAccountOrder(context.services.db, user, orderNumber);
  // another account's order is not found, like one that does not exist
  if (!order) throw data({ message: "Order not found" }, { status: 404, headers: ACCOUNT_PAGE_HEADERS });
  return { order };
}

export async function loadGuestOrder(context: RequestContext, token: string) {
  const order = await getGuestOrder(context.services.db, context.user, token);
  if (!order) throw data({ message: "Order not found" }, { status: 404, headers: ACCOUNT_PAGE_HEADERS });
  return { order };
}
