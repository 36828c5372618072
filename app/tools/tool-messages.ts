/**
 * Shared copy / export / share toast texts of the tools (spec §8, §9).
 * All error toasts use the destructive style.
 */

/** Shape the UI's toast hook accepts. */
export interface ToolToast {
  readonly title: string;
  readonly description?: string;
  readonly variant?: "default" | "destructive";
}

/** How long the "copied" confirmation (e.g. a check icon) stays visible. Spec §9: 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000;

export const COPIED_TO_CLIPBOARD_TITLE = "Copied to Clipboard";
export const COPY_FAILED_TITLE = "Copy Failed";
/** Failure text when copying a shareable method link. */
export const COPY_LINK_FAILED_MESSAGE = "Could not copy link to clipboard";
/** Failure text when copying a calculation result. */
export const COPY_RESULT_FAILED_MESSAGE = "Unable to copy to clipboard";
export const METHOD_EXPORTED_TITLE = "Method Exported";
export const METHOD_EXPORTED_JSON_MESSAGE = "JSON file downloaded successfully";
export const METHOD_EXPORTED_TEXT_MESSAGE = "Text protocol downloaded successfully";
export const LINK_COPIED_TITLE = "Link Copied";
export const LINK_COPIED_MESSAGE = "Shareable method link copied to clipboard";

/** 'Copied to Clipboard' with the label of what was copied, e.g. "Capillary volume copied to clipboard". */
export function copiedToClipboardToast(label: string): ToolToast {
  const trimmed = label.trim();
  return {
    title: COPIED_TO_CLIPBOARD_TITLE,
    description: trimmed ? `${trimmed} copied to clipboard` : undefined,
  };
}

/** Result copy failed. */
export const COPY_RESULT_FAILED_TOAST: ToolToast = {
  title: COPY_FAILED_TITLE,
  description: COPY_RESULT_FAILED_MESSAGE,
  variant: "destructive",
};

/** Shareable link copy failed. */
export const COPY_LINK_FAILED_TOAST: ToolToast = {
  title: COPY_FAILED_TITLE,
  description: COPY_LINK_FAILED_MESSAGE,
  variant: "destructive",
};

export const LINK_COPIED_TOAST: ToolToast = {
  title: LINK_COPIED_TITLE,
  description: LINK_COPIED_MESSAGE,
};

/** "Link Copied" for a tool's permalink, naming the tool. */
export function toolLinkCopiedToast(toolName: string): ToolToast {
  return { title: LINK_COPIED_TITLE, description: `Link to this ${toolName} calculation copied to clipboard` };
}

/** 'Method Exported' after the JSON file or the text protocol was downloaded. */
export function methodExportedToast(format: "json" | "txt"): ToolToast {
  return {
    title: METHOD_EXPORTED_TITLE,
    description: format === "json" ? METHOD_EXPORTED_JSON_MESSAGE : METHOD_EXPORTED_TEXT_MESSAGE,
  };
}
