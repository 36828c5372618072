import http from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicOriginListener } from "../../server/http/public-origin";
import { useTestApp } from "../support/test-app";

// Production behind a TLS proxy: the socket is plain HTTP, the browser's Origin is https.
const PUBLIC = "https://shop.example.com";
const app = useTestApp({ APP_ENV: "production", ADMIN_PASSWORD: "a-production-grade-secret", PUBLIC_ORIGIN: PUBLIC, TRUST_PROXY_HOPS: "1" });

/** One request on a real socket, with the Host header and target exactly as given. */
function send(port: number, opts: { method?: string; path: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method: opts.method ?? "GET", path: opts.path, headers: opts.headers, agent: false }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(opts.body);
  });
}

async function listen(listener: http.RequestListener) {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

describe("the node:http entry", () => {
  let echo: Awaited<ReturnType<typeof listen>>;
  let site: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    // what Hono sees as the request's URL
    const urlEcho = new Hono().all("*", (c) => c.text(c.req.url));
    echo = await listen(publicOriginListener({ publicOrigin: PUBLIC, trustProxyHops: 1, production: true, envelope: app.envelope, fetch: urlEcho.fetch }));
    const options = {
      publicOrigin: app.services.config.publicOrigin,
      trustProxyHops: app.services.config.TRUST_PROXY_HOPS,
      production: true,
      envelope: app.envelope,
    };
    site = await listen(publicOriginListener({ ...options, fetch: app.app.fetch, fastLane: app.fastLane }));
  });
  afterAll(() => {
    echo?.server.close();
    site?.server.close();
  });

  it("hands Hono the public https URL although the socket is plain HTTP", async () => {
    const res = await send(echo.port, {
      method: "POST",
      path: "/login?redirectTo=%2Fcheckout",
      headers: { Host: "shop.example.com", "X-Forwarded-Proto": "https" },
    });
    expect(res.body).toBe("https://shop.example.com/login?redirectTo=%2Fcheckout");
    const absolute = await send(echo.port, { path: "https://shop.example.com/products", headers: { Host: "shop.example.com" } });
    expect(absolute.body).toBe("https://shop.example.com/products");
  });

  it("refuses a request for another host with 421 before the fast lane or the app sees it", async () => {
    const misdirected: Record<string, string>[] = [
      { Host: "evil.example" },
      { Host: "127.0.0.1" },
      { Host: "shop.example.com", "X-Forwarded-Host": "evil.example" },
      { Host: "shop.example.com", "X-Forwarded-Proto": "http" },
    ];
    for (const headers of misdirected) {
      const page = await send(site.port, { path: "/", headers });
      expect(page.status).toBe(421);
      expect(page.headers["strict-transport-security"]).toMatch(/max-age=/);
    }
    const api = await send(site.port, {
      method: "POST",
      path: "/api/contact",
      headers: { Host: "evil.example", Origin: "https://evil.example", "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Eve", lastName: "Mallory", email: "eve@evil.example", message: "A message from another host." }),
    });
    expect(api.status).toBe(421);
    expect(JSON.parse(api.body)).toEqual({ message: "This site answers at https://shop.example.com only.", code: "misdirected_request" });
  });

  it("answers the public host, and health checks on any host", async () => {
    const products = await send(site.port, { path: "/api/products", headers: { Host: "shop.example.com" } });
    expect(products.status).toBe(200);
    expect((await send(site.port, { path: "/readyz", headers: { Host: "10.0.3.17:3000" } })).status).toBe(200);
  });
});

describe("the same-origin check", () => {
  it("does not take a forged Host as the site's own origin", async () => {
    // in-process, as a request that reached the app with another Host would be
    const res = await app.request("/api/contact", {
      method: "POST",
      headers: { Host: "evil.example", Origin: "https://evil.example" },
      json: { firstName: "Eve", lastName: "Mallory", email: "eve@evil.example", message: "A message from another host." },
    });
    expect(res.status).toBe(403);
  });
});
