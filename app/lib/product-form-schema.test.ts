import { describe, expect, it } from "vitest";
import { zodFieldErrors } from "./form-validation";
import {
  emptyProductForm,
  parseSpecificationLines,
  productFormDataSchema,
  productFormSchema,
  productFormValues,
  specificationLines,
} from "./product-form-schema";

const valid = { ...emptyProductForm, name: "EMASS-II Ion Source", description: "A nanospray ion source.", sku: "EM-2", price: "12500" };
const firstMessage = (input: unknown) => productFormSchema.safeParse(input).error?.issues[0]?.message;

describe("productFormSchema (spec §5 admin product form)", () => {
  it("gives the spec's message for each invalid field", () => {
    expect(firstMessage({ ...valid, name: "   " })).toBe("Product name is required");
    expect(firstMessage({ ...valid, description: "" })).toBe("Product description is required");
    expect(firstMessage({ ...valid, sku: " " })).toBe("SKU is required");
    for (const price of ["", "abc", "-1", "1.234", "1e3", "12,34.5.6"]) expect(firstMessage({ ...valid, price })).toBe("Please enter a valid price");
    for (const stockQuantity of ["", "-1", "1.5", "x", -3]) expect(firstMessage({ ...valid, stockQuantity })).toBe("Please enter a valid stock quantity");
  });

  it("stores prices as cents and accepts the API's text form", () => {
    expect(productFormSchema.parse({ ...valid, price: "1234.5" }).priceCents).toBe(123_450);
    expect(productFormSchema.parse({ ...valid, price: "$1,234.56" }).priceCents).toBe(123_456);
    expect(productFormSchema.parse({ ...valid, price: 0 }).priceCents).toBe(0);
    expect(productFormSchema.parse({ ...valid, price: 19.99 }).priceCents).toBe(1999);
  });

  it("needs no price when the price is on request, and drops one that was typed", () => {
    expect(productFormSchema.parse({ ...valid, price: "", priceOnRequest: true })).toMatchObject({ priceCents: null, priceOnRequest: true });
    expect(productFormSchema.parse({ ...valid, price: "99", priceOnRequest: true }).priceCents).toBeNull();
  });

  it("trims optional text to null, makes no category null and applies the defaults", () => {
    const parsed = productFormSchema.parse({
      name: " Kit ",
      description: "d",
      sku: " K-1 ",
      price: "10",
      shortDescription: "  ",
      imageUrl: "",
      categoryId: "",
    });
    expect(parsed).toEqual({
      name: "Kit",
      description: "d",
      sku: "K-1",
      priceCents: 1000,
      priceOnRequest: false,
      stockQuantity: 1,
      shortDescription: null,
      categoryId: null,
      imageUrl: null,
      featured: false,
      specifications: null,
    });
  });

  it("refuses unknown fields (no mass assignment)", () => {
    expect(productFormSchema.safeParse({ ...valid, id: "x" }).success).toBe(false);
    expect(productFormSchema.safeParse({ ...valid, createdAt: "2020-01-01" }).success).toBe(false);
  });

  it("accepts only local or http(s) image addresses", () => {
    expect(productFormSchema.parse({ ...valid, imageUrl: "/images/products/kit.svg" }).imageUrl).toBe("/images/products/kit.svg");
    expect(productFormSchema.parse({ ...valid, imageUrl: "https://cdn.example.com/a.png" }).imageUrl).toBe("https://cdn.example.com/a.png");
    for (const imageUrl of ["javascript:alert(1)", "//evil.example.com/x.png", "data:image/png;base64,AAAA"]) {
      expect(firstMessage({ ...valid, imageUrl })).toBe("Please enter an image path starting with / or an http(s) address");
    }
  });

  it("reads specifications from 'Name: value' lines or an object", () => {
    expect(productFormSchema.parse({ ...valid, specifications: "Gap: 0.7 mm\n\nVoltage: up to 30 kV" }).specifications).toEqual({
      Gap: "0.7 mm",
      Voltage: "up to 30 kV",
    });
    expect(productFormSchema.parse({ ...valid, specifications: { Gap: "1.2 mm" } }).specifications).toEqual({ Gap: "1.2 mm" });
    expect(firstMessage({ ...valid, specifications: "no colon here" })).toBe("Write each specification on its own line as 'Name: value'");
    expect(parseSpecificationLines("Ratio: 1:2")).toEqual({ Ratio: "1:2" });
    expect(specificationLines({ Gap: "0.7 mm", Tip: "15 µm" })).toBe("Gap: 0.7 mm\nTip: 15 µm");
  });

  it("pre-fills the edit form from a stored product and reports errors per field", () => {
    const values = productFormValues({
      ...valid,
      priceCents: 123_450,
      priceOnRequest: false,
      stockQuantity: 4,
      shortDescription: null,
      categoryId: null,
      imageUrl: null,
      featured: true,
      specifications: { Gap: "0.7 mm" },
    });
    expect(values).toMatchObject({ price: "1234.50", stockQuantity: "4", shortDescription: "", categoryId: "", specifications: "Gap: 0.7 mm", featured: true });
    expect(productFormSchema.parse(values).priceCents).toBe(123_450);
    const error = productFormSchema.safeParse({ ...values, name: "", stockQuantity: "x" }).error!;
    expect(zodFieldErrors(error)).toEqual({ name: "Product name is required", stockQuantity: "Please enter a valid stock quantity" });
  });
});

describe("productFormDataSchema", () => {
  it('reads the form\'s switches ("on" or nothing) as booleans', () => {
    const parsed = productFormDataSchema.parse({ name: "Source", description: "An ion source", sku: "S-1", price: "10", stockQuantity: "2", featured: "on" });
    expect(parsed).toMatchObject({ priceCents: 1000, featured: true, priceOnRequest: false });
  });
});

describe("the In stock switch", () => {
  it("is ignored when an older client still sends it: stock follows the quantity", () => {
    const parsed = productFormSchema.parse({ name: "Kit", description: "A kit", sku: "K-1", price: "10", stockQuantity: "0", inStock: true });
    expect(parsed).not.toHaveProperty("inStock");
    expect(parsed.stockQuantity).toBe(0);
  });
});
