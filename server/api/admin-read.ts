import type { Context } from "hono";
import type { RecordKind } from "~/lib/path-param-shapes";
import type { AppEnv } from "../app-env";
import { requireRole } from "../auth/guards";
import { recordNotFoundError } from "../http/path-params";
import { NO_STORE } from "../speed/cache-control";

/**
 * The handler of an admin's read: the guard first, then what `read` answers, which no browser or
 * proxy may keep (an admin list names customers and amounts).
 */
export function adminRead<T>(read: (c: Context<AppEnv>) => Promise<T>) {
  return async (c: Context<AppEnv>) => {
    requireRole(c, "admin");
    const body = await read(c);
    c.header("Cache-Control", NO_STORE);
    return c.json(body);
  };
}

/** The record a read `found`, or 404 `<record>_not_found`. */
export function foundOr404<T>(found: T | null | undefined, record: RecordKind): T {
  if (found === null || found === undefined) throw recordNotFoundError(record);
  return found;
}
