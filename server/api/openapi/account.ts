import { addressSchema, changeEmailSchema, changePasswordSchema, profileSchema } from "~/lib/account-schemas";
import { describeArea } from "./operation";
import { uuidParam } from "./parameters";
import { messageSchema } from "./responses";

const addressId = { id: uuidParam("address", "The address's id in the organisation's address book.") };

/** Every write to the address book: the organisation's admins only. */
const BOOK_WRITE =
  "The address book is the organisation's: every member reads it, its admins alone change it (403 `not_allowed` for other members and for staff, who have none).";

/** server/api/account.ts: the signed-in account's own profile, password, e-mail and sessions, and its organisation's address book. */
export const accountPaths = describeArea("Account", {
  "/api/account": {
    get: {
      summary: "Read the account",
      access: "signed-in",
      success: { status: 200, description: "The account's profile, status, terms and e-mail confirmation." },
    },
  },
  "/api/account/profile": {
    put: {
      summary: "Change the profile",
      access: "signed-in",
      body: profileSchema,
      success: { status: 200, description: "The account as changed." },
    },
  },
  "/api/account/password": {
    post: {
      summary: "Change the password",
      description: "Needs the current password (400 when wrong; a few wrong tries in a row are 429). Every other session of the account is signed out.",
      access: "signed-in",
      body: changePasswordSchema,
      rateLimited: true,
      success: { status: 200, description: "Changed.", schema: messageSchema },
    },
  },
  "/api/account/email": {
    post: {
      summary: "Change the e-mail address",
      description: "Sends a confirmation link to the new address; the address changes when the link is opened.",
      access: "signed-in",
      body: changeEmailSchema,
      rateLimited: true,
      success: { status: 202, description: "The link was sent.", schema: messageSchema },
    },
  },
  "/api/account/sign-out-everywhere": {
    post: {
      summary: "Sign out every session",
      access: "signed-in",
      success: { status: 200, description: "Signed out; the session cookie is cleared.", schema: messageSchema },
    },
  },
  "/api/account/addresses": {
    get: {
      summary: "List the address book",
      access: "signed-in",
      success: { status: 200, description: "The organisation's addresses, defaults first (none for staff)." },
    },
    post: {
      summary: "Add an address",
      description: `Countries are ISO 3166-1 (the English name or the two-letter code); another is 400 \`unknown_country\`. An address book holds a limited number of addresses (409 when full). ${BOOK_WRITE}`,
      access: "signed-in",
      body: addressSchema,
      success: { status: 201, description: "The address as stored." },
      errors: { 400: ["unknown_country"], 409: [] },
    },
  },
  "/api/account/addresses/{id}": {
    put: {
      summary: "Change an address",
      description: BOOK_WRITE,
      access: "signed-in",
      path: addressId,
      body: addressSchema,
      success: { status: 200, description: "The address as changed." },
      errors: { 400: ["unknown_country"] },
    },
    delete: {
      summary: "Delete an address",
      description: BOOK_WRITE,
      access: "signed-in",
      path: addressId,
      success: { status: 200, description: "Deleted.", schema: messageSchema },
    },
  },
  "/api/account/addresses/{id}/default": {
    post: {
      summary: "Make an address the default",
      description: BOOK_WRITE,
      access: "signed-in",
      path: addressId,
      success: { status: 200, description: "The address book as changed." },
    },
  },
});
