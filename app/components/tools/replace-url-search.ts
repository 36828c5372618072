/**
 * Rewrites the address bar's query string in place (history.replaceState), so the current tool or
 * method can be shared or reloaded. It is not a router navigation: no loader runs, nothing is fetched.
 */
export function replaceUrlSearch(search: string) {
  const url = `${window.location.pathname}${search}${window.location.hash}`;
  window.history.replaceState(window.history.state, "", url);
}
