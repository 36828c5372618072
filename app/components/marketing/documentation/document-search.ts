import type { FeaturedGuide, LibraryGroup } from "~/content/documentation";

/** The words of a search, lower-cased; a document matches when it contains every one of them. */
export function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

function containsAll(text: string, terms: readonly string[]) {
  const haystack = text.toLowerCase();
  return terms.every((term) => haystack.includes(term));
}

/** The library groups with the documents whose name, group or version match; empty groups are left out. */
export function filterLibrary(groups: readonly LibraryGroup[], query: string): LibraryGroup[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      documents: group.documents.filter((doc) => containsAll(`${doc.name} ${group.title} ${doc.version} ${doc.format}`, terms)),
    }))
    .filter((group) => group.documents.length > 0);
}

/** The featured guides whose title, description or level match. */
export function filterGuides(guides: readonly FeaturedGuide[], query: string): FeaturedGuide[] {
  const terms = searchTerms(query);
  return guides.filter((guide) => containsAll(`${guide.title} ${guide.description} ${guide.badge}`, terms));
}

export function countDocuments(groups: readonly LibraryGroup[]) {
  return groups.reduce((sum, group) => sum + group.documents.length, 0);
}
