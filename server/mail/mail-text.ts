/** Text from a person (a name, an address) on one line: in a subject it cannot add headers, in a body it cannot fake lines. */
export function singleLine(text: string) {
  return text.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
}

/** Plain text as written, without control characters other than line breaks and tabs. */
export function plainText(text: string) {
  return text.replace(/\r\n?/g, "\n").replace(/(?![\t\n])\p{Cc}/gu, "");
}
