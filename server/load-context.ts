import type { Viewer } from "./auth/viewer-types";
import type { AppliedLimits } from "./http/rate-limit";
import type { SessionUser } from "./auth/session";
import type { Services } from "./app-env";

/** What every React Router loader and action receives as `context` (built in server/app.ts). */
export type RequestContext = {
  services: Services;
  /** who is asking and what they may see, computed once per request (server/auth/load-session.ts) */
  viewer: Viewer;
  /** the viewer's user (viewer.user) */
  user: SessionUser | null;
  sessionToken: string | null;
  nonce: string;
  requestId: string;
  /** the rate limits this request has met, each counted once (the API's middleware may have met some: http/rate-limit.ts) */
  appliedLimits: AppliedLimits;
  /** the client's address, for rate limits */
  clientAddress: string;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
