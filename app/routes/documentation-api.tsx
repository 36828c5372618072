import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { OPENAPI_PATH } from "~/lib/api-description";
import { pageMeta } from "~/lib/seo";
import { apiDocumentJson } from "../../server/api/openapi/document";
import { prepareRedocBundle, redocBundlePath } from "../../server/http/redoc-bundle";
import type { Route } from "./+types/documentation-api";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "API reference",
    description: "The shop's REST API for procurement and ERP integrations: every route, its parameters, bodies, answers and error codes (OpenAPI 3.1).",
  });

interface RedocGlobal {
  init(specUrl: string, options: Record<string, unknown>, element: HTMLElement, callback?: (error?: unknown) => void): void;
}

declare global {
  interface Window {
    Redoc?: RedocGlobal;
  }
}

/** Redoc in the site's colours, below the sticky header (answers stay closed: opening them all doubles the first render). */
const REDOC_OPTIONS = {
  scrollYOffset: "header",
  hideHostname: true,
  hideDownloadButton: true,
  sortTagsAlphabetically: false,
  theme: {
    colors: { primary: { main: "#1d4ed8" } },
    typography: { fontFamily: "inherit", headings: { fontFamily: "inherit" }, code: { fontSize: "13px" } },
    sidebar: { width: "260px" },
  },
};

/**
 * Redoc's bundle, served from our origin (server/http/redoc-bundle.ts): only this page asks for it,
 * after hydration. The bundle's compression and the description (made once per process) are started
 * now, so that neither is begun only when the browser asks for it.
 */
export function loader() {
  prepareRedocBundle();
  setImmediate(apiDocumentJson);
  return { redocScript: redocBundlePath() };
}

let redocLoading: Promise<RedocGlobal> | undefined;

/** The bundle, added once per document; a script a trusted script adds is allowed by the CSP ('strict-dynamic'). */
function loadRedoc(redocScriptUrl: string): Promise<RedocGlobal> {
  redocLoading ??= new Promise<RedocGlobal>((resolve, reject) => {
    if (window.Redoc) return resolve(window.Redoc);
    const script = document.createElement("script");
    script.src = redocScriptUrl;
    script.async = true;
    script.onload = () => (window.Redoc ? resolve(window.Redoc) : reject(new Error("Redoc did not load")));
    script.onerror = () => reject(new Error("Redoc did not load"));
    document.head.append(script);
  }).catch((error: unknown) => {
    redocLoading = undefined;
    throw error;
  });
  return redocLoading;
}

export default function ApiDocumentationPage({ loaderData }: Route.ComponentProps) {
  const { redocScript } = loaderData;
  const viewer = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    let current = true;
    loadRedoc(redocScript)
      .then((redoc) => {
        if (!current || !viewer.current) return;
        redoc.init(OPENAPI_PATH, REDOC_OPTIONS, viewer.current, (error) => current && setState(error ? "failed" : "ready"));
      })
      .catch(() => current && setState("failed"));
    return () => {
      current = false;
    };
  }, [redocScript]);

  return (
    <>
      <section className="border-b border-line bg-subtle">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">
            <Link to="/documentation" className="hover:underline">
              Documentation
            </Link>
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">API reference</h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-muted">
            The REST API behind the shop, for procurement and ERP integrations: the catalogue, carts, orders, quotes, accounts and the admin area. Every error
            is JSON <code>{"{message, code}"}</code>; programs decide on the code.
          </p>
          <p className="mt-4">
            <a href={OPENAPI_PATH} className="font-semibold text-primary hover:underline">
              Download the OpenAPI 3.1 document (JSON)
            </a>
          </p>
        </div>
      </section>
      {state !== "ready" && (
        <p role="status" className="mx-auto max-w-7xl px-4 py-8 text-muted sm:px-6 lg:px-8">
          {state === "loading" ? "Loading the API reference…" : "The API reference could not be shown. The OpenAPI document above has all of it."}
        </p>
      )}
      {/* Redoc draws into this element; React renders nothing inside it */}
      <div ref={viewer} id="api-reference" />
    </>
  );
}
