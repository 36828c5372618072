import { data, redirect } from "react-router";
import type { RequestContext } from "../../server/load-context";
import { getAccountOrder, getGuestOrder, listAccountOrders } from "../../server/services/orders/account-orders";

/** The buyer's own pages carry their data: never cached by the browser or anything between, never indexed. */
export const ACCOUNT_PAGE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

function signedInUser(context: RequestContext, returnTo: string) {
  if (!context.user) throw redirect(`/login?redirectTo=${encodeURIComponent(returnTo)}`, { headers: ACCOUNT_PAGE_HEADERS });
  return context.user;
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
