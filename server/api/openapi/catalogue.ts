import { apiSchema as catalogueQuerySchema } from "~/lib/catalogue-query";
import { categoryFormSchema } from "~/lib/category-form-schema";
import { productFormSchema } from "~/lib/product-form-schema";
import { z } from "~/lib/zod";
import { describeArea } from "./operation";
import { uuidParam } from "./parameters";
import { categorySchema, messageSchema, pagingHeaders, productSchema } from "./responses";

/** server/api/catalogue.ts (reads) and catalogue-admin.ts (writes). */
export const cataloguePaths = describeArea("Catalogue", {
  "/api/categories": {
    get: {
      summary: "List the categories",
      access: "public",
      success: { status: 200, description: "Every category, by name.", schema: z.array(categorySchema) },
    },
    post: {
      summary: "Create a category",
      access: "admin",
      body: categoryFormSchema,
      success: { status: 201, description: "The new category, as stored." },
      errors: { 409: [] },
    },
  },
  "/api/categories/{id}": {
    put: {
      summary: "Change a category",
      access: "admin",
      path: { id: uuidParam("category", "The category's id.") },
      body: categoryFormSchema,
      success: { status: 200, description: "The category, as stored." },
      errors: { 409: [] },
    },
    delete: {
      summary: "Delete a category",
      description: "A category that still has products is refused (409).",
      access: "admin",
      path: { id: uuidParam("category", "The category's id.") },
      success: { status: 200, description: "Deleted.", schema: messageSchema },
      errors: { 409: [] },
    },
  },
  "/api/products": {
    get: {
      summary: "List or search the products",
      description:
        "Without parameters, the whole catalogue by name (`?category=` narrows it). `q` searches (SKU, name, category, description, specifications; typos corrected), `sort` and `inStock` filter and order, and `page` or `pageSize` answer one page with `X-Total-Count` and `Link` headers. Unknown parameters are ignored; an invalid value is 400 with its message.",
      access: "viewer",
      query: catalogueQuerySchema,
      success: { status: 200, description: "The products, with the caller's prices.", schema: z.array(productSchema), headers: pagingHeaders },
      errors: { 400: ["validation_failed"] },
    },
    post: {
      summary: "Create a product",
      access: "admin",
      body: productFormSchema,
      success: { status: 201, description: "The new product, as the admin sees it (price in cents, stock)." },
      errors: { 409: [] },
    },
  },
  "/api/products/{id}": {
    get: {
      summary: "Read a product",
      access: "viewer",
      path: { id: uuidParam("product", "The product's id.") },
      success: { status: 200, description: "The product, with the caller's price.", schema: productSchema },
    },
    put: {
      summary: "Change a product",
      access: "admin",
      path: { id: uuidParam("product", "The product's id.") },
      body: productFormSchema,
      success: { status: 200, description: "The product, as the admin sees it (price in cents, stock)." },
      errors: { 409: [] },
    },
    delete: {
      summary: "Delete a product",
      description: "A product with lots (and so certificates of analysis) is refused (409): mark it out of stock instead.",
      access: "admin",
      path: { id: uuidParam("product", "The product's id.") },
      success: { status: 200, description: "Deleted.", schema: messageSchema },
      errors: { 409: [] },
    },
  },
});
