/**
 * A module fetched and evaluated when it is first needed (a form's validation), not with the page:
 * zod and the schemas built with it cost a phone about 250 ms of main thread while /contact loads.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    /** the module, if it has arrived */
    ready: () => loaded,
    /** the module, fetched the first time it is asked for */
    get: () =>
      (loading ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined; // a failed fetch (offline) is tried again next time
          throw error;
        },
      )),
  };
}
