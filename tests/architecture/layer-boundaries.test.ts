import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { findViolations } from "../../scripts/check-boundaries.mjs";

describe("layer boundaries", () => {
  it("catch a deliberate bad import from app/lib into server/", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "layers-"));
    fs.mkdirSync(path.join(root, "app/lib"), { recursive: true });
    fs.writeFileSync(path.join(root, "app/lib/bad.ts"), 'import { placeOrder } from "../../server/services/orders";\n');
    fs.writeFileSync(path.join(root, "app/lib/good.ts"), 'import { z } from "zod";\nimport { formatCents } from "./price";\n');
    expect(findViolations(root, ["app/lib/bad.ts", "app/lib/good.ts"])).toEqual(["app/lib/bad.ts: imports ../../server/services/orders"]);
  });

  it("hold in this codebase", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const rel = path.join(dir, e.name);
        if (e.isDirectory()) walk(rel);
        else if (/\.(ts|tsx)$/.test(e.name)) files.push(rel);
      }
    };
    for (const d of ["app/components", "app/lib", "app/tools", "app/content"]) if (fs.existsSync(d)) walk(d);
    expect(findViolations(process.cwd(), files)).toEqual([]);
  });
});
