import { guides } from "./guides";
import { featuredNews } from "./news-items";

/** The addresses of our articles and guides (/news/:slug, /documentation/guides/:slug), for the sitemap. */
export function articlePaths(): string[] {
  return [...featuredNews.map((item) => `/news/${item.id}`), ...guides.map((guide) => `/documentation/guides/${guide.slug}`)];
}
