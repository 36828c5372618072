import { describe, expect, it } from "vitest";
import { expectOk } from "../../tests/support/tool-results";
import { toolError } from "./tool-result";
import { calculateInjectionVolume } from "./injection-volume";
import { chargeLadderFor, mzForCharge, proposePiRange } from "./cr3520-antibody-context";
import { exportFileName, formatIsoDate, methodToJson, methodToTextProtocol } from "./cr3520-export";
import {
  MISSING_INFORMATION_MESSAGE,
  missingFieldMessage,
  missingInformationMessage,
  NO_METHOD_EXPORT_ERROR,
  NO_METHOD_SHARE_ERROR,
  type RequiredMethodField,
} from "./cr3520-messages";
import { type GeneratedMethod, generateMethod, type MethodResult, requireMethod } from "./cr3520-method";
import {
  AMPHOLYTE_MIXES,
  AUTO_GENERATE_DELAY_MS,
  CONCENTRATION_RANGES,
  type MethodParams,
  PI_RANGES,
  PROTEIN_TYPES,
  SAMPLE_PREP,
  SAMPLE_VOLUME_INPUT,
} from "./cr3520-options";
import { CIEF_MS_SOLUTIONS, FRAGMENTOR_VENDOR_NOTE, PROTOCOL_NOTES, TROUBLESHOOTING, VARIANT_ASSIGNMENTS } from "./cr3520-protocol-content";
import { masterMixFor, msSettingsFor, samplePreparationFor } from "./cr3520-rules";
import { methodFromQuery, methodMailtoUrl, methodShareUrl, methodToQuery, shouldAutoGenerate } from "./cr3520-sharing";

const MISSING = {
  ...toolError("Missing Information", "Please select protein type, concentration range, and expected pI range."),
  missing: ["protein", "concentration", "pi"],
};
const INVALID_VOLUME = toolError("Invalid Input", "Please enter a sample volume of at least 10 µL in steps of 10 µL.");
const NOW = new Date(2025, 5, 1, 9, 30); // 1 June 2025, local time

const methodOf = (result: MethodResult): GeneratedMethod => expectOk(result).method;

/** The text (a protocol, an e-mail's body) states each of `parts`. */
function expectToContainAll(text: string | null, parts: readonly string[]) {
  for (const part of parts) expect(text).toContain(part);
}

const MAB: MethodParams = { protein: "mab", concentration: "0.5-1.0", pi: "6-10" };

describe("option tables", () => {
  it("protein types (spec §3) with labels", () => {
    expect(PROTEIN_TYPES.map((p) => p.value)).toEqual(["mab", "adc", "fc-fusion", "biosimilar"]);
    for (const p of PROTEIN_TYPES) expect(p.label.length).toBeGreaterThan(3);
  });

  it("concentration and pI ranges (spec §9)", () => {
    expect(CONCENTRATION_RANGES.map((c) => c.value)).toEqual(["0.1-0.5", "0.5-1.0", "1.0-2.0"]);
    expect(PI_RANGES.map((p) => p.value)).toEqual(["3-11", "5-9", "6-10", "8-10"]);
  });

  it("sample prep: 1:1 & 20 µL, 1:2 & 30 µL, 1:4 & 40 µL", () => {
    expect(SAMPLE_PREP["0.1-0.5"]).toMatchObject({ dilution: "1:1", volumeUl: 20 });
    expect(SAMPLE_PREP["0.5-1.0"]).toMatchObject({ dilution: "1:2", volumeUl: 30 });
    expect(SAMPLE_PREP["1.0-2.0"]).toMatchObject({ dilution: "1:4", volumeUl: 40 });
  });

  it("one distinct, readable ampholyte mix per pI range", () => {
    expect(Object.keys(AMPHOLYTE_MIXES).sort()).toEqual(["3-11", "5-9", "6-10", "8-10"]);
    expect(AMPHOLYTE_MIXES["3-11"].description).toMatch(/broad range 3-10 Pharmalyte/i);
    const descriptions = Object.values(AMPHOLYTE_MIXES).map((m) => m.description);
    expect(new Set(descriptions).size).toBe(4);
    for (const mix of Object.values(AMPHOLYTE_MIXES)) {
      // total carrier ampholyte kept at 2 % (v/v)
      expect(mix.components.reduce((s, c) => s + c.percent, 0)).toBe(2);
    }
  });

  it("sample volume input hints: min 10, step 10", () => {
    expect(SAMPLE_VOLUME_INPUT).toEqual({ min: 10, step: 10 });
    expect(AUTO_GENERATE_DELAY_MS).toBe(100);
  });
});

