import { data } from "react-router";
import { isDatabaseUnavailable } from "./api-errors";

/** What a page says while the database cannot answer (the root ErrorBoundary shows it for a 503). */
export const PAGE_UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";

/**
 * Runs a page's loader or action: when the database cannot answer (down, frozen, overloaded), the
 * page answers 503 with Retry-After, as the API does (api-errors.ts), instead of React Router's 500
 * "Something went wrong": the visitor is told to come back, monitors see an outage, not a bug.
 */
export async function unavailableWhenDatabaseDown<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw data(PAGE_UNAVAILABLE_MESSAGE, { status: 503, headers: { "Retry-After": "5" } });
    throw error;
  }
}
