import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactSubmissions, mailOutbox } from "../../server/db/schema";
import { useTestApp } from "../support/test-app";

// Behind one trusted proxy (the rightmost X-Forwarded-For entry is the client) every test can
// speak from its own address, so rate limits stay apart.
const app = useTestApp({ TRUST_PROXY_HOPS: "1", SALES_EMAIL: "sales@cems.example.org" });

let nextAddress = 1;
function postContact(json: unknown, address = `198.51.100.${nextAddress++}`) {
  return app.request("/api/contact", { method: "POST", json, headers: { "X-Forwarded-For": address } });
}

const inquiry = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@lab.example.org",
  company: "Harvard Mark I Lab",
  interestArea: "cr3520-reagent-kit",
  message: "We would like a quotation for two CR3520 kits and an installation date.",
};

async function storedSubmission(id: string) {
  const [row] = await app.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
  return row;
}

describe("POST /api/contact", () => {
  it("stores a valid submission and queues a notice to the sales address", async () => {
    const res = await postContact(inquiry);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const row = await storedSubmission(id);
    expect(row).toMatchObject({ ...inquiry });
    expect(row.createdAt).toBeInstanceOf(Date);

    const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "contact-notice"));
    const notice = mails.find((m) => m.text.includes(id));
    expect(notice).toBeDefined();
    expect(notice!.to).toBe("sales@cems.example.org");
    expect(notice!.status).toBe("pending");
    expect(notice!.subject).toBe("New inquiry: CR3520 Reagent Kit from Grace Hopper");
    expect(notice!.text).toContain("E-mail: grace@lab.example.org");
    expect(notice!.text).toContain(inquiry.message);
    expect(notice!.html).toBeNull();
  });

  it("accepts the payload of spec §7 with empty company and interest area, stored as not given", async () => {
    const res = await postContact({ ...inquiry, company: "", interestArea: "" });
    expect(res.status).toBe(201);
    const row = await storedSubmission((await res.json()).id);
    expect(row.company).toBeNull();
    expect(row.interestArea).toBeNull();
  });

  it.each([
    ["firstName", { firstName: "" }, "Please enter your first name"],
    ["lastName", { lastName: "  " }, "Please enter your last name"],
    ["email", { email: "grace-at-lab" }, "Please enter a valid email address"],
    ["message", { message: "Hi there" }, "Please provide a detailed message (minimum 10 characters)"],
    ["message", { message: "x".repeat(5001) }, "Please keep your message under 5,000 characters"],
    ["interestArea", { interestArea: "free-samples" }, "Please choose one of the listed areas of interest"],
  ])("answers 400 with the message for an invalid %s", async (field, change, message) => {
    const before = await app.database.db.$count(contactSubmissions);
    const res = await postContact({ ...inquiry, ...change });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(message);
    expect(body.errors).toEqual({ [field]: message });
    expect(await app.database.db.$count(contactSubmissions)).toBe(before);
  });

  it("lists every invalid field of an empty submission", async () => {
    const res = await postContact({});
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toEqual(["firstName", "lastName", "email", "message"]);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await app.request("/api/contact", { method: "POST", body: "firstName=Grace", headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Request body must be valid JSON");
  });

  it("stores HTML and unicode exactly as written, and keeps the notice plain text", async () => {
    const hostile = {
      ...inquiry,
      firstName: "<img src=x onerror=alert(1)>",
      lastName: "Ó Súilleabháin\r\nBcc: victim@example.org",
      company: "Größe & Söhne — 測試 🧪",
      message: "<script>alert('x')</script>\nEmitter tip 15–30 µm, ESI 2.2–2.4 kV. 🔬 Ελληνικά, العربية, 日本語.",
    };
    const res = await postContact(hostile);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const row = await storedSubmission(id);
    expect(row.firstName).toBe(hostile.firstName);
    expect(row.lastName).toBe(hostile.lastName);
    expect(row.company).toBe(hostile.company);
    expect(row.message).toBe(hostile.message);

    const [notice] = (await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "contact-notice"))).filter((m) => m.text.includes(id));
    expect(notice.subject).not.toMatch(/[\r\n]/);
    expect(notice.text).toContain(hostile.message);
    expect(notice.text).toContain("Name: <img src=x onerror=alert(1)> Ó Súilleabháin Bcc: victim@example.org\n");
    expect(notice.html).toBeNull();
  });

  it("refuses a 100 KB body with 413 and stores nothing", async () => {
    const before = await app.database.db.$count(contactSubmissions);
    const res = await postContact({ ...inquiry, message: "x".repeat(100 * 1024) });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("Request body is too large");
    expect(await app.database.db.$count(contactSubmissions)).toBe(before);
  });

  it("allows five messages per address in ten minutes, then answers 429 with Retry-After", async () => {
    const address = "203.0.113.77";
    for (let i = 0; i < 5; i++) expect((await postContact(inquiry, address)).status).toBe(201);
    const limited = await postContact(inquiry, address);
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toBe("You have sent several messages in a short time. Please wait a few minutes and try again.");
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await postContact(inquiry, "203.0.113.78")).status).toBe(201);
  });

  it("does not count invalid submissions against the limit", async () => {
    const address = "203.0.113.90";
    for (let i = 0; i < 6; i++) expect((await postContact({ ...inquiry, email: "nope" }, address)).status).toBe(400);
    expect((await postContact(inquiry, address)).status).toBe(201);
  });

  it("refuses posts from another site", async () => {
    const res = await app.request("/api/contact", { method: "POST", json: inquiry, headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
  });

  it("leaves listing submissions to the admin area", async () => {
    const res = await app.request("/api/contact");
    expect([401, 403, 404]).toContain(res.status);
  });
});
