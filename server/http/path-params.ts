import type { Context } from "hono";
import { data } from "react-router";
import { parsePathParam, recordNotFound, type PathParamName, type RecordKind } from "~/lib/path-param-shapes";
import { recordNotFoundError } from "../errors/domain-error";

/**
 * The one reader of path parameters, for API routes and pages alike: a parameter is taken in the
 * shape its name promises (app/lib/path-param-shapes.ts) or the request is answered as one for an
 * unknown record, 404 `<record>_not_found`, before any query sees it. A malformed id reaching
 * PostgreSQL was a 500 (`invalid input syntax for type uuid`); answered as unknown it also tells
 * nothing a well-formed unknown id would not.
 */

/** 404 `<record>_not_found`, for API routes and services alike. */
export { recordNotFoundError };

/** The API route's parameter `name` in its shape, naming a `record`; 404 `<record>_not_found` otherwise. */
export function pathParam(c: Context, name: PathParamName, record: RecordKind): string {
  const value = parsePathParam(name, c.req.param(name));
  if (value === null) throw recordNotFoundError(record);
  return value;
}

/** A page's parameter (loader or action `params`) in its shape, naming a `record`; the 404 page otherwise. */
export function pageParam(params: Readonly<Record<string, string | undefined>>, name: PathParamName, record: RecordKind, headers?: HeadersInit): string {
  const value = parsePathParam(name, params[name]);
  if (value === null) throw data(recordNotFound(record), { status: 404, headers });
  return value;
}
