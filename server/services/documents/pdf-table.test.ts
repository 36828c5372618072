import { describe, expect, it } from "vitest";
import { lineColumns } from "./pdf-table";

describe("lineColumns", () => {
  const layout = (...amounts: Parameters<typeof lineColumns>[1][]) => lineColumns(500, ...amounts).map((c) => `${c.title} ${c.x}+${c.w} ${c.align}`);

  it("puts quantity and product at the left margin and the amounts right-aligned, the last ending at the right margin", () => {
    expect(layout({ title: "Unit price", w: 70 }, { title: "Total", w: 70 })).toEqual([
      "Qty 50+35 left",
      "Product 90+270 left",
      "Unit price 410+70 right",
      "Total 480+70 right",
    ]);
  });

  it("leaves a column's gap before it, and gives the product what is left, 50 short of the first amount", () => {
    expect(layout({ title: "Unit price", w: 70 }, { title: "Discount", w: 45, gap: 5 }, { title: "Amount", w: 70 })).toEqual([
      "Qty 50+35 left",
      "Product 90+220 left",
      "Unit price 360+70 right",
      "Discount 435+45 right",
      "Amount 480+70 right",
    ]);
  });
});
