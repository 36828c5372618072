import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eventRegistrations, mailOutbox } from "../../server/db/schema";
import { signInCookie } from "../support/accounts";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// Today is 27 Nov 2026 for this app: the 2027 events are open, the San Diego tour of 4 Sept 2025 is over.
// Behind one trusted proxy every test speaks from its own address, so rate limits stay apart.
const app = useTestApp({ TRUST_PROXY_HOPS: "1", SALES_EMAIL: "sales@cems.example.org", APP_CLOCK_NOW: "2026-11-27T10:00:00Z" });
// Another app on the morning of the Boston tour's start (09:00 EST = 14:00 UTC), one minute after.
const started = useTestApp({ TRUST_PROXY_HOPS: "1", APP_CLOCK_NOW: "2027-03-10T14:01:00Z" });

const OPEN = "boston-vendor-tour-2027";
const PAST = "san-diego-vendor-tour-2025";
let nextAddress = 1;
function register(slug: string, json: unknown, address = `198.51.100.${nextAddress++}`, on = app) {
  return on.request(`/api/events/${slug}/registrations`, { method: "POST", json, headers: { "X-Forwarded-For": address } });
}

const registrant = {
  firstName: "Rosalind",
  lastName: "Franklin",
  email: "rosalind@kcl.example.org",
  company: "King's College London",
  role: "Research Associate",
  message: "I would like to discuss top-down CE-MS of histones.",
};

const rowsFor = (email: string, slug = OPEN) =>
  app.database.db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventSlug, slug), eq(eventRegistrations.email, email)));
