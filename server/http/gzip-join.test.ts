import { gunzipSync } from "node:zlib";
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { deflatePiece, gzipJoin, type JoinPiece } from "./gzip-join";

const fixed = (text: string): JoinPiece => {
  const raw = Buffer.from(text);
  return { raw, deflated: deflatePiece(raw) };
};
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
});
