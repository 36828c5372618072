import { describe, expect, it } from "vitest";
import { adminSectionOf, dashboardTabOf } from "./admin-sections";

describe("adminSectionOf", () => {
  it("marks the section a page belongs to", () => {
    expect(adminSectionOf("/admin", "")).toBe("products");
    expect(adminSectionOf("/admin", "?tab=orders")).toBe("orders");
    expect(adminSectionOf("/admin/", "?tab=users&x=1")).toBe("users");
    expect(adminSectionOf("/admin/orders/SO-2026-000123", "")).toBe("orders");
    expect(adminSectionOf("/admin/users/0b1c/terms", "")).toBe("users");
    expect(adminSectionOf("/admin/products/0b1c/lots", "")).toBe("products");
    expect(adminSectionOf("/admin/quotes/0b1c", "")).toBe("quotes");
    expect(adminSectionOf("/admin/audit", "?subject=MB03-CE")).toBe("audit");
    expect(adminSectionOf("/admin/contacts", "")).toBe("contacts");
    expect(adminSectionOf("/admin/events", "")).toBe("events");
    expect(adminSectionOf("/admin/jobs", "")).toBe("jobs");
    expect(adminSectionOf("/admin/organisations/0b1c", "")).toBe("organisations");
  });

  it("marks nothing outside the admin area or on an unknown admin address", () => {
    expect(adminSectionOf("/account/orders", "")).toBeNull();
    expect(adminSectionOf("/admin/nothing", "")).toBeNull();
    expect(dashboardTabOf("evil")).toBe("products");
  });
});
