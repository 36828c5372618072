import { ApiRequestError } from "./api-client";

/** The admin area's toasts (spec §8); error toasts use the destructive style. */
export const ADMIN_TOASTS = {
  validationTitle: "Validation Error",
  errorTitle: "Error",
  productAdded: { title: "Product Added", description: "Product has been saved successfully." },
  productUpdated: { title: "Product Updated", description: "Product has been saved successfully." },
  productSaveFailed: "Failed to save product",
  productDeleted: { title: "Product Deleted", description: "Product has been removed successfully." },
  productDeleteFailed: "Failed to delete product",
  userStatusUpdated: { title: "User Status Updated", description: "User status has been updated successfully." },
  userStatusFailed: "Failed to update user status",
  categoryAdded: { title: "Category Added", description: "Category has been saved successfully." },
  categoryUpdated: { title: "Category Updated", description: "Category has been saved successfully." },
  categorySaveFailed: "Failed to save category",
  categoryDeleted: { title: "Category Deleted", description: "Category has been removed successfully." },
  categoryDeleteFailed: "Failed to delete category",
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
