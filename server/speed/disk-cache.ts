import fs from "node:fs";
import path from "node:path";

/**
 * Files in one folder, at most `maxBytes` in all: writing a file past the cap deletes the least
 * recently used ones (a read counts as a use). The index of names and sizes lives in memory; at
 * start it is read from the folder, oldest file first. Reads and writes are synchronous on purpose:
 * the files are small, and asynchronous calls would run on libuv's worker threads, which password
 * hashing and image rendering need.
 */
export function boundedDiskCache(dir: string, maxBytes: number) {
  fs.mkdirSync(dir, { recursive: true });
  /** name → size in bytes; Map order is use order, least recent first */
  const entries = new Map<string, number>();
  let totalBytes = 0;

  const found: Array<{ name: string; size: number; mtimeMs: number }> = [];
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      if (name.endsWith(".tmp")) fs.rmSync(file, { force: true });
      else {
        const stat = fs.statSync(file);
        if (stat.isFile()) found.push({ name, size: stat.size, mtimeMs: stat.mtimeMs });
      }
    } catch {
      // gone meanwhile: nothing to index
    }
  }
  for (const f of found.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
    entries.set(f.name, f.size);
    totalBytes += f.size;
  }
  evict();

  function forget(name: string) {
    const size = entries.get(name);
    if (size === undefined) return;
    entries.delete(name);
    totalBytes -= size;
  }

  function evict() {
    for (const [name] of entries) {
      if (totalBytes <= maxBytes) break;
      forget(name);
      fs.rmSync(path.join(dir, name), { force: true });
    }
  }

  return {
    /** The file's bytes, or null when it is not in the cache. */
    get(name: string): Buffer | null {
      const size = entries.get(name);
      if (size === undefined) return null;
      let body: Buffer;
      try {
        body = fs.readFileSync(path.join(dir, name));
      } catch {
        forget(name);
        return null;
      }
      entries.delete(name);
      entries.set(name, size);
      return body;
    },
    /** Stores the file (written to a temporary name, then renamed) unless it alone exceeds the cap. */
    put(name: string, body: Uint8Array) {
      forget(name);
      if (body.length > maxBytes) {
        fs.rmSync(path.join(dir, name), { force: true });
        return;
      }
      const file = path.join(dir, name);
      fs.writeFileSync(`${file}.tmp`, body);
      fs.renameSync(`${file}.tmp`, file);
      entries.set(name, body.length);
      totalBytes += body.length;
      evict();
    },
    get totalBytes() {
      return totalBytes;
    },
    get files() {
      return entries.size;
    },
  };
}
