import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * One gzip stream joined from pieces compressed apart: a page's fixed parts are compressed once,
 * when it is stored, and the few bytes that change per response go between them uncompressed.
 * Joining costs a CRC-32 over the page instead of compressing it again (~0.08 ms against ~1 ms
 * for brotli at its fastest, for the 120 kB catalogue page).
 *
 * It is plain DEFLATE (RFC 1951): each fixed piece is a raw deflate stream ended by a sync flush,
 * so it stops on a byte boundary without a final block and refers to nothing before itself; a
 * variable piece is a "stored" block (its bytes as they are); one empty final block closes the
 * stream; and the gzip header and trailer (RFC 1952: CRC-32 and length of the whole) wrap it.
 */
export interface JoinPiece {
  raw: Buffer;
  /** `raw` compressed by deflatePiece(), when it is a fixed piece */
  deflated?: Buffer;
}

/** A fixed piece compressed so that it can stand anywhere in a joined stream. */
export function deflatePiece(raw: Buffer): Buffer {
  return deflateRawSync(raw, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
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
    crc = crc32(piece.raw, crc);
    length += piece.raw.length;
    if (piece.deflated) out.push(piece.deflated);
    else for (let at = 0; at < piece.raw.length; at += MAX_STORED) out.push(...storedBlock(piece.raw.subarray(at, at + MAX_STORED)));
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
