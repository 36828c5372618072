import { describe, expect, it } from "vitest";
import { pathAndQuery, requestAdmission, type PublicOriginOptions } from "./public-origin";

const PRODUCTION: PublicOriginOptions = { publicOrigin: "https://shop.example.com", trustProxyHops: 0, production: true };

function admit(opts: PublicOriginOptions, url: string, headers: Record<string, string>, method = "GET") {
  return requestAdmission(opts)({ method, url, headers });
}

describe("requestAdmission", () => {
  it("sees a request for the public host under PUBLIC_ORIGIN, whatever the socket's protocol", () => {
    expect(admit(PRODUCTION, "/login?redirectTo=%2Fcheckout", { host: "shop.example.com" })).toEqual({
      url: "https://shop.example.com/login?redirectTo=%2Fcheckout",
    });
    expect(admit(PRODUCTION, "/", { host: "SHOP.example.com:443" })).toEqual({ url: "https://shop.example.com/" });
    // a path that looks like an authority stays a path of the public origin
    expect(admit(PRODUCTION, "//evil.example/x", { host: "shop.example.com" })).toEqual({ url: "https://shop.example.com//evil.example/x" });
  });

  it("refuses another host with 421, as JSON under /api", () => {
    const page = admit(PRODUCTION, "/login", { host: "evil.example" }, "POST");
    expect(page).toMatchObject({ status: 421, body: "This site answers at https://shop.example.com only.\n" });
    const api = admit(PRODUCTION, "/api/auth/login", { host: "evil.example" }, "POST");
    expect(api).toMatchObject({ status: 421 });
    expect(JSON.parse((api as { body: string }).body)).toEqual({ message: "This site answers at https://shop.example.com only.", code: "misdirected_request" });
    for (const host of [
      "",
      "shop.example.com:8443",
      "shop.example.com@evil.example",
      "shop.example.com/x",
      "evil.example#shop.example.com",
      "shop.example.com.evil.example",
    ]) {
      expect(admit(PRODUCTION, "/", { host })).toMatchObject({ status: 421 });
    }
    expect(admit(PRODUCTION, "/", {})).toMatchObject({ status: 421 });
  });

  it("checks the authority of an absolute request target instead of Host", () => {
    expect(admit(PRODUCTION, "http://evil.example/login", { host: "shop.example.com" })).toMatchObject({ status: 421 });
    expect(admit(PRODUCTION, "https://shop.example.com/products?x=1", { host: "evil.example" })).toEqual({ url: "https://shop.example.com/products?x=1" });
    expect(admit(PRODUCTION, "*", { host: "shop.example.com" }, "OPTIONS")).toMatchObject({ status: 400 });
  });

  it("answers health checks asked by the instance's own address", () => {
    expect(admit(PRODUCTION, "/readyz", { host: "10.0.3.17:3000" })).toEqual({ url: "https://shop.example.com/readyz" });
    expect(admit(PRODUCTION, "/healthz", {})).toEqual({ url: "https://shop.example.com/healthz" });
  });

  it("behind trusted proxies checks X-Forwarded-Host and X-Forwarded-Proto against the public origin", () => {
    const proxied = { ...PRODUCTION, trustProxyHops: 1 };
    const inner = { host: "127.0.0.1:3000" };
    expect(admit(proxied, "/contact", { ...inner, "x-forwarded-host": "shop.example.com", "x-forwarded-proto": "https" })).toEqual({
      url: "https://shop.example.com/contact",
    });
    expect(admit(proxied, "/contact", { host: "shop.example.com", "x-forwarded-proto": "https" })).toEqual({ url: "https://shop.example.com/contact" });
    expect(admit(proxied, "/contact", { ...inner, "x-forwarded-host": "evil.example" })).toMatchObject({ status: 421 });
    expect(admit(proxied, "/contact", { host: "shop.example.com", "x-forwarded-proto": "http" })).toMatchObject({ status: 421 });
    // the entry the proxy wrote counts, not what the client put before it
    expect(admit(proxied, "/", { host: "shop.example.com", "x-forwarded-proto": "http, https" })).toEqual({ url: "https://shop.example.com/" });
    // without trusted proxies, forwarded headers are the client's and change nothing
    expect(admit(PRODUCTION, "/", { host: "evil.example", "x-forwarded-host": "shop.example.com" })).toMatchObject({ status: 421 });
    expect(admit(PRODUCTION, "/", { host: "shop.example.com", "x-forwarded-proto": "http" })).toEqual({ url: "https://shop.example.com/" });
  });

  it("outside production sends pages asked by another loopback name to the public origin", () => {
    const dev = { publicOrigin: "http://localhost:3000", trustProxyHops: 0, production: false };
    expect(admit(dev, "/products?q=1", { host: "localhost:3000" })).toEqual({ url: "http://localhost:3000/products?q=1" });
    expect(admit(dev, "/products?q=1", { host: "127.0.0.1:3000" })).toMatchObject({
      status: 308,
      headers: [
        ["location", "http://localhost:3000/products?q=1"],
        ["cache-control", "no-store"],
      ],
    });
    expect(admit(dev, "/login", { host: "127.0.0.1:3000" }, "POST")).toMatchObject({ status: 421 });
    expect(admit(dev, "/", { host: "127.0.0.1:3001" })).toMatchObject({ status: 421 });
    expect(admit(dev, "/", { host: "evil.example:3000" })).toMatchObject({ status: 421 });
    expect(admit({ ...dev, production: true }, "/", { host: "127.0.0.1:3000" })).toMatchObject({ status: 421 });
  });
});

describe("pathAndQuery", () => {
  it("takes the path and query of origin-form and absolute targets", () => {
    expect(pathAndQuery("/products?x=1")).toBe("/products?x=1");
    expect(pathAndQuery("https://shop.example.com/products?x=1")).toBe("/products?x=1");
    expect(pathAndQuery("https://shop.example.com//evil.example/")).toBe("//evil.example/");
    expect(pathAndQuery("http://127.0.0.1:3000")).toBe("/");
  });
});
