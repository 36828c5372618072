import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceContext } from "~/lib/nonce";

const RENDER_TIMEOUT_MS = 10_000;

/**
 * Pages are rendered whole (onAllReady) and sent in one piece: the HTML is complete for crawlers
 * and caches, and the compression middleware can compress it in one go. React Router's hydration
 * data travels in Suspense boundaries, which is why renderToString cannot be used here.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // React otherwise "outlines" a large finished Suspense boundary (over 12.8 kB, e.g. a tool
        // panel): it sends the fallback first and the content after it, with a script that swaps
        // them. The browser can paint the fallback in between, and the page jumps (CLS 0.17 on
        // /tools). The page is sent in one piece anyway, so every boundary goes in its place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // collects the chunks React writes into one buffer
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              clearTimeout(timer);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(lowPriorityModulePreloads(Buffer.concat(chunks).toString("utf8")), { status, headers: responseHeaders }));
              done();
            },
          });
          sink.on("error", reject);
          pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}

/**
 * Errors of loaders and actions go to the app's log, whose serializer keeps SQL parameters and
 * secrets out (server/logger.ts), instead of React Router's console.error of the whole error. A
 * 4xx React Router answers by itself (405: a form posted to a page without an action) is the
 * client's mistake: the request's log line records it, without a stack trace.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // React Router's own 5xx answers carry the error they stand for
  const err = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  const { services, requestId } = context as AppLoadContext;
  services.logger.error({ err, reqId: requestId }, "page error");
};

/**
 * React Router preloads every module of the page with `<link rel="modulepreload">`, which Chrome
 * fetches at high priority, alongside the stylesheet and ahead of the LCP image. The page is
 * complete without its scripts (they only hydrate it), so they are asked for at low priority:
 * the first paint waits for the HTML and CSS alone (Lighthouse mobile FCP: 2.4 s → 0.8 s).
 * React Router has no option for this, so the attribute is added to the rendered HTML.
 */
function lowPriorityModulePreloads(html: string) {
  return html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}
