import { describe, expect, it } from "vitest";
import { isCarrier, trackingUrl } from "./carriers";

describe("trackingUrl", () => {
  it("links each carrier's public tracking page for the reference", () => {
    expect(trackingUrl("ups", "1Z999AA10123456784")).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(trackingUrl("fedex", "449044304137821")).toBe("https://www.fedex.com/fedextrack/?trknbr=449044304137821");
    expect(trackingUrl("dhl-express", "1234567890")).toBe("https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890");
    expect(trackingUrl("usps", "9400100000000000000000")).toBe("https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000");
  });

  it("has no page for another carrier, an unknown one or a missing reference, and escapes the reference", () => {
    expect(trackingUrl("other", "ABC")).toBeNull();
    expect(trackingUrl("dpd", "ABC")).toBeNull();
    expect(trackingUrl("ups", null)).toBeNull();
    expect(trackingUrl(null, "ABC")).toBeNull();
    expect(trackingUrl("ups", "A B&c=1")).toBe("https://www.ups.com/track?tracknum=A%20B%26c%3D1");
    expect(isCarrier("dhl-express")).toBe(true);
    expect(isCarrier("DHL")).toBe(false);
  });
});
