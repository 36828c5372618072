import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/api-errors";
import { authRoutes } from "./auth";
import { cartRoutes } from "./cart";
import { orderRoutes } from "./orders";
import { categoryRoutes, productReadRoutes } from "./catalogue";
import { contactRoutes } from "./contact";

const MAX_JSON_BODY = 64 * 1024;

/** Every resource's router joined under /api; each one owns its paths and guards. */
export function createApiRouter() {
  const api = new Hono<AppEnv>();
  api.use(
    bodyLimit({
      maxSize: MAX_JSON_BODY,
      onError: () => {
        throw new ApiError(413, "Request body is too large");
      },
    }),
  );
  api.route("/auth", authRoutes);
  api.route("/categories", categoryRoutes);
  api.route("/products", productReadRoutes);
  api.route("/cart", cartRoutes);
  api.route("/orders", orderRoutes);
  api.route("/contact", contactRoutes);
  api.all("*", () => {
    throw new ApiError(404, "Not found");
  });
  return api;
}
