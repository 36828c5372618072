import { describe, expect, it } from "vitest";
import { COUNTRIES, countryName, usualCountry } from "./countries";

describe("the country list", () => {
  it("holds ISO 3166-1's 249 countries and Kosovo, by English name in alphabetical order, each once", () => {
    expect(COUNTRIES).toHaveLength(250);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(250);
    expect(COUNTRIES.map((c) => c.name)).toEqual([...COUNTRIES.map((c) => c.name)].sort((a, b) => a.localeCompare(b, "en")));
    expect(COUNTRIES[0].name).toBe("Afghanistan");
    expect(COUNTRIES.find((c) => c.code === "DE")?.name).toBe("Germany");
    expect(COUNTRIES.find((c) => c.code === "XK")?.name).toBe("Kosovo");
    // part of Saint Helena in ISO 3166-1
    expect(COUNTRIES.some((c) => c.code === "AC" || c.code === "TA")).toBe(false);
  });

  it("knows a country by its name in any case or accents, or by its two-letter code; nothing else", () => {
    for (const spelling of ["Germany", "  germany ", "DE", "de"]) expect(countryName(spelling)).toBe("Germany");
    expect(countryName("Turkiye")).toBe("Türkiye");
    expect(countryName("US")).toBe("United States");
    for (const unknown of ["Germny", "DEU", "XX", "", "Deutschland", "Atlantis"]) expect(countryName(unknown)).toBeNull();
  });

  it("proposes the default shipping address's country first, else the one the book names most", () => {
    const a = (kind: string, country: string, isDefault = false) => ({ kind, country, isDefault });
    expect(usualCountry([a("billing", "France", true), a("shipping", "Germany"), a("shipping", "Switzerland", true)])).toBe("Switzerland");
    expect(usualCountry([a("billing", "France", true), a("shipping", "DE"), a("billing", "Germany")])).toBe("Germany");
    // a name the list does not know (saved before it) is not proposed
    expect(usualCountry([a("shipping", "West Germany", true), a("billing", "Austria")])).toBe("Austria");
    expect(usualCountry([])).toBeNull();
  });
});
