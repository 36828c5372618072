import { addressText } from "~/lib/address-book";
import { parseQuoteNumber } from "~/lib/customer-quote-views";
import { requireUser, signInPath } from "../../server/auth/guards";
import type { RequestContext } from "../../server/load-context";
import { recordNotFoundError } from "../../server/errors/domain-error";
import { pageRefusal } from "../../server/http/api-errors";
import { addressBookOf, listAddresses } from "../../server/services/accounts/addresses";
import { listAccountQuotes, readAccountQuoteView, readLinkedQuoteView } from "../../server/services/quotes/customer-quotes";
import { NO_STORE } from "../../server/speed/cache-control";

/** Quote pages carry the customer's quote: never cached by the browser or anything between, never indexed. */
export const QUOTE_PAGE_HEADERS = { "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } as const;

const notFound = () => pageRefusal(recordNotFoundError("quote"), QUOTE_PAGE_HEADERS);

/** The signed-in buyer; anyone else goes to sign in and comes back to `returnTo`. */
function signedInUser(context: RequestContext, returnTo: string) {
  return requireUser({ page: context, signIn: signInPath(returnTo), headers: QUOTE_PAGE_HEADERS });
}

/** ?revision=N as a number, or null. */
function revisionParam(request: Request) {
  const value = new URL(request.url).searchParams.get("revision");
  return value && /^\d{1,4}$/.test(value) ? Number(value) : null;
}

/** The default shipping address of the signed-in person's organisation, to start the accept form with. */
async function defaultShipping(context: RequestContext) {
  const user = context.user;
  if (!user) return "";
  const book = await listAddresses(context.services.db, addressBookOf(user));
  const address = book.find((a) => a.kind === "shipping" && a.isDefault);
  return address ? addressText(address) : "";
}

export async function loadAccountQuotes(context: RequestContext) {
  const user = signedInUser(context, "/account/quotes");
  return { quotes: await listAccountQuotes(context.services.db, user) };
}

export async function loadAccountQuote(context: RequestContext, request: Request, quoteNumberParam: string) {
  const user = signedInUser(context, `/account/quotes/${quoteNumberParam}`);
  const quoteNumber = parseQuoteNumber(quoteNumberParam);
  // another account's quote is not found, like one that does not exist
  const quote = quoteNumber ? await readAccountQuoteView(context.services.db, user, quoteNumber, revisionParam(request)) : null;
  if (!quote) throw notFound();
  return { quote, token: null, shippingAddress: await defaultShipping(context) };
}

/** The page of the link in the requester's e-mail: the token is the key (an unknown one is a 404). */
export async function loadLinkedQuote(context: RequestContext, request: Request, token: string) {
  const quote = await readLinkedQuoteView(context.services.db, token, revisionParam(request));
  if (!quote) throw notFound();
  return { quote, token, shippingAddress: await defaultShipping(context) };
}
