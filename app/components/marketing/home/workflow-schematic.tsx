/**
 * The CE-MS workflow as a drawing: a sample vial (1), the separation capillary with analyte
 * zones (2), the sheath-flow ion source with its electrospray plume (3) and the mass
 * spectrometer (4), with the CR3520 reagent kit feeding the sample vial. The numbers match the
 * stage list printed under it.
 */
export function WorkflowSchematic({ className }: { className?: string }) {
  const capillary = "M66 196 V112 Q66 96 82 96 H440";
  return (
    <svg viewBox="0 0 600 310" className={className} role="img" aria-labelledby="workflow-title workflow-desc" fontFamily="inherit">
      <title id="workflow-title">Schematic of the CE-MS workflow</title>
      <desc id="workflow-desc">
        A sample vial feeds a separation capillary in which analyte zones separate at up to 30 kV. The capillary ends in our sheath-flow ion source, whose
        emitter sprays the separated analytes into a mass spectrometer that records their spectra. Below, the CR3520 reagent kit supplies the sample vial.
      </desc>
      <defs>
        <linearGradient id="wf-sample" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5eead4" stopOpacity="0.9" />
          <stop offset="1" stopColor="#3b82f6" stopOpacity="0.9" />
        </linearGradient>
        <linearGradient id="wf-ms" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1d4ed8" />
          <stop offset="1" stopColor="#172554" />
        </linearGradient>
        <linearGradient id="wf-plume" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#5eead4" stopOpacity="0.7" />
          <stop offset="1" stopColor="#5eead4" stopOpacity="0" />
        </linearGradient>
        <marker id="wf-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="#93c5fd" />
        </marker>
      </defs>

      {/* stage markers and their leader lines */}
      <g stroke="#ffffff" strokeOpacity="0.3" strokeDasharray="3 4" strokeWidth="1.5">
        <path d="M66 44 V110" />
        <path d="M270 44 V84" />
        <path d="M430 44 V80" />
        <path d="M555 44 V56" />
      </g>
      {[
        [66, "1"],
        [270, "2"],
        [430, "3"],
        [555, "4"],
      ].map(([x, label]) => (
        <g key={label}>
          <circle cx={x} cy="30" r="14" fill="#5eead4" />
          <text x={x} y="35" textAnchor="middle" fontSize="15" fontWeight="700" fill="#042f2e">
            {label}
          </text>
        </g>
      ))}

      {/* 1 · sample vial with the capillary inlet and the high-voltage electrode */}
      <rect x="36" y="120" width="60" height="14" rx="3" fill="#60a5fa" />
      <rect x="40" y="132" width="52" height="86" rx="8" fill="#ffffff" fillOpacity="0.08" stroke="#bfdbfe" strokeWidth="2" />
      <rect x="44" y="168" width="44" height="46" rx="5" fill="url(#wf-sample)" />
      <path d="M80 126 V206" stroke="#fbbf24" strokeWidth="3" strokeLinecap="round" />
      <path d="M92 150 H118" stroke="#fbbf24" strokeWidth="2" />
      <rect x="118" y="134" width="72" height="34" rx="7" fill="#0f172a" stroke="#fbbf24" strokeWidth="1.5" />
      <path d="M132 143 l-5 9 h6 l-4 9" stroke="#fbbf24" strokeWidth="2" fill="none" strokeLinejoin="round" strokeLinecap="round" />
      <text x="164" y="156" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fde68a">
        30 kV
      </text>

      {/* 2 · separation capillary with analyte zones migrating towards the source */}
      <path d={capillary} stroke="#e2e8f0" strokeOpacity="0.9" strokeWidth="8" fill="none" strokeLinecap="round" />
      <path d={capillary} stroke="#0f172a" strokeWidth="2.5" fill="none" />
      <ellipse cx="196" cy="96" rx="13" ry="4" fill="#5eead4" />
      <ellipse cx="252" cy="96" rx="16" ry="4" fill="#93c5fd" />
      <ellipse cx="304" cy="96" rx="11" ry="4" fill="#c4b5fd" />
      <ellipse cx="346" cy="96" rx="14" ry="4" fill="#fcd34d" />
      <path d="M214 118 H330" stroke="#93c5fd" strokeWidth="2" strokeDasharray="6 5" markerEnd="url(#wf-arrow)" />

      {/* 3 · sheath-flow ion source: emitter, sheath liquid, Taylor cone and spray */}
      <path d="M384 82 L444 89 L466 94 L466 98 L444 103 L384 110 Z" fill="#ffffff" fillOpacity="0.14" stroke="#bfdbfe" strokeWidth="2" strokeLinejoin="round" />
      <path d="M404 110 V150" stroke="#bfdbfe" strokeWidth="4" />
      <rect x="388" y="150" width="32" height="38" rx="5" fill="#ffffff" fillOpacity="0.08" stroke="#bfdbfe" strokeWidth="2" />
      <rect x="391" y="164" width="26" height="21" rx="3" fill="#5eead4" fillOpacity="0.75" />
      <path d="M466 93 L478 96 L466 99 Z" fill="#5eead4" />
      <path d="M478 96 L516 74 L516 118 Z" fill="url(#wf-plume)" />
      <g fill="#5eead4">
        <circle cx="488" cy="92" r="2" />
        <circle cx="494" cy="100" r="1.8" />
        <circle cx="500" cy="86" r="1.6" opacity="0.85" />
        <circle cx="504" cy="105" r="1.6" opacity="0.8" />
        <circle cx="508" cy="95" r="1.5" opacity="0.7" />
        <circle cx="512" cy="81" r="1.3" opacity="0.6" />
        <circle cx="513" cy="111" r="1.3" opacity="0.55" />
      </g>

      {/* 4 · mass spectrometer with a spectrum on its display */}
      <rect x="520" y="56" width="70" height="132" rx="10" fill="url(#wf-ms)" stroke="#93c5fd" strokeWidth="2" />
      <rect x="515" y="89" width="9" height="14" rx="2" fill="#e2e8f0" />
      <rect x="530" y="112" width="50" height="62" rx="4" fill="#0f172a" stroke="#3b82f6" />
      <g stroke="#5eead4" strokeWidth="3" strokeLinecap="round">
        <path d="M538 168 V150" />
        <path d="M545 168 V128" />
        <path d="M552 168 V144" />
        <path d="M559 168 V120" />
        <path d="M566 168 V152" />
        <path d="M573 168 V138" />
      </g>
      <g fill="#93c5fd">
        <circle cx="536" cy="70" r="3" />
        <circle cx="546" cy="70" r="3" fillOpacity="0.6" />
        <rect x="532" y="82" width="46" height="4" rx="2" fillOpacity="0.45" />
        <rect x="532" y="92" width="32" height="4" rx="2" fillOpacity="0.3" />
      </g>

      {/* the CR3520 reagent kit supplying the sample */}
      <path d="M150 268 H98 Q66 268 66 238 V228" stroke="#93c5fd" strokeWidth="2" strokeDasharray="6 5" fill="none" markerEnd="url(#wf-arrow)" />
      {[
        [262, "#5eead4"],
        [282, "#93c5fd"],
        [302, "#c4b5fd"],
        [322, "#fcd34d"],
      ].map(([x, cap]) => (
        <g key={x}>
          <rect x={Number(x) - 6} y="212" width="12" height="26" rx="3" fill="#ffffff" fillOpacity="0.18" stroke="#bfdbfe" strokeWidth="1.5" />
          <rect x={Number(x) - 7} y="206" width="14" height="8" rx="2" fill={String(cap)} />
        </g>
      ))}
      <rect x="150" y="230" width="196" height="72" rx="9" fill="#1e293b" stroke="#bfdbfe" strokeWidth="2" />
      <rect x="162" y="246" width="112" height="40" rx="6" fill="#1d4ed8" />
      <text x="218" y="266" textAnchor="middle" fontSize="16" fontWeight="800" fill="#ffffff" letterSpacing="1">
        CR3520
      </text>
      <text x="218" y="280" textAnchor="middle" fontSize="9" fontWeight="600" fill="#bfdbfe" letterSpacing="1.5">
        cIEF-MS KIT
      </text>
      <g fill="#5eead4">
        <rect x="288" y="252" width="44" height="5" rx="2.5" fillOpacity="0.7" />
        <rect x="288" y="263" width="34" height="5" rx="2.5" fillOpacity="0.45" />
        <rect x="288" y="274" width="40" height="5" rx="2.5" fillOpacity="0.3" />
      </g>
    </svg>
  );
}
