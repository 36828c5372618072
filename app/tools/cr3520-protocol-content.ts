/**
 * The text of the CR3520 method's Troubleshooting and Protocol tabs: troubleshooting, notes, solutions,
 * sources, the Fragmentor vendor note and variant assignment. Data, not markup, so that the Protocol
 * tab, the text export and the protocol PDF print the same.
 */

export interface TroubleshootingItem {
  readonly problem: string;
  readonly cause: string;
  readonly fix: string;
}

export const TROUBLESHOOTING: readonly TroubleshootingItem[] = [
  {
    problem: "Broad, split or poorly resolved charge-variant peaks",
    cause: "Residual salt or buffer in the sample, or focusing stopped before the pH gradient had formed.",
    fix: "Desalt or buffer-exchange the sample into water or ≤ 10 mM ammonium acetate, and extend focusing until the current has dropped to a stable plateau.",
  },
  {
    problem: "Unstable or lost electrospray (TIC drops, current spikes)",
    cause: "Air bubble in the capillary, interrupted sheath-liquid flow, a partially blocked emitter or a wrong emitter gap.",
    fix: "Check the sheath-liquid flow and degas solutions, flush or replace the emitter, set the 1.2 mm cIEF-MS emitter gap, and keep the ESI voltage at 2.2–2.4 kV.",
  },
  {
    problem: "Protein precipitates at its pI (spikes, missing main peak, blocked capillary)",
    cause: "Too much protein focused into a narrow zone where its solubility is lowest.",
    fix: "Use the next higher dilution (or a lower concentration range), and consider an MS-compatible solubiliser such as up to 2 M urea.",
  },
  {
    problem: "Weak MS signal or strong ion suppression",
    cause: "Excess carrier ampholytes, non-volatile additives (phosphate, Tris, glycerol, detergents) or a mass range that misses the charge-state envelope.",
    fix: "Keep total ampholyte at about 2% (v/v), remove non-volatile components, and use 2,000–4,500 m/z for mAbs or 1,000–6,000 m/z for other proteins.",
  },
  {
    problem: "pI values or migration times drift between runs",
    cause: "Depleted anolyte/catholyte, degraded capillary coating (electro-osmotic flow), or temperature changes.",
    fix: "Replace electrolytes regularly, run the rinse/regeneration step after every injection, include pI markers bracketing the expected range, and replace the capillary when markers shift.",
  },
  {
    problem: "ADC: drug-linker loss or extra low-mass species",
    cause: "In-source fragmentation of the labile drug-linker at high fragmentor voltage.",
    fix: "Keep the fragmentor at 370 V (lower it further if needed) and use the extended 60 min timeline so DAR species stay resolved.",
  },
];

export const ADC_NOTE =
  "ADC: the fragmentor is lowered to 370 V to limit in-source loss of the drug-linker, and mobilisation is slowed (1.0 psi, 33 min) so drug-load variants stay resolved.";

export const PROTOCOL_NOTES: readonly string[] = [
  "Pressures and times assume a neutral-coated separation capillary, 100 cm × 50 µm ID, coupled to a sheath-flow CE-MS ion source (1.2 mm emitter gap for cIEF-MS).",
  "Desalt samples to below 10 mM salt before mixing with ampholytes; salt lengthens focusing and broadens peaks.",
  "Prepare the ampholyte master mix fresh each day and keep prepared samples at 4 °C until injection.",
  "Add pI markers that bracket the expected pI range to calibrate the pI axis.",
  "Focusing is complete when the current has fallen to a stable plateau; extend step 3 if it is still dropping.",
  "Run a blank (master mix only) at the start of a sequence to check the background and carry-over.",
];

export type SolutionRole = "anolyte" | "catholyte" | "sheath-liquid";

export interface ProtocolSolution {
  readonly role: SolutionRole;
  /** "Anolyte", "Catholyte", "Sheath liquid". */
  readonly name: string;
  readonly composition: string;
  /** Where and when it is used in the sequence. */
  readonly use: string;
  readonly note: string;
}

/**
 * The electrolytes of an MS-compatible cIEF method: volatile acid at the anode, volatile base at the
 * cathode, and an acidic, partly organic sheath liquid that mobilises the focused zones and sprays them.
 * Conditions as in published cIEF-MS of intact proteins and antibodies (sources: CIEF_MS_SOURCES).
 */
export const CIEF_MS_SOLUTIONS: readonly ProtocolSolution[] = [
  {
    role: "anolyte",
    name: "Anolyte",
    composition: "200 mM formic acid in water (pH ≈ 2.2)",
    use: "Inlet vial (anode) during focusing and mobilisation.",
    note: "Volatile, so it does no harm when the end of mobilisation carries it to the emitter. UV-detected cIEF uses 200 mM phosphoric acid, which must not reach the mass spectrometer.",
  },
  {
    role: "catholyte",
    name: "Catholyte",
    composition: "300 mM ammonium hydroxide (ammonia) in water (pH ≈ 11.4)",
    use: "Fills the capillary in the rinse step (step 1) and holds the outlet (cathode) end basic during focusing (step 3).",
    note: "Prepare it fresh every day: ammonia evaporates and the pH of an open vial falls within hours.",
  },
  {
    role: "sheath-liquid",
    name: "Sheath liquid",
    composition: "10% (v/v) methanol, 0.5% (v/v) formic acid in water",
    use: "Flows around the capillary outlet at the emitter from mobilisation on (step 4): its acid mobilises the focused zones and carries them into the electrospray.",
    note: "Sheath liquids of 50:50 methanol or isopropanol/water with 0.1–1% formic or acetic acid are also published for cIEF-MS: more organic solvent gives a steadier spray, more acid a faster mobilisation.",
  },
];

