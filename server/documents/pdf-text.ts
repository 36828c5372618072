/**
 * The documents are set in pdfkit's standard Helvetica and Courier (decision 015), which encode
 * Windows-1252 only. Typographic characters outside it that our content and the method module use
 * are written the way a typist would; anything else unencodable is reported by
 * `unencodableCharacters` (the document tests fail on it) rather than printed as garbage.
 */
const REPLACEMENTS: Record<string, string> = {
  "≤": "<=",
  "≥": ">=",
  "≈": "~",
  "→": "->",
  "←": "<-",
  "−": "-",
  "‑": "-",
  "\u2009": " ",
  "\u202f": " ",
  Δ: "delta ",
  η: "eta",
  π: "pi",
  κ: " kappa",
  λ: " lambda",
  "✓": "[x]",
  "☐": "[ ]",
};

/** Windows-1252's characters above Latin-1's C1 range that it maps to other code points. */
const CP1252_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

export function toPdfText(text: string): string {
  return text.replace(/[^ -~\n]/g, (ch) => REPLACEMENTS[ch] ?? ch);
}

function encodable(ch: string) {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || ch === "\n" || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(ch);
}

/** The characters of `text` (after `toPdfText`) that the standard fonts cannot print. */
export function unencodableCharacters(text: string): string[] {
  return [...new Set([...toPdfText(text)].filter((ch) => !encodable(ch)))];
}
