import { describe, expect, it } from "vitest";
import { readToolLink, toolLinkSearch } from "./tool-permalink";

describe("toolLinkSearch", () => {
  it("writes the tool first, then the non-empty inputs in order", () => {
    expect(toolLinkSearch("capillary-volume", { id: "50", length: 100, empty: "", missing: undefined, none: null })).toBe(
      "?tool=capillary-volume&id=50&length=100",
    );
  });

  it("repeats a list's name and encodes what a URL cannot hold", () => {
    const search = toolLinkSearch("intact-mass", { peak: ["3365.95/44", "3219.65/46"], note: "G0F & G1F" });
    expect(search).toBe("?tool=intact-mass&peak=3365.95%2F44&peak=3219.65%2F46&note=G0F+%26+G1F");
    const back = readToolLink(search);
    expect(back.getAll("peak")).toEqual(["3365.95/44", "3219.65/46"]);
    expect(back.get("note")).toBe("G0F & G1F");
  });

  it("trims values, so a blank input leaves nothing in the link", () => {
    expect(toolLinkSearch("injection-volume", { pressure: "  ", time: " 10 " })).toBe("?tool=injection-volume&time=10");
  });
});
