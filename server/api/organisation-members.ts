import { Hono, type Context } from "hono";
import { invitationAcceptFieldsSchema } from "~/lib/organisation-member-schemas";
import { registrationSchema } from "~/lib/password-policy.server";
import { z } from "~/lib/zod";
import type { AppEnv } from "../app-env";
import { requireRole } from "../auth/guards";
import { createSession } from "../auth/session";
import { sessionCookie } from "../auth/session-cookie";
import { pathParam } from "../http/path-params";
import { readJson } from "../http/request-body";
import {
  acceptInvitation,
  admitAccept,
  countInvitationMail,
  createInvitation,
  listInvitations,
  parseInvitation,
  readInvitationLink,
  resendInvitation,
  revokeInvitation,
} from "../services/organisations/invitations";
import { appointMember, assertMayManage, changeMember, removeMember } from "../services/organisations/members";
import { parseRole } from "../services/organisations/organisation-limits";
import { NO_STORE } from "../speed/cache-control";
import { signedInCaller } from "./signed-in-caller";

/*
 * An organisation's invitations and members (decisions.md, "Buying as an organisation"): its
 * admins invite, resend, revoke, change roles and limits and remove members; whoever holds an
 * invitation's link reads it and joins; staff appoint. Every answer is personal (no-store), and a
 * caller signed out is refused before anything is read.
 */

/** Any JSON object (each field is read by the service, with its own code). */
const anyObject = z.record(z.string(), z.unknown());

const mailer = (c: Context<AppEnv>) => ({ brand: c.var.services.brand, origin: c.var.services.config.publicOrigin });
const now = (c: Context<AppEnv>) => c.var.services.clock.now();

/** The person's sessions end at once here; the other instances forget them on the NOTIFY the change sent. */
async function forgetPerson(c: Context<AppEnv>, userId: string) {
  c.var.services.sessions.forget({ userId });
  await c.var.services.sessions.sync();
}

/** /api/organisation/invitations: the caller's organisation's invitations (its admins). */
export const organisationInvitationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listInvitations(c.var.services.db, signedInCaller(c), now(c))))
  .post("/", async (c) => {
    const viewer = signedInCaller(c);
    // counted per organisation, and only for those who may invite
    await countInvitationMail(c.var.services.db, assertMayManage(viewer));
    const input = parseInvitation(await readJson(c, anyObject));
    return c.json(await createInvitation(c.var.services.db, mailer(c), viewer, input, now(c)), 201);
  })
  .post("/:id/resend", async (c) => {
    const viewer = signedInCaller(c);
    const id = pathParam(c, "id", "invitation");
    await countInvitationMail(c.var.services.db, assertMayManage(viewer));
    return c.json(await resendInvitation(c.var.services.db, mailer(c), viewer, id, now(c)));
  })
  .delete("/:id", async (c) => {
    const viewer = signedInCaller(c);
    await revokeInvitation(c.var.services.db, viewer, pathParam(c, "id", "invitation"), now(c));
    return c.body(null, 204);
  });

/** Joining: the fields of registration, with its password policy. */
const acceptSchema = invitationAcceptFieldsSchema.extend({ password: registrationSchema.shape.password });

/** /api/invitations/:token: whoever holds the link (nobody need be signed in). */
export const invitationRoutes = new Hono<AppEnv>()
  .get("/:token", async (c) => {
    c.header("Cache-Control", NO_STORE);
    return c.json(await readInvitationLink(c.var.services.db, pathParam(c, "token", "invitation"), now(c)));
  })
  .post("/:token/accept", async (c) => {
    c.header("Cache-Control", NO_STORE);
    const { db, config, sessions } = c.var.services;
    const token = pathParam(c, "token", "invitation");
    // the link before the body: a dead link is told so whatever the password
    await admitAccept(db, token, now(c));
    const input = await readJson(c, acceptSchema);
    const joined = await acceptInvitation(db, token, input, now(c));
    // signed in as the person who joined, as sign-in does (a session the browser had before ends)
    if (c.var.sessionToken) await sessions.end(c.var.sessionToken);
    const session = await createSession(db, joined.id);
    c.header("Set-Cookie", sessionCookie(session.token, session.expiresAt, config.isProduction));
    return c.json(joined, 201);
  });

/** /api/organisation/members/:userId: the caller's organisation's members (its admins). */
export const organisationMemberRoutes = new Hono<AppEnv>()
  .patch("/:userId", async (c) => {
    const viewer = signedInCaller(c);
    const userId = pathParam(c, "userId", "member");
    const body = await readJson(c, anyObject);
    const member = await changeMember(c.var.services.db, viewer, userId, body, c.var.services.today());
    await forgetPerson(c, userId);
    return c.json(member);
  })
  .delete("/:userId", async (c) => {
    const viewer = signedInCaller(c);
    const userId = pathParam(c, "userId", "member");
    await removeMember(c.var.services.db, viewer, userId);
    await forgetPerson(c, userId);
    return c.body(null, 204);
  });

/** PATCH /api/admin/organisations/:id/members/:userId: staff appoint a member's role. */
export const adminOrganisationMemberRoutes = new Hono<AppEnv>().patch("/:id/members/:userId", async (c) => {
  const staff = requireRole(c, "admin");
  c.header("Cache-Control", NO_STORE);
  const organisationId = pathParam(c, "id", "organisation");
  const userId = pathParam(c, "userId", "member");
  const role = parseRole((await readJson(c, anyObject)).role);
  const member = await appointMember(c.var.services.db, { id: staff.id, email: staff.email }, organisationId, userId, role, c.var.services.today());
  await forgetPerson(c, userId);
  return c.json(member);
});
