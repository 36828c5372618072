/** What the CR3520 method assistant says when a method cannot be generated, exported or shared (spec §4, §5). */
import { CONCENTRATION_RANGES, findOption, type MethodParams, PI_RANGES, PROTEIN_TYPES } from "./cr3520-options";
import { toolError, type ToolError } from "./tool-result";

export const MISSING_INFORMATION_TITLE = "Missing Information";
export const MISSING_INFORMATION_MESSAGE = "Please select protein type, concentration range, and expected pI range.";

/** The three choices a method needs, in spec §5's order. */
export type RequiredMethodField = "protein" | "concentration" | "pi";

/** Each required choice named in spec §5's words ("Please select protein type, concentration range, and expected pI range."). */
export const REQUIRED_METHOD_FIELDS: readonly { readonly field: RequiredMethodField; readonly words: string }[] = [
  { field: "protein", words: "protein type" },
  { field: "concentration", words: "concentration range" },
  { field: "pi", words: "expected pI range" },
];

/** 'Missing Information' naming only the choices still to make; the error carries them for the fields. */
export interface MissingInformationError extends ToolError {
  readonly missing: readonly RequiredMethodField[];
}

/** The required choices without a valid value, in spec §5's order. */
export function missingMethodFields(params: MethodParams): RequiredMethodField[] {
  const missing: RequiredMethodField[] = [];
  if (!findOption(PROTEIN_TYPES, params.protein)) missing.push("protein");
  if (!findOption(CONCENTRATION_RANGES, params.concentration)) missing.push("concentration");
  if (!findOption(PI_RANGES, params.pi)) missing.push("pi");
  return missing;
}

/**
 * "Please select concentration range.", "Please select protein type and expected pI range.", and with
 * all three spec §5's sentence. Refines §5: a filled choice is never named as missing.
 */
export function missingInformationMessage(missing: readonly RequiredMethodField[]): string {
  const words = REQUIRED_METHOD_FIELDS.filter(({ field }) => missing.includes(field)).map(({ words }) => words);
  const list = words.length <= 2 ? words.join(" and ") : `${words.slice(0, -1).join(", ")}, and ${words[words.length - 1]}`;
  return `Please select ${list}.`;
}

/** The message under one missing choice. */
export function missingFieldMessage(field: RequiredMethodField): string {
  return missingInformationMessage([field]);
}

export function missingInformationError(missing: readonly RequiredMethodField[]): MissingInformationError {
  return { ...toolError(MISSING_INFORMATION_TITLE, missingInformationMessage(missing)), missing };
}

export const INVALID_VOLUME_TITLE = "Invalid Input";
export const INVALID_VOLUME_MESSAGE = "Please enter a sample volume of at least 10 µL in steps of 10 µL.";
export const NO_METHOD_TITLE = "No Method Generated";
export const NO_METHOD_EXPORT_MESSAGE = "Please generate a method first before exporting.";
export const NO_METHOD_SHARE_MESSAGE = "Please generate a method first before sharing.";
export const NO_METHOD_EXPORT_ERROR: ToolError = toolError(NO_METHOD_TITLE, NO_METHOD_EXPORT_MESSAGE);
export const NO_METHOD_SHARE_ERROR: ToolError = toolError(NO_METHOD_TITLE, NO_METHOD_SHARE_MESSAGE);

export const INVALID_TPI_MESSAGE = "Please enter the theoretical pI as a number between 0 and 14, or leave it empty.";
export const INVALID_MASS_MESSAGE = "Please enter the average mass in Da, between 10,000 and 1,000,000, or leave it empty.";
