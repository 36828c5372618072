import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./field";

const render = (props: Parameters<typeof Field>[0]) => renderToStaticMarkup(createElement(Field, props));

describe("Field", () => {
  it("labels the control and starts it from the field's initial value", () => {
    const html = render({ field: { name: "email", id: "login-email", initialValue: "ada@lab.example" }, label: "Email", type: "email" });
    expect(html).toContain('<label for="login-email"');
    expect(html).toMatch(/<input[^>]*id="login-email"[^>]*name="email"|<input[^>]*name="email"[^>]*id="login-email"/);
    expect(html).toContain('value="ada@lab.example"');
    expect(html).not.toContain("aria-invalid");
  });

  it("shows the first error, ties it to the control and hides the hint", () => {
    const html = render({
      field: { name: "password", id: "pw", errors: ["Password is required", "second"] },
      label: "Password",
      hint: "At least 12 characters.",
    });
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="pw-error"');
    expect(html).toContain('<p id="pw-error" class="text-sm text-danger">Password is required</p>');
    expect(html).not.toContain("second");
    expect(html).not.toContain("At least 12");
  });

  it("renders a textarea or a select in the same frame, and an explicit id wins over the field's", () => {
    const textarea = render({ as: "textarea", field: { name: "notes", id: "f-notes" }, id: "notes", label: "Notes", hint: "Optional" });
    expect(textarea).toContain('<textarea rows="3" id="notes" name="notes" aria-describedby="notes-hint"');
    const select = render({
      as: "select",
      field: { name: "area", id: "area", initialValue: "b", errors: ["Pick one"] },
      label: "Area",
      children: [createElement("option", { key: "a", value: "a" }, "A"), createElement("option", { key: "b", value: "b" }, "B")],
    });
    expect(select).toContain('<option value="b" selected="">B</option>');
    expect(select).toContain("border-danger");
  });
});
