import FlaskConical from "lucide-react/icons/flask-conical";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { type MissingInformationError } from "~/tools/cr3520-messages";
import { type GeneratedMethod, generateMethod } from "~/tools/cr3520-method";
import { AUTO_GENERATE_DELAY_MS, type MethodParams } from "~/tools/cr3520-options";
import { methodFromQuery, methodToQuery, shouldAutoGenerate } from "~/tools/cr3520-sharing";
import type { ToolError } from "~/tools/tool-result";
import { MethodActions } from "./method-actions";
import { MethodAnalysis } from "./method-analysis";
import { MethodEmptyState } from "./method-empty-state";
import { MethodQuote } from "./method-quote";
import { MethodProtocol } from "./method-protocol";
import { type MethodForm, MethodSetupForm } from "./method-setup-form";
import { MethodSummary } from "./method-summary";
import { MethodTroubleshooting } from "./method-troubleshooting";
import { replaceUrlSearch } from "./replace-url-search";
import { ResultPlaceholder } from "./result-parts";
import { ToolAlert } from "./tool-alert";
import { ToolCard, ToolColumns } from "./tool-card";
import { toolEntry } from "./tool-catalog";
import { ToolTabsContent, ToolTabsList } from "./tool-tabs";
import { useLinkAfterHydration } from "./use-link-after-hydration";

type AssistantTab = "setup" | "protocol" | "troubleshooting" | "analysis";

function formFromParams(params: MethodParams): MethodForm {
  return {
    protein: params.protein ?? "",
    concentration: params.concentration ?? "",
    pi: params.pi ?? "",
    volume: params.volume ?? "",
    project: params.project ?? "",
    tpi: params.tpi ?? "",
    mass: params.mass ?? "",
  };
}

/**
 * CR3520 cIEF-MS Method Assistant. `linkSearch` is the query of a shared link (?method=cr3520&protein=…):
 * they prefill the form, and when protein, concentration and pI are all there the method is
 * generated AUTO_GENERATE_DELAY_MS after the page has loaded.
 *
 * The response cache keys /tools on `method` only, so the server renders the assistant without the
 * link's choices; they are applied once the page has hydrated (useLinkAfterHydration, as the antibody
 * tools do), by creating the assistant afresh with them. Read during hydration they made the form
 * differ from the server's HTML (React error #418).
 */
export function MethodAssistantPanel({ linkSearch }: { linkSearch: string }) {
  const link = useLinkAfterHydration(linkSearch);
  return <MethodAssistant key={link} linkSearch={link} />;
}

function MethodAssistant({ linkSearch }: { linkSearch: string }) {
  const [link] = useState(() => methodFromQuery(new URLSearchParams(linkSearch)));
  const initialParams = link.params;
  const [tab, setTab] = useState<AssistantTab>("setup");
  const [form, setForm] = useState<MethodForm>(() => formFromParams(initialParams));
  const [method, setMethod] = useState<GeneratedMethod | null>(null);
  const [formError, setFormError] = useState<ToolError | MissingInformationError | null>(null);
  const [actionError, setActionError] = useState<ToolError | null>(null);
  const [quoting, setQuoting] = useState(false);

  function generate(params: MethodParams) {
    const result = generateMethod(params);
    if (!result.ok) {
      setMethod(null);
      setFormError(result);
      return;
    }
    setMethod(result.method);
    setFormError(null);
    setActionError(null);
    replaceUrlSearch(`?${methodToQuery(result.method.params)}`);
  }

  useEffect(() => {
    if (!shouldAutoGenerate(initialParams)) return;
    const timer = setTimeout(() => generate(initialParams), AUTO_GENERATE_DELAY_MS);
    return () => clearTimeout(timer);
    // Runs once: a shared link is read when the page opens (initialParams never changes).
  }, [initialParams]);

  return (
    <ToolCard tool={toolEntry("method-assistant")} actions={<MethodActions method={method} onError={setActionError} onQuote={() => setQuoting(true)} />}>
      {actionError && (
        <div className="mb-6">
          <ToolAlert title={actionError.title} message={actionError.message} />
        </div>
      )}
      <Tabs.Root value={tab} onValueChange={(next) => setTab(next as AssistantTab)}>
        <ToolTabsList
          label="CR3520 cIEF-MS Method Assistant"
          tabs={{ setup: "Setup", protocol: "Protocol", troubleshooting: "Troubleshooting", analysis: "Analysis" }}
        />
        <ToolTabsContent value="setup">
          <ToolColumns
            form={
              <MethodSetupForm
                form={form}
                onChange={(change) => setForm((current) => ({ ...current, ...change }))}
                onGenerate={() => generate(form)}
                error={formError}
                linkNotes={link.notes}
              />
            }
            result={
              method ? (
                <MethodSummary method={method} onOpen={setTab} />
              ) : (
                <ResultPlaceholder icon={FlaskConical}>
                  Choose the protein type, its concentration and the expected pI range, then generate a complete cIEF-MS method to export or share.
                </ResultPlaceholder>
              )
            }
          />
        </ToolTabsContent>
        <ToolTabsContent value="protocol">
          {method ? <MethodProtocol method={method} /> : <MethodEmptyState what="protocol" onSetup={() => setTab("setup")} />}
        </ToolTabsContent>
        <ToolTabsContent value="troubleshooting">
          <MethodTroubleshooting />
        </ToolTabsContent>
        <ToolTabsContent value="analysis">
          {method ? <MethodAnalysis method={method} /> : <MethodEmptyState what="analysis sequence" onSetup={() => setTab("setup")} />}
        </ToolTabsContent>
      </Tabs.Root>
      {quoting && method && <MethodQuote key={methodToQuery(method.params)} method={method} />}
    </ToolCard>
  );
}
