import ArrowRight from "lucide-react/icons/arrow-right";
import Download from "lucide-react/icons/download";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  type AntibodyWeightData,
  antibodyWeightCopyText,
  chainLabel,
  expectedSpecies,
  glycanMass,
  glycoformsCsv,
  methodPlanningMass,
} from "~/tools/antibody-weight";
import { formatGrouped2 } from "~/tools/tool-result";
import { METHOD_QUERY_VALUE } from "~/tools/method-link";
import { downloadTextFile } from "./download-text-file";
import { ResultCopyActions } from "./result-copy-actions";
import { ResultFacts, ResultPanel, ResultValue, ToolTable, type ToolTableColumn } from "./result-parts";
import { LAND_ON_TOOL_STATE } from "./tool-focus";
import { toolLinkSearch } from "./tool-permalink";

/** The chain's first link: the expected species for the intact-mass tool (tools-common contract). */
export function intactMassChainSearch(result: AntibodyWeightData): string {
  return toolLinkSearch("intact-mass", { species: expectedSpecies(result) });
}

/** The chain's second link: plan a cIEF-MS method from the theoretical pI and the expected mass. */
export function methodChainSearch(result: AntibodyWeightData): string {
  const query = new URLSearchParams({ method: METHOD_QUERY_VALUE, protein: "mab" });
  if (result.pI !== null) query.set("tpi", result.pIText);
  query.set("mass", methodPlanningMass(result).toFixed(2));
  return `?${query.toString()}`;
}

export function AntibodyWeightResultView({ result, linkSearch }: { result: AntibodyWeightData; linkSearch: string | null }) {
  const lysine = result.lysineClipping.applied
    ? "clipped from both heavy chains"
    : result.lysineClipping.requested
      ? "not clipped: the heavy chain does not end in K"
      : "kept";
  const pyroGlu = !result.pyroGlu.requested
    ? "not applied"
    : result.pyroGlu.chains.length === 0
      ? "none: no chain starts with Q or E"
      : result.pyroGlu.chains.map((chain) => `${chain} chain`).join(" and ");
  return (
    <ResultPanel
      heading="Result"
      action={
        <ResultCopyActions
          text={antibodyWeightCopyText(result)}
          label="Antibody molecular weight"
          linkSearch={linkSearch}
          toolName="antibody molecular weight"
        />
      }
    >
      <div>
        <ResultValue label={`${result.label}, average`} value={result.totalMassText} unit="Da" testId="antibody-total-mass" />
        <p className="mt-1 font-mono text-sm text-muted">= {result.totalMassKdaText} kDa (2 heavy + 2 light chains)</p>
        <p className="mt-1 font-mono text-sm text-muted">
          Monoisotopic: <span data-testid="antibody-monoisotopic-mass">{result.totalMonoisotopicMassText}</span> Da
        </p>
      </div>
      <ResultFacts
        facts={[
          { label: chainLabel("Heavy chain", result.heavyChain), value: `${result.heavyChain.massText} Da`, testId: "heavy-chain-mass" },
          { label: chainLabel("Light chain", result.lightChain), value: `${result.lightChain.massText} Da`, testId: "light-chain-mass" },
          {
            label: "Disulfide bonds",
            value: result.disulfideBonds > 0 ? `${result.disulfideBonds} (−${formatGrouped2(result.disulfideMassLoss)} Da)` : "not applied",
          },
          { label: "C-terminal lysine", value: lysine },
          { label: "N-terminal pyro-Glu", value: pyroGlu },
          { label: "Theoretical pI, intact", value: result.pIText, testId: "antibody-pi" },
          { label: "Theoretical pI, heavy / light chain", value: `${result.heavyChain.pIText} / ${result.lightChain.pIText}` },
          { label: "Cysteines per heavy / light chain", value: `${result.heavyChain.cysteines} / ${result.lightChain.cysteines}` },
        ]}
      />
      {result.glycosylationSequon ? (
        <GlycoformTable result={result} />
      ) : (
        <p className="text-sm text-muted">The heavy chain has no N-glycosylation sequon (N-X-S/T), so no Fc glycoforms are listed.</p>
      )}
      <ReducedChainTable result={result} />
      <ChainLinks result={result} />
      <p className="text-xs leading-relaxed text-muted">
        Average masses unless marked monoisotopic. The glycoforms add one core-fucosylated N-glycan per heavy chain (G0F: +{formatGrouped2(glycanMass("G0F"))}{" "}
        Da average). The pI is ExPASy's method (Bjellqvist pK values) over all four chains; cysteines in disulfide bonds do not titrate.
      </p>
    </ResultPanel>
  );
}

