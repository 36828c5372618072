/**
 * Published amino-acid sequences of the HER2 antibodies used as examples by the
 * Antibody Molecular Weight tool (Sequences tab) and by the HER2 predictor database.
 *
 * Trastuzumab (Herceptin; DrugBank DB00072; IMGT/mAb-DB; USP Medicines Compendium monograph
 * "Trastuzumab", which lists these two chains and a molecular weight of approx. 145,423 Da):
 *   - heavy chain: 450 residues, humanised 4D5-8 VH + human IgG1 constant region
 *     (CH3 "…PSREEMTKNQ…", C-terminal lysine encoded), N-glycosylation site N300 ("EEQYNSTYR").
 *   - light chain: 214 residues, humanised 4D5-8 VL + human kappa constant region.
 *   Note: some sequence records show the G1m1 allotype in CH3 ("…PSRDELTKNQ…"), which is
 *   32.06 Da lighter; the USP/IMGT form used here carries "EEM".
 *
 * Pertuzumab (Perjeta; DrugBank DB06366; IMGT/mAb-DB): humanised 2C4 variable domains on
 * the same human IgG1 / kappa constant regions as trastuzumab (heavy chain 449 residues,
 * light chain 214 residues).
 *
 * Ado-trastuzumab emtansine (T-DM1, Kadcyla) uses the trastuzumab chains unchanged; DM1 is
 * attached to lysines through the non-cleavable SMCC linker (average drug/antibody ratio ~3.5).
 */

/** Human IgG1 constant region (CH1–hinge–CH2–CH3) shared by both antibodies, with C-terminal K. */
const IGG1_CONSTANT =
  "ASTKGPSVFPLAPSSKSTSGGTAALGCLVKDYFPEPVTVSWNSGALTSGVHTFPAVLQSSGLYSLSSVVTVPSSSLGTQTYICNVNHKPSNTKVDKKVEPKSCDKTHTCPPCPAPELLGGPSVFLFPPKPKDTLMISRTPEVTCVVVDVSHEDPEVKFNWYVDGVEVHNAKTKPREEQYNSTYRVVSVLTVLHQDWLNGKEYKCKVSNKALPAPIEKTISKAKGQPREPQVYTLPPSREEMTKNQVSLTCLVKGFYPSDIAVEWESNGQPENNYKTTPPVLDSDGSFFLYSKLTVDKSRWQQGNVFSCSVMHEALHNHYTQKSLSLSPGK";

/** Human kappa constant region (CL). */
const KAPPA_CONSTANT = "RTVAAPSVFIFPPSDEQLKSGTASVVCLLNNFYPREAKVQWKVDNALQSGNSQESVTEQDSKDSTYSLSSTLTLSKADYEKHKVYACEVTHQGLSSPVTKSFNRGEC";

const TRASTUZUMAB_VH = "EVQLVESGGGLVQPGGSLRLSCAASGFNIKDTYIHWVRQAPGKGLEWVARIYPTNGYTRYADSVKGRFTISADTSKNTAYLQMNSLRAEDTAVYYCSRWGGDGFYAMDYWGQGTLVTVSS";
const TRASTUZUMAB_VL = "DIQMTQSPSSLSASVGDRVTITCRASQDVNTAVAWYQQKPGKAPKLLIYSASFLYSGVPSRFSGSRSGTDFTLTISSLQPEDFATYYCQQHYTTPPTFGQGTKVEIK";

const PERTUZUMAB_VH = "EVQLVESGGGLVQPGGSLRLSCAASGFTFTDYTMDWVRQAPGKGLEWVADVNPNSGGSIYNQRFKGRFTLSVDRSKNTLYLQMNSLRAEDTAVYYCARNLGPSFYFDYWGQGTLVTVSS";
const PERTUZUMAB_VL = "DIQMTQSPSSLSASVGDRVTITCKASQDVSIGVAWYQQKPGKAPKLLIYSASYRYTGVPSRFSGSGSGTDFTLTISSLQPEDFATYYCQQYYIYPYTFGQGTKVEIK";

export const TRASTUZUMAB_HEAVY_CHAIN = TRASTUZUMAB_VH + IGG1_CONSTANT;
export const TRASTUZUMAB_LIGHT_CHAIN = TRASTUZUMAB_VL + KAPPA_CONSTANT;
export const PERTUZUMAB_HEAVY_CHAIN = PERTUZUMAB_VH + IGG1_CONSTANT;
export const PERTUZUMAB_LIGHT_CHAIN = PERTUZUMAB_VL + KAPPA_CONSTANT;

export interface ExampleAntibody {
  readonly id: string;
  readonly name: string;
  readonly heavyChain: string;
  readonly lightChain: string;
  readonly source: string;
}

/** Example sequences for the Sequences tab ("load example"). */
export const EXAMPLE_ANTIBODIES: readonly ExampleAntibody[] = [
  {
    id: "trastuzumab",
    name: "Trastuzumab (Herceptin), IgG1κ",
    heavyChain: TRASTUZUMAB_HEAVY_CHAIN,
    lightChain: TRASTUZUMAB_LIGHT_CHAIN,
    source: "DrugBank DB00072 / IMGT mAb-DB / USP monograph",
  },
  {
    id: "pertuzumab",
    name: "Pertuzumab (Perjeta), IgG1κ",
    heavyChain: PERTUZUMAB_HEAVY_CHAIN,
    lightChain: PERTUZUMAB_LIGHT_CHAIN,
    source: "DrugBank DB06366 / IMGT mAb-DB",
  },
];
