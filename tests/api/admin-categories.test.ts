import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../../server/db/schema";
import { signInCookie } from "../support/accounts";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

const app = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
});

const post = (json: unknown) => app.request("/api/categories", { method: "POST", json, cookie: admin });
const put = (id: string, json: unknown) => app.request(`/api/categories/${id}`, { method: "PUT", json, cookie: admin });
const del = (id: string) => app.request(`/api/categories/${id}`, { method: "DELETE", cookie: admin });

describe("admin categories", () => {
  it("creates a category (slug made from the name when empty) that the public list shows", async () => {
    const res = await post({ name: "Reagent Kits & Buffers", slug: "", description: " MS-compatible kits " });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ name: "Reagent Kits & Buffers", slug: "reagent-kits-buffers", description: "MS-compatible kits" });
    const list = (await (await app.request("/api/categories")).json()) as Array<{ id: string; slug: string }>;
    expect(list.find((c) => c.id === created.id)?.slug).toBe("reagent-kits-buffers");
  });

  it("validates names and slugs and refuses unknown fields", async () => {
    expect((await (await post({ name: " " })).json()).message).toBe("Category name is required");
    expect((await (await post({ name: "X", slug: "Not A Slug" })).json()).message).toBe("Slug may contain only lowercase letters, numbers and single hyphens");
    expect((await post({ name: "X", slug: "x-1", id: "00000000-0000-4000-8000-000000000000" })).status).toBe(400);
  });

  it("answers a duplicate slug with 409 and a clear message, on create and on edit", async () => {
    await post({ name: "Capillaries", slug: "capillaries" });
    const dup = await post({ name: "Capillaries again", slug: "capillaries" });
    expect(dup.status).toBe(409);
    expect((await dup.json()).message).toBe('A category with the slug "capillaries" already exists. Please choose a different slug.');
    const other = await (await post({ name: "Services", slug: "services" })).json();
    expect((await put(other.id, { name: "Services", slug: "capillaries" })).status).toBe(409);
  });

  it("edits a category and keeps its own slug", async () => {
    const created = await (await post({ name: "Training", slug: "training" })).json();
    const res = await put(created.id, { name: "Training & Support", slug: "training", description: "Courses" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: created.id, name: "Training & Support", slug: "training", description: "Courses" });
    expect((await put("00000000-0000-4000-8000-000000000000", { name: "Nope" })).status).toBe(404);
  });

  it("refuses to delete a category that still has products, then deletes it once empty", async () => {
    const category = await (await post({ name: "Ion Sources", slug: "ion-sources" })).json();
    await app.database.db.insert(products).values([
      { name: "Emitter A", description: "d", sku: "EMIT-A", priceCents: 100, categoryId: category.id },
      { name: "Emitter B", description: "d", sku: "EMIT-B", priceCents: 100, categoryId: category.id },
    ]);
    const refused = await del(category.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('"Ion Sources" still has 2 products. Move them to another category or delete them first.');

    const adminProducts = (await (await app.request("/api/products", { cookie: admin })).json()) as Array<{ id: string; sku: string }>;
    for (const p of adminProducts.filter((p) => p.sku.startsWith("EMIT-"))) {
      expect((await app.request(`/api/products/${p.id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    }
    expect((await del(category.id)).status).toBe(200);
    expect((await del(category.id)).status).toBe(404);
  });
});
