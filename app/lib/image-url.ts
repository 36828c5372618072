/** The image sizes spec §7 asks for. */
export const PRODUCT_CARD_IMAGE = { w: 350, h: 250, q: 70 } as const;
export const NEWS_IMAGE = { w: 600, h: 350, q: 75 } as const;

export interface ImageTransform {
  w: number;
  h: number;
  q: number;
}

/** Every size the site draws an image at (components pass one of these to the helpers below). */
export const IMAGE_SIZES: readonly ImageTransform[] = [PRODUCT_CARD_IMAGE, NEWS_IMAGE];
/** The pixel densities of the srcset: 1x and 2x screens. */
export const IMAGE_DENSITIES = [1, 2] as const;
export type ImageDensity = (typeof IMAGE_DENSITIES)[number];

/** A resized image as the server renders it. */
export interface ImageVariant {
  w: number;
  h: number;
  q: number;
  fm: "webp";
  fit: "crop";
}

/** The query string of one variant, as every URL the site builds writes it. */
function variantQuery(t: ImageTransform, density: ImageDensity) {
  return `w=${t.w * density}&h=${t.h * density}&q=${t.q}&fm=webp&fit=crop`;
}

/**
 * The only variants the image server renders (server/images/image-route.ts): each size at each
 * density, keyed by the exact query string the helpers below write. Anything else is refused, so the
 * number of resized files per source image is fixed by the site's own components.
 */
export const IMAGE_VARIANTS: ReadonlyMap<string, ImageVariant> = new Map(
  IMAGE_SIZES.flatMap((t) => IMAGE_DENSITIES.map((d) => [variantQuery(t, d), { w: t.w * d, h: t.h * d, q: t.q, fm: "webp", fit: "crop" }] as const)),
);

const isOurImage = (src: string) => src.startsWith("/images/");

/**
 * URL of one of our images resized by the server (/images/...?w&h&q&fm=webp&fit=crop). Written out
 * rather than with URLSearchParams: every value is a number or a fixed word, and a catalogue page
 * builds three of these per card while it renders and hydrates (URLSearchParams is a native object
 * each time; a CPU profile of uncached /products renders put about 0.5 ms per page in them).
 */
export function transformedImageUrl(src: string, t: ImageTransform, density: ImageDensity = 1) {
  if (!isOurImage(src)) return src;
  return `${src}?${variantQuery(t, density)}`;
}

/** src and a 2x srcset for high-density screens. */
export function responsiveImage(src: string, t: ImageTransform) {
  if (!isOurImage(src)) return { src, srcSet: undefined };
  const once = transformedImageUrl(src, t);
  return { src: once, srcSet: `${once} 1x, ${transformedImageUrl(src, t, 2)} 2x` };
}
