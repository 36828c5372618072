import Dna from "lucide-react/icons/dna";
import SearchX from "lucide-react/icons/search-x";
import { Tabs } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { EXACT_MATCH_CONFIDENCE, type EpitopeMatch, HER2_DATABASE, type PredictionData, type PredictionResult, predictAntibody } from "~/tools/her2-predictor";
import { CopyResultButton } from "./copy-result-button";
import { FormField, INPUT_CLASS } from "./form-field";
import { Her2Database } from "./her2-database";
import { PredictorInstructions } from "./predictor-instructions";
import { ResultPanel, ResultPlaceholder } from "./result-parts";
import { ToolAlert } from "./tool-alert";
import { ToolCard, ToolColumns } from "./tool-card";
import { toolEntry } from "./tool-catalog";
import { ToolTabsContent, ToolTabsList, ToolTabsTrigger } from "./tool-tabs";

export function SequencePredictorPanel() {
  const [tab, setTab] = useState("predictor");
  const [epitope, setEpitope] = useState("");
  const [result, setResult] = useState<PredictionResult | null>(null);

  function predict(event: FormEvent) {
    event.preventDefault();
    setResult(predictAntibody(epitope));
  }

  function tryEpitope(sequence: string) {
    setEpitope(sequence);
    setResult(predictAntibody(sequence));
    setTab("predictor");
  }

  return (
    <ToolCard tool={toolEntry("sequence-predictor")}>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <ToolTabsList label="Antibody Sequence Predictor">
          <ToolTabsTrigger value="predictor">Predictor</ToolTabsTrigger>
          <ToolTabsTrigger value="database">Database</ToolTabsTrigger>
          <ToolTabsTrigger value="instructions">Instructions</ToolTabsTrigger>
        </ToolTabsList>
        <ToolTabsContent value="predictor">
          <ToolColumns
            form={
              <form onSubmit={predict} noValidate className="space-y-5">
                <FormField id="predictor-epitope" label="HER2 epitope sequence" hint="One-letter amino-acid codes, at least 3. Case and spaces are ignored.">
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
                        onClick={() => tryEpitope(entry.epitope)}
                        className="max-w-full truncate rounded-full border border-line bg-white px-3 py-1 font-mono text-xs text-ink hover:border-primary hover:text-primary"
                        aria-label={`Try the ${entry.antibodyName.split(" ")[0].toLowerCase()} epitope ${entry.epitope}`}
                      >
                        {entry.epitope}
                      </button>
                    ))}
                  </div>
                </div>
              </form>
            }
            result={
              result?.ok ? (
                <PredictionView result={result} onTry={tryEpitope} />
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

function PredictionView({ result, onTry }: { result: PredictionData; onTry: (epitope: string) => void }) {
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
            <Button key={entry.id} variant="outline" size="sm" onClick={() => onTry(entry.epitope)}>
              Try the {entry.antibodyName.split(" ")[0].toLowerCase()} epitope
            </Button>
          ))}
        </div>
      </ResultPanel>
    );
  }
  return (
    <ResultPanel heading="Result" action={<CopyResultButton text={predictionCopyText(result)} label="Prediction" />}>
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
        <h4 className="font-semibold text-ink">{match.entry.antibodyName}</h4>
        <Badge variant={exact ? "success" : "secondary"}>{exact ? "Exact match" : "Partial match"}</Badge>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <div className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
          <div className={exact ? "h-full bg-success" : "h-full bg-primary"} style={{ width: `${match.confidence}%` }} />
        </div>
        <span className="font-mono text-sm font-semibold tabular-nums text-ink">{match.confidence}% confidence</span>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-muted">{match.entry.description}</p>
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

function predictionCopyText(result: PredictionData): string {
  return [
    `Epitope ${result.query}`,
    ...result.matches.map(
      (m) => `${m.entry.antibodyName}: ${m.matchType} match, ${m.confidence}% confidence (HER2 domain ${m.entry.domain}, residues ${m.entry.residues})`,
    ),
  ].join("\n");
}
