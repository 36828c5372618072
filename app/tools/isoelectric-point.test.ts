import { describe, expect, it } from "vitest";
import { C_TERMINAL_PK, N_TERMINAL_PK, SIDE_CHAIN_PK, isoelectricPoint, netCharge } from "./isoelectric-point";
import { TRASTUZUMAB_HEAVY_CHAIN, TRASTUZUMAB_LIGHT_CHAIN } from "./antibody-sequences";

// Bjellqvist B et al., Electrophoresis 1993;14:1023–1031 and 1994;15:529–539, the pK set of ExPASy
// Compute pI/Mw (https://web.expasy.org/compute_pi/pi_tool-doc.html).
describe("Bjellqvist pK set", () => {
  it("side chains, N- and C-terminal values as ExPASy lists them", () => {
    expect(SIDE_CHAIN_PK).toEqual({ K: 10.0, R: 12.0, H: 5.98, D: 4.05, E: 4.45, C: 9.0, Y: 10.0 });
    expect(N_TERMINAL_PK).toEqual({ A: 7.59, M: 7.0, S: 6.93, P: 8.36, T: 6.82, V: 7.44, E: 7.7 });
    expect(C_TERMINAL_PK).toEqual({ D: 4.55, E: 4.75 });
  });
});

describe("isoelectricPoint", () => {
  it("a neutral dipeptide sits midway between its terminal pKs: GG = (7.5 + 3.55) / 2 = 5.525", () => {
    expect(isoelectricPoint([{ sequence: "GG" }])).toBeCloseTo(5.525, 3);
  });

  it("the net charge is zero at the pI and changes sign around it", () => {
    const chains = [{ sequence: TRASTUZUMAB_LIGHT_CHAIN }];
    const pI = isoelectricPoint(chains)!;
    expect(Math.abs(netCharge(chains, pI))).toBeLessThan(0.01);
    expect(netCharge(chains, pI - 0.5)).toBeGreaterThan(0);
    expect(netCharge(chains, pI + 0.5)).toBeLessThan(0);
  });

  it("trastuzumab chains as ExPASy computes them: heavy 8.49, light 7.76", () => {
    // ExPASy compute_pI algorithm (all cysteines free), re-implemented independently to cross-check
    expect(isoelectricPoint([{ sequence: TRASTUZUMAB_HEAVY_CHAIN }])!.toFixed(2)).toBe("8.49");
    expect(isoelectricPoint([{ sequence: TRASTUZUMAB_LIGHT_CHAIN }])!.toFixed(2)).toBe("7.76");
  });

  it("the intact antibody titrates its four chains together; bonded cysteines do not titrate", () => {
    const igg = [
      { sequence: TRASTUZUMAB_HEAVY_CHAIN, copies: 2 },
      { sequence: TRASTUZUMAB_LIGHT_CHAIN, copies: 2 },
    ];
    const allFree = isoelectricPoint(igg)!;
    const bonded = isoelectricPoint(igg, 32)!;
    // between its chains' pIs, and higher once the 32 thiols (pK 9.0) no longer count as acids
    expect(allFree).toBeGreaterThan(7.76);
    expect(allFree).toBeLessThan(8.49);
    expect(bonded).toBeGreaterThan(allFree);
    expect(bonded.toFixed(2)).toBe("8.76");
  });

  it("pyroglutamate removes the N-terminal amine (and a cyclised E its carboxyl)", () => {
    // blocking the amine lowers the pI; a cyclised E has also lost its carboxyl, so EGGK then carries what QGGK does
    const free = isoelectricPoint([{ sequence: "QGGK" }])!;
    const pyro = isoelectricPoint([{ sequence: "QGGK", pyroGlu: true }])!;
    expect(pyro).toBeLessThan(free);
    expect(netCharge([{ sequence: "EGGK", pyroGlu: true }], 7)).toBeCloseTo(netCharge([{ sequence: "QGGK", pyroGlu: true }], 7), 6);
  });

  it("nothing to titrate, or only one kind of charge → null, never NaN or a pI of 0.00", () => {
    expect(isoelectricPoint([])).toBeNull();
    expect(isoelectricPoint([{ sequence: "" }])).toBeNull();
    // pyro-Glu E-G: no amine, no side chains, only the C-terminal carboxyl
    expect(isoelectricPoint([{ sequence: "EG", pyroGlu: true }])).toBeNull();
    expect(isoelectricPoint([{ sequence: "EGK", pyroGlu: true }])).not.toBeNull();
  });
});
