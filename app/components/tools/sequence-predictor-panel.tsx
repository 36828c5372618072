import Dna from "lucide-react/icons/dna";
import SearchX from "lucide-react/icons/search-x";
import { Tabs } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  type Citation,
  EXACT_MATCH_CONFIDENCE,
  type EpitopeMatch,
  HER2_DATABASE,
  MIN_EPITOPE_LENGTH,
  type PredictionData,
  type PredictionResult,
  describeMatch,
  predictAntibody,
} from "~/tools/her2-predictor";
import { FormField, INPUT_CLASS } from "./form-field";
import { Her2Database } from "./her2-database";
import { PredictorInstructions } from "./predictor-instructions";
import { ResultCopyActions } from "./result-copy-actions";
import { ResultPanel, ResultPlaceholder } from "./result-parts";
import { ToolAlert } from "./tool-alert";
import { ToolCard, ToolColumns } from "./tool-card";
import { toolEntry } from "./tool-catalog";
import { readToolLink, toolLinkSearch, useToolPermalink } from "./tool-permalink";
import { ToolTabsContent, ToolTabsList } from "./tool-tabs";
import { useLinkAfterHydration } from "./use-link-after-hydration";

const TABS = ["predictor", "database", "instructions"] as const;
type PredictorTab = (typeof TABS)[number];
const isTab = (value: string | null): value is PredictorTab => TABS.includes(value as PredictorTab);

/** The permalink: `?tool=sequence-predictor&epitope=DPPF&tab=database` (the epitope predicted, the tab shown). */
function predictorLinkSearch(epitope: string | null, tab: PredictorTab): string | null {
  if (epitope === null && tab === "predictor") return null;
  return toolLinkSearch("sequence-predictor", { epitope, tab: tab === "predictor" ? null : tab });
}

/** `linkSearch`: the query of the link the tools page was opened with (a permalink), else "". */
export function SequencePredictorPanel({ linkSearch }: { linkSearch: string }) {
  const link = useLinkAfterHydration(linkSearch);
  const query = readToolLink(link);
  const epitope = query.get("epitope");
  const tab = query.get("tab");
  const initial = epitope?.trim() || isTab(tab) ? { epitope: epitope ?? "", tab: isTab(tab) ? tab : "predictor" } : null;
  return <SequencePredictor key={initial ? link : ""} initial={initial} />;
}

function SequencePredictor({ initial }: { initial: { epitope: string; tab: PredictorTab } | null }) {
  const [tab, setTab] = useState<PredictorTab>(initial?.tab ?? "predictor");
  const [epitope, setEpitope] = useState(initial?.epitope ?? "");
  // a permalink's epitope is predicted at once, so a reload shows the same result
  const [result, setResult] = useState<PredictionResult | null>(() => (initial?.epitope.trim() ? predictAntibody(initial.epitope) : null));
  const [predicted, setPredicted] = useState<string | null>(() => (result?.ok ? result.query : null));
  const linkSearch = predictorLinkSearch(predicted, tab);
  useToolPermalink("sequence-predictor", linkSearch);

  function run(sequence: string) {
    const outcome = predictAntibody(sequence);
    setResult(outcome);
    if (outcome.ok) setPredicted(outcome.query);
  }

  function predict(event: FormEvent) {
    event.preventDefault();
    run(epitope);
  }

  function tryEpitope(sequence: string) {
    setEpitope(sequence);
    run(sequence);
    setTab("predictor");
  }

  return (
    <ToolCard tool={toolEntry("sequence-predictor")}>
      <Tabs.Root value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
        <ToolTabsList label="Antibody Sequence Predictor" tabs={{ predictor: "Predictor", database: "Database", instructions: "Instructions" }} />
        <ToolTabsContent value="predictor">
          <ToolColumns
            form={
              <form onSubmit={predict} noValidate className="space-y-5">
                <FormField
                  id="predictor-epitope"
                  label="HER2 epitope sequence"
                  hint={`One-letter amino-acid codes, at least ${MIN_EPITOPE_LENGTH}. Case, spaces and a FASTA header are ignored.`}
                >
                  <textarea
                    id="predictor-epitope"
                    rows={3}
                    value={epitope}
                    onChange={(event) => setEpitope(event.target.value)}
                    spellCheck={false}
                    autoCapitalize="characters"
                    autoComplete="off"
                    aria-describedby="predictor-epitope-hint"
                    placeholder="KFPDEEGACQP"
                    className={`${INPUT_CLASS} resize-y break-all py-2 font-mono text-sm leading-relaxed`}
                  />
                </FormField>
                <Button type="submit" className="w-full sm:w-auto">
                  Predict antibody
                </Button>
                {result && !result.ok && <ToolAlert title={result.title} message={result.message} />}
                <div className="border-t border-line pt-4">
                  <p className="text-xs font-medium text-muted">Try a known epitope</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {HER2_DATABASE.slice(0, 2).map((entry) => (
                      <button
                        key={entry.id}
                        type="button"
                        onClick={() => tryEpitope(entry.keySegment.sequence)}
                        className="max-w-full truncate rounded-full border border-line bg-white px-3 py-1 font-mono text-xs text-ink hover:border-primary hover:text-primary"
                        aria-label={`Try the ${entry.antibodyName.split(" ")[0].toLowerCase()} epitope ${entry.keySegment.sequence}`}
                      >
                        {entry.keySegment.sequence}
                      </button>
                    ))}
                  </div>
                </div>
              </form>
            }
            result={
              result?.ok ? (
                <PredictionView result={result} onTry={tryEpitope} linkSearch={linkSearch} />
              ) : (
                <ResultPlaceholder icon={Dna}>
                  Enter an epitope peptide of HER2 to find the therapeutic antibodies that bind it, with how confident the match is.
                </ResultPlaceholder>
              )
            }
          />
        </ToolTabsContent>
        <ToolTabsContent value="database">
          <Her2Database onTry={tryEpitope} />
        </ToolTabsContent>
        <ToolTabsContent value="instructions">
          <PredictorInstructions />
        </ToolTabsContent>
      </Tabs.Root>
    </ToolCard>
  );
}

