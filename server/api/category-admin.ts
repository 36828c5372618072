import { Hono } from "hono";
import { categoryFormSchema } from "~/lib/category-form-schema";
import type { AppEnv } from "../app-env";
import { requireAdmin } from "../auth/guards";
import { readJson } from "../http/request-body";
import { pathParam, recordNotFoundError, apiErrorFrom } from "../http/path-params";
import { CategoryAdminError, createCategory, deleteCategory, updateCategory } from "../services/catalogue/category-admin";

async function run<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CategoryAdminError) throw apiErrorFrom(error);
    throw error;
  }
}

/** POST /api/categories, PUT and DELETE /api/categories/{id}: admins only (GET stays public in catalogue.ts). */
export const categoryAdminRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const admin = requireAdmin(c);
    const input = await readJson(c, categoryFormSchema);
    return c.json(await run(() => createCategory(c.var.services.db, admin, input)), 201);
  })
  .put("/:id", async (c) => {
    const admin = requireAdmin(c);
    const input = await readJson(c, categoryFormSchema);
    const category = await run(() => updateCategory(c.var.services.db, admin, pathParam(c, "id", "category"), input));
    if (!category) throw recordNotFoundError("category");
    return c.json(category);
  })
  .delete("/:id", async (c) => {
    const admin = requireAdmin(c);
    if (!(await run(() => deleteCategory(c.var.services.db, admin, pathParam(c, "id", "category"))))) throw recordNotFoundError("category");
    return c.json({ message: "Category deleted" });
  });
