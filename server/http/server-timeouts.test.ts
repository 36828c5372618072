import http from "node:http";
import { describe, expect, it } from "vitest";
import { FORM_READ_TIMEOUT_MS } from "./page-form-body";
import { SERVER_TIMEOUTS } from "./server-timeouts";

describe("SERVER_TIMEOUTS", () => {
  it("bounds how long a request may take to arrive far below Node's 300 s, after the page form deadline", () => {
    const server = http.createServer(SERVER_TIMEOUTS);
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(server.requestTimeout).toBeLessThanOrEqual(30_000);
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
    // a page form gets the app's own 408 (server/http/page-form-body.ts) before Node's
    expect(FORM_READ_TIMEOUT_MS + SERVER_TIMEOUTS.connectionsCheckingInterval).toBeLessThan(server.requestTimeout);
  });
});
