import { crc32, gunzipSync } from "node:zlib";
import { execFileSync } from "node:child_process";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32Shift, fixedPiece, gzipJoin, type JoinPiece } from "./gzip-join";

const fixed = (text: string): JoinPiece => fixedPiece(Buffer.from(text));
const variable = (text: string): JoinPiece => ({ raw: Buffer.from(text) });

describe("gzipJoin", () => {
  it("joins fixed and variable pieces into one gzip stream of their concatenation", () => {
    const head = "<!DOCTYPE html><html><body><header>".repeat(200);
    const tail = "</header><main>catalogue</main></body></html>".repeat(300);
    const pieces = [fixed(head), variable("Avery & <Co> “Ünïcode” 🧪"), fixed(tail), variable(""), fixed("")];
    const joined = gzipJoin(pieces);
    expect(gunzipSync(joined).toString()).toBe(`${head}Avery & <Co> “Ünïcode” 🧪${tail}`);
    // the fixed pieces stay compressed
    expect(joined.length).toBeLessThan(Buffer.byteLength(head + tail) / 10);
  });

  it("carries variable pieces longer than one stored block (65 535 bytes)", () => {
    const big = "x".repeat(150_000);
    expect(gunzipSync(gzipJoin([fixed("a"), variable(big), fixed("b")])).toString()).toBe(`a${big}b`);
  });

  it("is an empty body when there is nothing", () => {
    expect(gunzipSync(gzipJoin([])).length).toBe(0);
  });

  it("passes gzip's own integrity check (CRC-32 and length in the trailer)", () => {
    const joined = gzipJoin([fixed("fixed part "), variable("visitor"), fixed(" more")]);
    expect(execFileSync("gzip", ["-t"], { input: joined }).length).toBe(0);
    const corrupt = Buffer.from(joined);
    corrupt[corrupt.length - 8] ^= 1;
    expect(() => gunzipSync(corrupt)).toThrow();
  });

  it("is the same stream, byte for byte, whatever pieces are fixed, and gzip reads it back", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.uint8Array({ maxLength: 3000 })), { maxLength: 8 }), (spec) => {
        const pieces = spec.map(([isFixed, bytes]) => (isFixed ? fixedPiece(Buffer.from(bytes)) : { raw: Buffer.from(bytes) }));
        const whole = Buffer.concat(spec.map(([, bytes]) => Buffer.from(bytes)));
        const joined = gzipJoin(pieces);
        expect(gunzipSync(joined).equals(whole)).toBe(true);
        expect(joined.readUInt32LE(joined.length - 8)).toBe(crc32(whole));
      }),
    );
  });
});

describe("crc32Combine", () => {
  it("gives the CRC-32 of a concatenation from its parts' CRCs, as zlib's crc32_combine()", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 5000 }), fc.uint8Array({ maxLength: 5000 }), (a, b) => {
        const [x, y] = [Buffer.from(a), Buffer.from(b)];
        expect(crc32Combine(crc32(x), crc32(y), crc32Shift(y.length))).toBe(crc32(Buffer.concat([x, y])));
      }),
    );
  });

  it("handles long parts (the shift is computed from the length's bits) and known values", () => {
    const a = Buffer.from("The quick brown fox ");
    const b = Buffer.alloc(300_000, "jumps over the lazy dog. ");
    expect(crc32Combine(crc32(a), crc32(b), crc32Shift(b.length))).toBe(crc32(Buffer.concat([a, b])));
    expect(crc32Combine(crc32("123456"), crc32("789"), crc32Shift(3))).toBe(0xcbf43926); // CRC-32 check value of "123456789"
    expect(crc32Combine(0x1234abcd, 0, crc32Shift(0))).toBe(0x1234abcd);
  });
});
