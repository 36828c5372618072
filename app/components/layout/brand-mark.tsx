/** The logo: a capillary with an electrospray plume. */
export function BrandMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill="#1d4ed8" />
      <path d="M5 20h13" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M18 20l4-2.2M18 20l4.6 0M18 20l4 2.2" stroke="#5eead4" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="25.5" cy="15.5" r="1.3" fill="#5eead4" />
      <circle cx="26.5" cy="20" r="1.3" fill="#5eead4" />
      <circle cx="25.5" cy="24.5" r="1.3" fill="#5eead4" />
      <path d="M5 12h9" stroke="#93c5fd" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
