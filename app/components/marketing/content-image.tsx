import { clsx } from "clsx";
import { LazyImage } from "~/components/ui/lazy-image";
import { NEWS_IMAGE } from "~/lib/image-url";

/** A 12:7 picture of ours (news, events, products, applications), loaded when it comes within 100px of the viewport. */
export function ContentImage({ src, alt, priority, className }: { src: string; alt: string; priority?: boolean; className?: string }) {
  return (
    <LazyImage
      src={src}
      alt={alt}
      transform={NEWS_IMAGE}
      rootMargin="100px"
      priority={priority}
      className={clsx("aspect-[12/7]", className)}
      imgClassName="object-cover"
    />
  );
}
