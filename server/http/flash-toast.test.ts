import { describe, expect, it } from "vitest";
import { defaultBrand } from "~/content/brand";
import { flashToastCookie, flashToastText, hasFlashToast, readFlashToast } from "./flash-toast";

const withCookie = (cookie: string) => new Request("http://localhost/products", { headers: { Cookie: cookie } });

describe("flash toast cookie", () => {
  it("is a Secure __Host- cookie in production and a plain one on a laptop, HttpOnly and short-lived in both", () => {
    const production = flashToastCookie("signed-in", true);
    expect(production).toMatch(/^__Host-flash_toast=signed-in; /);
    expect(production).toMatch(/; Secure/);
    expect(production).toMatch(/; Path=\//);
    expect(production).not.toMatch(/Domain=/);
    const development = flashToastCookie("signed-in", false);
    expect(development).toMatch(/^flash_toast=signed-in; /);
    expect(development).not.toMatch(/Secure/);
    for (const cookie of [production, development]) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; Max-Age=60/);
    }
  });

  it("carries only a message key: the visitor's name is filled in when the next page is rendered", () => {
    const read = readFlashToast(withCookie("theme=dark; flash_toast=signed-in"), false);
    expect(read?.key).toBe("signed-in");
    expect(read?.clearCookie).toMatch(/^flash_toast=; .*Max-Age=0/);
    expect(flashToastText(read!.key, { brand: defaultBrand, firstName: "Avery" })).toEqual({
      title: "Login successful",
      description: `Welcome back to ${defaultBrand.companyName}, Avery!`,
    });
    expect(readFlashToast(withCookie("__Host-flash_toast=signed-out"), true)?.key).toBe("signed-out");
  });

  it("ignores anything else: unknown keys, text a client wrote, the other environment's name", () => {
    const forged = Buffer.from(JSON.stringify({ title: "Your account is locked", description: "Call +1 555 0100" })).toString("base64url");
    for (const cookie of [`flash_toast=${forged}`, "flash_toast=constructor", "flash_toast=__proto__", "flash_toast=signed-in-x"]) {
      expect(readFlashToast(withCookie(cookie), false), cookie).toBeNull();
    }
    expect(readFlashToast(withCookie("flash_toast=signed-in"), true)).toBeNull();
    expect(hasFlashToast(withCookie("a=1; __Host-flash_toast=signed-in"))).toBe(true);
    expect(hasFlashToast(withCookie("a=1"))).toBe(false);
  });
});
