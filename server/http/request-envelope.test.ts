import { describe, expect, it } from "vitest";
import { loggedPath } from "./request-envelope";

describe("the request log's path", () => {
  it.each([
    ["/invitations/AbC_d-123456789012345678901234567890123456789", "/invitations/<token>"],
    ["/api/invitations/AbC_d-123456789012345678901234567890123456789/accept", "/api/invitations/<token>/accept"],
    ["/orders/confirmation/4f1c2e9a0b7d44c1a9e8f2d3c4b5a697", "/orders/confirmation/<token>"],
    ["/api/order-confirmations/4f1c2e9a0b7d44c1a9e8f2d3c4b5a697/pdf", "/api/order-confirmations/<token>/pdf"],
    ["/quotes/view/qL9sK2mN4pR7tV1wX3yZ5aB8cD0eF6gH", "/quotes/view/<token>"],
    ["https://shop.example.com/orders/confirmation/4f1c2e9a0b7d44c1a9e8f2d3c4b5a697", "https://shop.example.com/orders/confirmation/<token>"],
  ])("leaves out the token of an e-mailed link: %s", (path, logged) => {
    expect(loggedPath(path)).toBe(logged);
  });

  it.each(["/products/ce-30", "/api/orders/SO-2026-000123", "/account/orders/SO-2026-000123", "/api/invitations"])("keeps any other path whole: %s", (path) => {
    expect(loggedPath(path)).toBe(path);
  });
});
