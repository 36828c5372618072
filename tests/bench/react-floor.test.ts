import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script of the benchmark, without types
import { decodeEntities, elementsFromHtml, renderStreamed } from "../../bench/lib/react-floor.mjs";

/** A page with what the site's pages hold: head tags, a script, entities, boolean and data attributes, inline style, SVG. */
function page() {
  return h(
    "html",
    { lang: "en" },
    h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, "Products & kits"), h("link", { rel: "stylesheet", href: "/a.css" })),
    h(
      "body",
      { className: "min-h-screen" },
      h("script", { dangerouslySetInnerHTML: { __html: "window.x = 1 < 2 && 'a';" } }),
      h(
        "main",
        { id: "main", tabIndex: -1 },
        h("h1", { "data-kind": "hero" }, 'CE-MS Equipment & Reagents "2026"'),
        h("p", { style: { marginTop: "4px", color: "red" } }, "Price: ", "$1,250.00", h("br"), "<tag> 'quoted'"),
        h("button", { type: "button", disabled: true, "aria-label": "Add to Cart" }, "Add"),
        h("input", { name: "q", defaultValue: "a&b", readOnly: true }),
        h(
          "svg",
          { viewBox: "0 0 24 24", strokeWidth: 2, strokeLinecap: "round", "aria-hidden": "true" },
          h("path", { d: "M5 12h14" }),
          h("linearGradient", { id: "g" }),
        ),
      ),
    ),
  );
}

describe("the React floor's page parser", () => {
  it("gives back React elements that render the very same markup", async () => {
    const html = renderToString(page());
    const { element, elements } = elementsFromHtml(`<!DOCTYPE html>${html}`);
    expect(renderToString(element)).toBe(html);
    expect(await renderStreamed(element)).toContain(html.slice(html.indexOf("<body")));
    expect(elements).toBe((html.match(/<[a-zA-Z]/g) ?? []).length);
  });

  it("decodes the entities React writes", () => {
    expect(decodeEntities("a &amp; b &lt;c&gt; &quot;d&quot; &#x27;e&#39; &nbsp;")).toBe("a & b <c> \"d\" 'e' \u00a0");
  });

  it("refuses markup without an <html> element", () => {
    expect(() => elementsFromHtml("<p>hi</p>")).toThrow(/no <html>/);
  });
});
