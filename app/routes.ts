import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("products", "routes/products.tsx"),
  route("products/:id", "routes/product-details.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("documentation", "routes/documentation.tsx"),
  route("tools", "routes/tools.tsx"),
  route("news", "routes/news.tsx"),
  route("events", "routes/events.tsx"),
  route("biosummit", "routes/biosummit.tsx"),
  route("agilent-platform", "routes/agilent-platform.tsx"),
  route("checkout", "routes/checkout.tsx"),
  // Spec §2: /login, /register and /auth show the same screen.
  route("login", "routes/auth.tsx", { id: "login" }),
  route("register", "routes/auth.tsx", { id: "register" }),
  route("auth", "routes/auth.tsx", { id: "auth" }),
  route("logout", "routes/logout.tsx"),
  route("admin", "routes/admin.tsx"),
  route("admin/contacts", "routes/admin-contacts.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
