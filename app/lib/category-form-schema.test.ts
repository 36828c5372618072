import { describe, expect, it } from "vitest";
import { categoryFormSchema, slugify } from "./category-form-schema";

const firstMessage = (input: unknown) => categoryFormSchema.safeParse(input).error?.issues[0]?.message;

describe("categoryFormSchema", () => {
  it("needs a name and makes the slug from it when none is given", () => {
    expect(firstMessage({ name: "  ", slug: "" })).toBe("Category name is required");
    expect(categoryFormSchema.parse({ name: " Reagent Kits & Buffers ", slug: "", description: "  " })).toEqual({
      name: "Reagent Kits & Buffers",
      slug: "reagent-kits-buffers",
      description: null,
    });
  });

  it("accepts only lowercase, digit and hyphen slugs", () => {
    expect(categoryFormSchema.parse({ name: "X", slug: "ion-sources-2" }).slug).toBe("ion-sources-2");
    for (const slug of ["Ion Sources", "ion--sources", "-ion", "ion_sources", "ión"]) {
      expect(firstMessage({ name: "X", slug })).toBe("Slug may contain only lowercase letters, numbers and single hyphens");
    }
    expect(firstMessage({ name: "???" })).toBe("Slug may contain only lowercase letters, numbers and single hyphens");
  });

  it("refuses unknown fields", () => {
    expect(categoryFormSchema.safeParse({ name: "X", id: "1" }).success).toBe(false);
  });

  it("slugifies accents and symbols", () => {
    expect(slugify("Électrophorèse — CE/MS")).toBe("electrophorese-ce-ms");
  });
});
