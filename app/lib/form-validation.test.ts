import { describe, expect, it } from "vitest";
import { loginSchema } from "~/lib/auth-schemas";
import { checkoutSchema } from "~/lib/checkout-schema";
import { contactSchema } from "~/lib/contact-schema";
import { z } from "~/lib/zod";
import { errorResult, fieldErrorsOfBody, firstMessages } from "./form-errors";
import { formFields, parseForm, zodFieldErrors } from "./form-validation";

const formData = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("parseForm (Conform + zod v4)", () => {
  it("gives each field the spec's message, and the parsed value when valid", () => {
    const failed = parseForm(formData({ email: "not-an-email", password: "" }), loginSchema);
    expect(failed.status).toBe("error");
    expect(firstMessages(failed.reply().error)).toEqual({ email: "Please enter a valid email address", password: "Password is required" });

    const passed = parseForm(formData({ email: " ada@lab.example ", password: "x" }), loginSchema);
    expect(passed.status).toBe("success");
    expect(passed.status === "success" && passed.value).toEqual({ email: "ada@lab.example", password: "x" });
  });

  it("leaves empty optional text to the schema (no coercion): empty company and phone become null", () => {
    const passed = parseForm(
      formData({ customerName: "Ada", customerEmail: "ada@lab.example", customerCompany: "", customerPhone: "", shippingAddress: "1 Lab Road, Basel" }),
      checkoutSchema,
    );
    expect(passed.status === "success" && passed.value).toMatchObject({ customerCompany: null, customerPhone: null, billingAddress: null });
  });

  it("keeps a missing field's own message (the form posts nothing for it)", () => {
    const failed = parseForm(formData({}), contactSchema);
    expect(firstMessages(failed.reply().error)).toEqual({
      firstName: "Please enter your first name",
      lastName: "Please enter your last name",
      email: "Please enter a valid email address",
      message: "Please provide a detailed message (minimum 10 characters)",
    });
  });

  it("does not send a password back to the browser when asked to hide it", () => {
    const failed = parseForm(formData({ email: "bad", password: "secret-secret" }), loginSchema);
    expect(failed.reply({ hideFields: ["password"] }).initialValue).toEqual({ email: "bad" });
  });
});

describe("formFields", () => {
  it("keeps the named fields and Conform's intent, so that a check on blur stays a check and never posts the form", () => {
    const posted = formData({
      intent: "login",
      email: "ada@lab.example",
      password: "x",
      extra: "y",
      __intent__: '{"type":"validate","payload":{"name":"email"}}',
    });
    const picked = formFields(posted, ["email", "password"]);
    expect([...picked.keys()]).toEqual(["email", "password", "__intent__"]);
    expect(parseForm(picked, loginSchema).status).toBeUndefined();
  });
});

describe("zodFieldErrors", () => {
  it("names nested fields as Conform does and keeps the first message of each", () => {
    const schema = z.object({ name: z.string().min(2, "too short").max(1, "never"), items: z.array(z.object({ quantity: z.number().min(1, "at least 1") })) });
    const result = schema.safeParse({ name: "a", items: [{ quantity: 0 }] });
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!)).toEqual({ name: "too short", "items[0].quantity": "at least 1" });
  });
});

describe("errorResult and fieldErrorsOfBody", () => {
  it("turns an API's 400 body into a Conform result that marks the named fields", () => {
    const errors = fieldErrorsOfBody({ message: "SKU already exists", errors: { sku: "SKU already exists", bad: 3 } });
    expect(errors).toEqual({ sku: "SKU already exists" });
    expect(errorResult(errors, "Failed")).toEqual({ status: "error", error: { sku: ["SKU already exists"], "": ["Failed"] }, fields: ["sku", ""] });
    expect(fieldErrorsOfBody(null)).toEqual({});
  });
});
