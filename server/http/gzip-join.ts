import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * One gzip stream joined from pieces compressed apart: a page's fixed parts are compressed once,
 * when it is stored, and the few bytes that change per response go between them uncompressed.
 * Joining costs a few operations per piece instead of compressing the page again (~1 ms for
 * brotli at its fastest, for the 120 kB catalogue page), or even computing its CRC-32 again
 * (~50 µs): each fixed piece's CRC is computed once too and combined with the others'.
 *
 * It is plain DEFLATE (RFC 1951): each fixed piece is a raw deflate stream ended by a sync flush,
 * so it stops on a byte boundary without a final block and refers to nothing before itself; a
 * variable piece is a "stored" block (its bytes as they are); one empty final block closes the
 * stream; and the gzip header and trailer (RFC 1952: CRC-32 and length of the whole) wrap it.
 */
export type JoinPiece = FixedPiece | { raw: Buffer };

/** A piece that is the same in every response: compressed, and its CRC-32 computed, once. */
export interface FixedPiece {
  raw: Buffer;
  /** `raw` as a raw deflate stream that can stand anywhere in a joined stream */
  deflated: Buffer;
  crc: number;
  /** the operator that moves a CRC-32 past `raw.length` bytes (crc32Shift) */
  shift: number;
}

export function fixedPiece(raw: Buffer): FixedPiece {
  return { raw, deflated: deflateRawSync(raw, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }), crc: crc32(raw), shift: crc32Shift(raw.length) };
}

// ID1 ID2, CM = deflate, no flags, MTIME 0, no extra flags, OS 255 (unknown)
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// BFINAL = 1, BTYPE = 00 (stored), LEN 0, NLEN 0xffff
const FINAL_EMPTY_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const MAX_STORED = 0xffff;

export function gzipJoin(pieces: JoinPiece[]): Buffer {
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    // nothing to add; and Node 20's crc32() answers 0, not the running value, for an empty buffer zlib has compressed
    if (piece.raw.length === 0) continue;
    length += piece.raw.length;
    if ("deflated" in piece) {
      crc = crc32Combine(crc, piece.crc, piece.shift);
      out.push(piece.deflated);
    } else {
      crc = crc32(piece.raw, crc);
      for (let at = 0; at < piece.raw.length; at += MAX_STORED) out.push(...storedBlock(piece.raw.subarray(at, at + MAX_STORED)));
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  out.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(out);
}

/** A non-final stored block (BFINAL = 0, BTYPE = 00; we are on a byte boundary), at most 65 535 bytes. */
function storedBlock(bytes: Buffer): Buffer[] {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return [header, bytes];
}

/*
 * CRC-32 of a concatenation from the CRCs of its parts, as zlib's crc32_combine() does (zlib
 * 1.2.12+, crc32.c): CRC(A·B) = CRC(A) × x^(8·len(B)) mod P, xor CRC(B), in GF(2) polynomials
 * with the reflected bit order of CRC-32 (bit 31 is x^0). Node 20 has crc32() but not combine.
 */
const POLY = 0xedb88320;

/** a × b modulo the CRC-32 polynomial. */
function multModP(a: number, b: number) {
  let p = 0;
  for (let m = 0x80000000; m !== 0; m >>>= 1) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** X2N[k] = x^(2^k) mod P */
const X2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++) X2N.push(k === 0 ? p : (p = multModP(p, p)));

/** x^(8·bytes) mod P: what moves a CRC past `bytes` bytes. */
export function crc32Shift(bytes: number) {
  let p = 0x80000000; // x^0
  // 8·bytes = bytes·2^3: multiply by x^(2^(k+3)) for every bit k of `bytes`
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k & 31], p);
  return p;
}

/** CRC-32 of A·B from CRC(A), CRC(B) and crc32Shift(len(B)). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number) {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}
