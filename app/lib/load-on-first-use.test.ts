import { describe, expect, it, vi } from "vitest";
import { loadOnFirstUse } from "./load-on-first-use";

describe("loadOnFirstUse", () => {
  it("loads once, when first asked, and then answers at once", async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const module = loadOnFirstUse(load);
    expect(load).not.toHaveBeenCalled();
    expect(module.ready()).toBeUndefined();
    const [a, b] = await Promise.all([module.get(), module.get()]);
    expect(a).toBe(b);
    expect(module.ready()).toEqual({ answer: 42 });
    await module.get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("module");
    const module = loadOnFirstUse(load);
    await expect(module.get()).rejects.toThrow("offline");
    expect(module.ready()).toBeUndefined();
    await expect(module.get()).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
