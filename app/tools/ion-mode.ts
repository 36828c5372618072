/**
 * Ion polarity of the intact-mass tools. Positive mode: protonated ions [M + zH]^z+,
 * M = z·(m/z) − z·m_H. Negative mode: deprotonated ions [M − zH]^z−, M = z·(m/z) + z·m_H.
 */
export type IonMode = "positive" | "negative";

export const ION_MODES: readonly IonMode[] = ["positive", "negative"];

/** +1 for positive mode (a proton is subtracted per charge), −1 for negative mode (one is added). */
export function protonSign(mode: IonMode): 1 | -1 {
  return mode === "negative" ? -1 : 1;
}

export function isIonMode(value: string | null | undefined): value is IonMode {
  return value === "positive" || value === "negative";
}
