import { Hono } from "hono";
import { categoryFormSchema } from "~/lib/category-form-schema";
import type { AppEnv } from "../app-env";
import { requireRole } from "../auth/guards";
import { readJson } from "../http/request-body";
import { pathParam, recordNotFoundError } from "../http/path-params";
import { createCategory, deleteCategory, updateCategory } from "../services/catalogue/category-admin";

/** POST /api/categories, PUT and DELETE /api/categories/{id}: admins only (GET stays public in catalogue.ts). */
export const categoryAdminRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const admin = requireRole(c, "admin");
    const input = await readJson(c, categoryFormSchema);
    return c.json(await createCategory(c.var.services.db, admin, input), 201);
  })
  .put("/:id", async (c) => {
    const admin = requireRole(c, "admin");
    const input = await readJson(c, categoryFormSchema);
    const category = await updateCategory(c.var.services.db, admin, pathParam(c, "id", "category"), input);
    if (!category) throw recordNotFoundError("category");
    return c.json(category);
  })
  .delete("/:id", async (c) => {
    const admin = requireRole(c, "admin");
    if (!(await deleteCategory(c.var.services.db, admin, pathParam(c, "id", "category")))) throw recordNotFoundError("category");
    return c.json({ message: "Category deleted" });
  });
