import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from "zod-openapi";
import type { z as zod } from "zod";
import { recordNotFound, type RecordKind } from "~/lib/path-param-shapes";
import { z } from "~/lib/zod";

/**
 * How every route of the API is described: one call per operation, which adds what the whole API
 * shares (the error shape, the session cookie, the cross-site refusal of writes, rate limits, the
 * database being away) so that each area's file states only what is its own.
 */

/** Who may call an operation. */
export type Access =
  /** anyone, and the answer is the same for everyone */
  | "public"
  /** anyone; a signed-in caller's answer depends on their account (prices, their own cart) */
  | "viewer"
  /** a signed-in account (401 otherwise) */
  | "signed-in"
  /** an administrator (401 signed out, 403 anyone else) */
  | "admin"
  /** the quote's account, or whoever holds its link's token (X-Quote-Token or ?token=); 404 for anyone else */
  | "quote-holder";

/** A path parameter: its schema, and the record it names (a malformed or unknown one is 404 `<record>_not_found`). */
export interface PathParam {
  schema: zod.ZodType;
  /** absent when a malformed value is refused otherwise (the parameter's own error) */
  record?: RecordKind;
}

/** The codes of one error status; an empty list: the status carries a code not listed here. */
type ErrorCodes = readonly string[];

export interface Success {
  /** 204: no body */
  status: 200 | 201 | 202 | 204;
  description: string;
  /** a zod schema of the JSON body; absent when the body has no schema */
  schema?: zod.ZodType;
  /** the body's media type when it is not JSON (a PDF, a CSV) */
  mediaType?: string;
  headers?: zod.ZodObject;
}

export interface OperationSpec {
  summary: string;
  description?: string;
  access: Access;
  /** the path's parameters, by name as in the path ("/api/products/{id}" → id) */
  path?: Record<string, PathParam>;
  /** the query parameters (an operation that refuses bad values lists 400 validation_failed in `errors`) */
  query?: zod.ZodObject;
  /** request headers the operation reads */
  headers?: zod.ZodObject;
  /** the JSON body, validated by this schema (400 validation_failed with `errors` per field otherwise) */
  body?: zod.ZodType;
  /** a multipart/form-data body the operation also takes */
  multipart?: zod.ZodType;
  success: Success | Success[];
  /** the operation's own error answers beyond the shared ones, by status: the codes it answers */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429, ErrorCodes>>;
  /** the operation counts requests per client address or account: 429 `rate_limited` with Retry-After past it */
  rateLimited?: boolean;
}

/** The name and scheme of the session cookie (server/auth/session.ts: `__Host-sid` in production). */
export const SESSION_COOKIE_SCHEME = "sessionCookie";
export const QUOTE_TOKEN_SCHEME = "quoteToken";

export const STATUS_TEXT: Record<number, string> = {
  400: "The request is malformed or fails validation.",
  401: "Not signed in.",
  403: "Not allowed.",
  404: "Not found (or not the caller's: the API never tells the two apart).",
  409: "The request conflicts with the record's current state.",
  410: "The link was good once and is no more (used, withdrawn or expired).",
  413: "The request body is too large.",
  422: "The request is well formed but a business rule refuses it.",
  429: "Too many requests from this address or account: wait for the seconds in Retry-After.",
  503: "The database is unavailable for a moment: retry after the seconds in Retry-After.",
};

const errorBodies = new Map<string, zod.ZodType>();

/**
 * `{message, code}` with the codes of one answer, and for validation failures the first message of
 * each field in `errors`; one component per set of codes, shared by the operations that answer it.
 */
export function errorBody(codes: ErrorCodes, withFieldErrors: boolean) {
  const id = ["Error", ...codes].join("-") + (withFieldErrors ? "-fields" : "");
  const known = errorBodies.get(id);
  if (known) return known;
  const code = codes.length > 0 ? z.enum(codes as [string, ...string[]]) : z.string();
  const shape = {
    message: z.string().meta({ description: "What went wrong, in words a person can act on." }),
    code: code.meta({ description: "What went wrong, for programs: decide on this, never on the message." }),
  };
  const fieldErrors = z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: "For validation failures: each invalid field's first message, named as the form names it (`lines[0].quantity`)." });
  const body = z.looseObject(withFieldErrors ? { ...shape, errors: fieldErrors } : shape).meta({ id });
  errorBodies.set(id, body);
  return body;
}

const retryAfter = z.object({ "Retry-After": z.string().meta({ description: "Seconds to wait before trying again." }) });