/** Where the solutions, the charge-state assumption and the variant rules come from. */
export const CIEF_MS_SOURCES: readonly string[] = [
  "Dai J, Lamp J, Xia Q, Zhang Y. Capillary isoelectric focusing–mass spectrometry method for the separation and online characterization of intact monoclonal antibody charge variants. Anal. Chem. 2018, 90, 2246–2254.",
  "Zhu G, Sun L, Dovichi NJ. Simplified capillary isoelectric focusing with chemical mobilization for intact protein analysis. J. Sep. Sci. 2017, 40, 948–953.",
  "Mack S, Arnold D, Bogdan G, et al. A novel microchip-based imaged CIEF-MS system for comprehensive characterization and identification of biopharmaceutical charge variants. Electrophoresis 2019, 40, 3084–3091.",
  "Zhang Z, Pan H, Chen X. Mass spectrometry for structural characterization of therapeutic antibodies. Mass Spectrom. Rev. 2009, 28, 147–176.",
];

/**
 * "Fragmentor" is Agilent's name for the in-source (capillary exit) voltage; what it is called elsewhere.
 * Values in volts do not carry over between instruments.
 */
export const FRAGMENTOR_VENDOR_NOTE =
  "Fragmentor is Agilent's name for the in-source voltage that declusters ions (and, set too high, fragments them). " +
  "On other instruments: Thermo, in-source CID / S-lens RF level; Waters, cone voltage; Bruker, in-source CID / funnel RF; " +
  "Sciex, declustering potential. Volts do not carry over between vendors: start from the instrument's intact-protein setting.";

export type PiShift = "acidic" | "basic" | "none";

export interface VariantAssignment {
  readonly variant: string;
  /** Average-mass difference to the main isoform, as text ("+128.17 Da"). */
  readonly massShift: string;
  /** Where the variant focuses relative to the main isoform. */
  readonly piShift: PiShift;
  /** What intact cIEF-MS assigns it by. */
  readonly assignBy: "mass" | "pI" | "pI and mass";
  readonly note: string;
}

/**
 * How intact cIEF-MS assigns the common variants of an antibody: charge variants by where they focus
 * (pI), glycoforms and lysine variants by mass. Average-mass shifts (ExPASy average residue masses).
 * Deamidation (+0.98 Da) is far below what a deconvoluted 148 kDa spectrum resolves: it is assigned by
 * its acidic pI shift at the main-peak mass, never by mass.
 */
export const VARIANT_ASSIGNMENTS: readonly VariantAssignment[] = [
  {
    variant: "C-terminal lysine (per K)",
    massShift: "+128.17 Da",
    piShift: "basic",
    assignBy: "pI and mass",
    note: "Basic peaks 128 Da and 256 Da above the main mass: one or two heavy chains keep their lysine.",
  },
  {
    variant: "Fc glycoforms (G0F → G1F → G2F, per galactose)",
    massShift: "+162.14 Da",
    piShift: "none",
    assignBy: "mass",
    note: "Same pI: glycoforms focus together and are told apart in the deconvoluted spectrum of each peak.",
  },
  {
    variant: "Sialylation (per NeuAc)",
    massShift: "+291.26 Da",
    piShift: "acidic",
    assignBy: "pI and mass",
    note: "Each sialic acid adds a negative charge and 291 Da.",
  },
  {
    variant: "Glycation (hexose on K)",
    massShift: "+162.14 Da",
    piShift: "acidic",
    assignBy: "pI and mass",
    note: "Same mass as a galactose: an acidic peak 162 Da above the main mass is glycation, not a glycoform.",
  },
  {
    variant: "Deamidation (N → D / isoD)",
    massShift: "+0.98 Da (not resolved intact)",
    piShift: "acidic",
    assignBy: "pI",
    note: "An acidic peak with the main-peak mass: 0.98 Da is about 7 ppm of 148 kDa, well inside the width of an intact-mass peak. Confirm the site by peptide mapping.",
  },
  {
    variant: "N-terminal Gln not cyclised to pyro-Glu",
    massShift: "+17.03 Da",
    piShift: "basic",
    assignBy: "pI and mass",
    note: "The free N-terminal amine adds a positive charge; pyro-Glu is the main form.",
  },
  {
    variant: "ADC: lysine-linked MCC-DM1 (per drug)",
    massShift: "≈ +957 Da",
    piShift: "acidic",
    assignBy: "pI and mass",
    note: "Each conjugated lysine loses its positive charge: drug-load species form an acidic ladder.",
  },
];
