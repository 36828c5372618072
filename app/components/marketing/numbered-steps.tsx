import { clsx } from "clsx";

const layouts = {
  /** cards in a grid, the number above the title */
  cards: {
    item: "relative rounded-xl border border-line bg-white p-6 shadow-sm",
    number: "",
    heading: "mt-4 font-semibold text-ink",
    text: "mt-2 text-sm leading-6 text-muted",
  },
  /** rows, the number beside the title */
  rows: {
    item: "flex gap-4 rounded-lg border border-line bg-white p-4 shadow-sm",
    number: "shrink-0",
    heading: "font-semibold text-ink",
    text: "mt-1 leading-7 text-muted",
  },
} as const;

/**
 * A workflow's steps in order. Each number is drawn in a circle hidden from screen readers, which
 * hear "Step n:" at the start of the step's heading instead.
 */
export function NumberedSteps({
  steps,
  heading: Heading,
  layout,
  className,
}: {
  steps: readonly { step: number; title: string; text: string }[];
  heading: "h3" | "h4";
  layout: keyof typeof layouts;
  className: string;
}) {
  const classes = layouts[layout];
  return (
    <ol className={className}>
      {steps.map((step) => (
        <li key={step.step} className={classes.item}>
          <span className={clsx("flex h-9 w-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-white", classes.number)} aria-hidden>
            {step.step}
          </span>
          <div>
            <Heading className={classes.heading}>
              <span className="sr-only">Step {step.step}: </span>
              {step.title}
            </Heading>
            <p className={classes.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
