/**
 * The rules that turn the CR3520 choices into a method: the timeline (50 min, 60 min for ADCs), the
 * MS settings, the five-step analysis sequence, the sample preparation and the master-mix recipe.
 */
import { AMPHOLYTE_MIXES, type ConcentrationRange, type PiRange, piRangeBounds, type ProteinType, SAMPLE_PREP } from "./cr3520-options";

export interface AnalysisStep {
  readonly step: number;
  readonly name: string;
  readonly description: string;
  readonly pressurePsi: number;
  readonly voltageKv: number;
  readonly durationMin: number;
  readonly startMin: number;
  readonly endMin: number;
  /** MS data are acquired during this step. */
  readonly msAcquisition: boolean;
}

export interface MsSettings {
  readonly massRangeMin: number;
  readonly massRangeMax: number;
  /** e.g. "2,000–4,500 m/z" */
  readonly massRangeText: string;
  readonly fragmentorV: number;
  readonly spectraPerSecond: number;
  readonly acquisitionText: string;
  readonly polarity: "positive";
  /** Electrospray voltage of the sheath-flow ion source. */
  readonly esiVoltageText: string;
}

export interface SamplePreparation {
  readonly dilution: string;
  readonly masterMixParts: number;
  readonly recommendedVolumeUl: number;
  /** Total prepared volume: the user's sample volume, else the recommendation. */
  readonly totalVolumeUl: number;
  /** µL of protein sample in the prepared volume (1 decimal). */
  readonly sampleUl: number;
  /** µL of ampholyte master mix in the prepared volume (1 decimal). */
  readonly masterMixUl: number;
  readonly instructions: string;
}

export interface MasterMixComponent {
  readonly name: string;
  /** Why it is in the mix. */
  readonly role: string;
  readonly stock: string;
  /** Final concentration in the prepared sample. */
  readonly final: string;
  /** µL for the prepared volume, 2 decimals. */
  readonly volumeUl: number;
}

export interface MasterMix {
  /** Prepared volume (sample + master mix), µL. */
  readonly preparedVolumeUl: number;
  readonly sampleUl: number;
  /** µL of master mix; the components (water last) add up to it. */
  readonly masterMixUl: number;
  readonly components: readonly MasterMixComponent[];
  /** Make this many preparations' worth at once so that no component is below MIN_PIPETTE_UL (1 when none is). */
  readonly batchFactor: number;
  readonly note: string;
}

export const TIMELINE_MIN: Readonly<Record<"default" | "adc", number>> = { default: 50, adc: 60 };

export function timelineFor(protein: ProteinType): number {
  return protein === "adc" ? TIMELINE_MIN.adc : TIMELINE_MIN.default;
}

export function msSettingsFor(protein: ProteinType): MsSettings {
  const [min, max] = protein === "mab" ? [2000, 4500] : [1000, 6000];
  const fmt = new Intl.NumberFormat("en-US");
  return {
    massRangeMin: min,
    massRangeMax: max,
    massRangeText: `${fmt.format(min)}–${fmt.format(max)} m/z`,
    fragmentorV: protein === "adc" ? 370 : 380,
    spectraPerSecond: 1,
    acquisitionText: "1 spectrum/s",
    polarity: "positive",
    esiVoltageText: "2.2–2.4 kV",
  };
}

type StepTemplate = Omit<AnalysisStep, "startMin" | "endMin">;

/**
 * The five fixed steps. Pressures are sized for a 100 cm × 50 µm ID capillary
 * (Hagen–Poiseuille plug velocity v = ΔP·d²/(32·η·L), η ≈ 0.001 Pa·s):
 *   - 20 psi fills the capillary in ≈ 93 s, so a 2 min load fills it completely;
 *   - 1.5 psi pushes the whole capillary past the emitter in ≈ 21 min (< 23 min mobilisation);
 *   - 1.0 psi takes ≈ 31 min (< 33 min): the slower ADC mobilisation that spreads DAR species.
 */
export function analysisSequenceFor(protein: ProteinType): AnalysisStep[] {
  const adc = protein === "adc";
  const templates: StepTemplate[] = [
    {
      step: 1,
      name: "Capillary rinse",
      description: "Rinse with water, then fill with catholyte to condition the neutral-coated capillary.",
      pressurePsi: 50,
      voltageKv: 0,
      durationMin: 5,
      msAcquisition: false,
    },
    {
      step: 2,
      name: "Sample / ampholyte load",
      description: "Fill the whole capillary with the sample–ampholyte mixture.",
      pressurePsi: 20,
      voltageKv: 0,
      durationMin: 2,
      msAcquisition: false,
    },
    {
      step: 3,
      name: "Focusing",
      description: "Inlet in anolyte, outlet in catholyte; proteins migrate to their pI until the current falls to a stable plateau.",
      pressurePsi: 0,
      voltageKv: 25,
      durationMin: 15,
      msAcquisition: false,
    },
    {
      step: 4,
      name: adc ? "Chemical / pressure mobilisation with MS detection (ADC, extended)" : "Chemical / pressure mobilisation with MS detection",
      description: adc
        ? "Acidic sheath liquid mobilises the focused zones while a gentle 1.0 psi push moves them to the emitter; slower to resolve drug-load (DAR) variants. MS acquisition on."
        : "Acidic sheath liquid mobilises the focused zones while 1.5 psi moves them to the emitter. MS acquisition on.",
      pressurePsi: adc ? 1 : 1.5,
      voltageKv: 25,
      durationMin: adc ? 33 : 23,
      msAcquisition: true,
    },
    {
      step: 5,
      name: "Rinse / regeneration",
      description: "Flush out ampholytes and protein, then re-equilibrate the capillary for the next injection.",
      pressurePsi: 50,
      voltageKv: 0,
      durationMin: 5,
      msAcquisition: false,
    },
  ];
  let t = 0;
  return templates.map((s) => {
    const startMin = t;
    t += s.durationMin;
    return { ...s, startMin, endMin: t };
  });
}

