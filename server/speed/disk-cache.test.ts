import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { boundedDiskCache } from "./disk-cache";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "cems-disk-cache-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let dirs = 0;
const freshDir = () => path.join(root, String(dirs++));
const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);
const onDisk = (dir: string) => fs.readdirSync(dir).sort();

describe("bounded disk cache", () => {
  it("deletes the least recently used files when a write passes the cap", () => {
    const dir = freshDir();
    const cache = boundedDiskCache(dir, 300);
    cache.put("a", bytes(100));
    cache.put("b", bytes(100));
    cache.put("c", bytes(100));
    expect(cache.get("a")).not.toBeNull(); // a is now the most recent, b the least
    cache.put("d", bytes(100));
    expect(onDisk(dir)).toEqual(["a", "c", "d"]);
    expect(cache.get("b")).toBeNull();
    expect(cache.totalBytes).toBe(300);
    cache.put("e", bytes(250));
    expect(onDisk(dir)).toEqual(["e"]);
    expect(cache.totalBytes).toBe(250);
  });

  it("never keeps a file larger than the cap, and keeps nothing with a cap of 0", () => {
    const dir = freshDir();
    const cache = boundedDiskCache(dir, 100);
    cache.put("small", bytes(50));
    cache.put("big", bytes(101));
    expect(onDisk(dir)).toEqual(["small"]);
    const none = boundedDiskCache(freshDir(), 0);
    none.put("x", bytes(1));
    expect(none.files).toBe(0);
  });

  it("replaces a file written again under the same name without counting it twice", () => {
    const cache = boundedDiskCache(freshDir(), 1000);
    cache.put("a", bytes(100, 1));
    cache.put("a", bytes(200, 2));
    expect(cache.totalBytes).toBe(200);
    expect(cache.get("a")![0]).toBe(2);
  });

  it("at start, counts what the folder holds, removes half-written files and trims it to the cap, oldest first", () => {
    const dir = freshDir();
    fs.mkdirSync(dir);
    for (const [name, age] of [
      ["old", 300],
      ["middle", 200],
      ["new", 100],
    ] as const) {
      fs.writeFileSync(path.join(dir, name), bytes(100));
      const t = Date.now() / 1000 - age;
      fs.utimesSync(path.join(dir, name), t, t);
    }
    fs.writeFileSync(path.join(dir, "x.tmp"), bytes(10));
    const cache = boundedDiskCache(dir, 250);
    expect(onDisk(dir)).toEqual(["middle", "new"]);
    expect(cache.totalBytes).toBe(200);
  });

  it("forgets a file deleted behind its back", () => {
    const dir = freshDir();
    const cache = boundedDiskCache(dir, 1000);
    cache.put("a", bytes(100));
    fs.rmSync(path.join(dir, "a"));
    expect(cache.get("a")).toBeNull();
    expect(cache.totalBytes).toBe(0);
  });
});
