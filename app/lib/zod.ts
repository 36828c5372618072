import { z } from "zod";

/**
 * Every schema module imports zod from here. Our Content-Security-Policy forbids `eval`; without
 * `jitless`, zod probes `new Function` at the first parse and the browser reports a CSP violation.
 */
z.config({ jitless: true });

export { z };
