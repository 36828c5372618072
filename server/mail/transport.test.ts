import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailTransport } from "./transport";

const mode = (file: string) => fs.statSync(file).mode & 0o777;
const mail = { to: "ada@lab.example.org", subject: "Choose a new password", text: "https://shop.example.com/reset-password?token=…", kind: "password-reset" };

describe("mail written as files", () => {
  const umask = process.umask();
  const dirs: string[] = [];
  afterEach(() => {
    process.umask(umask);
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cems-mail-"));
    dirs.push(dir);
    return dir;
  };

  it("keeps the folder 0700 and each .eml 0600 for the server's user alone, even under a umask of 0", async () => {
    process.umask(0o000);
    const fileDir = path.join(dataDir(), "mail");
    const transport = createMailTransport({ from: "shop@example.com", fileDir });
    expect(mode(fileDir)).toBe(0o700);
    await transport.send(mail);
    const [file] = fs.readdirSync(fileDir);
    expect(file).toMatch(/\.eml$/);
    expect(mode(path.join(fileDir, file))).toBe(0o600);
  });

  it("writes 0600 files under a umask that would take the owner's write bit", async () => {
    process.umask(0o277);
    const fileDir = path.join(dataDir(), "mail");
    const transport = createMailTransport({ from: "shop@example.com", fileDir });
    await transport.send(mail);
    expect(fs.readdirSync(fileDir).map((f) => mode(path.join(fileDir, f)))).toEqual([0o600]);
    expect(mode(fileDir)).toBe(0o700);
  });

  it("tightens a looser folder left by an earlier start", () => {
    const fileDir = path.join(dataDir(), "mail");
    fs.mkdirSync(fileDir);
    fs.chmodSync(fileDir, 0o777);
    createMailTransport({ from: "shop@example.com", fileDir });
    expect(mode(fileDir)).toBe(0o700);
  });
});
