/**
 * The ion source's interface specifications: the home page's key figures and the partner-platform
 * page's Performance tab. A module of its own, so the home page does not load the platform page's text.
 */

export interface PerformanceRow {
  parameter: string;
  value: string;
  note: string;
}

export interface PerformanceTab {
  title: string;
  intro: string;
  columns: { parameter: string; value: string; note: string };
  rows: readonly PerformanceRow[];
  footnote: string;
}

export const performanceTab: PerformanceTab = {
  title: "Performance Specifications",
  intro: "Key interface parameters for CE-MS on Q-TOF and TOF mass spectrometers.",
  columns: { parameter: "Parameter", value: "Specification", note: "Notes" },
  rows: [
    { parameter: "Separation voltage", value: "Up to 30 kV", note: "CZE and cIEF modes" },
    { parameter: "Electrospray voltage", value: "2.2–2.4 kV", note: "Stable nanoelectrospray" },
    { parameter: "Emitter gap, CZE-MS", value: "0.7 mm", note: "Capillary zone electrophoresis" },
    { parameter: "Emitter gap, cIEF-MS", value: "1.2 mm", note: "Capillary isoelectric focusing" },
    { parameter: "Emitter spacing", value: "18 mm", note: "Fixed mounting geometry" },
    { parameter: "Emitter tip size", value: "15–30 µm", note: "Chosen for flow rate and application" },
  ],
  footnote:
    "Specifications describe the interface. Sensitivity, resolution and mass accuracy depend on the analyte, the method and the mass spectrometer model.",
};
