import { Link } from "react-router";
import { footer } from "~/content/footer";
import { useBrand } from "~/lib/use-root-data";
import { BrandMark } from "./brand-mark";

export function SiteFooter() {
  const brand = useBrand();
  return (
    <footer className="render-when-visible mt-auto border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark /> {brand.companyName}
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-6">
            Capillary electrophoresis–mass spectrometry instruments, ion sources, separation capillaries, reagent kits and services for life-science, biopharma
            and clinical research laboratories.
          </p>
          <p className="mt-4 text-sm">
            <a className="underline-offset-4 hover:text-white hover:underline" href={`mailto:${brand.supportEmail}`}>
              {brand.supportEmail}
            </a>
            <br />
            {brand.phone}
          </p>
        </div>
        {footer.columns.map((column) => (
          <nav key={column.title} aria-label={`${column.title} links`}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{column.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="underline-offset-4 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {brand.companyName}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            <li>
              <Link to="/contact" className="hover:text-white">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/contact" className="hover:text-white">
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
