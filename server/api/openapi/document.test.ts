import { describe, expect, it } from "vitest";
import { createApiRouter } from "../router";
import { OPENAPI_PATH } from "~/lib/api-description";
import { createApiDocument } from "./document";

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;

/**
 * Every route the API router answers, as "METHOD /api/path/{param}": its handlers, not the
 * middleware. Hono lists both; middleware is `use`/`all` (method ALL), on a pattern ("/cart/*"),
 * or a function of `(c, next)` (the rate limits on POST /orders and the cart's writes), where a
 * handler takes `(c)` alone.
 */
function routerOperations(): string[] {
  const operations = createApiRouter()
    .routes.filter((route) => route.method !== "ALL" && !route.path.includes("*") && route.handler.length < 2)
    .map((route) => `${route.method} /api${route.path.replace(/:(\w+)/g, "{$1}")}`);
  return [...new Set(operations)].sort();
}

const document = createApiDocument();

function documentOperations(): string[] {
  return Object.entries(document.paths ?? {})
    .flatMap(([path, item]) => METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

/** Every `$ref` in the document, with where it was found. */
function refsOf(value: unknown, at = "#"): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => refsOf(item, `${at}/${i}`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === "$ref" && typeof inner === "string" ? [{ ref: inner, at }] : refsOf(inner, `${at}/${key}`)));
}

/** A local JSON pointer ("#/components/schemas/Product") in the document, or undefined. */
function resolve(pointer: string): unknown {
  if (!pointer.startsWith("#/")) return undefined;
  return pointer
    .slice(2)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), document);
}

describe("the API's OpenAPI description", () => {
  it("describes every route the API answers, and no route it does not", () => {
    const routes = routerOperations();
    // a sanity check of the enumeration itself: the router has dozens of routes across its areas
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContain("GET /api/products/{id}");
    expect(routes).toContain(`GET ${OPENAPI_PATH}`);
    const described = documentOperations();
    expect(
      routes.filter((route) => !described.includes(route)),
      "routes without a description",
    ).toEqual([]);
    expect(
      described.filter((operation) => !routes.includes(operation)),
      "descriptions of routes that do not exist",
    ).toEqual([]);
  });

  it("is an OpenAPI 3.1 document whose every $ref resolves", () => {
    const parsed = JSON.parse(JSON.stringify(document)) as typeof document;
    expect(parsed.openapi).toBe("3.1.0");
    expect(parsed.info.title).toBeTruthy();
    expect(parsed.info.version).toBeTruthy();
    const refs = refsOf(parsed);
    expect(refs.length).toBeGreaterThan(20);
    expect(refs.filter(({ ref }) => resolve(ref) === undefined)).toEqual([]);
  });

  it("declares every path parameter of every path, and none that is not in the path", () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const declared = (op.parameters ?? []).flatMap((p) => ("in" in p && p.in === "path" ? [p] : []));
        const names = declared.map((p) => p.name).sort();
        if (JSON.stringify(names) !== JSON.stringify(inPath)) problems.push(`${method.toUpperCase()} ${path}: declares [${names}], path has [${inPath}]`);
        for (const p of declared) if (p.required !== true) problems.push(`${method.toUpperCase()} ${path}: path parameter ${p.name} is not required`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives every operation a summary, a tag, a security statement, a success and the {message, code} error shape", () => {
    const tags = new Set((document.tags ?? []).map((tag) => tag.name));
    const schemes = Object.keys(document.components?.securitySchemes ?? {});
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const name = `${method.toUpperCase()} ${path}`;
        if (!op.summary) problems.push(`${name}: no summary`);
        if (!op.tags?.length || !op.tags.every((tag) => tags.has(tag))) problems.push(`${name}: undeclared tag`);
        if (!op.security) problems.push(`${name}: no security statement`);
        for (const requirement of op.security ?? [])
          for (const scheme of Object.keys(requirement)) if (!schemes.includes(scheme)) problems.push(`${name}: unknown scheme ${scheme}`);
        const statuses = Object.keys(op.responses ?? {});
        if (!statuses.some((status) => status.startsWith("2"))) problems.push(`${name}: no success`);
        for (const status of statuses.filter((s) => /^[45]/.test(s))) {
          const schema = resolve(
            (op.responses?.[status] as { content?: Record<string, { schema?: { $ref?: string } }> }).content?.["application/json"]?.schema?.$ref ?? "",
          ) as { required?: string[] } | undefined;
          if (!schema?.required?.includes("message") || !schema.required.includes("code")) problems.push(`${name} ${status}: not {message, code}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("takes its request bodies from the zod schemas that validate them (their messages' limits show through)", () => {
    const contact = document.paths?.["/api/contact"]?.post?.requestBody as {
      content: Record<string, { schema: { properties: Record<string, { maxLength?: number }> } }>;
    };
    const fields = contact.content["application/json"].schema.properties;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(["firstName", "lastName", "email", "message"]));
  });
});
