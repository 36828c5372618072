import { describe, expect, it } from "vitest";
import { IMAGE_DENSITIES, IMAGE_VARIANTS, NEWS_IMAGE, PRODUCT_CARD_IMAGE, responsiveImage, transformedImageUrl } from "./image-url";

describe("image URLs", () => {
  it("asks the image server for the spec's card size as WebP, cropped", () => {
    expect(transformedImageUrl("/images/products/ce-30.svg", PRODUCT_CARD_IMAGE)).toBe("/images/products/ce-30.svg?w=350&h=250&q=70&fm=webp&fit=crop");
  });

  it("writes the same query URLSearchParams would (the preload link and the img must match byte for byte)", () => {
    for (const t of [PRODUCT_CARD_IMAGE, NEWS_IMAGE]) {
      for (const density of IMAGE_DENSITIES) {
        const params = new URLSearchParams({ w: String(t.w * density), h: String(t.h * density), q: String(t.q), fm: "webp", fit: "crop" });
        expect(transformedImageUrl("/images/news/a.svg", t, density)).toBe(`/images/news/a.svg?${params}`);
      }
    }
  });

  it("gives a 1x and 2x srcset for our images", () => {
    expect(responsiveImage("/images/news/a.svg", NEWS_IMAGE)).toEqual({
      src: "/images/news/a.svg?w=600&h=350&q=75&fm=webp&fit=crop",
      srcSet: "/images/news/a.svg?w=600&h=350&q=75&fm=webp&fit=crop 1x, /images/news/a.svg?w=1200&h=700&q=75&fm=webp&fit=crop 2x",
    });
  });

  it("leaves images from elsewhere as they are", () => {
    expect(transformedImageUrl("https://cdn.example.com/x.png", PRODUCT_CARD_IMAGE)).toBe("https://cdn.example.com/x.png");
    expect(responsiveImage("https://cdn.example.com/x.png", PRODUCT_CARD_IMAGE)).toEqual({ src: "https://cdn.example.com/x.png", srcSet: undefined });
  });
});

describe("the variants the image server renders", () => {
  it("are the components' sizes at 1x and 2x, and every URL the helpers build is one of them", () => {
    expect([...IMAGE_VARIANTS.keys()]).toEqual([
      "w=350&h=250&q=70&fm=webp&fit=crop",
      "w=700&h=500&q=70&fm=webp&fit=crop",
      "w=600&h=350&q=75&fm=webp&fit=crop",
      "w=1200&h=700&q=75&fm=webp&fit=crop",
    ]);
    for (const t of [PRODUCT_CARD_IMAGE, NEWS_IMAGE]) {
      const { src, srcSet } = responsiveImage("/images/news/a.svg", t);
      for (const url of [src, ...srcSet!.split(", ").map((part) => part.split(" ")[0])]) {
        expect(IMAGE_VARIANTS.has(url.split("?")[1])).toBe(true);
      }
    }
  });
});
