import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * A tool's permalink query once the page has hydrated, "" while it renders on the server and hydrates.
 * The response cache (server/speed) keys /tools on `tool` and `method` only, so the server renders a
 * tool's empty form whatever else the link holds (sequences of ~1,400 characters do not belong in a
 * cache key); the browser then applies the link. Key the tool's form on the returned value so it is
 * created afresh, with the link's inputs as its initial state.
 */
export function useLinkAfterHydration(linkSearch: string): string {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? linkSearch : "";
}
