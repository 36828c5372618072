/**
 * The header tests of the Mozilla HTTP Observatory (scoring as documented for its v2 scanner),
 * computed from one response's headers. Start at 100, apply each test's modifier; bonuses count
 * only when the score before them is at least 90. A+ is 100 or more.
 */
export function observatoryScore(headers: Headers) {
  const findings: Array<[string, number]> = [];
  const csp = parseCsp(headers.get("Content-Security-Policy") ?? "");
  const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? [];
  const styleSrc = csp.get("style-src") ?? csp.get("default-src") ?? [];

  if (csp.size === 0) findings.push(["csp-not-implemented", -25]);
  else if (scriptSrc.includes("'unsafe-inline'") && !scriptSrc.some((s) => s.startsWith("'nonce-") || s.startsWith("'sha")))
    findings.push(["csp-implemented-with-unsafe-inline", -20]);
  else if (scriptSrc.includes("'unsafe-eval'")) findings.push(["csp-implemented-with-unsafe-eval", -10]);
  else if (styleSrc.includes("'unsafe-inline'")) findings.push(["csp-implemented-with-unsafe-inline-in-style-src-only", 0]);
  else if ((csp.get("default-src") ?? []).includes("'none'")) findings.push(["csp-implemented-with-no-unsafe-default-src-none", 10]);
  else findings.push(["csp-implemented-with-no-unsafe", 5]);

  const cookies = headers.getSetCookie();
  if (cookies.length === 0) findings.push(["cookies-not-found", 0]);
  else if (cookies.every((c) => /;\s*Secure/i.test(c) && /;\s*HttpOnly/i.test(c) && /;\s*SameSite=(Lax|Strict)/i.test(c)))
    findings.push(["cookies-secure-with-httponly-sessions-and-samesite", 5]);
  else if (cookies.some((c) => !/;\s*Secure/i.test(c))) findings.push(["cookies-without-secure-flag", -20]);
  else findings.push(["cookies-secure-with-httponly-sessions", 0]);

  const acao = headers.get("Access-Control-Allow-Origin");
  findings.push(acao === "*" ? ["cross-origin-resource-sharing-implemented-with-universal-access", -50] : ["cross-origin-resource-sharing-not-implemented", 0]);

  const referrer = headers.get("Referrer-Policy") ?? "";
  const privateReferrer = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  if (!referrer) findings.push(["referrer-policy-not-implemented", 0]);
  else if (
    referrer
      .split(",")
      .map((v) => v.trim())
      .every((v) => privateReferrer.includes(v))
  )
    findings.push(["referrer-policy-private", 5]);
  else findings.push(["referrer-policy-unsafe", -5]);

  const hsts = headers.get("Strict-Transport-Security") ?? "";
  const maxAge = Number(hsts.match(/max-age=(\d+)/)?.[1] ?? 0);
  if (!hsts) findings.push(["hsts-not-implemented", -20]);
  else if (maxAge < 15_768_000) findings.push(["hsts-implemented-max-age-less-than-six-months", -10]);
  else if (/preload/.test(hsts) && /includeSubDomains/i.test(hsts)) findings.push(["hsts-preloaded", 5]);
  else findings.push(["hsts-implemented-max-age-at-least-six-months", 0]);

  findings.push(headers.get("X-Content-Type-Options") === "nosniff" ? ["x-content-type-options-nosniff", 0] : ["x-content-type-options-not-implemented", -5]);

  if ((csp.get("frame-ancestors") ?? []).length > 0) findings.push(["x-frame-options-implemented-via-csp", 5]);
  else if (/^(DENY|SAMEORIGIN)$/i.test(headers.get("X-Frame-Options") ?? "")) findings.push(["x-frame-options-sameorigin-or-deny", 0]);
  else findings.push(["x-frame-options-not-implemented", -20]);

  const corp = headers.get("Cross-Origin-Resource-Policy");
  findings.push(corp ? ["corp-implemented-with-same-origin", 0] : ["corp-not-implemented", 0]);

  const penalties = findings.filter(([, m]) => m < 0).reduce((sum, [, m]) => sum + m, 0);
  const bonuses = findings.filter(([, m]) => m > 0).reduce((sum, [, m]) => sum + m, 0);
  const base = 100 + penalties;
  return { score: base >= 90 ? base + bonuses : base, findings };
}

function parseCsp(value: string) {
  const directives = new Map<string, string[]>();
  for (const part of value.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
