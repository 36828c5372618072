import { describe, expect, it } from "vitest";
import type { z } from "~/lib/zod";
import { registrationFieldsSchema } from "./auth-schemas";
import { categoryFormSchema } from "./category-form-schema";
import { checkoutSchema } from "./checkout-schema";
import { contactSchema } from "./contact-schema";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "./plain-text";
import { productFormSchema } from "./product-form-schema";

// Every free-text field of every form and endpoint: PostgreSQL refuses NUL in text (a 500 before,
// in 14 of 14 fields), and no person types a control character.
const forms: Array<[string, z.ZodType, Record<string, unknown>, string[]]> = [
  [
    "registration",
    registrationFieldsSchema,
    { email: "ada@example.org", firstName: "Ada", lastName: "Lovelace", company: "Engines", title: "Dr", phone: "+44 20", password: "a long enough password" },
    ["firstName", "lastName", "company", "title", "phone"],
  ],
  [
    "contact",
    contactSchema,
    { firstName: "Ada", lastName: "Lovelace", email: "ada@example.org", company: "Engines", interestArea: "", message: "Please send a quotation." },
    ["firstName", "lastName", "company", "message"],
  ],
  [
    "checkout",
    checkoutSchema,
    {
      customerName: "Ada Lovelace",
      customerEmail: "ada@example.org",
      customerCompany: "Engines",
      customerPhone: "+44 20",
      shippingAddress: "1 Analytical Street, London",
      billingAddress: "1 Analytical Street, London",
      notes: "Leave at the lab",
    },
    ["customerName", "customerCompany", "customerPhone", "shippingAddress", "billingAddress", "notes"],
  ],
  [
    "product",
    productFormSchema,
    {
      name: "Capillary",
      description: "Fused silica",
      sku: "CAP-1",
      price: "10",
      shortDescription: "Short",
      imageUrl: "/images/cap.png",
      specifications: "Length: 1 m",
    },
    ["name", "description", "sku", "shortDescription", "imageUrl"],
  ],
  ["category", categoryFormSchema, { name: "Capillaries", slug: "capillaries", description: "All of them" }, ["name", "slug", "description"]],
];

function firstMessageFor(schema: z.ZodType, input: unknown, field: string) {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe("free text", () => {
  it.each(forms)("%s: refuses NUL, escape, DEL and C1 controls in every text field, with the field's message", (_name, schema, valid, fields) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const field of fields) {
      for (const bad of ["\u0000", "\u001b[31m", "\u0007", "\u007f", "\u0085", "\u009b"]) {
        const message = firstMessageFor(schema, { ...valid, [field]: `ok ${bad} text` }, field);
        expect(message, `${field} ${JSON.stringify(bad)}`).toBe(CONTROL_CHARACTERS_MESSAGE);
      }
    }
  });

  it("refuses a control character in a product's specifications", () => {
    const valid = forms[3][2];
    expect(productFormSchema.safeParse({ ...valid, specifications: "Length: 1\u0000 m" }).success).toBe(false);
    expect(productFormSchema.safeParse({ ...valid, specifications: { "Len\u0000gth": "1 m" } }).success).toBe(false);
  });

  it("keeps tab, line feed and carriage return, and the rest of Unicode", () => {
    expect(contactSchema.parse({ ...forms[1][2], message: "Line one,\r\nline\ttwo: 50 µm, Ümlaut, 日本, 🧪" }).message).toBe(
      "Line one,\r\nline\ttwo: 50 µm, Ümlaut, 日本, 🧪",
    );
    expect(hasControlCharacters("tab\tline\nreturn\r")).toBe(false);
    expect(hasControlCharacters("\u200b\u202e")).toBe(false); // format characters are text (and harmless to store)
  });
});
