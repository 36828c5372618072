import { hash } from "@node-rs/argon2";
import type * as Password from "../../server/auth/password";

/**
 * The password module with argon2id at its lowest cost, for a test file about what happens around
 * the hash (sign-in limits), not about the hash: such a file makes a hundred failed sign-ins, each an
 * argon2id verification at the site's cost (tens of milliseconds of CPU and 19 MiB), which alone
 * took it past the test timeout on a loaded machine. The verification is still argon2id's own
 * (`verify` reads the cost from the stored hash), and the site's cost is held by
 * tests/security/dependencies.test.ts. Use it as the factory of `vi.mock("…/server/auth/password")`.
 */
export function withCheapHashing(real: typeof Password): typeof Password {
  const options = { ...real.ARGON2_OPTIONS, memoryCost: 256, timeCost: 1 };
  return { ...real, hashPassword: (password: string) => hash(password, options) };
}
