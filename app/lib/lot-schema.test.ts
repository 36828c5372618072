import { describe, expect, it } from "vitest";
import { LOT_MESSAGES } from "./lot-rules";
import { lotFormSchema, lotNumberSchema, parseQcLines, qcLines } from "./lot-schema";

const valid = {
  lotNumber: " cr3520-2603a ",
  manufacturedOn: "2026-03-02",
  expiresOn: "2027-09-02",
  releasedOn: "2026-03-16",
  releasedBy: "Dr. Marcus Lee",
  qcResults: [{ test: "pH of ampholyte mix", specification: "6.8 to 7.4", result: "7.1", passed: true }],
};

const firstMessage = (input: unknown) => {
  const parsed = lotFormSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe("lotNumberSchema", () => {
  it("normalizes a valid number and refuses others with the rule's message", () => {
    expect(lotNumberSchema.parse(" fs50-2611a")).toBe("FS50-2611A");
    expect(lotNumberSchema.safeParse("FS50 2611").error?.issues[0].message).toBe(LOT_MESSAGES.lotNumberCharacters);
    expect(lotNumberSchema.safeParse(42).error?.issues[0].message).toBe(LOT_MESSAGES.lotNumberRequired);
  });
});

describe("QC lines", () => {
  it("reads 'Test | Specification | Result | Pass' lines and writes them back", () => {
    const text = "Inner diameter | 50 ± 3 µm | 50.6 µm | Pass\n\n  Bioburden | max. 10 CFU/mL | 12 CFU/mL | fail  \r\n";
    const rows = parseQcLines(text);
    expect(rows).toEqual([
      { test: "Inner diameter", specification: "50 ± 3 µm", result: "50.6 µm", passed: true },
      { test: "Bioburden", specification: "max. 10 CFU/mL", result: "12 CFU/mL", passed: false },
    ]);
    expect(parseQcLines(qcLines(rows!))).toEqual(rows);
  });

  it("refuses a line without four parts or without Pass/Fail", () => {
    expect(parseQcLines("pH | 6.8 to 7.4 | 7.1")).toBeNull();
    expect(parseQcLines("pH | 6.8 to 7.4 | 7.1 | maybe")).toBeNull();
    expect(parseQcLines("pH |  | 7.1 | Pass")).toBeNull();
  });
});

describe("lotFormSchema", () => {
  it("accepts a lot with JSON QC rows or the form's lines", () => {
    expect(lotFormSchema.parse(valid)).toMatchObject({ lotNumber: "CR3520-2603A", releasedBy: "Dr. Marcus Lee" });
    expect(lotFormSchema.parse({ ...valid, qcResults: "pH of ampholyte mix | 6.8 to 7.4 | 7.1 | Pass" }).qcResults).toEqual(valid.qcResults);
  });

  it("says what is wrong", () => {
    expect(firstMessage({ ...valid, qcResults: [] })).toBe(LOT_MESSAGES.qcRequired);
    expect(firstMessage({ ...valid, qcResults: "pH, 7.1, Pass" })).toBe(LOT_MESSAGES.qcLines);
    expect(firstMessage({ ...valid, expiresOn: "2026-02-30" })).toBe(LOT_MESSAGES.dates);
    // PostgreSQL has no year 0: a date it would refuse is a message, not a 500
    expect(firstMessage({ ...valid, manufacturedOn: "0000-01-01" })).toBe(LOT_MESSAGES.dates);
    expect(firstMessage({ ...valid, expiresOn: "2026-03-01" })).toBe(LOT_MESSAGES.expiresAfterManufacture);
    expect(firstMessage({ ...valid, releasedOn: "2026-03-01" })).toBe(LOT_MESSAGES.releasedBetween);
    expect(firstMessage({ ...valid, releasedOn: "2027-09-02" })).toBe(LOT_MESSAGES.releasedBetween);
    expect(firstMessage({ ...valid, releasedBy: " " })).toBe("Released by is required");
    expect(firstMessage({ ...valid, price: 12 })).not.toBeNull();
    expect(firstMessage({ ...valid, qcResults: [{ ...valid.qcResults[0], passed: "yes" }] })).toBe("Say whether each test passed (true or false)");
  });
});
