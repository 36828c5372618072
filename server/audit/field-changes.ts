import { isDeepStrictEqual } from "node:util";

/** The before and after values of the fields that differ, or null when none does. */
export interface FieldChanges {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Compares `fields` of two records (objects compared by value, in any key order, as jsonb keeps
 * them) and keeps only those that changed, for an audit entry's before/after.
 */
export function changedFields<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): FieldChanges | null {
  const changes: FieldChanges = { before: {}, after: {} };
  for (const field of fields) {
    if (isDeepStrictEqual(before[field] ?? null, after[field] ?? null)) continue;
    changes.before[field] = before[field] ?? null;
    changes.after[field] = after[field] ?? null;
  }
  return Object.keys(changes.after).length > 0 ? changes : null;
}

/** `fields` of a record, for the after of a creation or the before of a deletion. */
export function pickFields<T extends object>(record: T, fields: readonly (keyof T & string)[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, record[field] ?? null]));
}
