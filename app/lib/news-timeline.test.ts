import { describe, expect, it } from "vitest";
import { featuredNews } from "~/content/news-items";
import { eventPhase, latestNews, newsLabel, orderNews } from "./news-timeline";

const conference = featuredNews.find((item) => item.id === "annual-conference-2025")!;
const titles = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe("news against the calendar (decisions.md 'Content')", () => {
  it("labels the conference of June 1-5, 2025 by its dates: upcoming before, happening during, past after", () => {
    expect(newsLabel(conference, "2025-05-25")).toBe("Upcoming Event");
    expect(newsLabel(conference, "2025-05-31")).toBe("Upcoming Event");
    expect(newsLabel(conference, "2025-06-01")).toBe("Happening Now");
    expect(newsLabel(conference, "2025-06-05")).toBe("Happening Now");
    expect(newsLabel(conference, "2025-06-06")).toBe("Past Event");
    expect(newsLabel(conference, "2026-11-27")).toBe("Past Event");
  });

  it("never calls a past event upcoming, whatever its written type", () => {
    for (const item of featuredNews.filter((n) => n.event)) {
      expect(newsLabel(item, "2030-01-01")).toBe("Past Event");
      expect(eventPhase(item.event!, "2030-01-01")).toBe("past");
    }
  });

  it("keeps the written type of news that is not about an event", () => {
    const note = featuredNews.find((item) => item.id === "cr3520-application-note")!;
    expect(newsLabel(note, "2020-01-01")).toBe("New Publication");
    expect(newsLabel(note, "2030-01-01")).toBe("New Publication");
  });

  it("orders events still ahead first, soonest first, then other news newest first, then past events", () => {
    expect(titles(orderNews(featuredNews, "2025-05-26"))).toEqual([
      "annual-conference-2025",
      "san-diego-vendor-tour",
      "cr3520-application-note",
      "early-access-platform",
    ]);
    // during the conference it stays in front; after it, it goes behind the news
    expect(titles(orderNews(featuredNews, "2025-06-03"))[0]).toBe("annual-conference-2025");
    expect(titles(orderNews(featuredNews, "2025-06-10"))).toEqual([
      "san-diego-vendor-tour",
      "cr3520-application-note",
      "early-access-platform",
      "annual-conference-2025",
    ]);
    expect(titles(orderNews(featuredNews, "2026-01-01"))).toEqual([
      "cr3520-application-note",
      "early-access-platform",
      "san-diego-vendor-tour",
      "annual-conference-2025",
    ]);
  });

  it("gives the home page the next event and the latest news (spec §1's pair on May 26, 2025)", () => {
    expect(titles(latestNews(featuredNews, "2025-05-26", 2))).toEqual(["annual-conference-2025", "cr3520-application-note"]);
    // the conference is over: the vendor tour is the next event
    expect(titles(latestNews(featuredNews, "2025-06-10", 2))).toEqual(["san-diego-vendor-tour", "cr3520-application-note"]);
    // nothing ahead: the newest news, not past invitations
    expect(titles(latestNews(featuredNews, "2026-11-27", 2))).toEqual(["cr3520-application-note", "early-access-platform"]);
    // past events fill in only when there is no other news
    expect(titles(latestNews(featuredNews, "2026-11-27", 4))).toEqual([
      "cr3520-application-note",
      "early-access-platform",
      "san-diego-vendor-tour",
      "annual-conference-2025",
    ]);
  });

  it("does not change the list it is given", () => {
    const copy = [...featuredNews];
    orderNews(featuredNews, "2025-06-10");
    latestNews(featuredNews, "2025-06-10", 2);
    expect(featuredNews).toEqual(copy);
  });
});