const mailsTo = async (to: string) => (await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((m) => m.kind.startsWith("event-"));

describe("POST /api/events/:slug/registrations", () => {
  it("stores the registration and queues a notice to sales (Reply-To the registrant) and a confirmation to the registrant", async () => {
    const res = await register(OPEN, registrant);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      message: "Thank you for registering. We have sent a confirmation with the date, place and programme to your e-mail address.",
    });

    const [row] = await rowsFor(registrant.email);
    expect(row).toMatchObject({ ...registrant, eventSlug: OPEN });

    const notice = (await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "event-registration-notice"))).find((m) =>
      m.text.includes(row.id),
    );
    expect(notice).toMatchObject({ to: "sales@cems.example.org", replyTo: registrant.email, html: null });
    expect(notice!.subject).toBe("New registration: CE-MS Vendor Tour: Boston: Rosalind Franklin");
    expect(notice!.text).toContain("Company: King's College London");
    expect(notice!.text).toContain("Role: Research Associate");
    expect(notice!.text).toContain(registrant.message);
    expect(notice!.text).toContain("http://localhost:3000/admin/events#boston-vendor-tour-2027");

    const [confirmation] = await mailsTo(registrant.email);
    expect(confirmation.kind).toBe("event-registration-confirmation");
    expect(confirmation.replyTo).toBe("sales@cems.example.org");
    expect(confirmation.subject).toBe("Your registration: CE-MS Vendor Tour: Boston, March 10, 2027");
    expect(confirmation.text).toContain("Date: March 10, 2027, 09:00–16:00 EST");
    expect(confirmation.text).toContain("Place: Cambridge, Massachusetts, USA");
    expect(confirmation.text).toContain("Programme: http://localhost:3000/events/boston-vendor-tour-2027");
  });

  it("answers a second registration of the same address (in any case) the same, stores no second row and tells the owner by e-mail", async () => {
    const email = "dorothy@ox.example.org";
    const first = await register(OPEN, { ...registrant, email });
    const again = await register(OPEN, { ...registrant, firstName: "Someone", email: "Dorothy@OX.example.org" });
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    const rows = await app.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventSlug, OPEN));
    expect(rows.filter((r) => r.email.toLowerCase() === email)).toHaveLength(1);
    expect(rows.find((r) => r.email.toLowerCase() === email)!.firstName).toBe("Rosalind");

    const notices = (await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "event-registration-notice"))).filter((m) =>
      m.text.includes(email),
    );
    expect(notices).toHaveLength(1);
    const [already] = await mailsTo("Dorothy@OX.example.org");
    expect(already.kind).toBe("event-already-registered");
    expect(already.text).toContain("You are already registered");
    expect(already.text).toContain("CE-MS Vendor Tour: Boston");
  });

  it("tells an address it is already registered once a day, however often someone types it again", async () => {
    const email = "typed.again@ox.example.org";
    expect((await register(OPEN, { ...registrant, email })).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await register(OPEN, { ...registrant, email })).status).toBe(201);
    const kinds = (await mailsTo(email)).map((m) => m.kind);
    expect(kinds.filter((k) => k === "event-already-registered")).toHaveLength(1);
  });

  it("registers the same address for another event", async () => {
    const email = "barbara@cshl.example.org";
    expect((await register(OPEN, { ...registrant, email })).status).toBe(201);
    expect((await register("charge-variant-webinar-2027", { ...registrant, email })).status).toBe(201);
    expect(await rowsFor(email, "charge-variant-webinar-2027")).toHaveLength(1);
  });

  it("closes registration once the event has started: 409, nothing stored, no e-mail", async () => {
    const email = "late@lab.example.org";
    const past = await register(PAST, { ...registrant, email });
    expect(past.status).toBe(409);
    expect((await past.json()).message).toBe("Registration for this event has closed: it has already started.");
    const underWay = await register(OPEN, { ...registrant, email }, "198.51.100.250", started);
    expect(underWay.status).toBe(409);
    expect(await started.database.db.$count(eventRegistrations)).toBe(0);
    expect(await rowsFor(email, PAST)).toHaveLength(0);
    expect(await rowsFor(email, OPEN)).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("answers 404 with a message for an unknown event", async () => {
    const res = await register("no-such-event", registrant);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("Event not found");
  });

  it.each([
    ["firstName", { firstName: "" }, "Please enter your first name"],
    ["email", { email: "rosalind-at-kcl" }, "Please enter a valid email address"],
    ["company", { company: " " }, "Please enter your company or institution"],
    ["role", { role: "x".repeat(101) }, "Role must be at most 100 characters"],
    ["message", { message: "x".repeat(5001) }, "Please keep your message under 5,000 characters"],
    ["lastName", { lastName: "Franklin\u0000" }, "Contains characters that are not allowed"],
  ])("answers 400 with the message for an invalid %s and stores nothing", async (field, change, message) => {
    const before = await app.database.db.$count(eventRegistrations);
    const res = await register(OPEN, { ...registrant, email: `invalid.${field}@lab.example.org`, ...change });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(message);
    expect(body.errors).toEqual({ [field]: message });
    expect(await app.database.db.$count(eventRegistrations)).toBe(before);
  });

  it("answers 400 for a body that is not JSON, and 413 for one over 64 KB", async () => {
    const notJson = await app.request(`/api/events/${OPEN}/registrations`, {
      method: "POST",
      body: "firstName=Rosalind",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.200" },
    });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).message).toBe("Request body must be valid JSON");
    const large = await register(OPEN, { ...registrant, message: "x".repeat(100 * 1024) });
    expect(large.status).toBe(413);
    expect((await large.json()).message).toBe("Request body is too large");
  });

  it("allows five registrations per address in ten minutes, as the contact form, then 429 with Retry-After", async () => {
    const address = "203.0.113.77";
    for (let i = 0; i < 5; i++) expect((await register(OPEN, { ...registrant, email: `limit.${i}@lab.example.org` }, address)).status).toBe(201);
    const limited = await register(OPEN, { ...registrant, email: "limit.6@lab.example.org" }, address);
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toBe("You have sent several messages in a short time. Please wait a few minutes and try again.");
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await rowsFor("limit.6@lab.example.org")).toHaveLength(0);
  });

  it("refuses posts from another site", async () => {
    const res = await app.request(`/api/events/${OPEN}/registrations`, { method: "POST", json: registrant, headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
  });
});

describe("GET /api/admin/event-registrations", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  });

  it("lists every registration for admins only, newest first", async () => {
    expect((await app.request("/api/admin/event-registrations")).status).toBe(401);
    const res = await app.request("/api/admin/event-registrations", { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const list = (await res.json()) as { email: string; createdAt: string }[];
    expect(list.some((r) => r.email === registrant.email)).toBe(true);
    const times = list.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
