import { createDocument, type ZodOpenApiObject } from "zod-openapi";
import { API_DOCUMENTATION_PAGE, OPENAPI_PATH } from "~/lib/api-description";
import { accountPaths } from "./account";
import { adminPaths } from "./admin";
import { authPaths } from "./auth";
import { cartPaths } from "./cart";
import { cataloguePaths } from "./catalogue";
import { formPaths } from "./forms";
import { describeArea, joinPaths, QUOTE_TOKEN_SCHEME, SESSION_COOKIE_SCHEME } from "./operation";
import { orderPaths } from "./orders";
import { organisationPaths } from "./organisation";
import { organisationMemberPaths } from "./organisation-members";
import { quotePaths } from "./quotes";
import { organisationApprovalPaths } from "./organisation-approvals";
import { organisationListPaths } from "./organisation-lists";

/** The API's version as the description states it: raised when a route changes in a way clients must follow. */
const API_VERSION = "1.0.0";

const ABOUT = `The shop's REST API: the catalogue, carts, orders, quotes, accounts and the admin area. The site's own pages use it.

**Errors.** Every 4xx and 5xx answer is JSON \`{message, code}\`: \`message\` for people, \`code\` (snake_case) for programs. A validation failure (400 \`validation_failed\`) also has \`errors\`, each invalid field's first message. The same condition has the same code everywhere: a missing, foreign or malformed id is 404 \`<thing>_not_found\` (\`quote_not_found\`, \`order_not_found\`); signed out is 401 \`not_signed_in\`; not allowed, 403 \`not_allowed\`; past a rate limit, 429 \`rate_limited\` with \`Retry-After\`; the database away for a moment, 503 with \`Retry-After\`.

**Sessions.** Sign in with \`POST /api/auth/login\`: the answer sets the session cookie (\`sid\`, \`__Host-sid\` in production; HttpOnly, SameSite=Lax). Writes sent by a browser from another site are refused (403).

**Prices.** Amounts reach approved accounts and administrators only; anyone else reads \`price: null\`.`;

const meta = describeArea("About the API", {
  [OPENAPI_PATH]: {
    get: {
      summary: "This description",
      description: `OpenAPI 3.1, generated from the zod schemas that validate the requests. People read it at ${API_DOCUMENTATION_PAGE}.`,
      access: "public",
      success: { status: 200, description: "The OpenAPI document." },
    },
  },
});

/** The API's OpenAPI 3.1 document, made from each area's descriptions (one module per area beside this one). */
export function createApiDocument() {
  const document: ZodOpenApiObject = {
    openapi: "3.1.0",
    info: { title: "Shop API", version: API_VERSION, description: ABOUT },
    servers: [{ url: "/" }],
    tags: [
      { name: "Catalogue" },
      { name: "Cart" },
      { name: "Orders" },
      { name: "Quotes" },
      { name: "Account" },
      { name: "Organisation" },
      { name: "Sign-in and registration" },
      { name: "Contact, newsletter and events" },
      { name: "Administration" },
      { name: "About the API" },
    ],
    paths: joinPaths(
      cataloguePaths,
      cartPaths,
      orderPaths,
      quotePaths,
      accountPaths,
      organisationPaths,
      organisationApprovalPaths,
      organisationMemberPaths,
      organisationListPaths,
      authPaths,
      formPaths,
      adminPaths,
      meta,
    ),
    components: {
      securitySchemes: {
        [SESSION_COOKIE_SCHEME]: {
          type: "apiKey",
          in: "cookie",
          name: "sid",
          description: "The session cookie set by POST /api/auth/login (`__Host-sid` in production).",
        },
        [QUOTE_TOKEN_SCHEME]: {
          type: "apiKey",
          in: "header",
          name: "X-Quote-Token",
          description: "The token of a quote's e-mailed link (or `?token=`): opens that quote without an account.",
        },
      },
    },
  };
  return createDocument(document);
}

let cached: string | undefined;

/** The document as JSON, made once per process (it changes only with the code). */
export function apiDocumentJson(): string {
  cached ??= JSON.stringify(createApiDocument());
  return cached;
}
