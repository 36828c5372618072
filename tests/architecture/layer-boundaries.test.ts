import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layer rule (style.md) is the boundaries/dependencies rule of eslint.config.js, run by
// `npm run lint`. These tests lint sources given as text at paths inside the repository, so the
// imports resolve against the real server/ folder, and prove the rule catches a bad import.
const BOUNDARY_RULE = "boundaries/dependencies";
const eslint = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === BOUNDARY_RULE });

async function boundaryErrors(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.map((m) => m.ruleId);
}

describe("layer boundaries", () => {
  it.each([
    ["app/lib/bad.ts", 'import { placeOrder } from "../../server/services/orders/orders";\nexport const use = placeOrder;\n'],
    ["app/lib/bad-alias.ts", 'import { placeOrder } from "~/../server/services/orders/orders";\nexport const use = placeOrder;\n'],
    ["app/components/bad.tsx", 'export const load = () => import("../../server/services/orders/orders");\n'],
    ["app/tools/bad.ts", 'export { placeOrder } from "../../server/services/orders/orders";\n'],
    ["app/content/bad.ts", 'import type { Db } from "../../server/db/database";\nexport type D = Db;\n'],
  ])("catch a deliberate bad import from %s into server/", async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([BOUNDARY_RULE]);
  });

  // the layers of decision 051: imports point down (screens > UI > shared), server/ never imports UI
  // or screens, and only server/app.ts mounts the API routers
  it.each([
    ["app/lib/bad-ui.ts", 'import { useToast } from "~/components/ui/toaster";\nexport const use = useToast;\n'],
    ["app/content/bad-screen.ts", 'export { loader } from "~/routes/products";\n'],
    ["app/components/bad-screen.tsx", 'import { loadProductsPage } from "~/routes/products.server";\nexport const use = loadProductsPage;\n'],
    ["server/http/bad-ui.ts", 'import { useToast } from "~/components/ui/toaster";\nexport const use = useToast;\n'],
    ["server/services/orders/bad-screen.ts", 'import { loadProductsPage } from "~/routes/products.server";\nexport const use = loadProductsPage;\n'],
    ["server/services/orders/bad-api.ts", 'import { createApiRouter } from "../../api/router";\nexport const use = createApiRouter;\n'],
  ])("catch a deliberate import up the layers from %s", async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([BOUNDARY_RULE]);
  });

  it("let server/ use the shared layer, route modules use UI, and server/app.ts mount the API", async () => {
    expect(await boundaryErrors("server/services/orders/good.ts", 'import { formatCents } from "~/lib/price";\nexport const use = formatCents;\n')).toEqual([]);
    expect(
      await boundaryErrors("app/routes/good-ui.tsx", 'import { ToastProvider } from "~/components/ui/toaster";\nexport const use = ToastProvider;\n'),
    ).toEqual([]);
    expect(await boundaryErrors("server/app-good.ts", 'import { createApiRouter } from "./api/router";\nexport const use = createApiRouter;\n')).toEqual([]);
  });

  it("let app/lib import packages and its own layer, and route modules import server/", async () => {
    expect(
      await boundaryErrors("app/lib/good.ts", 'import { z } from "zod";\nimport { formatCents } from "./price";\nexport const use = [z, formatCents];\n'),
    ).toEqual([]);
    expect(
      await boundaryErrors("app/routes/good.tsx", 'import { placeOrder } from "../../server/services/orders/orders";\nexport const use = placeOrder;\n'),
    ).toEqual([]);
  });

  it("hold in this codebase", async () => {
    const results = await eslint.lintFiles(["app"]);
    expect(results.length).toBeGreaterThan(100);
    expect(results.flatMap((r) => r.messages.map((m) => `${r.filePath}: ${m.message}`))).toEqual([]);
    // linting every module of app/ takes most of a core for several seconds
  }, 60_000);
});
