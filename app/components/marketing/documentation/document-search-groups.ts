import type { FeaturedGuide, LibraryGroup } from "~/content/documentation";
import type { DocumentSearchHit } from "~/lib/document-files";

/** The words of a search, lower-cased; a guide matches when it contains every one of them. */
export function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

function containsAll(text: string, terms: readonly string[]) {
  const haystack = text.toLowerCase();
  return terms.every((term) => haystack.includes(term));
}

/**
 * The library groups with the documents the server's search found (in the documents' text,
 * server/documents/document-search.ts), in library order; empty groups are left out.
 */
export function libraryOfHits(groups: readonly LibraryGroup[], hits: readonly DocumentSearchHit[]): LibraryGroup[] {
  const found = new Set(hits.map((hit) => hit.slug));
  return groups.map((group) => ({ ...group, documents: group.documents.filter((doc) => found.has(doc.id)) })).filter((group) => group.documents.length > 0);
}

/** The featured guides whose title, description or level match. */
export function filterGuides(guides: readonly FeaturedGuide[], query: string): FeaturedGuide[] {
  const terms = searchTerms(query);
  return guides.filter((guide) => containsAll(`${guide.title} ${guide.description} ${guide.badge}`, terms));
}

export function countDocuments(groups: readonly LibraryGroup[]) {
  return groups.reduce((sum, group) => sum + group.documents.length, 0);
}
