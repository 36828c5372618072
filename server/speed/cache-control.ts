/**
 * The Cache-Control of an answer that is someone's own (a signed-in page, an account's data, an
 * admin list, a cart): no browser history, back-forward cache or proxy may keep it. Written here
 * only; the app sends it on every page rendered for a signed-in visitor (server/app.ts), and
 * routes and handlers whose answer is personal even when nobody is signed in send it themselves.
 */
export const NO_STORE = "private, no-store";
