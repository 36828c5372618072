import { describe, expect, it } from "vitest";
import {
  COPIED_TO_CLIPBOARD_TITLE,
  COPY_CONFIRMATION_MS,
  COPY_FAILED_TITLE,
  COPY_LINK_FAILED_MESSAGE,
  COPY_LINK_FAILED_TOAST,
  COPY_RESULT_FAILED_MESSAGE,
  COPY_RESULT_FAILED_TOAST,
  LINK_COPIED_MESSAGE,
  LINK_COPIED_TITLE,
  LINK_COPIED_TOAST,
  METHOD_EXPORTED_TITLE,
  copiedToClipboardToast,
  methodExportedToast,
} from "./tool-messages";

describe("tool messages (spec §8, §9)", () => {
  it("has the exact texts of the spec", () => {
    expect(COPIED_TO_CLIPBOARD_TITLE).toBe("Copied to Clipboard");
    expect(COPY_FAILED_TITLE).toBe("Copy Failed");
    expect(COPY_LINK_FAILED_MESSAGE).toBe("Could not copy link to clipboard");
    expect(COPY_RESULT_FAILED_MESSAGE).toBe("Unable to copy to clipboard");
    expect(METHOD_EXPORTED_TITLE).toBe("Method Exported");
    expect(LINK_COPIED_TITLE).toBe("Link Copied");
    expect(LINK_COPIED_MESSAGE).toBe("Shareable method link copied to clipboard");
  });

  it("shows the copy confirmation for 2 seconds", () => {
    expect(COPY_CONFIRMATION_MS).toBe(2000);
  });

  it("error toasts are destructive, success toasts are not", () => {
    expect(COPY_RESULT_FAILED_TOAST).toEqual({
      title: "Copy Failed",
      description: "Unable to copy to clipboard",
      variant: "destructive",
    });
    expect(COPY_LINK_FAILED_TOAST).toEqual({
      title: "Copy Failed",
      description: "Could not copy link to clipboard",
      variant: "destructive",
    });
    expect(LINK_COPIED_TOAST.variant).toBeUndefined();
    expect(LINK_COPIED_TOAST.title).toBe("Link Copied");
  });

  it("names the copied result", () => {
    expect(copiedToClipboardToast("Capillary volume")).toEqual({
      title: "Copied to Clipboard",
      description: "Capillary volume copied to clipboard",
    });
    expect(copiedToClipboardToast("  ").description).toBeUndefined();
  });

  it("describes the exported file", () => {
    expect(methodExportedToast("json")).toEqual({
      title: "Method Exported",
      description: "JSON file downloaded successfully",
    });
    expect(methodExportedToast("txt").description).toBe("Text protocol downloaded successfully");
  });
});
