import { centsToDecimalText } from "~/lib/price";
import { isOrganisationRole, LIMIT_FIELDS, LIMITS_OF_ROLE, ORGANISATION_ROLES, type LimitField, type OrganisationRole } from "~/lib/organisation-roles";
import { DomainError } from "../../errors/domain-error";

/*
 * The amounts of an organisation's limits and rules as the API carries them: decimal strings in
 * dollars ("50.00", decisions.md), `null` for no limit, stored as integer cents
 * (docs/decisions/055-organisation-rules.md). A JSON number is refused like any other non-decimal
 * value: the API says strings, and 0.1 + 0.2 should never become a limit.
 */

/** The largest limit or rule amount: $10,000,000.00. */
export const MAX_LIMIT_CENTS = 1_000_000_000;

const DECIMAL_DOLLARS = /^(\d+)(?:\.(\d{1,2}))?$/;

function invalidLimit(field: string, message: string) {
  return new DomainError(400, message, { code: "invalid_limit", errors: { [field]: message } });
}

/**
 * A limit or rule amount in cents: `null` stays null (no limit), `undefined` stays undefined (not
 * given: the stored value is kept). Anything else that is not a decimal string of at most two
 * decimals between 0 and 10,000,000.00 is 400 `invalid_limit`, naming `field`.
 */
export function parseLimit(field: string, value: unknown): number | null | undefined {
  if (value === undefined || value === null) return value;
  const text = typeof value === "string" ? value.trim() : "";
  if (/^-\d/.test(text)) throw invalidLimit(field, `${field} cannot be negative`);
  const match = DECIMAL_DOLLARS.exec(text);
  if (!match) {
    const message = /^-?\d*\.\d{3,}$/.test(text)
      ? `${field} has more than 2 decimals: write cents at most, like "50.25"`
      : `${field} must be an amount in dollars written as a decimal string, like "50.00", or null for no limit`;
    throw invalidLimit(field, message);
  }
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  if (cents > MAX_LIMIT_CENTS) throw invalidLimit(field, `${field} cannot be above 10,000,000.00`);
  return cents;
}

/** An amount for an answer: "50.00", or null for no limit. */
export const formatLimit = (cents: number | null): string | null => (cents === null ? null : centsToDecimalText(cents));

/** The role in a request body; anything else is 400 `invalid_role`. */
export function parseRole(value: unknown): OrganisationRole {
  if (isOrganisationRole(value)) return value;
  const choices = `${ORGANISATION_ROLES.slice(0, -1).join(", ")} or ${ORGANISATION_ROLES.at(-1)}`;
  const message = typeof value === "string" ? `Unknown role ${JSON.stringify(value)}: choose ${choices}` : `Choose a role: ${choices}`;
  return invalidRole(message);
}

function invalidRole(message: string): never {
  throw new DomainError(400, message, { code: "invalid_role", errors: { role: message } });
}

export type MemberLimitsInput = Partial<Record<LimitField, unknown>>;
export type MemberLimitsCents = Partial<Record<`${LimitField}Cents`, number | null>>;

/**
 * A member's limits from a body (an invitation, a member's change) for `role`, in cents. A limit
 * the body leaves out is left out (the stored one is kept); one the role lacks is null, so a
 * change of role clears the limits the new role has no use for. Each value must parse
 * (400 `invalid_limit`); a value the role lacks is 422 `limit_not_for_role` (a null is accepted:
 * it asks for no limit, which is what the role has).
 */
export function parseMemberLimits(role: OrganisationRole, input: MemberLimitsInput): MemberLimitsCents {
  const parsed = LIMIT_FIELDS.map((field) => [field, parseLimit(field, input[field])] as const);
  const limits: MemberLimitsCents = {};
  for (const [field, cents] of parsed) {
    const applies = LIMITS_OF_ROLE[role].includes(field);
    if (!applies && cents !== null && cents !== undefined) {
      throw new DomainError(422, `A ${role} has no ${field}: only ${rolesWith(field)} have one`, {
        code: "limit_not_for_role",
        errors: { [field]: `A ${role} has no ${field}` },
      });
    }
    const key = `${field}Cents` as const;
    if (!applies) limits[key] = null;
    else if (cents !== undefined) limits[key] = cents;
  }
  return limits;
}

const rolesWith = (field: LimitField) =>
  ORGANISATION_ROLES.filter((role) => LIMITS_OF_ROLE[role].includes(field))
    .map((role) => `${role}s`)
    .join(" and ");

/** The organisation's rule amounts from `PUT /api/organisation/rules`: a field left out keeps its value (undefined), `null` clears it. */
export function parseRuleAmounts(input: { approvalAbove?: unknown; monthlyBudget?: unknown }) {
  return { approvalAboveCents: parseLimit("approvalAbove", input.approvalAbove), monthlyBudgetCents: parseLimit("monthlyBudget", input.monthlyBudget) };
}