function GlycoformTable({ result }: { result: AntibodyWeightData }) {
  return (
    <MassTable
      id="antibody-glycoforms"
      heading="Intact glycoforms"
      action={
        <Button variant="outline" size="sm" onClick={() => downloadTextFile("antibody-glycoforms.csv", glycoformsCsv(result), "text/csv;charset=utf-8")}>
          <Download className="h-4 w-4" aria-hidden /> Download CSV
        </Button>
      }
      caption="Average masses of the intact antibody with the common Fc glycoform pairs"
      columns={[{ label: "Glycoform" }, { label: "Average mass (Da)", numeric: true }, { label: "Glycans (Da)", numeric: true }]}
      rowTestId="glycoform-row"
      labelClassName="font-semibold"
      rows={result.glycoforms.map((glycoform) => ({
        label: glycoform.label,
        cells: [{ content: glycoform.massText }, { content: <>+{glycoform.glycanMassText}</>, muted: true }],
      }))}
    />
  );
}

function ReducedChainTable({ result }: { result: AntibodyWeightData }) {
  return (
    <MassTable
      id="antibody-reduced"
      heading={
        <>
          Reduced chains <span className="font-normal text-muted">(free cysteines)</span>
        </>
      }
      caption="Masses of the light and heavy chain after reduction"
      columns={[{ label: "Chain" }, { label: "Average (Da)", numeric: true }, { label: "Monoisotopic (Da)", numeric: true }]}
      rowTestId="reduced-chain-row"
      labelClassName="font-sans font-medium"
      rows={result.reducedChains.map((chain) => ({ label: chain.label, cells: [{ content: chain.massText }, { content: chain.monoisotopicMassText }] }))}
    />
  );
}

/**
 * One of the result's mass tables under its heading (`id`-heading), with an `action` beside the
 * heading: a row per species, its name as the row's heading, its masses (Da) right-aligned.
 */
function MassTable({
  id,
  heading,
  action,
  caption,
  columns,
  rowTestId,
  labelClassName,
  rows,
}: {
  id: string;
  heading: ReactNode;
  action?: ReactNode;
  caption: string;
  columns: readonly ToolTableColumn[];
  rowTestId: string;
  labelClassName: string;
  rows: readonly { label: string; cells: readonly { content: ReactNode; muted?: boolean }[] }[];
}) {
  const title = (
    <h4 id={`${id}-heading`} className="text-sm font-semibold text-ink">
      {heading}
    </h4>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {title}
          {action}
        </div>
      ) : (
        title
      )}
      <ToolTable className="overflow-x-auto bg-white" caption={caption} tight columns={columns} bodyClassName="font-mono tabular-nums">
        {rows.map((row) => (
          <tr key={row.label} className="border-t border-line" data-testid={rowTestId}>
            <th scope="row" className={`px-2 py-1.5 sm:px-3 text-left ${labelClassName}`}>
              {row.label}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} className={cell.muted ? "px-2 py-1.5 sm:px-3 text-right text-muted" : "px-2 py-1.5 sm:px-3 text-right"}>
                {cell.content}
              </td>
            ))}
          </tr>
        ))}
      </ToolTable>
    </section>
  );
}

/** A secondary button's look, wrapping on phones (the button style never wraps). */
const CHAIN_LINK_CLASS =
  "inline-flex min-h-9 items-center justify-between gap-2 rounded-md bg-primary-soft px-2 py-2 sm:px-3 text-left text-sm font-semibold text-primary transition-colors hover:bg-blue-100";

/** From sequence to assigned peaks: the result goes on to the intact-mass tool and the method assistant. */
function ChainLinks({ result }: { result: AntibodyWeightData }) {
  return (
    <section aria-labelledby="antibody-next-heading" className="space-y-3 rounded-lg border border-blue-200 bg-primary-soft/60 p-4">
      <h4 id="antibody-next-heading" className="text-sm font-semibold text-ink">
        Next steps with this antibody
      </h4>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link to={`/tools${intactMassChainSearch(result)}`} state={LAND_ON_TOOL_STATE} className={CHAIN_LINK_CLASS}>
          Check observed masses against these species <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
        <Link to={`/tools${methodChainSearch(result)}`} state={LAND_ON_TOOL_STATE} className={CHAIN_LINK_CLASS}>
          Plan a cIEF-MS method for this antibody <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
      <p className="text-xs leading-relaxed text-muted">
        The intact-mass tool receives the {result.glycosylationSequon ? "glycoforms above" : "polypeptide mass"} as expected species; the method assistant
        receives the theoretical pI ({result.pIText}) and {formatGrouped2(methodPlanningMass(result))} Da
        {result.glycosylationSequon ? " (G0F/G0F)" : ""}.
      </p>
    </section>
  );
}
