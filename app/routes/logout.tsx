import { redirect } from "react-router";
import { clearedSessionCookie } from "../../server/auth/session-cookie";
import { flashToastCookie } from "../../server/http/flash-toast";
import type { Route } from "./+types/logout";

/** GET never changes state: visiting /logout just goes home. */
export function loader() {
  return redirect("/");
}

export async function action({ context }: Route.ActionArgs) {
  const { sessions, config } = context.services;
  if (context.sessionToken) await sessions.end(context.sessionToken);
  const headers = new Headers();
  headers.append("Set-Cookie", clearedSessionCookie(config.isProduction));
  headers.append("Set-Cookie", flashToastCookie("signed-out", config.isProduction));
  return redirect("/", { headers });
}
