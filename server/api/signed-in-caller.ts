import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { requireUser } from "../auth/guards";
import { NO_STORE } from "../speed/cache-control";

/**
 * The signed-in caller of an organisation route (401 `not_signed_in` before the body is read); every
 * answer, refusals included, is theirs alone and never stored.
 */
export function signedInCaller(c: Context<AppEnv>) {
  c.header("Cache-Control", NO_STORE);
  return requireUser(c);
}
