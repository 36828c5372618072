import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a client address stands for in rate limits. An IPv4 address is one subscriber; an
 * IPv6 subscriber gets a whole /64 (RFC 6177, and every address in it is theirs to use), so a
 * limit per exact IPv6 address is no limit: an IPv6 address counts as its /64 ("2001:db8:0:1::/64").
 * An IPv4 address written as IPv6 (::ffff:192.0.2.1, what a dual-stack socket reports) is the IPv4
 * address. Anything else ("unknown") is returned as it is.
 */
export function addressNetwork(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  const withoutZone = address.split("%")[0];
  if (!isIPv6(withoutZone)) return address;
  const groups = ipv6Groups(withoutZone);
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address ("::" expanded, a trailing dotted IPv4 part as two groups). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const parse = (part: string | undefined) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
