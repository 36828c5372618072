import { describe, expect, it } from "vitest";
import * as about from "~/content/about";
import * as agilentPlatform from "~/content/agilent-platform";
import * as biosummit from "~/content/biosummit";
import * as contact from "~/content/contact-page";
import * as documentation from "~/content/documentation";
import * as events from "~/content/event-listings";
import * as home from "~/content/home";
import * as news from "~/content/news";
import { contentIcons } from "./content-icon";

/** Every `icon` value anywhere in the content modules. */
function iconNamesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => iconNamesIn(v, found));
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "icon" && typeof v === "string") found.add(v);
      else iconNamesIn(v, found);
    }
  }
  return found;
}

describe("contentIcons", () => {
  it("has an icon for every name the marketing content uses", () => {
    const used = iconNamesIn([about, agilentPlatform, biosummit, contact, documentation, events, home, news]);
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((name) => !(name in contentIcons));
    expect(missing).toEqual([]);
  });
});
