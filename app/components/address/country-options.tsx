import { COUNTRIES } from "~/lib/countries";

/**
 * The options of a "Country" select: a prompt, the account's usual country first (when it has
 * one), then every country of the list by English name (app/lib/countries.ts).
 */
export function CountryOptions({ usual }: { usual?: string | null }) {
  return (
    <>
      <option value="">Choose a country</option>
      {usual && (
        <optgroup label="Your usual country">
          <option value={usual}>{usual}</option>
        </optgroup>
      )}
      <optgroup label={usual ? "All countries" : "Countries"}>
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.name}>
            {country.name}
          </option>
        ))}
      </optgroup>
    </>
  );
}
