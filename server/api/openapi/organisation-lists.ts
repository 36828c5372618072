import { sharedListSchema, sharedListToCartSchema } from "~/lib/shared-list-schemas";
import { describeArea } from "./operation";
import { uuidParam } from "./parameters";

const listId = { id: uuidParam("list", "The list's id.") };
const EDITORS =
  "Its creator or an organisation admin; other members are 403 `not_allowed`. Another organisation's or a malformed id is 404 `list_not_found`. A refusal changes nothing.";
const LINES =
  "`name` (1–120 characters) and 1–200 `lines` of `{sku, quantity}` (quantity 1–999; 400 otherwise). SKUs the catalogue does not hold are 422 `unknown_sku`, naming them; lines of the same SKU are merged.";

/** server/api/organisation-lists.ts: an organisation's shared lists (requisition lists). */
export const organisationListPaths = describeArea("Organisation", {
  "/api/organisation/lists": {
    get: {
      summary: "List the organisation's shared lists",
      description:
        "Every member reads the whole organisation's lists, the last changed first: `[{id, name, lines: [{sku, name, quantity}], createdBy: {id, name}, updatedAt}]` (`name` null for a product deleted since).",
      access: "signed-in",
      success: { status: 200, description: "The lists." },
      errors: { 404: ["no_organisation"] },
    },
    post: {
      summary: "Make a shared list",
      description: `Any member; the whole organisation sees it. ${LINES}`,
      access: "signed-in",
      body: sharedListSchema,
      success: { status: 201, description: "The new list." },
      errors: { 404: ["no_organisation"], 422: ["unknown_sku"] },
    },
  },
  "/api/organisation/lists/{id}": {
    put: {
      summary: "Replace a shared list's name and lines",
      description: `${EDITORS} ${LINES}`,
      access: "signed-in",
      path: listId,
      body: sharedListSchema,
      success: { status: 200, description: "The list as it is now." },
      errors: { 403: ["not_allowed"], 422: ["unknown_sku"] },
    },
    delete: {
      summary: "Delete a shared list",
      description: EDITORS,
      access: "signed-in",
      path: listId,
      success: { status: 204, description: "Deleted." },
      errors: { 403: ["not_allowed"] },
    },
  },
  "/api/organisation/lists/{id}/cart": {
    post: {
      summary: "Add a shared list to a cart",
      description:
        "Any member. The lines go on top of what the cart holds, checked as quick order checks them: the cart is `sessionId` as `POST /api/cart` names it (anonymous or the caller's own; 404 `cart_not_found` otherwise), the caller's account cart without a body. Answers `{added: [{sku, quantity}], skipped: [{sku, reason, message}], sessionId}`; `reason` is `deleted`, `price_on_request`, `out_of_stock` or `cart_full`. Another organisation's or a malformed list id is 404 `list_not_found`.",
      access: "signed-in",
      path: listId,
      body: sharedListToCartSchema,
      success: { status: 200, description: "What was added and what was skipped." },
      errors: { 403: ["not_allowed"], 404: ["cart_not_found"] },
    },
  },
});
