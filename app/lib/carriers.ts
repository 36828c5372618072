/**
 * The carriers an order ships with and their public tracking pages (decision 042). "other" is any
 * carrier without a page we can link: its reference is shown as text.
 */
export const CARRIERS = ["ups", "fedex", "dhl-express", "usps", "other"] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_LABELS: Record<Carrier, string> = {
  ups: "UPS",
  fedex: "FedEx",
  "dhl-express": "DHL Express",
  usps: "USPS",
  other: "Other carrier",
};

export const UNKNOWN_CARRIER_MESSAGE = `Carrier must be one of: ${CARRIERS.join(", ")}`;

export const isCarrier = (value: unknown): value is Carrier => typeof value === "string" && (CARRIERS as readonly string[]).includes(value);

const TRACKING_PAGES: Record<Exclude<Carrier, "other">, (reference: string) => string> = {
  ups: (ref) => `https://www.ups.com/track?tracknum=${ref}`,
  fedex: (ref) => `https://www.fedex.com/fedextrack/?trknbr=${ref}`,
  "dhl-express": (ref) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${ref}`,
  usps: (ref) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${ref}`,
};

/** The carrier's public tracking page for a reference; null without both, and for "other". */
export function trackingUrl(carrier: Carrier | string | null | undefined, reference: string | null | undefined): string | null {
  if (!reference || !isCarrier(carrier) || carrier === "other") return null;
  return TRACKING_PAGES[carrier](encodeURIComponent(reference));
}
