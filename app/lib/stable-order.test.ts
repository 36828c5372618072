import { describe, expect, it } from "vitest";
import { inShownOrder } from "./stable-order";

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe("inShownOrder", () => {
  it("keeps rows where they were when the server reorders them", () => {
    // a, b pending; approving a makes the server send b first
    expect(ids(inShownOrder(["a", "b", "c"], [{ id: "b" }, { id: "a" }, { id: "c" }]))).toEqual(["a", "b", "c"]);
  });

  it("puts new rows first and drops rows that are gone", () => {
    expect(ids(inShownOrder(["a", "b"], [{ id: "n" }, { id: "b" }]))).toEqual(["n", "b"]);
  });
});
