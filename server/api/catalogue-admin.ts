import { Hono } from "hono";
import type { z } from "zod";
import { categoryFormSchema } from "~/lib/category-form-schema";
import { productFormSchema } from "~/lib/product-form-schema";
import type { AppEnv } from "../app-env";
import type { AuditActor } from "../audit/audit-log";
import { requireRole } from "../auth/guards";
import type { Db } from "../db/database";
import { readJson } from "../http/request-body";
import { pathParam, recordNotFoundError } from "../http/path-params";
import { createCategory, deleteCategory, updateCategory } from "../services/catalogue/category-admin";
import { createProduct, deleteProduct, updateProduct } from "../services/catalogue/product-admin";

/** A catalogue record the admin writes: its form, its service's writes, and what its answers call it. */
interface CatalogueWrites<S extends z.ZodType, Row> {
  record: "product" | "category";
  form: S;
  create(db: Db, admin: AuditActor, input: z.infer<S>): Promise<Row>;
  update(db: Db, admin: AuditActor, id: string, input: z.infer<S>): Promise<Row | null>;
  remove(db: Db, admin: AuditActor, id: string): Promise<boolean>;
  deleted: string;
}

/** POST /, PUT and DELETE /{id} of a catalogue record: admins only (the reads stay public in catalogue.ts). */
function catalogueAdminRoutes<S extends z.ZodType, Row>(writes: CatalogueWrites<S, Row>) {
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const admin = requireRole(c, "admin");
      const input = await readJson(c, writes.form);
      return c.json(await writes.create(c.var.services.db, admin, input), 201);
    })
    .put("/:id", async (c) => {
      const admin = requireRole(c, "admin");
      const input = await readJson(c, writes.form);
      const row = await writes.update(c.var.services.db, admin, pathParam(c, "id", writes.record), input);
      if (!row) throw recordNotFoundError(writes.record);
      return c.json(row);
    })
    .delete("/:id", async (c) => {
      const admin = requireRole(c, "admin");
      if (!(await writes.remove(c.var.services.db, admin, pathParam(c, "id", writes.record)))) throw recordNotFoundError(writes.record);
      return c.json({ message: writes.deleted });
    });
}

/** /api/products */
export const productAdminRoutes = catalogueAdminRoutes({
  record: "product",
  form: productFormSchema,
  create: createProduct,
  update: updateProduct,
  remove: deleteProduct,
  deleted: "Product deleted",
});

/** /api/categories */
export const categoryAdminRoutes = catalogueAdminRoutes({
  record: "category",
  form: categoryFormSchema,
  create: createCategory,
  update: updateCategory,
  remove: deleteCategory,
  deleted: "Category deleted",
});
