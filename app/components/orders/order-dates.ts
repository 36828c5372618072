const dateTime = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
const dateOnly = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "25 Nov 2026, 14:20 UTC": the same text on the server and in the browser. */
export const formatOrderDateTime = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;
export const formatOrderDate = (iso: string) => dateOnly.format(new Date(iso));
