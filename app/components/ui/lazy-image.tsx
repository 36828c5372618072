import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import { type ImageTransform, responsiveImage } from "~/lib/image-url";

export const PLACEHOLDER_IMAGE = "/images/products/placeholder.svg";

interface LazyImageProps {
  src: string;
  alt: string;
  transform: ImageTransform;
  /** spec §9: 50px for product images, 100px for news images */
  rootMargin?: string;
  /** load at once and with high priority (the page's LCP image) */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}

/**
 * An image that loads when it comes near the viewport (IntersectionObserver, threshold 0.1),
 * shows a pulsing placeholder until loaded, and falls back to a placeholder picture on error.
 * Its box is sized by the caller (aspect ratio), so nothing shifts when it arrives.
 */
export function LazyImage({ src, alt, transform, rootMargin = "50px", priority = false, className, imgClassName }: LazyImageProps) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(priority);
  // A priority image is drawn at once (it is the page's largest paint); others fade in when loaded.
  const [loaded, setLoaded] = useState(priority);
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);

  // The image may have finished loading before React hydrated and attached onLoad.
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth > 0) setLoaded(true);
  }, [visible]);

  useEffect(() => {
    if (visible || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin, threshold: 0.1 },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  const image = failed ? { src: PLACEHOLDER_IMAGE, srcSet: undefined } : responsiveImage(src, transform);
  return (
    <div ref={box} className={clsx("relative overflow-hidden bg-slate-100", className)}>
      {!loaded && <div className="absolute inset-0 animate-pulse bg-slate-200" aria-hidden />}
      {visible ? (
        <img
          ref={img}
          src={image.src}
          srcSet={image.srcSet}
          alt={alt}
          width={transform.w}
          height={transform.h}
          decoding="async"
          fetchPriority={priority ? "high" : undefined}
          loading={priority ? "eager" : "lazy"}
          onLoad={() => setLoaded(true)}
          onError={() => {
            if (!failed) setFailed(true);
            else setLoaded(true);
          }}
          className={clsx("h-full w-full transition-opacity duration-300", loaded ? "opacity-100" : "opacity-0", imgClassName)}
        />
      ) : (
        <noscript>
          <img src={image.src} alt={alt} width={transform.w} height={transform.h} className={clsx("h-full w-full", imgClassName)} />
        </noscript>
      )}
    </div>
  );
}
