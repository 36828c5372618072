import { TROUBLESHOOTING } from "~/tools/cr3520-protocol-content";

/** The Troubleshooting tab: common cIEF-MS problems, their likely cause and the fix. */
export function MethodTroubleshooting() {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {TROUBLESHOOTING.map((item) => (
        <li key={item.problem} className="rounded-xl border border-line p-5">
          <h3 className="font-semibold text-ink">{item.problem}</h3>
          <dl className="mt-3 space-y-2 text-sm leading-relaxed">
            <div>
              <dt className="inline font-medium text-muted">Likely cause: </dt>
              <dd className="inline text-ink">{item.cause}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-accent">Fix: </dt>
              <dd className="inline text-ink">{item.fix}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
