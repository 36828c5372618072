import { Hono } from "hono";
import { productFormSchema } from "~/lib/product-form-schema";
import type { AppEnv } from "../app-env";
import { requireRole } from "../auth/guards";
import { readJson } from "../http/request-body";
import { pathParam, recordNotFoundError } from "../http/path-params";
import { createProduct, deleteProduct, updateProduct } from "../services/catalogue/product-admin";

/** POST /api/products, PUT and DELETE /api/products/{id}: admins only (the reads live in catalogue.ts). */
export const productAdminRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const admin = requireRole(c, "admin");
    const input = await readJson(c, productFormSchema);
    return c.json(await createProduct(c.var.services.db, admin, input), 201);
  })
  .put("/:id", async (c) => {
    const admin = requireRole(c, "admin");
    const input = await readJson(c, productFormSchema);
    const product = await updateProduct(c.var.services.db, admin, pathParam(c, "id", "product"), input);
    if (!product) throw recordNotFoundError("product");
    return c.json(product);
  })
  .delete("/:id", async (c) => {
    const admin = requireRole(c, "admin");
    if (!(await deleteProduct(c.var.services.db, admin, pathParam(c, "id", "product")))) throw recordNotFoundError("product");
    return c.json({ message: "Product deleted" });
  });
