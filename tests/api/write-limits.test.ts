import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";

// Every in-process request here comes from one client address ("unknown": app.request has no socket).
const app = useTestApp();

describe("cart writes and checkouts are limited per client address", () => {
  it("answers the 601st cart write in 10 minutes with 429, Retry-After and a clear message", async () => {
    // invalid writes count too: the limit is met before the body is read
    for (let i = 0; i < 600; i++) {
      const res = await app.request("/api/cart/not-an-item", { method: "PUT", json: { quantity: "x" } });
      expect(res.status, `write ${i + 1}`).not.toBe(429);
    }
    for (const [method, path] of [
      ["POST", "/api/cart"],
      ["PUT", "/api/cart/x"],
      ["DELETE", "/api/cart/x"],
    ]) {
      const res = await app.request(path, { method, json: {} });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect((await res.json()).message).toBe("Too many cart changes from your network in a short time. Please wait a few minutes and try again.");
    }
    // reading the cart is not limited
    expect((await app.request("/api/cart")).status).toBe(200);
  });

  it("answers the 61st order in 10 minutes with 429, Retry-After and a clear message", async () => {
    for (let i = 0; i < 60; i++) {
      const res = await app.request("/api/orders", { method: "POST", json: { sessionId: "nope" } });
      expect(res.status, `order ${i + 1}`).toBe(400);
    }
    const res = await app.request("/api/orders", { method: "POST", json: { sessionId: "nope" } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await res.json()).message).toBe("Too many orders from your network in a short time. Please wait a few minutes and try again.");
  });
});
