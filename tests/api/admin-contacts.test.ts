import { beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions } from "../../server/db/schema";
import { signInCookie } from "../support/accounts";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

const app = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
});

describe("GET /api/contact (admin)", () => {
  it("lists every submission with all fields, newest first", async () => {
    expect(await (await app.request("/api/contact", { cookie: admin })).json()).toEqual([]);
    await app.database.db.insert(contactSubmissions).values([
      { firstName: "Old", lastName: "Message", email: "old@lab.example.org", message: "An older inquiry.", createdAt: new Date("2025-01-01T10:00:00Z") },
      {
        firstName: "<b>Ada</b>",
        lastName: "Lovelace",
        email: "ada@lab.example.org",
        company: "Analytical Engines",
        interestArea: "cr3520-reagent-kit",
        message: "<script>alert(1)</script> Please send a quote.",
        createdAt: new Date("2025-05-01T10:00:00Z"),
      },
    ]);
    const res = await app.request("/api/contact", { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const list = await res.json();
    expect(list.map((s: { firstName: string }) => s.firstName)).toEqual(["<b>Ada</b>", "Old"]);
    expect(list[0]).toEqual({
      id: expect.any(String),
      firstName: "<b>Ada</b>",
      lastName: "Lovelace",
      email: "ada@lab.example.org",
      company: "Analytical Engines",
      interestArea: "cr3520-reagent-kit",
      message: "<script>alert(1)</script> Please send a quote.",
      createdAt: "2025-05-01T10:00:00.000Z",
    });
  });

  it("still takes submissions from anyone through POST", async () => {
    const res = await app.request("/api/contact", {
      method: "POST",
      json: { firstName: "Grace", lastName: "Hopper", email: "grace@lab.example.org", message: "Tell me about the ion source." },
    });
    expect(res.status).toBe(201);
    const list = await (await app.request("/api/contact", { cookie: admin })).json();
    expect(list.some((s: { email: string }) => s.email === "grace@lab.example.org")).toBe(true);
  });
});
