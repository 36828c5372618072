import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./rate-limit";

/** The address clientAddress() finds for a request with this X-Forwarded-For, behind `hops` trusted proxies. */
async function addressFor(hops: number, forwardedFor?: string) {
  const app = new Hono().get("/", (c) => c.text(clientAddress(c, hops)));
  const res = await app.request("/", { headers: forwardedFor === undefined ? {} : { "X-Forwarded-For": forwardedFor } });
  return res.text();
}

describe("clientAddress", () => {
  it("uses the socket's address without trusted proxies, whatever X-Forwarded-For says", async () => {
    // app.request() has no socket: the address is then "unknown", never the header's
    expect(await addressFor(0, "203.0.113.7")).toBe("unknown");
  });

  it("behind one proxy takes the entry that proxy appended (the rightmost), not the client's own", async () => {
    expect(await addressFor(1, "203.0.113.7")).toBe("203.0.113.7");
    expect(await addressFor(1, "10.9.8.7, 203.0.113.7")).toBe("203.0.113.7");
    expect(await addressFor(1, "1.1.1.1,2.2.2.2 ,  203.0.113.7")).toBe("203.0.113.7");
  });

  it("behind n proxies takes the n-th entry from the right", async () => {
    // client-written, client (appended by the outer proxy), outer proxy (appended by the inner one)
    expect(await addressFor(2, "10.9.8.7, 203.0.113.7, 192.0.2.10")).toBe("203.0.113.7");
    expect(await addressFor(3, "forged, 198.51.100.4, 192.0.2.10, 192.0.2.11")).toBe("198.51.100.4");
  });

  it("with fewer entries than hops takes the leftmost (every entry was appended by a trusted proxy)", async () => {
    expect(await addressFor(2, "203.0.113.7")).toBe("203.0.113.7");
    expect(await addressFor(3, "203.0.113.7, 192.0.2.10")).toBe("203.0.113.7");
  });

  it("counts an IPv6 client as its /64: one subscriber cannot get a new allowance from each of its addresses", async () => {
    expect(await addressFor(1, "2001:db8:85a3:42::1")).toBe("2001:db8:85a3:42::/64");
    expect(await addressFor(1, "2001:db8:85a3:42:dead:beef:0:7")).toBe("2001:db8:85a3:42::/64");
  });

  it("falls back to the socket when no proxy wrote the header, or wrote only empty entries", async () => {
    expect(await addressFor(1)).toBe("unknown");
    expect(await addressFor(1, "")).toBe("unknown");
    expect(await addressFor(1, " , ")).toBe("unknown");
  });

  it("ignores spoofed leftmost entries however many there are", async () => {
    const forged = Array.from({ length: 40 }, (_, i) => `10.0.0.${i}`).join(", ");
    expect(await addressFor(1, `${forged}, 203.0.113.7`)).toBe("203.0.113.7");
  });
});
