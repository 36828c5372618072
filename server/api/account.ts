import { Hono, type Context } from "hono";
import { addressSchema, changeEmailSchema, changePasswordSchema, PASSWORD_CHANGED, profileSchema, UNKNOWN_COUNTRY } from "~/lib/account-schemas";
import type { AppEnv } from "../app-env";
import { requireUser } from "../auth/guards";
import { clearedSessionCookie } from "../auth/session-cookie";
import { DomainError, notSignedIn } from "../errors/domain-error";
import { readJson } from "../http/request-body";
import { pathParam } from "../http/path-params";
import { signOutEverywhere } from "../services/accounts/accounts";
import { changePassword, readAccount, requestEmailChange, updateProfile } from "../services/accounts/account-settings";
import * as addressBook from "../services/accounts/addresses";
import { NO_STORE } from "../speed/cache-control";

/**
 * An address of the request's body. A country that is not on the list (English name or ISO code,
 * app/lib/countries.ts) is 400 `unknown_country`; any other refusal 400 `validation_failed`.
 */
async function readAddress(c: Context<AppEnv>) {
  try {
    return await readJson(c, addressSchema);
  } catch (error) {
    if (!(error instanceof DomainError) || error.errors?.country !== UNKNOWN_COUNTRY) throw error;
    throw new DomainError(400, UNKNOWN_COUNTRY, { code: "unknown_country", errors: error.errors });
  }
}

/** The signed-in user, whatever their status; every route works on this account only. */
function owner(c: Context<AppEnv>) {
  c.header("Cache-Control", NO_STORE);
  return requireUser(c);
}

/** The address book the signed-in user may change: their organisation's, if they are its admin (403 otherwise). */
const bookOwner = (c: Context<AppEnv>) => addressBook.writableAddressBookOf(owner(c));

/** /api/account: the signed-in user's own profile, password, e-mail and sessions, and their organisation's address book. */
export const accountRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = owner(c);
    const account = await readAccount(c.var.services.db, user.id);
    if (!account) throw notSignedIn();
    return c.json(account);
  })
  .put("/profile", async (c) => {
    const user = owner(c);
    const input = await readJson(c, profileSchema);
    const account = await updateProfile(c.var.services.db, user.id, input);
    c.var.services.sessions.forget({ userId: user.id });
    return c.json(account);
  })
  .post("/password", async (c) => {
    const user = owner(c);
    const input = await readJson(c, changePasswordSchema);
    const { db, brand, sessions } = c.var.services;
    await changePassword(db, brand, user.id, c.var.sessionToken!, input);
    sessions.forget({ userId: user.id });
    return c.json({ message: PASSWORD_CHANGED });
  })
  .post("/email", async (c) => {
    const user = owner(c);
    const input = await readJson(c, changeEmailSchema);
    const { db, brand, config } = c.var.services;
    const message = await requestEmailChange(db, brand, config.publicOrigin, user.id, input);
    return c.json({ message }, 202);
  })
  .post("/sign-out-everywhere", async (c) => {
    const user = owner(c);
    const { db, sessions, config } = c.var.services;
    await signOutEverywhere(db, user.id);
    sessions.forget({ userId: user.id });
    c.header("Set-Cookie", clearedSessionCookie(config.isProduction));
    return c.json({ message: "Signed out everywhere" });
  })
  .get("/addresses", async (c) => {
    const user = owner(c);
    return c.json(await addressBook.listAddresses(c.var.services.db, addressBook.addressBookOf(user)));
  })
  .post("/addresses", async (c) => {
    const book = bookOwner(c);
    const input = await readAddress(c);
    return c.json(await addressBook.addAddress(c.var.services.db, book, input), 201);
  })
  .put("/addresses/:id", async (c) => {
    const book = bookOwner(c);
    const input = await readAddress(c);
    return c.json(await addressBook.updateAddress(c.var.services.db, book, pathParam(c, "id", "address"), input));
  })
  .post("/addresses/:id/default", async (c) => {
    const book = bookOwner(c);
    return c.json(await addressBook.setDefaultAddress(c.var.services.db, book, pathParam(c, "id", "address")));
  })
  .delete("/addresses/:id", async (c) => {
    const book = bookOwner(c);
    await addressBook.deleteAddress(c.var.services.db, book, pathParam(c, "id", "address"));
    return c.json({ message: "Address deleted" });
  });