function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

export function samplePreparationFor(concentration: ConcentrationRange, volumeUl?: number): SamplePreparation {
  const rule = SAMPLE_PREP[concentration];
  const total = volumeUl ?? rule.volumeUl;
  const sampleUl = roundTenth(total / (rule.masterMixParts + 1));
  const masterMixUl = roundTenth(total - sampleUl);
  return {
    dilution: rule.dilution,
    masterMixParts: rule.masterMixParts,
    recommendedVolumeUl: rule.volumeUl,
    totalVolumeUl: total,
    sampleUl,
    masterMixUl,
    instructions:
      `Dilute ${rule.dilution} (1 part sample + ${rule.masterMixParts} part${rule.masterMixParts > 1 ? "s" : ""} ampholyte master mix): ` +
      `mix ${sampleUl} µL sample with ${masterMixUl} µL master mix for ${total} µL total.`,
  };
}

/** Smallest volume pipetted accurately with a standard 0.5–10 µL pipette. */
export const MIN_PIPETTE_UL = 0.5;

/** Stabilisers and markers of the master mix, as final concentrations in the prepared sample. */
export const MASTER_MIX_ADDITIVES = {
  /** Each of two pI markers (acidic and basic end), % (v/v) of the kit's marker solutions. */
  piMarkerPercent: 1,
  urea: { stockM: 8, finalM: 2 },
  arginine: { stockMm: 500, finalMm: 10 },
} as const;

function round2Ul(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The master mix for a prepared volume: the ampholytes of the pI range, two pI markers, urea against
 * precipitation at the pI, L-arginine as cathodic blocker, and water to the master-mix volume. Every
 * volume scales with the prepared volume.
 */
export function masterMixFor(piRange: PiRange, prep: Pick<SamplePreparation, "totalVolumeUl" | "sampleUl" | "masterMixUl">): MasterMix {
  const total = prep.totalVolumeUl;
  const [low, high] = piRangeBounds(piRange);
  const { piMarkerPercent, urea, arginine } = MASTER_MIX_ADDITIVES;
  const parts: MasterMixComponent[] = [
    ...AMPHOLYTE_MIXES[piRange].components.map((c) => ({
      name: c.name,
      role: "Carrier ampholytes: form the pH gradient",
      stock: "as supplied",
      final: `${c.percent}% (v/v)`,
      volumeUl: round2Ul((c.percent / 100) * total),
    })),
    {
      name: "pI marker, acidic end (kit)",
      role: `Calibrates the pI axis near pI ${low}`,
      stock: "as supplied",
      final: `${piMarkerPercent}% (v/v)`,
      volumeUl: round2Ul((piMarkerPercent / 100) * total),
    },
    {
      name: "pI marker, basic end (kit)",
      role: `Calibrates the pI axis near pI ${high}`,
      stock: "as supplied",
      final: `${piMarkerPercent}% (v/v)`,
      volumeUl: round2Ul((piMarkerPercent / 100) * total),
    },
    {
      name: "Urea",
      role: "Keeps the protein soluble at its pI (anti-precipitant)",
      stock: `${urea.stockM} M, made the same day`,
      final: `${urea.finalM} M`,
      volumeUl: round2Ul((urea.finalM / urea.stockM) * total),
    },
    {
      name: "L-arginine",
      role: "Cathodic blocker: fills the basic end so basic variants focus inside the capillary",
      stock: `${arginine.stockMm} mM`,
      final: `${arginine.finalMm} mM`,
      volumeUl: round2Ul((arginine.finalMm / arginine.stockMm) * total),
    },
  ];
  const used = parts.reduce((sum, p) => sum + p.volumeUl, 0);
  const water = round2Ul(prep.masterMixUl - used);
  const components = [...parts, { name: "Water, LC-MS grade", role: "Makes up the master-mix volume", stock: "—", final: "—", volumeUl: water }];
  const smallest = Math.min(...parts.map((p) => p.volumeUl));
  const batchFactor = smallest >= MIN_PIPETTE_UL ? 1 : Math.ceil(MIN_PIPETTE_UL / smallest);
  return {
    preparedVolumeUl: total,
    sampleUl: prep.sampleUl,
    masterMixUl: prep.masterMixUl,
    components,
    batchFactor,
    note:
      (batchFactor > 1
        ? `Some volumes are below ${MIN_PIPETTE_UL} µL: make ${batchFactor} preparations' worth of master mix (every volume × ${batchFactor}) and take ${prep.masterMixUl} µL of it. `
        : "") + "Use urea from a stock made the same day: aged urea carbamylates lysines (+43.01 Da), which shows up as extra acidic variants.",
  };
}
