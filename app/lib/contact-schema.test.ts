import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../../tests/support/schema-refusals";
import { interestAreaValues } from "~/content/contact-page";
import { CONTACT_LIMITS, contactFormValues } from "./contact-form-values";
import { contactSchema } from "./contact-schema";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  company: "Analytical Engines Ltd",
  interestArea: "cr3520-reagent-kit",
  message: "Please send a quotation for two CR3520 kits.",
};

const errorsOf = (input: unknown) => fieldErrorsOf(contactSchema, input);

describe("contactSchema", () => {
  it("accepts a complete inquiry and trims the text fields", () => {
    const parsed = contactSchema.parse({ ...valid, firstName: "  Ada ", email: " ada@example.org " });
    expect(parsed).toEqual({ ...valid, firstName: "Ada" });
  });

  it("treats an empty or missing company and interest area as not given (spec §5: optional)", () => {
    expect(contactSchema.parse({ ...valid, company: "", interestArea: "" })).toEqual({ ...valid, company: undefined, interestArea: undefined });
    expect(contactSchema.parse({ ...valid, company: null, interestArea: null }).company).toBeUndefined();
    const { company: _c, interestArea: _i, ...required } = valid;
    expect(contactSchema.parse(required)).toEqual(required);
    expect(contactSchema.parse({ ...valid, company: "   " }).company).toBeUndefined();
  });

  it("accepts each of the seven interest areas of spec §3 and nothing else", () => {
    for (const interestArea of interestAreaValues) expect(contactSchema.parse({ ...valid, interestArea }).interestArea).toBe(interestArea);
    expect(errorsOf({ ...valid, interestArea: "free-samples" }).interestArea).toBe("Please choose one of the listed areas of interest");
  });

  it("requires first and last name", () => {
    expect(errorsOf({ ...valid, firstName: "", lastName: "   " })).toEqual({
      firstName: "Please enter your first name",
      lastName: "Please enter your last name",
    });
    expect(errorsOf({ ...valid, firstName: undefined }).firstName).toBe("Please enter your first name");
  });

  it("uses the spec's e-mail message for missing and malformed addresses", () => {
    for (const email of ["", "not-an-email", "a@b", "ada@@example.org", undefined]) {
      expect(errorsOf({ ...valid, email }).email).toBe("Please enter a valid email address");
    }
  });

  it("uses the spec's message when the message is shorter than 10 characters, spaces not counted", () => {
    for (const message of ["", "Too short", "    short      "]) {
      expect(errorsOf({ ...valid, message }).message).toBe("Please provide a detailed message (minimum 10 characters)");
    }
    expect(contactSchema.parse({ ...valid, message: "Ten chars!" }).message).toBe("Ten chars!");
  });

  it("caps the lengths with readable messages", () => {
    expect(contactSchema.parse({ ...valid, message: "x".repeat(CONTACT_LIMITS.message) }).message).toHaveLength(5000);
    expect(errorsOf({ ...valid, message: "x".repeat(CONTACT_LIMITS.message + 1) }).message).toBe("Please keep your message under 5,000 characters");
    expect(errorsOf({ ...valid, firstName: "x".repeat(101) }).firstName).toBe("First name must be at most 100 characters");
    expect(errorsOf({ ...valid, company: "x".repeat(201) }).company).toBe("Company must be at most 200 characters");
  });

  it("keeps HTML and unicode exactly as written", () => {
    const message = "<script>alert('x')</script> Größe 15–30 µm 🧪 測試";
    expect(contactSchema.parse({ ...valid, lastName: "Ó Súilleabháin", message }).message).toBe(message);
  });

  it("reports every invalid field at once, first message per field", () => {
    expect(Object.keys(errorsOf({}))).toEqual(["firstName", "lastName", "email", "message"]);
  });
});

describe("contactFormValues", () => {
  it("reads every field of a posted form as text, missing ones and files as empty", () => {
    const form = new FormData();
    form.set("firstName", "Ada");
    form.set("email", "ada@example.org");
    form.set("message", new Blob(["file"]), "note.txt");
    form.set("role", "admin");
    expect(contactFormValues(form)).toEqual({ firstName: "Ada", lastName: "", email: "ada@example.org", company: "", interestArea: "", message: "" });
  });
});
