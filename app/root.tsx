import { type ReactNode, useEffect } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData } from "react-router";
import { LazyCartPanel } from "~/components/cart/lazy-cart-panel";
import { CartProvider } from "~/components/cart/cart-provider";
import { GeneralErrorBoundary, SITE_ERROR_PAGES } from "~/components/layout/general-error-boundary";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ToastProvider, useToast } from "~/components/ui/toaster";
import { flashToastText, readFlashToast } from "../server/http/flash-toast";
import { useNonce } from "~/lib/nonce";
import type { RootData } from "~/lib/use-root-data";
import { viewerOf } from "~/lib/viewer";
import type { Route } from "./+types/root";
import "./app.css";

/** A page's own refusal decides when to come back (a 503's Retry-After while the database is down, server/http/page-outage.ts). */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => {
  const retryAfter = errorHeaders?.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const flash = readFlashToast(request, context.services.config.isProduction);
  const rootData: RootData = {
    user: context.user && viewerOf(context.user),
    brand: context.services.brand,
    origin: context.services.config.publicOrigin,
    flashToast: flash ? flashToastText(flash.key, { brand: context.services.brand, firstName: context.user?.firstName }) : null,
  };
  return flash ? data(rootData, { headers: { "Set-Cookie": flash.clearCookie } }) : rootData;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <FlashToast />
      <Outlet />
    </SiteShell>
  );
}

/** Shows the toast a redirect left behind (see server/http/flash-toast.ts). */
function FlashToast() {
  const { flashToast } = useLoaderData<typeof loader>();
  const toast = useToast();
  useEffect(() => {
    if (flashToast) toast(flashToast);
  }, [flashToast, toast]);
  return null;
}

/**
 * The layout around every page. (Spec §9's tooltip delays, 700 ms and 300 ms, belong on a
 * Tooltip.Provider around the first tooltip the site gets; it has none, and a provider here would
 * load Radix's positioning code on every page.)
 */
function SiteShell({ children }: { children: ReactNode }) {
  // Lets tests (and curious humans) know when the page has become interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ToastProvider>
      <CartProvider>
        <a href="#main" className="sr-only z-50 rounded bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <LazyCartPanel />
      </CartProvider>
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  return (
    <SiteShell>
      <GeneralErrorBoundary errorPages={SITE_ERROR_PAGES} />
    </SiteShell>
  );
}