describe("generateMethod", () => {
  it("with nothing chosen, 'Missing Information' is spec §5's full sentence", () => {
    expect(generateMethod({}, NOW)).toEqual(MISSING);
    expect(MISSING_INFORMATION_MESSAGE).toBe(MISSING.message);
  });

  it.each<[MethodParams, string, RequiredMethodField[]]>([
    [{ protein: "mab", pi: "6-10" }, "Please select concentration range.", ["concentration"]],
    [{ concentration: "0.5-1.0", pi: "6-10" }, "Please select protein type.", ["protein"]],
    [{ protein: "mab", concentration: "0.5-1.0" }, "Please select expected pI range.", ["pi"]],
    [{ concentration: "0.5-1.0" }, "Please select protein type and expected pI range.", ["protein", "pi"]],
    [{ pi: "6-10" }, "Please select protein type and concentration range.", ["protein", "concentration"]],
    [{ protein: "mab" }, "Please select concentration range and expected pI range.", ["concentration", "pi"]],
    [{ protein: "", concentration: "0.5-1.0", pi: "6-10" }, "Please select protein type.", ["protein"]],
    [{ protein: "  ", concentration: "0.5-1.0", pi: "6-10" }, "Please select protein type.", ["protein"]],
    [{ protein: "igm", concentration: "0.5-1.0", pi: "6-10" }, "Please select protein type.", ["protein"]],
    [{ protein: "mab", concentration: "5-10", pi: "6-10" }, "Please select concentration range.", ["concentration"]],
    [{ protein: "mab", concentration: "0.5-1.0", pi: "1-14" }, "Please select expected pI range.", ["pi"]],
  ])("'Missing Information' for %o names only what is missing, in spec §5's words and order", (params, message, missing) => {
    expect(generateMethod(params, NOW)).toEqual({ ok: false, title: "Missing Information", message, missing });
  });

  it("every message names missing choices in spec §5's order, never a filled one", () => {
    const all: RequiredMethodField[] = ["protein", "concentration", "pi"];
    const words = { protein: "protein type", concentration: "concentration range", pi: "expected pI range" };
    for (let mask = 1; mask < 8; mask++) {
      const missing = all.filter((_, i) => mask & (1 << i));
      const message = missingInformationMessage([...missing].reverse());
      const named = all.filter((field) => message.includes(words[field]));
      expect(named, message).toEqual(missing);
    }
    expect(missingFieldMessage("pi")).toBe("Please select expected pI range.");
  });

  it("mAb: 2,000–4,500 m/z, 380 V, 1 spectrum/s, 50 min", () => {
    const m = methodOf(generateMethod(MAB, NOW));
    expect(m.protein).toEqual({ value: "mab", label: "Monoclonal Antibody (mAb)" });
    expect(m.ms.massRangeMin).toBe(2000);
    expect(m.ms.massRangeMax).toBe(4500);
    expect(m.ms.massRangeText).toBe("2,000–4,500 m/z");
    expect(m.ms.fragmentorV).toBe(380);
    expect(m.ms.spectraPerSecond).toBe(1);
    expect(m.ms.acquisitionText).toBe("1 spectrum/s");
    expect(m.timelineMin).toBe(50);
  });

  it("ADC: 1,000–6,000 m/z, 370 V, 60 min, slower mobilisation", () => {
    const m = methodOf(generateMethod({ ...MAB, protein: "adc" }, NOW));
    expect(m.ms.massRangeText).toBe("1,000–6,000 m/z");
    expect(m.ms.fragmentorV).toBe(370);
    expect(m.timelineMin).toBe(60);
    const mob = m.sequence[3];
    expect(mob.durationMin).toBe(33);
    expect(mob.pressurePsi).toBe(1);
    expect(mob.name).toMatch(/ADC/);
  });

  it.each(["fc-fusion", "biosimilar"])("%s: 1,000–6,000 m/z, 380 V, 50 min", (protein) => {
    const m = methodOf(generateMethod({ ...MAB, protein }, NOW));
    expect([m.ms.massRangeMin, m.ms.massRangeMax]).toEqual([1000, 6000]);
    expect(m.ms.fragmentorV).toBe(380);
    expect(m.timelineMin).toBe(50);
  });

  it("every combination yields five steps whose durations sum to the timeline", () => {
    let combinations = 0;
    for (const p of PROTEIN_TYPES)
      for (const c of CONCENTRATION_RANGES)
        for (const pi of PI_RANGES) {
          const m = methodOf(generateMethod({ protein: p.value, concentration: c.value, pi: pi.value }, NOW));
          combinations++;
          expect(m.sequence).toHaveLength(5);
          expect(m.sequence.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
          expect(m.sequence.reduce((s, x) => s + x.durationMin, 0)).toBe(m.timelineMin);
          // contiguous windows from 0 to the timeline
          expect(m.sequence[0].startMin).toBe(0);
          for (let i = 1; i < 5; i++) expect(m.sequence[i].startMin).toBe(m.sequence[i - 1].endMin);
          expect(m.sequence[4].endMin).toBe(m.timelineMin);
          // MS is acquired during mobilisation only; voltages within the 30 kV limit
          expect(m.sequence.map((s) => s.msAcquisition)).toEqual([false, false, false, true, false]);
          for (const s of m.sequence) {
            expect(s.voltageKv).toBeGreaterThanOrEqual(0);
            expect(s.voltageKv).toBeLessThanOrEqual(30);
            expect(s.pressurePsi).toBeGreaterThanOrEqual(0);
            expect(s.durationMin).toBeGreaterThan(0);
          }
          expect(m.ampholytes).toBe(AMPHOLYTE_MIXES[pi.value]);
        }
    expect(combinations).toBe(48);
  });

  it("the five fixed steps: rinse, load, focus, mobilise + MS, regenerate", () => {
    const m = methodOf(generateMethod(MAB, NOW));
    expect(m.sequence.map((s) => [s.pressurePsi, s.voltageKv, s.durationMin])).toEqual([
      [50, 0, 5],
      [20, 0, 2],
      [0, 25, 15],
      [1.5, 25, 23],
      [50, 0, 5],
    ]);
    expect(m.sequence[0].name).toMatch(/rinse/i);
    expect(m.sequence[1].name).toMatch(/load/i);
    expect(m.sequence[2].name).toMatch(/focus/i);
    expect(m.sequence[3].name).toMatch(/mobilisation/i);
    expect(m.sequence[4].name).toMatch(/regeneration/i);
  });

  it("load and mobilisation pressures really move a whole 100 cm × 50 µm capillary (Hagen–Poiseuille)", () => {
    // plug share per second at 50 µm, 1 m: psi · 6895 · 2.5e-9 / (32 · 0.001 · 1) · 100 = psi · 0.0538672 %
    // load 20 psi · 120 s → 129.3 %; mAb mobilisation 1.5 psi · 1380 s → 111.5 %; ADC 1 psi · 1980 s → 106.7 %
    const share = (psi: number, min: number) => {
      const r = calculateInjectionVolume({ pressure: String(psi), durationS: String(min * 60), lengthCm: "100" });
      if (!r.ok) throw new Error(r.message);
      // more than one capillary volume: the capillary is flushed completely
      expect(r.flushed).toBe(true);
      return r.capillaryVolumes * 100;
    };
    const mab = methodOf(generateMethod(MAB, NOW)).sequence;
    const adc = methodOf(generateMethod({ ...MAB, protein: "adc" }, NOW)).sequence;
    expect(share(mab[1].pressurePsi, mab[1].durationMin)).toBeCloseTo(129.28, 1);
    expect(share(mab[3].pressurePsi, mab[3].durationMin)).toBeCloseTo(111.5, 0);
    expect(share(adc[3].pressurePsi, adc[3].durationMin)).toBeCloseTo(106.66, 1);
  });

  describe("sample preparation", () => {
    it.each([
      // 1 part sample + N parts master mix: sample = V / (N + 1)
      ["0.1-0.5", "1:1", 20, 10, 10], // 20 / 2 = 10
      ["0.5-1.0", "1:2", 30, 10, 20], // 30 / 3 = 10
      ["1.0-2.0", "1:4", 40, 8, 32], // 40 / 5 = 8
    ] as const)("%s mg/mL → %s, %i µL (%i + %i)", (concentration, dilution, total, sample, mix) => {
      const m = methodOf(generateMethod({ ...MAB, concentration }, NOW));
      expect(m.samplePreparation).toMatchObject({
        dilution,
        recommendedVolumeUl: total,
        totalVolumeUl: total,
        sampleUl: sample,
        masterMixUl: mix,
      });
      expect(m.samplePreparation.instructions).toContain(dilution);
    });

    it("uses the user's sample volume when given: 50 µL at 1:2 → 16.7 + 33.3 µL", () => {
      // 50 / 3 = 16.67 → 16.7; 50 − 16.7 = 33.3
      const m = methodOf(generateMethod({ ...MAB, volume: " 50 " }, NOW));
      expect(m.samplePreparation.totalVolumeUl).toBe(50);
      expect(m.samplePreparation.sampleUl).toBe(16.7);
      expect(m.samplePreparation.masterMixUl).toBe(33.3);
      expect(m.params.volume).toBe("50");
    });

    it("an empty volume means the recommendation", () => {
      const m = methodOf(generateMethod({ ...MAB, volume: "  " }, NOW));
      expect(m.samplePreparation.totalVolumeUl).toBe(30);
      expect(m.params.volume).toBeUndefined();
    });

    it.each(["5", "0", "-10", "15", "abc", "Infinity", "1e400"])("refuses the volume %j", (volume) => {
      expect(generateMethod({ ...MAB, volume }, NOW)).toEqual(INVALID_VOLUME);
    });

    it("missing selections are reported before an invalid volume", () => {
      expect(generateMethod({ volume: "5" }, NOW)).toEqual(MISSING);
    });
  });

  it("keeps the project name (trimmed) and the generation time", () => {
    const m = methodOf(generateMethod({ ...MAB, project: "  Lot   42  " }, NOW));
    expect(m.projectName).toBe("Lot 42");
    expect(m.params.project).toBe("Lot 42");
    expect(m.generatedAt).toBe(NOW.toISOString());
  });
});

describe("export", () => {
  it("file name: `${project || 'CR3520_Method'}_${YYYY-MM-DD}.json|txt`", () => {
    const date = new Date(2025, 0, 5);
    expect(exportFileName("", date, "json")).toBe("CR3520_Method_2025-01-05.json");
    expect(exportFileName(undefined, date, "txt")).toBe("CR3520_Method_2025-01-05.txt");
    expect(exportFileName("   ", date, "txt")).toBe("CR3520_Method_2025-01-05.txt");
    expect(exportFileName("Trastuzumab lot 7", date, "json")).toBe("Trastuzumab lot 7_2025-01-05.json");
    expect(exportFileName("a/b:c*?", date, "txt")).toBe("a_b_c___2025-01-05.txt");
    expect(formatIsoDate(new Date(2025, 11, 31, 23, 59))).toBe("2025-12-31");
  });

  it("JSON round-trips the method", () => {
    const m = methodOf(generateMethod({ ...MAB, project: "P1" }, NOW));
    const json = methodToJson(m);
    expect(JSON.parse(json)).toEqual(m);
    expect(json).toContain('\n  "projectName": "P1"');
  });

  it("the text protocol is a readable lab protocol", () => {
    const m = methodOf(generateMethod({ ...MAB, protein: "adc", project: "ADC run" }, NOW));
    const text = methodToTextProtocol(m);
    expectToContainAll(text, [
      "CR3520 cIEF-MS Method Protocol",
      "Project: ADC run",
      "Protein type: Antibody-Drug Conjugate (ADC)",
      "Dilution: 1:2",
      "Mass range: 1,000–6,000 m/z",
      "Fragmentor: 370 V",
      "Acquisition: 1 spectrum/s",
      "Analysis sequence (total 60 min)",
      "Step 5: Rinse / regeneration",
      "1 psi, 25 kV, 33 min (22–55 min), MS acquisition on",
    ]);
    expect(text).not.toMatch(/undefined|NaN/);
    const unnamed = methodToTextProtocol(methodOf(generateMethod(MAB, NOW)));
    expect(unnamed).toContain("Project: CR3520_Method");
  });

  it("export and share need a generated method", () => {
    expect(NO_METHOD_EXPORT_ERROR).toEqual(toolError("No Method Generated", "Please generate a method first before exporting."));
    expect(NO_METHOD_SHARE_ERROR).toEqual(toolError("No Method Generated", "Please generate a method first before sharing."));
    expect(requireMethod(null, "export")).toBe(NO_METHOD_EXPORT_ERROR);
    expect(requireMethod(undefined, "share")).toBe(NO_METHOD_SHARE_ERROR);
    const m = methodOf(generateMethod(MAB, NOW));
    expect(requireMethod(m, "share")).toEqual({ ok: true, method: m });
  });
});

describe("sharing", () => {
  it("methodToQuery builds method=cr3520 and the prefill parameters", () => {
    expect(methodToQuery({ ...MAB, volume: "30", project: "My Project" })).toBe(
      "method=cr3520&protein=mab&concentration=0.5-1.0&pi=6-10&volume=30&project=My+Project",
    );
    expect(methodToQuery({ protein: "adc" })).toBe("method=cr3520&protein=adc");
    expect(methodToQuery({})).toBe("method=cr3520");
  });

  it("a shared link reproduces the method", () => {
    const original = methodOf(generateMethod({ protein: "fc-fusion", concentration: "1.0-2.0", pi: "8-10", volume: "60", project: "Fc & co?" }, NOW));
    const { selected, params } = methodFromQuery(new URLSearchParams(methodToQuery(original.params)));
    expect(selected).toBe(true);
    expect(shouldAutoGenerate(params)).toBe(true);
    expect(methodOf(generateMethod(params, NOW))).toEqual(original);
  });

  it("methodFromQuery keeps recognised values only", () => {
    const q = new URLSearchParams("method=cr3520&protein=foo&concentration=0.5-1.0&pi=6-10&volume=15&project=%20X%20");
    expect(methodFromQuery(q)).toEqual({
      selected: true,
      params: { concentration: "0.5-1.0", pi: "6-10", project: "X" },
      notes: [],
    });
  });

  it("only method=cr3520 selects the assistant", () => {
    expect(methodFromQuery(new URLSearchParams("protein=mab")).selected).toBe(false);
    expect(methodFromQuery(new URLSearchParams("method=other&protein=mab")).selected).toBe(false);
    expect(methodFromQuery(new URLSearchParams("method=CR3520")).selected).toBe(true);
    expect(methodFromQuery(new URLSearchParams("")).params).toEqual({});
  });

  it("auto-generates only when protein, concentration and pI are all present", () => {
    expect(shouldAutoGenerate(MAB)).toBe(true);
    expect(shouldAutoGenerate({ protein: "mab", concentration: "0.5-1.0" })).toBe(false);
    expect(shouldAutoGenerate({ protein: "mab", pi: "6-10" })).toBe(false);
    expect(shouldAutoGenerate({ concentration: "0.5-1.0", pi: "6-10" })).toBe(false);
    expect(shouldAutoGenerate({ ...MAB, protein: "" })).toBe(false);
    expect(shouldAutoGenerate({ ...MAB, protein: "foo" })).toBe(false);
  });

  it("share URL points at /tools", () => {
    expect(methodShareUrl("https://example.com/", MAB)).toBe("https://example.com/tools?method=cr3520&protein=mab&concentration=0.5-1.0&pi=6-10");
  });

  it("mailto link opens the mail client with a summary and the link", () => {
    const m = methodOf(generateMethod({ ...MAB, project: "Lot 1" }, NOW));
    const url = methodMailtoUrl(m, "https://example.com/tools?method=cr3520");
    expect(url.startsWith("mailto:?subject=")).toBe(true);
    const params = new URLSearchParams(url.slice("mailto:?".length).replace(/\+/g, "%2B"));
    expect(params.get("subject")).toBe("CR3520 cIEF-MS method: Lot 1");
    expect(params.get("body")).toContain("Open the method: https://example.com/tools?method=cr3520");
    expect(params.get("body")).toContain("2,000–4,500 m/z");
  });
});

describe("tab content", () => {
  it("5–7 troubleshooting items, each with problem, cause and fix", () => {
    expect(TROUBLESHOOTING.length).toBeGreaterThanOrEqual(5);
    expect(TROUBLESHOOTING.length).toBeLessThanOrEqual(7);
    for (const t of TROUBLESHOOTING) {
      expect(t.problem.length).toBeGreaterThan(10);
      expect(t.cause.length).toBeGreaterThan(10);
      expect(t.fix.length).toBeGreaterThan(10);
    }
  });

  it("protocol notes", () => {
    expect(PROTOCOL_NOTES.length).toBeGreaterThan(0);
    for (const n of PROTOCOL_NOTES) expect(n.trim().length).toBeGreaterThan(10);
  });
});

// ---------------------------------------------------------------------------------------------
// Protocol content and the chain from the antibody tool
// ---------------------------------------------------------------------------------------------

describe("solutions", () => {
  it("names anolyte, catholyte and sheath liquid with MS-compatible, volatile compositions", () => {
    // Volatile acid anolyte / ammonia catholyte / acidic sheath liquid of cIEF-MS: Zhu, Sun & Dovichi, J. Sep. Sci. 2017, 40, 948;
    // Dai et al., Anal. Chem. 2018, 90, 2246. pH: 200 mM HCOOH (pKa 3.75) → 2.2; 300 mM NH3 (pKb 4.75) → 11.4.
    expect(CIEF_MS_SOLUTIONS.map((s) => s.name)).toEqual(["Anolyte", "Catholyte", "Sheath liquid"]);
    expect(CIEF_MS_SOLUTIONS[0].composition).toBe("200 mM formic acid in water (pH ≈ 2.2)");
    expect(CIEF_MS_SOLUTIONS[1].composition).toBe("300 mM ammonium hydroxide (ammonia) in water (pH ≈ 11.4)");
    expect(CIEF_MS_SOLUTIONS[2].composition).toContain("0.5% (v/v) formic acid");
    for (const s of CIEF_MS_SOLUTIONS) expect(s.composition).not.toMatch(/phosphate|Tris|glycerol/i);
  });

  it("are part of every generated method, and of the text protocol", () => {
    const m = methodOf(generateMethod(MAB, NOW));
    expect(m.solutions).toBe(CIEF_MS_SOLUTIONS);
    const text = methodToTextProtocol(m);
    expectToContainAll(text, [
      "5. Solutions",
      "Anolyte: 200 mM formic acid in water (pH ≈ 2.2)",
      "Catholyte: 300 mM ammonium hydroxide",
      "Sheath liquid: 10% (v/v) methanol, 0.5% (v/v) formic acid in water",
      "Dai J, Lamp J, Xia Q, Zhang Y.",
    ]);
  });
});

describe("master mix", () => {
  it("30 µL at 1:2 with the antibody range: 10 µL sample + 20 µL master mix whose parts add up", () => {
    // final % (v/v) × 30 µL: Pharmalyte 3-10 1 % → 0.30, Pharmalyte 8-10.5 1 % → 0.30, two pI markers 1 % → 0.30 each,
    // urea 2 M from 8 M → 30 · 2/8 = 7.50, L-arginine 10 mM from 500 mM → 30 · 10/500 = 0.60; water 20 − 9.30 = 10.70
    const mix = masterMixFor("6-10", samplePreparationFor("0.5-1.0"));
    expect(mix.sampleUl).toBe(10);
    expect(mix.masterMixUl).toBe(20);
    expect(mix.components.map((c) => [c.name, c.volumeUl])).toEqual([
      ["Pharmalyte 3-10", 0.3],
      ["Pharmalyte 8-10.5", 0.3],
      ["pI marker, acidic end (kit)", 0.3],
      ["pI marker, basic end (kit)", 0.3],
      ["Urea", 7.5],
      ["L-arginine", 0.6],
      ["Water, LC-MS grade", 10.7],
    ]);
    expect(mix.components.reduce((sum, c) => sum + c.volumeUl, 0)).toBeCloseTo(20, 10);
    // 0.3 µL cannot be pipetted: make ceil(0.5 / 0.3) = 2 preparations' worth
    expect(mix.batchFactor).toBe(2);
    expect(mix.note).toContain("make 2 preparations' worth");
  });

  it("every volume scales with the chosen sample volume (60 µL doubles 30 µL)", () => {
    const small = masterMixFor("6-10", samplePreparationFor("0.5-1.0", 30));
    const large = masterMixFor("6-10", samplePreparationFor("0.5-1.0", 60));
    large.components.forEach((c, i) => expect(c.volumeUl).toBeCloseTo(small.components[i].volumeUl * 2, 10));
    expect(large.masterMixUl).toBe(40);
    expect(large.batchFactor).toBe(1);
  });

  it("keeps water non-negative for the most concentrated mix (1:1, 10 µL)", () => {
    for (const pi of PI_RANGES) {
      const mix = masterMixFor(pi.value, samplePreparationFor("0.1-0.5", 10));
      expect(mix.components.at(-1)!.volumeUl).toBeGreaterThan(0);
      expect(mix.components.reduce((sum, c) => sum + c.volumeUl, 0)).toBeCloseTo(mix.masterMixUl, 10);
    }
  });

  it("is printed in the text protocol with the volumes", () => {
    const text = methodToTextProtocol(methodOf(generateMethod({ ...MAB, volume: "60" }, NOW)));
    expectToContainAll(text, [
      "Master mix for 60 µL prepared sample:",
      "- Urea: 15.00 µL (2 M final; stock 8 M, made the same day)",
      "- Water, LC-MS grade: 21.40 µL",
    ]);
  });
});

describe("analysis: assign by what intact cIEF-MS resolves", () => {
  it("deamidation is assigned by its acidic pI shift, never by +0.98 Da", () => {
    const deamidation = VARIANT_ASSIGNMENTS.find((v) => v.variant.startsWith("Deamidation"))!;
    expect(deamidation.assignBy).toBe("pI");
    expect(deamidation.piShift).toBe("acidic");
    expect(deamidation.massShift).toContain("not resolved intact");
  });

  it("glycoforms by mass (same pI), lysine variants by mass and their basic shift; average masses (ExPASy: K 128.17, Hex 162.14, NeuAc 291.26)", () => {
    const by = (prefix: string) => VARIANT_ASSIGNMENTS.find((v) => v.variant.startsWith(prefix))!;
    expect(by("Fc glycoforms")).toMatchObject({ assignBy: "mass", piShift: "none", massShift: "+162.14 Da" });
    expect(by("C-terminal lysine")).toMatchObject({ piShift: "basic", massShift: "+128.17 Da" });
    expect(by("Sialylation")).toMatchObject({ piShift: "acidic", massShift: "+291.26 Da" });
  });

  it("the Fragmentor note names the other vendors' equivalents", () => {
    for (const name of [
      "Agilent",
      "Thermo",
      "in-source CID",
      "S-lens RF",
      "Waters",
      "cone voltage",
      "Bruker",
      "funnel RF",
      "Sciex",
      "declustering potential",
    ]) {
      expect(FRAGMENTOR_VENDOR_NOTE).toContain(name);
    }
    expect(methodToTextProtocol(methodOf(generateMethod(MAB, NOW)))).toContain("Sciex, declustering potential");
  });
});

describe("pI range proposal from the theoretical pI", () => {
  it("trastuzumab's theoretical pI 8.45 → pI 6–10 (holds 7.95–8.95; 5–9 holds it too but 8.45 is nearer 6–10's centre)", () => {
    const p = proposePiRange(8.45);
    expect(p.range.value).toBe("6-10");
    expect(p.reason).toBe("Theoretical pI 8.45 → pI 6–10: the narrowest option that holds 7.95–8.95 (8.45 ± 0.5), with 8.45 nearest its centre.");
  });

  it.each([
    [9.3, "8-10"], // 8.8–9.8 fits the 2-unit basic range
    [8.5, "8-10"], // 8.0–9.0
    [7.0, "5-9"], // 6.5–7.5: 5–9 (centre 7) beats 6–10 (centre 8)
    [5.5, "5-9"],
    [4.6, "3-11"], // 4.1–5.1: only the broad range
    [10.6, "3-11"], // 10.1–11.1: nothing holds it; broad range
  ])("pI %f → %s", (pi, expected) => {
    expect(proposePiRange(pi).range.value).toBe(expected);
  });

  it("says so when only the broad range is left", () => {
    expect(proposePiRange(11.5).reason).toBe("Theoretical pI 11.50 → pI 3–11: no narrower option holds 11.00–12.00 (11.50 ± 0.5), so the broad range is used.");
  });
});

describe("charge ladder and m/z window", () => {
  it("m/z = (M + z · 1.007 276 466) / z (CODATA 2018 proton mass)", () => {
    // trastuzumab G0F/G0F 148,057.58 Da: z = 60 → 148,057.58/60 + 1.007276 = 2,468.63
    expect(mzForCharge(148057.58, 60)).toBeCloseTo(2468.6336, 4);
    expect(mzForCharge(148057.58, 40)).toBeCloseTo(3702.4468, 4);
  });

  it("a 148 kDa mAb: z 40–60, m/z 2,468.63–3,702.45, acquire 2,400–3,800 m/z (one charge beyond each end), inside 2,000–4,500", () => {
    // z = 61 → 2,428.18 → floor to 2,400; z = 39 → 3,797.36 → ceil to 3,800
    const ladder = chargeLadderFor(148057.58, msSettingsFor("mab"));
    expect([ladder.zMin, ladder.zMax]).toEqual([40, 60]);
    expect(ladder.rungs).toHaveLength(21);
    expect(ladder.rungs[0]).toMatchObject({ z: 60, mzText: "2,468.63" });
    expect(ladder.rungs.at(-1)).toMatchObject({ z: 40, mzText: "3,702.45" });
    expect(ladder.windowText).toBe("2,400–3,800 m/z");
    expect(ladder.withinMassRange).toBe(true);
    expect(ladder.assumption).toContain("40–60 protons");
  });

  it("scales the charges with the mass: a 50 kDa Fc-fusion half carries z 14–20", () => {
    // 40 · 50/148 = 13.5 → 14; 60 · 50/148 = 20.3 → 20
    const ladder = chargeLadderFor(50_000, msSettingsFor("fc-fusion"));
    expect([ladder.zMin, ladder.zMax]).toEqual([14, 20]);
    expect(ladder.rungs.every((r) => Number.isFinite(r.mz))).toBe(true);
  });
});

describe("the chain link ?method=cr3520&protein=mab&tpi=…&mass=…", () => {
  it("prefills protein, proposes the pI range and keeps tpi and mass", () => {
    const q = methodFromQuery(new URLSearchParams("method=cr3520&protein=mab&tpi=8.45&mass=148057.58"));
    expect(q).toEqual({
      selected: true,
      params: { protein: "mab", pi: "6-10", tpi: "8.45", mass: "148057.58" },
      notes: [],
      proposedPi: "6-10",
    });
  });

  it("a pI range named in the link wins over the proposal", () => {
    const q = methodFromQuery(new URLSearchParams("method=cr3520&protein=mab&pi=3-11&tpi=8.45"));
    expect(q.params.pi).toBe("3-11");
    expect(q.proposedPi).toBeUndefined();
  });

  it.each([
    ["tpi=abc", /theoretical pI "abc".*ignored/],
    ["tpi=15", /theoretical pI "15".*ignored/],
    ["tpi=-1", /theoretical pI "-1".*ignored/],
    ["mass=NaN", /mass "NaN".*ignored/],
    ["mass=500", /mass "500".*ignored/],
    ["mass=1e9", /mass "1e9".*ignored/],
  ])("ignores %s with a note, never NaN", (param, note) => {
    const q = methodFromQuery(new URLSearchParams(`method=cr3520&protein=mab&${param}`));
    expect(q.params).toEqual({ protein: "mab" });
    expect(q.notes).toHaveLength(1);
    expect(q.notes[0]).toMatch(note);
  });

  it("a generated method carries the proposal and the ladder, and its link keeps tpi and mass", () => {
    const m = methodOf(generateMethod({ protein: "mab", concentration: "0.5-1.0", pi: "6-10", tpi: "8.45", mass: "148057.58" }, NOW));
    expect(m.antibody?.piProposal?.range.value).toBe("6-10");
    expect(m.antibody?.chargeLadder?.windowText).toBe("2,400–3,800 m/z");
    expect(m.ms.massRangeText).toBe("2,000–4,500 m/z"); // the spec's constant stays
    expect(methodToQuery(m.params)).toBe("method=cr3520&protein=mab&concentration=0.5-1.0&pi=6-10&tpi=8.45&mass=148057.58");
    const text = methodToTextProtocol(m);
    expect(text).toContain("pI range proposal: Theoretical pI 8.45 → pI 6–10");
    expect(text).toContain("m/z window to acquire: 2,400–3,800 m/z (inside 2,000–4,500 m/z)");
  });

  it("the e-mail carries the proposal and the m/z window", () => {
    const m = methodOf(generateMethod({ ...MAB, tpi: "8.45", mass: "148057.58" }, NOW));
    const body = new URLSearchParams(methodMailtoUrl(m, methodShareUrl("https://example.com", m.params)).split("?")[1]).get("body");
    expectToContainAll(body, [
      "pI range proposal: Theoretical pI 8.45 → pI 6–10",
      "m/z window of the charge ladder: 2,400–3,800 m/z",
      "tpi=8.45&mass=148057.58",
    ]);
  });

  it("bad tpi or mass typed in the form are refused with a clear message", () => {
    expect(generateMethod({ ...MAB, tpi: "x" })).toMatchObject({
      ok: false,
      message: "Please enter the theoretical pI as a number between 0 and 14, or leave it empty.",
    });
    expect(generateMethod({ ...MAB, mass: "12" })).toMatchObject({
      ok: false,
      message: "Please enter the average mass in Da, between 10,000 and 1,000,000, or leave it empty.",
    });
  });
});
