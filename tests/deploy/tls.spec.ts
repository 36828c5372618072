import { spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { HOST_NAME, NGINX_PORT } from "./deployment";

/**
 * A TLS 1.2 handshake with nginx (deploy/nginx.conf) offering only `ciphers`, as `openssl s_client`
 * makes it: whether it connected and the suite the server chose.
 */
function handshake(ciphers: string) {
  const run = spawnSync("openssl", ["s_client", "-connect", `127.0.0.1:${NGINX_PORT}`, "-servername", HOST_NAME, "-tls1_2", "-cipher", ciphers, "-brief"], {
    input: "",
    encoding: "utf8",
    timeout: 15_000,
  });
  const output = `${run.stdout}${run.stderr}`;
  const chosen = /Ciphersuite:\s*(\S+)/.exec(output)?.[1] ?? null;
  return { connected: run.status === 0 && chosen !== null, chosen, output };
}

test.describe("TLS as Mozilla's intermediate configuration has it", () => {
  test("refuses a CBC suite without AEAD (ECDHE-RSA-AES128-SHA) over TLS 1.2", () => {
    const cbc = handshake("ECDHE-RSA-AES128-SHA");
    expect(cbc.connected, cbc.output).toBe(false);
    expect(cbc.output).toMatch(/handshake failure|no shared cipher|alert/i);
  });

  test("connects with an AES-GCM suite over TLS 1.2", () => {
    const gcm = handshake("ECDHE-RSA-AES128-GCM-SHA256");
    expect(gcm.connected, gcm.output).toBe(true);
    expect(gcm.chosen).toBe("ECDHE-RSA-AES128-GCM-SHA256");
  });

  test("lets the client choose among its strong suites (ChaCha20 first is kept)", () => {
    const chosen = handshake("ECDHE-RSA-CHACHA20-POLY1305:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-RSA-AES128-GCM-SHA256");
    expect(chosen.connected, chosen.output).toBe(true);
    expect(chosen.chosen).toBe("ECDHE-RSA-CHACHA20-POLY1305");
  });
});
