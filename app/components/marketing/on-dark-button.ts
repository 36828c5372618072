import { clsx } from "clsx";

/** An outlined button for dark hero and banner backgrounds (the ui buttons are made for light ones). */
export function onDarkOutlineButtonClass({ size = "lg", className }: { size?: "md" | "lg"; className?: string } = {}) {
  return clsx(
    "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md border border-white/50 font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-white [&_svg]:shrink-0",
    size === "lg" ? "h-12 px-4 text-base sm:px-6" : "h-10 px-4 text-sm",
    className,
  );
}
