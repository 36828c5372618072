import { Hono } from "hono";
import { productFormSchema } from "~/lib/product-form-schema";
import type { AppEnv } from "../app-env";
import { requireAdmin } from "../auth/guards";
import { readJson } from "../http/request-body";
import { pathParam, recordNotFoundError, apiErrorFrom } from "../http/path-params";
import { createProduct, deleteProduct, ProductAdminError, updateProduct } from "../services/catalogue/product-admin";

/** Product errors of the service become API errors with their status. */
async function run<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProductAdminError) throw apiErrorFrom(error);
    throw error;
  }
}

/** POST /api/products, PUT and DELETE /api/products/{id}: admins only (the reads live in catalogue.ts). */
export const productAdminRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const admin = requireAdmin(c);
    const input = await readJson(c, productFormSchema);
    return c.json(await run(() => createProduct(c.var.services.db, admin, input)), 201);
  })
  .put("/:id", async (c) => {
    const admin = requireAdmin(c);
    const input = await readJson(c, productFormSchema);
    const product = await run(() => updateProduct(c.var.services.db, admin, pathParam(c, "id", "product"), input));
    if (!product) throw recordNotFoundError("product");
    return c.json(product);
  })
  .delete("/:id", async (c) => {
    const admin = requireAdmin(c);
    if (!(await run(() => deleteProduct(c.var.services.db, admin, pathParam(c, "id", "product"))))) throw recordNotFoundError("product");
    return c.json({ message: "Product deleted" });
  });
