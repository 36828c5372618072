import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../../tests/support/schema-refusals";
import { eventRegistrationSchema } from "./event-registration-schema";
import { registrationFormValues } from "./event-registration-values";
import { zodFieldErrors } from "./form-validation";
import { newsletterSchema } from "./newsletter-schema";

const valid = { firstName: "Rosalind", lastName: "Franklin", email: "rosalind@kcl.example.org", company: "King's College London" };

const errorsOf = (input: unknown) => fieldErrorsOf(eventRegistrationSchema, input);

describe("eventRegistrationSchema", () => {
  it("accepts a registration, trims it, and leaves an empty role and message out", () => {
    expect(eventRegistrationSchema.parse({ ...valid, firstName: " Rosalind ", role: "", message: "" })).toEqual({
      ...valid,
      role: undefined,
      message: undefined,
    });
    expect(eventRegistrationSchema.parse({ ...valid, role: null, message: null }).role).toBeUndefined();
    expect(eventRegistrationSchema.parse({ ...valid, role: " Senior Scientist ", message: "Vegetarian lunch, please." })).toMatchObject({
      role: "Senior Scientist",
      message: "Vegetarian lunch, please.",
    });
  });

  it("refuses what the contact form refuses, with its messages", () => {
    expect(errorsOf({})).toEqual({
      firstName: "Please enter your first name",
      lastName: "Please enter your last name",
      email: "Please enter a valid email address",
      company: "Please enter your company or institution",
    });
    expect(errorsOf({ ...valid, email: "rosalind-at-kcl" }).email).toBe("Please enter a valid email address");
    expect(errorsOf({ ...valid, firstName: "x".repeat(101) }).firstName).toBe("First name must be at most 100 characters");
    expect(errorsOf({ ...valid, company: "   " }).company).toBe("Please enter your company or institution");
    expect(errorsOf({ ...valid, company: "x".repeat(201) }).company).toBe("Company must be at most 200 characters");
    expect(errorsOf({ ...valid, role: "x".repeat(101) }).role).toBe("Role must be at most 100 characters");
    expect(errorsOf({ ...valid, message: "x".repeat(5001) }).message).toBe("Please keep your message under 5,000 characters");
    expect(errorsOf({ ...valid, lastName: "Franklin\u0000" }).lastName).toBe("Contains characters that are not allowed");
  });

  it("reads only its own fields from a posted form", () => {
    const form = new FormData();
    form.set("firstName", "Rosalind");
    form.set("intent", "other");
    expect(registrationFormValues(form)).toEqual({ firstName: "Rosalind", lastName: "", email: "", company: "", role: "", message: "" });
  });
});

describe("newsletterSchema", () => {
  it("takes one e-mail address, trimmed, with the contact form's message", () => {
    expect(newsletterSchema.parse({ email: " reader@lab.example.org " })).toEqual({ email: "reader@lab.example.org" });
    const result = newsletterSchema.safeParse({ email: "reader" });
    expect(result.success).toBe(false);
    if (!result.success) expect(zodFieldErrors(result.error)).toEqual({ email: "Please enter a valid email address" });
    expect(newsletterSchema.safeParse({ email: `${"x".repeat(250)}@example.org` }).success).toBe(false);
  });
});
