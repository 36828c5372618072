import { clsx } from "clsx";
import type { HTMLAttributes } from "react";

export type BadgeVariant = "default" | "secondary" | "destructive" | "success" | "warning" | "outline";

const variants: Record<BadgeVariant, string> = {
  default: "bg-primary text-primary-foreground",
  secondary: "bg-slate-100 text-slate-800",
  destructive: "bg-danger text-white",
  success: "bg-green-100 text-green-800",
  warning: "bg-amber-100 text-amber-900",
  outline: "border border-line text-ink",
};

export function Badge({ variant = "default", className, ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={clsx("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", variants[variant], className)} {...props} />;
}