/** One HTTP method's description, with the answers every operation of its kind shares. */
export function operation(method: "get" | "post" | "put" | "patch" | "delete", spec: OperationSpec, tags: string[]): ZodOpenApiOperationObject {
  const write = method !== "get";
  const codes = new Map<number, Set<string>>();
  const add = (status: number, ...list: string[]) => {
    const set = codes.get(status) ?? new Set<string>();
    list.forEach((code) => set.add(code));
    codes.set(status, set);
  };
  if (spec.body || spec.multipart) add(400, "validation_failed");
  for (const param of Object.values(spec.path ?? {})) if (param.record) add(404, recordNotFound(param.record).code);
  if (spec.access === "quote-holder") add(404, "quote_not_found");
  if (spec.access === "signed-in" || spec.access === "admin") add(401, "not_signed_in");
  if (spec.access === "admin") add(403, "not_allowed");
  // server/http/same-origin.ts: a write a browser sends from another site
  if (write) add(403, "not_allowed");
  if (write) add(413);
  if (spec.rateLimited) add(429, "rate_limited");
  for (const [status, list] of Object.entries(spec.errors ?? {})) add(Number(status), ...list);
  // the database down, restarting or overloaded (server/http/api-errors.ts)
  add(503);

  const responses: ZodOpenApiResponsesObject = {};
  for (const success of [spec.success].flat()) responses[`${success.status}`] = successResponse(success);
  for (const [status, set] of [...codes].sort(([a], [b]) => a - b)) {
    const list = [...set];
    const response: ZodOpenApiResponseObject = {
      description: describeError(status, list, write),
      content: { "application/json": { schema: errorBody(list, status === 400) } },
    };
    if (status === 429 || status === 503) response.headers = retryAfter;
    responses[`${status as 400}`] = response;
  }

  const described: ZodOpenApiOperationObject = {
    tags,
    summary: spec.summary,
    description: [spec.description, accessText(spec.access)].filter(Boolean).join("\n\n"),
    security: securityOf(spec.access),
    responses,
  };
  const pathParams = Object.entries(spec.path ?? {});
  if (pathParams.length || spec.query || spec.headers) {
    described.requestParams = {
      ...(pathParams.length ? { path: z.object(Object.fromEntries(pathParams.map(([name, param]) => [name, param.schema]))) } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.headers ? { header: spec.headers } : {}),
    };
  }
  if (spec.body || spec.multipart) {
    described.requestBody = {
      required: true,
      content: {
        ...(spec.body ? { "application/json": { schema: spec.body } } : {}),
        ...(spec.multipart ? { "multipart/form-data": { schema: spec.multipart } } : {}),
      },
    };
  }
  return described;
}

function successResponse(success: Success): ZodOpenApiResponseObject {
  if (success.status === 204) return { description: success.description };
  const mediaType = success.mediaType ?? "application/json";
  const response: ZodOpenApiResponseObject = { description: success.description };
  response.content = { [mediaType]: success.schema ? { schema: success.schema } : {} };
  if (success.headers) response.headers = success.headers;
  return response;
}

function describeError(status: number, codes: string[], write: boolean) {
  const parts = [STATUS_TEXT[status] ?? "Error."];
  if (status === 403 && write) parts.push("A write sent by a browser from another site is refused with 403 too.");
  if (codes.length) parts.push(`Codes: ${codes.map((code) => `\`${code}\``).join(", ")}.`);
  return parts.join(" ");
}

function securityOf(access: Access): Record<string, string[]>[] {
  switch (access) {
    case "public":
      return [];
    case "viewer":
      return [{}, { [SESSION_COOKIE_SCHEME]: [] }];
    case "signed-in":
    case "admin":
      return [{ [SESSION_COOKIE_SCHEME]: [] }];
    case "quote-holder":
      return [{ [SESSION_COOKIE_SCHEME]: [] }, { [QUOTE_TOKEN_SCHEME]: [] }];
  }
}

function accessText(access: Access) {
  switch (access) {
    case "public":
      return "**Access:** anyone.";
    case "viewer":
      return "**Access:** anyone; the answer depends on who is signed in (prices reach approved accounts and administrators only).";
    case "signed-in":
      return "**Access:** a signed-in account (the session cookie).";
    case "admin":
      return "**Access:** administrators only.";
    case "quote-holder":
      return "**Access:** the quote's account, or whoever holds its link's token (`X-Quote-Token` header or `?token=`); anyone else gets 404.";
  }
}

/** An area's operation: its access may be left to the area's, when the whole area has one. */
export type AreaOperationSpec = Omit<OperationSpec, "access"> & { access?: Access };

/**
 * One area's operations: `{"/api/products": {get: {...}}}` with each operation filled in. An area
 * may name who may call every operation that does not say so itself (the admin area: admins).
 */
export function describeArea(
  area: string | { tag: string; access: Access },
  routes: Record<string, Partial<Record<"get" | "post" | "put" | "patch" | "delete", AreaOperationSpec>>>,
): ZodOpenApiPathsObject {
  const { tag, access } = typeof area === "string" ? { tag: area, access: undefined } : area;
  const paths: ZodOpenApiPathsObject = {};
  for (const [path, methods] of Object.entries(routes)) {
    paths[path] = Object.fromEntries(
      Object.entries(methods).map(([method, spec]) => {
        const allowed = spec.access ?? access;
        if (!allowed) throw new Error(`${method.toUpperCase()} ${path} says nothing of who may call it`);
        return [method, operation(method as "get", { ...spec, access: allowed }, [tag])];
      }),
    );
  }
  return paths;
}

/** The areas' paths joined; a path two areas share (reads and admin writes) gets both's methods, never one method twice. */
export function joinPaths(...areas: ZodOpenApiPathsObject[]): ZodOpenApiPathsObject {
  const joined: ZodOpenApiPathsObject = {};
  for (const area of areas) {
    for (const [path, item] of Object.entries(area)) {
      const existing = joined[path] ?? {};
      for (const method of Object.keys(item)) if (method in existing) throw new Error(`${method.toUpperCase()} ${path} is described twice`);
      joined[path] = { ...existing, ...item };
    }
  }
  return joined;
}
