import { expect, type APIRequestContext } from "@playwright/test";

/** A day `offset` days from today, as the lot forms take it (YYYY-MM-DD). */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A priced, lot-tracked product of the calling test's own (so that no other journey's orders change its stock or lots). */
export async function lotTrackedProduct(admin: APIRequestContext, tag: string, name = `Charge Variant Kit ${tag}`) {
  const res = await admin.post("/api/products", {
    data: { name, description: "A reagent kit made in lots.", sku: `COA-KIT-${tag}`, price: "480.00", stockQuantity: "40", lotTracked: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; name: string; sku: string };
}

/** A lot made two months ago, released and within its shelf life, with one passed QC result: its certificate is public. */
export async function addReleasedLot(admin: APIRequestContext, productId: string, lotNumber: string) {
  const created = await admin.post(`/api/admin/products/${productId}/lots`, {
    data: {
      lotNumber,
      manufacturedOn: day(-60),
      expiresOn: day(600),
      releasedOn: day(-50),
      releasedBy: "Dr. Elena Brandt",
      qcResults: [{ test: "Inner diameter", specification: "50 ± 3 µm", result: "50.4 µm", passed: true }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}
