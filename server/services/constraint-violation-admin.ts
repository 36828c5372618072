/**
 * Which PostgreSQL constraint a failed write broke, so the admin services can answer a race
 * (two admins saving the same SKU at once) with the same clear message as the checks before it.
 * Drizzle wraps the driver's error: the PostgreSQL fields are on the error or one of its causes.
 */
export type ConstraintKind = "unique" | "foreign-key";

const CODES: Record<string, ConstraintKind> = { "23505": "unique", "23503": "foreign-key" };

export function violatedConstraint(error: unknown): { kind: ConstraintKind; constraint: string } | null {
  const seen = new Set<unknown>();
  let e: unknown = error;
  while (e && typeof e === "object" && !seen.has(e)) {
    seen.add(e);
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code && CODES[code]) return { kind: CODES[code], constraint: constraint ?? "" };
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
