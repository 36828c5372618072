/** The image sizes spec §7 asks for. */
export const PRODUCT_CARD_IMAGE = { w: 350, h: 250, q: 70 } as const;
export const NEWS_IMAGE = { w: 600, h: 350, q: 75 } as const;

export interface ImageTransform {
  w: number;
  h: number;
  q: number;
}

const isOurImage = (src: string) => src.startsWith("/images/");

/**
 * URL of one of our images resized by the server (/images/...?w&h&q&fm=webp&fit=crop). Written out
 * rather than with URLSearchParams: every value is a number or a fixed word, and a catalogue page
 * builds three of these per card while it renders and hydrates (URLSearchParams is a native object
 * each time; a CPU profile of uncached /products renders put about 0.5 ms per page in them).
 */
export function transformedImageUrl(src: string, t: ImageTransform, density = 1) {
  if (!isOurImage(src)) return src;
  return `${src}?w=${t.w * density}&h=${t.h * density}&q=${t.q}&fm=webp&fit=crop`;
}

/** src and a 2x srcset for high-density screens. */
export function responsiveImage(src: string, t: ImageTransform) {
  if (!isOurImage(src)) return { src, srcSet: undefined };
  const once = transformedImageUrl(src, t);
  return { src: once, srcSet: `${once} 1x, ${transformedImageUrl(src, t, 2)} 2x` };
}
