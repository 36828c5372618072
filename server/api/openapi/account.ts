import { addressSchema, changeEmailSchema, changePasswordSchema, profileSchema } from "~/lib/account-schemas";
import { describeArea } from "./operation";
import { uuidParam } from "./parameters";
import { messageSchema } from "./responses";

const addressId = { id: uuidParam("address", "The address's id in the account's address book.") };

/** server/api/account.ts: the signed-in account's own profile, password, e-mail, sessions and address book. */
export const accountPaths = describeArea(
  { tag: "Account", access: "signed-in" },
  {
    "/api/account": {
      get: {
        summary: "Read the account",
        success: { status: 200, description: "The account's profile, status, terms and e-mail confirmation." },
      },
    },
    "/api/account/profile": {
      put: {
        summary: "Change the profile",
        body: profileSchema,
        success: { status: 200, description: "The account as changed." },
      },
    },
    "/api/account/password": {
      post: {
        summary: "Change the password",
        description: "Needs the current password (400 when wrong; a few wrong tries in a row are 429). Every other session of the account is signed out.",
        body: changePasswordSchema,
        rateLimited: true,
        success: { status: 200, description: "Changed.", schema: messageSchema },
      },
    },
    "/api/account/email": {
      post: {
        summary: "Change the e-mail address",
        description: "Sends a confirmation link to the new address; the address changes when the link is opened.",
        body: changeEmailSchema,
        rateLimited: true,
        success: { status: 202, description: "The link was sent.", schema: messageSchema },
      },
    },
    "/api/account/sign-out-everywhere": {
      post: {
        summary: "Sign out every session",
        success: { status: 200, description: "Signed out; the session cookie is cleared.", schema: messageSchema },
      },
    },
    "/api/account/addresses": {
      get: {
        summary: "List the address book",
        success: { status: 200, description: "The account's addresses, defaults first." },
      },
      post: {
        summary: "Add an address",
        description:
          "Countries are ISO 3166-1 (the English name or the two-letter code); another is 400 `unknown_country`. An address book holds a limited number of addresses (409 when full).",
        body: addressSchema,
        success: { status: 201, description: "The address as stored." },
        errors: { 400: ["unknown_country"], 409: [] },
      },
    },
    "/api/account/addresses/{id}": {
      put: {
        summary: "Change an address",
        path: addressId,
        body: addressSchema,
        success: { status: 200, description: "The address as changed." },
        errors: { 400: ["unknown_country"] },
      },
      delete: {
        summary: "Delete an address",
        path: addressId,
        success: { status: 200, description: "Deleted.", schema: messageSchema },
      },
    },
    "/api/account/addresses/{id}/default": {
      post: {
        summary: "Make an address the default",
        path: addressId,
        success: { status: 200, description: "The address book as changed." },
      },
    },
  },
);
