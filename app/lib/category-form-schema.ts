import { z } from "~/lib/zod";
import { plainText } from "~/lib/plain-text";

/** The admin category form, used by the form on /admin and by POST/PUT /api/categories. Unknown fields are refused. */

export const CATEGORY_FORM_MESSAGES = {
  name: "Category name is required",
  slug: "Slug may contain only lowercase letters, numbers and single hyphens",
} as const;

export const CATEGORY_LIMITS = { name: 120, slug: 80, description: 2000 } as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "CE-MS Instrumentation & Kits" → "ce-ms-instrumentation-kits" (accents dropped). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, CATEGORY_LIMITS.slug)
    .replace(/-+$/, "");
}

/** The slug may be left empty: it is then made from the name. */
export const categoryFormSchema = z
  .strictObject({
    name: plainText({ error: CATEGORY_FORM_MESSAGES.name })
      .trim()
      .min(1, CATEGORY_FORM_MESSAGES.name)
      .max(CATEGORY_LIMITS.name, `Category name must be at most ${CATEGORY_LIMITS.name} characters`),
    slug: plainText({ error: CATEGORY_FORM_MESSAGES.slug })
      .trim()
      .max(CATEGORY_LIMITS.slug, `Slug must be at most ${CATEGORY_LIMITS.slug} characters`)
      .nullish()
      .transform((slug) => slug || null),
    description: plainText()
      .trim()
      .max(CATEGORY_LIMITS.description, `Description must be at most ${CATEGORY_LIMITS.description} characters`)
      .nullish()
      .transform((text) => text || null),
  })
  .transform(({ slug, ...category }) => ({ ...category, slug: slug ?? slugify(category.name) }))
  .refine((category) => SLUG.test(category.slug), { message: CATEGORY_FORM_MESSAGES.slug, path: ["slug"] });

export type CategoryFormValues = {
  name: string;
  slug: string;
  description: string;
};

export type CategoryInput = z.output<typeof categoryFormSchema>;

export const emptyCategoryForm: CategoryFormValues = { name: "", slug: "", description: "" };

export function categoryFormValues(category: { name: string; slug: string; description: string | null }): CategoryFormValues {
  return { name: category.name, slug: category.slug, description: category.description ?? "" };
}
