import { useEffect, useRef, useState } from "react";

/**
 * The rendered width of an element in CSS pixels, kept up to date as it resizes. Drawings use it as
 * their viewBox width so one unit is one pixel and their text stays readable on phones.
 * `fallback` is used on the server and until the element has been measured.
 */
export function useMeasuredWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
