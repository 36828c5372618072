import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart } from "../support/catalogue";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// Request bodies on a real socket, as server/start.ts serves the app: a body with a
// Content-Length is judged by that header and read straight from the socket; a chunked body is
// counted as it arrives (server/http/body-limit.ts).
const t = useTestApp();
let base: string;
let server: http.Server;
let approved: string;
let admin: string;
let productId: string;

beforeAll(async () => {
  const a = await createUser(t.database.db, "approved");
  approved = await signInCookie(t, a.email, a.password);
  admin = await signInCookie(t, TEST_ADMIN.email, TEST_ADMIN.password);
  productId = (await createProduct(t, { priceCents: 4_200 })).id;
  server = http.createServer(getRequestListener(t.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A POST sent in chunks, without Content-Length; answers status, headers and body. */
function postChunked(path: string, chunks: string[], headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const url = new URL(path, base);
    const req = http.request(
      url,
      { method: "POST", headers: { "Content-Type": "application/json", Origin: t.services.config.publicOrigin, ...headers } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe("request bodies", () => {
  it("refuses a body whose Content-Length is over 64 KB with 413 and a message, before reading it", async () => {
    const res = await fetch(`${base}/api/cart`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: t.services.config.publicOrigin, Cookie: approved },
      body: JSON.stringify({ sessionId: newCart(), productId, quantity: 1, padding: "x".repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "Request body is too large", code: "body_too_large" });
  });

  it("counts a chunked body as it arrives and refuses it with 413 once it passes 64 KB", async () => {
    const chunks = [`{"sessionId":"${newCart()}","padding":"`, ...Array.from({ length: 20 }, () => "x".repeat(4096)), '"}'];
    const res = await postChunked("/api/cart", chunks, { Cookie: approved });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: "Request body is too large", code: "body_too_large" });
  });

  it("accepts a chunked body under the limit", async () => {
    const json = JSON.stringify({ sessionId: newCart(), productId, quantity: 2 });
    const res = await postChunked("/api/cart", [json.slice(0, 10), json.slice(10)], { Cookie: approved });
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body)).toMatchObject({ productId, quantity: 2 });
  });

  it("answers an API write as it is, with its length, and a read of the same record compressed", async () => {
    const description = "Fused-silica capillary, 50 µm inner diameter, coated for CE-MS. ".repeat(40).trim();
    const write = await fetch(`${base}/api/products`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: t.services.config.publicOrigin, Cookie: admin, "Accept-Encoding": "gzip, br" },
      body: JSON.stringify({ name: "Long capillary", description, sku: `LONG-${Date.now()}`, price: "99" }),
    });
    expect(write.status).toBe(201);
    expect(write.headers.get("Content-Encoding")).toBeNull();
    const text = await write.text();
    expect(Buffer.byteLength(text)).toBeGreaterThan(2000);
    expect(write.headers.get("Content-Length")).toBe(String(Buffer.byteLength(text)));
    const created = JSON.parse(text) as { id: string; description: string };
    expect(created.description).toBe(description);

    const read = await fetch(`${base}/api/products/${created.id}`, { headers: { "Accept-Encoding": "br" } });
    expect(read.headers.get("Content-Encoding")).toBe("br");
    expect((await read.json()).description).toBe(description);
  });
});
