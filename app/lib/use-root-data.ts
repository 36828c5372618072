import { useRouteLoaderData } from "react-router";
import type { Brand } from "~/content/brand";
import { defaultBrand } from "~/content/brand";
import type { ToastMessage } from "~/lib/toasts";
import type { ViewerUser } from "~/lib/viewer";

export type { ViewerUser };

export interface RootData {
  user: ViewerUser | null;
  brand: Brand;
  /** the site's public origin, for canonical URLs and structured data */
  origin: string;
  /** a toast left by the previous response (sign-in, sign-out) */
  flashToast: ToastMessage | null;
}

export function useRootData(): RootData {
  return (useRouteLoaderData("root") as RootData | undefined) ?? { user: null, brand: defaultBrand, origin: "", flashToast: null };
}

export const useViewer = () => useRootData().user;
export const useBrand = () => useRootData().brand;
