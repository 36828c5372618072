import { lazyDateTimeFormat } from "./lazy-intl";

/**
 * Dates in the admin area. They are written in UTC so that the server's HTML and the browser's
 * hydration agree (a local time zone would differ between the two).
 */
const dateTime = lazyDateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const dateOnly = lazyDateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export function formatAdminDateTime(value: Date | string): string {
  return `${dateTime.format(new Date(value))} UTC`;
}

export function formatAdminDate(value: Date | string): string {
  return dateOnly.format(new Date(value));
}

/** What the admin's order screens say for an amount a price-on-request line or quote request does not have. */
export const PRICE_ON_REQUEST = "Price on request";
