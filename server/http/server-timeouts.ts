import type http from "node:http";

/**
 * How long Node's HTTP server waits for a client to send its request (server/start.ts). Node's
 * defaults let a request take 300 s (60 s for its headers), so a few clients sending a byte now
 * and then hold their connections for minutes. Both limits count only until the request has been
 * received: a slow answer or a long download (the CSV export) is not cut, nor is an idle
 * keep-alive connection between requests. A page form's body has its own, shorter deadline
 * (`FORM_READ_TIMEOUT_MS`, answered by the app); these catch everything else, the API's bodies
 * included. Node answers 408 and closes the connection. It checks every
 * `connectionsCheckingInterval`, so a limit fires at most that much late.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 15_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 5_000,
} satisfies http.ServerOptions;
