import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { UNKNOWN_COUNTRY } from "~/lib/account-schemas";
import { COUNTRIES } from "~/lib/countries";
import { addresses } from "../../server/db/schema";
import { migrationsFolder } from "../../server/db/migrate";
import { organisationIdOf } from "../../server/services/organisations/organisations";
import { createUser, signInCookie } from "../support/accounts";
import { useTestApp } from "../support/test-app";

// The address book's countries: names of the country list (app/lib/countries.ts), codes accepted.
const app = useTestApp({}, { pages: true });
const db = () => app.database.db;
const post = (json: unknown, cookie: string) => app.request("/api/account/addresses", { method: "POST", json, cookie });
const put = (id: string, json: unknown, cookie: string) => app.request(`/api/account/addresses/${id}`, { method: "PUT", json, cookie });
const address = (over: Record<string, unknown> = {}) => ({
  kind: "shipping",
  name: "Dr. Grete Hermann",
  company: "Institut für Analytik",
  line1: "Hauptstraße 5",
  postalCode: "69117",
  city: "Heidelberg",
  country: "Germany",
  ...over,
});

async function buyer() {
  const { user, email, password } = await createUser(db(), "approved");
  return { user, organisationId: (await organisationIdOf(db(), user.id))!, cookie: await signInCookie(app, email, password) };
}

const MIGRATION = "0019_address_countries.sql";

describe("an address's country", () => {
  it("is a country of the list, by English name or ISO code, stored as the name; anything else is 400 unknown_country and nothing is stored", async () => {
    const { cookie } = await buyer();
    const byName = await post(address(), cookie);
    expect(byName.status).toBe(201);
    const saved = (await byName.json()) as { id: string; country: string };
    expect(saved.country).toBe("Germany");
    const byCode = await post(address({ country: "DE", kind: "billing" }), cookie);
    expect(byCode.status).toBe(201);
    expect((await byCode.json()).country).toBe("Germany");
    expect((await (await post(address({ country: "switzerland" }), cookie)).json()).country).toBe("Switzerland");

    for (const country of ["Germny", "DEU", "XX", "Deutschland", "Atlantis"]) {
      const res = await post(address({ country }), cookie);
      expect(res.status, country).toBe(400);
      expect(await res.json()).toMatchObject({ code: "unknown_country", message: UNKNOWN_COUNTRY, errors: { country: UNKNOWN_COUNTRY } });
    }
    const edit = await put(saved.id, address({ country: "Prussia" }), cookie);
    expect(edit.status).toBe(400);
    expect((await edit.json()).code).toBe("unknown_country");
    // another refusal keeps its own code
    const missing = await post(address({ postalCode: "" }), cookie);
    expect(await missing.json()).toMatchObject({ code: "validation_failed", message: "Postal code is required" });

    const list = (await (await app.request("/api/account/addresses", { cookie })).json()) as Array<{ country: string }>;
    expect(list.map((a) => a.country).sort()).toEqual(["Germany", "Germany", "Switzerland"]);
  });

  it("saved before the list stays readable: the migration turns codes and other cases into names and leaves any other text as it was", async () => {
    const { organisationId, cookie } = await buyer();
    const written = ["de", " CH ", "GERMANY", "türkiye", "USA", "West Germany", "United Kingdom"];
    const rows = await db()
      .insert(addresses)
      .values(written.map((country, i) => ({ ...address(), kind: "shipping" as const, line1: `${i} Old Road`, country, organisationId })))
      .returning({ id: addresses.id });
    const file = await readFile(path.join(migrationsFolder(), MIGRATION), "utf8");
    await db().execute(sql.raw(file));
    const after = await db().select({ id: addresses.id, country: addresses.country }).from(addresses).where(eq(addresses.organisationId, organisationId));
    const countryOf = new Map(after.map((a) => [a.id, a.country]));
    expect(rows.map((r) => countryOf.get(r.id))).toEqual(["Germany", "Switzerland", "Germany", "Türkiye", "USA", "West Germany", "United Kingdom"]);
    // the account still reads every address, those the list does not know included
    const list = (await (await app.request("/api/account/addresses", { cookie })).json()) as Array<{ country: string }>;
    expect(list.map((a) => a.country)).toEqual(expect.arrayContaining(["USA", "West Germany"]));
    const page = await app.request("/account/addresses", { cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("West Germany");
  });

  it("the migration's country list is the list the forms offer", async () => {
    const file = await readFile(path.join(migrationsFolder(), MIGRATION), "utf8");
    const pairs = [...file.matchAll(/\('([A-Z]{2})', '((?:[^']|'')+)'\)/g)].map((m) => ({ code: m[1], name: m[2].replaceAll("''", "'") }));
    expect(pairs).toEqual(COUNTRIES.map((c) => ({ code: c.code, name: c.name })));
  });
});
