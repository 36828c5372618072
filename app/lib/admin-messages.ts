import { ApiRequestError } from "./api-client";

/**
 * What adding, saving and deleting a product or a category toasts (spec §8): "Product Added" /
 * "Product has been saved successfully.", "Failed to delete category"…
 */
function recordToasts(record: "Product" | "Category") {
  const lower = record.toLowerCase();
  return {
    added: { title: `${record} Added`, description: `${record} has been saved successfully.` },
    updated: { title: `${record} Updated`, description: `${record} has been saved successfully.` },
    saveFailed: `Failed to save ${lower}`,
    deleted: { title: `${record} Deleted`, description: `${record} has been removed successfully.` },
    deleteFailed: `Failed to delete ${lower}`,
  };
}

/** The admin area's toasts (spec §8); error toasts use the destructive style. */
export const ADMIN_TOASTS = {
  validationTitle: "Validation Error",
  errorTitle: "Error",
  product: recordToasts("Product"),
  category: recordToasts("Category"),
  userStatusUpdated: { title: "User Status Updated", description: "User status has been updated successfully." },
  userStatusFailed: "Failed to update user status",
  orderStatusUpdated: "Order Updated",
  orderStatusFailed: "Failed to update order status",
} as const;

/**
 * What an error toast says: the server's `{message}`, else the error's own "status: text"
 * (spec §7), else the fallback (network failures say nothing useful).
 */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? error.message;
  return fallback;
}

/** The per-field messages of a 400 answer (`{message, errors: {field: message}}`), if any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  try {
    const errors = JSON.parse(error.body)?.errors;
    return errors && typeof errors === "object" ? (errors as Record<string, string>) : {};
  } catch {
    return {};
  }
}
