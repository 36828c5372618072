import { describe, expect, it } from "vitest";
import { addressNetwork } from "./address-network";

describe("addressNetwork", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressNetwork("203.0.113.7")).toBe("203.0.113.7");
  });

  it("reads an IPv4 address written as IPv6 (a dual-stack socket's peer) as the IPv4 address", () => {
    expect(addressNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressNetwork("::FFFF:127.0.0.1")).toBe("127.0.0.1");
  });

  it("counts every address of one IPv6 /64 as the same network, however it is written", () => {
    const one = addressNetwork("2001:db8:85a3:42::1");
    expect(one).toBe("2001:db8:85a3:42::/64");
    expect(addressNetwork("2001:0db8:85a3:0042:ffff:ffff:ffff:fffe")).toBe(one);
    expect(addressNetwork("2001:DB8:85A3:42:0:0:0:9")).toBe(one);
    expect(addressNetwork("2001:db8:85a3:43::1")).not.toBe(one);
  });

  it("expands '::' wherever it stands, and reads a trailing dotted part", () => {
    expect(addressNetwork("::1")).toBe("0:0:0:0::/64");
    expect(addressNetwork("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(addressNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressNetwork("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });

  it("returns what is no address as it is", () => {
    expect(addressNetwork("unknown")).toBe("unknown");
    expect(addressNetwork("2001:db8::g")).toBe("2001:db8::g");
  });
});
