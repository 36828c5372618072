/** The image sizes spec §7 asks for. */
export const PRODUCT_CARD_IMAGE = { w: 350, h: 250, q: 70 } as const;
export const NEWS_IMAGE = { w: 600, h: 350, q: 75 } as const;

export interface ImageTransform {
  w: number;
  h: number;
  q: number;
}

/** URL of one of our images resized by the server (/images/...?w&h&q&fm=webp&fit=crop). */
export function transformedImageUrl(src: string, t: ImageTransform, density = 1) {
  if (!src.startsWith("/images/")) return src;
  const params = new URLSearchParams({ w: String(t.w * density), h: String(t.h * density), q: String(t.q), fm: "webp", fit: "crop" });
  return `${src}?${params}`;
}

/** src and a 2x srcset for high-density screens. */
export function responsiveImage(src: string, t: ImageTransform) {
  return {
    src: transformedImageUrl(src, t),
    srcSet: src.startsWith("/images/") ? `${transformedImageUrl(src, t)} 1x, ${transformedImageUrl(src, t, 2)} 2x` : undefined,
  };
}
