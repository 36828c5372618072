// React's own floor for a page: how fast React 19 alone renders that page's exact markup, with
// no app around it (no router, no loaders, no data, no HTTP, no compression).
//
// Usage: NODE_ENV=production node react-floor.mjs BODY_FILE [CONTENT_ENCODING] [SECONDS]
// Prints one JSON line: { elements, htmlBytes, renderedBytes, streamMs, stringMs }.
//
// The page's HTML (as the server sent it) is parsed back into React elements: every tag, attribute
// and text of the page, element for element. Scripts keep their text as raw HTML. React's comment
// markers (`<!-- -->`, `<!--$-->`) are dropped: React writes its own. Then it is rendered the way
// the app renders (renderToPipeableStream, whole page, into a Writable that keeps the chunks, as
// app/entry.server.tsx does) and with renderToString for comparison, on one core, after a warm-up.
// The result is the rate no server-rendered React page of this size can beat on this machine.
import fs from "node:fs";
import { Writable } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { decode } from "./common.mjs";

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const RAW_TEXT = new Set(["script", "style"]);
/** HTML attribute names React knows by another prop name (others pass through as they are). */
const PROP_NAME = {
  class: "className",
  for: "htmlFor",
  charset: "charSet",
  "http-equiv": "httpEquiv",
  tabindex: "tabIndex",
  crossorigin: "crossOrigin",
  fetchpriority: "fetchPriority",
  srcset: "srcSet",
  imagesrcset: "imageSrcSet",
  imagesizes: "imageSizes",
  autocomplete: "autoComplete",
  readonly: "readOnly",
  maxlength: "maxLength",
  enterkeyhint: "enterKeyHint",
  inputmode: "inputMode",
};
/** React's prop for an HTML attribute: its own name for some, camelCase for hyphenated SVG ones (stroke-width → strokeWidth). */
function propName(attribute) {
  if (PROP_NAME[attribute]) return PROP_NAME[attribute];
  if (attribute.startsWith("data-") || attribute.startsWith("aria-") || !/[-:]/.test(attribute)) return attribute;
  return attribute.replace(/[-:]([a-z])/g, (_, c) => c.toUpperCase());
}
const ENTITY = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === "#") return String.fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITY[name.toLowerCase()] ?? whole;
  });
}

function styleObject(text) {
  const style = {};
  for (const declaration of text.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const key = name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function props(attributeText, tag) {
  const result = {};
  for (const [, name, value] of attributeText.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
    const key = propName(name);
    if (
      value === undefined ||
      (value === "" && !name.startsWith("data-") && !name.startsWith("aria-") && name !== "alt" && name !== "content" && name !== "value")
    )
      result[key] = true;
    else if (key === "style") result.style = styleObject(decodeEntities(value));
    else result[key] = decodeEntities(value);
  }
  // a form control's value as React takes it without a change handler
  if (tag === "input" && "value" in result) [result.defaultValue, result.value] = [result.value, undefined];
  if (tag === "input" && "checked" in result) [result.defaultChecked, result.checked] = [true, undefined];
  return result;
}

/** The page's markup as one React element (the <html> element), with its element count. */
export function elementsFromHtml(html) {
  const root = { tag: null, props: null, children: [] };
  const stack = [root];
  let elements = 0;
  const tagPattern = /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/gi;
  let at = 0;
  for (let match; (match = tagPattern.exec(html));) {
    const top = stack[stack.length - 1];
    if (match.index > at) top.children.push(decodeEntities(html.slice(at, match.index)));
    at = tagPattern.lastIndex;
    const [whole, closing, opening, attributes] = match;
    if (closing) {
      const index = stack.findLastIndex((node) => node.tag === closing.toLowerCase());
      if (index > 0) stack.length = index;
      continue;
    }
    if (!opening) continue; // a comment or the doctype
    const tag = opening; // as written: SVG keeps its case (e.g. linearGradient)
    const node = { tag, props: props(attributes ?? "", tag.toLowerCase()), children: [] };
    elements++;
    top.children.push(node);
    if (RAW_TEXT.has(tag.toLowerCase())) {
      const end = html.indexOf(`</${tag}>`, at);
      const text = html.slice(at, end < 0 ? html.length : end);
      if (text) node.props.dangerouslySetInnerHTML = { __html: text };
      at = tagPattern.lastIndex = end < 0 ? html.length : end + tag.length + 3;
      continue;
    }
    if (!VOID.has(tag.toLowerCase()) && !whole.endsWith("/>")) stack.push(node);
  }
  // children as arguments, as JSX passes them: no keys needed
  const toElement = (node) => (typeof node === "string" ? node : createElement(node.tag, node.props, ...node.children.map(toElement)));
  const page = root.children.find((node) => typeof node !== "string" && node.tag === "html");
  if (!page) throw new Error("the page has no <html> element");
  return { element: toElement(page), elements };
}

/** Renders as app/entry.server.tsx does: the whole page, into a Writable that keeps the chunks. */
export function renderStreamed(element) {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks = [];
        const sink = new Writable({
          write(chunk, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            resolve(Buffer.concat(chunks).toString("utf8"));
            done();
          },
        });
        sink.on("error", reject);
        pipe(sink);
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

/** Milliseconds per call, after a warm-up, over about `seconds`. */
async function timePerCall(work, seconds) {
  const warmUntil = performance.now() + 1000;
  while (performance.now() < warmUntil) await work();
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    await work();
    calls++;
  }
  return (performance.now() - start) / calls;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [bodyFile, encoding = "", seconds = "3"] = process.argv.slice(2);
  const html = decode(fs.readFileSync(bodyFile), encoding).toString("utf8");
  const { element, elements } = elementsFromHtml(html);
  const rendered = await renderStreamed(element);
  const streamMs = await timePerCall(() => renderStreamed(element), Number(seconds));
  const stringMs = await timePerCall(() => renderToString(element), Number(seconds));
  process.stdout.write(`${JSON.stringify({ elements, htmlBytes: Buffer.byteLength(html), renderedBytes: Buffer.byteLength(rendered), streamMs, stringMs })}\n`);
}