function PredictionView({ result, onTry, linkSearch }: { result: PredictionData; onTry: (epitope: string) => void; linkSearch: string | null }) {
  if (result.noMatch) {
    return (
      <ResultPanel heading="Result">
        <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="flex items-center gap-2 font-semibold">
            <SearchX className="h-5 w-5 text-amber-600" aria-hidden /> {result.noMatch.title}
          </p>
          <p className="mt-2 break-words leading-relaxed">{result.noMatch.message}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {result.noMatch.suggestions.map((entry) => (
            <Button key={entry.id} variant="outline" size="sm" onClick={() => onTry(entry.keySegment.sequence)}>
              Try the {entry.antibodyName.split(" ")[0].toLowerCase()} epitope
            </Button>
          ))}
        </div>
      </ResultPanel>
    );
  }
  return (
    <ResultPanel
      heading="Result"
      action={<ResultCopyActions text={predictionCopyText(result)} label="Prediction" linkSearch={linkSearch} toolName="antibody sequence prediction" />}
    >
      <p className="text-sm text-muted">
        Query <span className="break-all font-mono text-ink">{result.query}</span> matches {result.matches.length}{" "}
        {result.matches.length === 1 ? "antibody" : "antibodies"}. Best confidence:{" "}
        <span className="font-mono font-semibold text-ink" data-testid="prediction-confidence">
          {result.confidence}%
        </span>
      </p>
      <ul className="space-y-4">
        {result.matches.map((match) => (
          <MatchCard key={match.entry.id} match={match} />
        ))}
      </ul>
    </ResultPanel>
  );
}

function MatchCard({ match }: { match: EpitopeMatch }) {
  const exact = match.confidence === EXACT_MATCH_CONFIDENCE;
  return (
    <li className="rounded-lg border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-semibold text-ink">
          <span className="mr-2 font-mono text-sm text-muted" data-testid="match-rank">
            #{match.rank}
            {match.tie ? " (tie)" : ""}
          </span>
          {match.entry.antibodyName}
        </h4>
        <Badge variant={exact ? "success" : "secondary"}>{exact ? "Exact match" : "Partial match"}</Badge>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <div className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
          <div className={exact ? "h-full bg-success" : "h-full bg-primary"} style={{ width: `${match.confidence}%` }} />
        </div>
        <span className="font-mono text-sm font-semibold tabular-nums text-ink">{match.confidence}% confidence</span>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-muted">
        {describeMatch(match, match.entry.binding)} {match.entry.description}
      </p>
      {match.tie && <p className="mt-2 text-xs font-medium text-ink">Tie: the same epitope scores the same for every antibody that carries it.</p>}
      <p className="mt-2 text-xs text-muted">Source: {citationShort(match.entry.binding.citation)}</p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-xs sm:grid-cols-4">
        <div>
          <dt className="text-muted">HER2 domain</dt>
          <dd className="font-mono text-ink">{match.entry.domain}</dd>
        </div>
        <div>
          <dt className="text-muted">Residues</dt>
          <dd className="font-mono text-ink">{match.entry.residues}</dd>
        </div>
        <div>
          <dt className="text-muted">Heavy chain</dt>
          <dd className="font-mono text-ink">{match.entry.heavyChain.length} aa</dd>
        </div>
        <div>
          <dt className="text-muted">Light chain</dt>
          <dd className="font-mono text-ink">{match.entry.lightChain.length} aa</dd>
        </div>
      </dl>
      <details className="mt-3 text-xs">
        <summary className="cursor-pointer font-medium text-primary">Show chain sequences</summary>
        <p className="mt-2 text-muted">Heavy chain</p>
        <p className="mt-1 break-all rounded bg-subtle p-2 font-mono leading-relaxed text-ink">{match.entry.heavyChain}</p>
        <p className="mt-2 text-muted">Light chain</p>
        <p className="mt-1 break-all rounded bg-subtle p-2 font-mono leading-relaxed text-ink">{match.entry.lightChain}</p>
      </details>
    </li>
  );
}

function citationShort(citation: Citation): string {
  return `${citation.authors.split(",")[0]} et al., ${citation.journal} ${citation.year}, PDB ${citation.pdb}`;
}

function predictionCopyText(result: PredictionData): string {
  return [
    `Epitope ${result.query}`,
    ...result.matches.map(
      (m) =>
        `#${m.rank}${m.tie ? " (tie)" : ""} ${m.entry.antibodyName}: ${m.matchType} match, ${m.confidence}% confidence ` +
        `(HER2 domain ${m.entry.domain}, residues ${m.residues}; ${citationShort(m.entry.binding.citation)})`,
    ),
  ].join("\n");
}
