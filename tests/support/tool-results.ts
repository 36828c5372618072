import type { ToolError } from "~/tools/tool-result";

/*
 * The tools answer `{ ok: true, ... }` or a refusal carrying the toast's title and message
 * (app/tools/tool-result.ts). A test narrows the answer with these, and fails with what the tool
 * said when the answer is the other kind.
 */

/** The success payload of a tool's answer. */
export function expectOk<R extends { readonly ok: boolean }>(result: R): Extract<R, { ok: true }> {
  if (!result.ok) {
    const refusal = result as unknown as ToolError;
    throw new Error(`expected success, got ${refusal.title}: ${refusal.message}`);
  }
  return result as Extract<R, { ok: true }>;
}

/** The refusal of a tool's answer (its toast's title and message). */
export function expectRefusal<R extends { readonly ok: boolean }>(result: R): Extract<R, { ok: false }> {
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
  return result as Extract<R, { ok: false }>;
}
