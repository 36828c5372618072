import { describe, expect, it } from "vitest";
import { parsePathParam, recordNotFound } from "./path-param-shapes";
import { formIntent, isUnknownAction, UNKNOWN_ACTION_DATA } from "./form-intent";

describe("path parameters", () => {
  it("takes a UUID in any case and answers it in lower case", () => {
    expect(parsePathParam("id", "7B0B0C1E-4A4F-4E8E-9D57-6F0F1B2C3D4E")).toBe("7b0b0c1e-4a4f-4e8e-9d57-6f0f1b2c3d4e");
    expect(parsePathParam("productId", "00000000-0000-0000-0000-000000000000")).toBe("00000000-0000-0000-0000-000000000000");
  });

  it.each([
    "Q-2026-000001",
    "not-an-id",
    "zzzzzzzz-zzzz-4zzz-8zzz-zzzzzzzzzzzz",
    "123e4567-e89b-x2d3-a456-426614174000",
    "123e4567-e89b-42d3-a456-4266141740001",
    "{7b0b0c1e-4a4f-4e8e-9d57-6f0f1b2c3d4e}",
    "7b0b0c1e4a4f4e8e9d576f0f1b2c3d4e",
    " 7b0b0c1e-4a4f-4e8e-9d57-6f0f1b2c3d4e",
    "1' OR '1'='1",
    "\u0000",
    "ü€😀",
    "9".repeat(4000),
    "",
  ])("refuses %j as an id", (value) => {
    expect(parsePathParam("id", value)).toBeNull();
    expect(parsePathParam("itemId", value)).toBeNull();
  });

  it("reads order and quote numbers in their own shapes only", () => {
    expect(parsePathParam("orderNumber", "so-2026-000123")).toBe("SO-2026-000123");
    expect(parsePathParam("orderNumber", "Q-2026-000123")).toBeNull();
    expect(parsePathParam("orderNumber", "7b0b0c1e-4a4f-4e8e-9d57-6f0f1b2c3d4e")).toBeNull();
    expect(parsePathParam("quoteNumber", "Q-2026-000045")).toBe("Q-2026-000045");
    expect(parsePathParam("quoteNumber", "SO-2026-000045")).toBeNull();
    expect(parsePathParam("quoteNumber", `Q-2026-${"1".repeat(40)}`)).toBeNull();
  });

  it("reads a link token as 43 base64url characters", () => {
    expect(parsePathParam("token", "a".repeat(43))).toBe("a".repeat(43));
    expect(parsePathParam("token", "a".repeat(42))).toBeNull();
    expect(parsePathParam("token", `${"a".repeat(42)}=`)).toBeNull();
  });

  it("answers a missing parameter as malformed", () => {
    expect(parsePathParam("id", undefined)).toBeNull();
  });

  it("names an unknown record with its message and snake_case code", () => {
    expect(recordNotFound("quote")).toEqual({ message: "Quote not found", code: "quote_not_found" });
    expect(recordNotFound("cart_item")).toEqual({ message: "Cart item not found", code: "cart_item_not_found" });
  });
});

describe("form intents", () => {
  const form = (intent?: string) => {
    const data = new FormData();
    if (intent !== undefined) data.set("intent", intent);
    return data;
  };

  it("names the page's form, or nothing for an intent none of its forms sends", () => {
    expect(formIntent(form("remove"), ["terms", "remove"])).toBe("remove");
    expect(formIntent(form("x"), ["terms", "remove"])).toBeNull();
    expect(formIntent(form(), ["terms", "remove"])).toBeNull();
    expect(formIntent(form("constructor"), ["terms", "remove"])).toBeNull();
  });

  it("recognises its own refusal and nothing else", () => {
    expect(isUnknownAction(UNKNOWN_ACTION_DATA)).toBe(true);
    expect(isUnknownAction({ intent: "add", message: "Unknown action" })).toBe(false);
    expect(isUnknownAction(undefined)).toBe(false);
  });
});
