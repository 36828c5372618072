import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// scripts/run-server.sh starts the server the one way everything starts it (npm start, tests,
// benchmarks); V8 gets as many helper threads as the server may use CPUs, at most 4 (decision 033).

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "run-server-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stand-in for the server: prints the node flags it was started with. */
const entry = path.join(dir, "print-flags.mjs");
fs.writeFileSync(entry, "console.log(JSON.stringify(process.execArgv));\n");

function flagsOf(prefix: string[], extra: string[] = []): string[] {
  const [command, ...args] = [...prefix, "bash", "scripts/run-server.sh", entry, ...extra];
  return JSON.parse(execFileSync(command, args, { encoding: "utf8" })) as string[];
}

function usableCpus(cpuMax?: string): number {
  const args = ["scripts/usable-cpus.sh"];
  if (cpuMax !== undefined) {
    const file = path.join(dir, `cpu.max-${Math.random().toString(36).slice(2)}`);
    fs.writeFileSync(file, cpuMax);
    args.push(file);
  }
  return Number(execFileSync("bash", args, { encoding: "utf8" }).trim());
}

describe("run-server.sh", () => {
  it("gives V8 one helper thread when the server may use one CPU", () => {
    const flags = flagsOf(["taskset", "-c", "0"]);
    expect(flags).toContain("--v8-pool-size=1");
    expect(flags).toEqual(expect.arrayContaining(["--max-old-space-size=256", "--max-semi-space-size=4"]));
  });

  it.skipIf(os.availableParallelism() < 2)("gives it a helper thread per usable CPU", () => {
    expect(flagsOf(["taskset", "-c", "0,1"])).toContain("--v8-pool-size=2");
  });

  it("passes the caller's node flags on", () => {
    expect(flagsOf([], ["--stack-size=2000"])).toContain("--stack-size=2000");
  });
});

describe("usable-cpus.sh", () => {
  const cpus = os.availableParallelism();

  it("counts the CPUs the process may run on", () => {
    expect(usableCpus()).toBeLessThanOrEqual(cpus);
    expect(Number(execFileSync("taskset", ["-c", "0", "bash", "scripts/usable-cpus.sh"], { encoding: "utf8" }).trim())).toBe(1);
  });

  it("lowers the count to a cgroup CPU quota, rounded up", () => {
    expect(usableCpus("50000 100000\n")).toBe(1);
    expect(usableCpus("100000 100000\n")).toBe(1);
    expect(usableCpus("150000 100000\n")).toBe(Math.min(2, cpus));
  });

  it("ignores no quota, and a file it cannot read as one", () => {
    expect(usableCpus("max 100000\n")).toBe(cpus);
    expect(usableCpus("")).toBe(cpus);
    expect(usableCpus("garbage\n")).toBe(cpus);
  });
});
