import { documentLibrary } from "~/content/documentation";
import { applicationNotes } from "./content/application-notes";
import { productManuals } from "./content/product-manuals";
import { technicalSupport } from "./content/technical-support";
import { trainingMaterials } from "./content/training-materials";
import type { DocumentContent, LibraryGroupId } from "./document-model";
import type { DocumentHeading } from "./render-document-pdf";

/** The written content of each library group, one module a group. */
const CONTENT: Record<LibraryGroupId, readonly DocumentContent[]> = {
  "product-manuals": productManuals,
  "application-notes": applicationNotes,
  "technical-support": technicalSupport,
  "training-materials": trainingMaterials,
};

export interface RegisteredDocument {
  slug: string;
  heading: DocumentHeading;
  content: DocumentContent;
}

/**
 * The library's documents (app/content/documentation.ts: group, name, version) joined with their
 * content, in library order. Throws at start-up when the two disagree: a listed document without
 * content, content for no listed document, or a revision history whose last version is not the
 * listed one.
 */
export function documentRegistry(): RegisteredDocument[] {
  const documents: RegisteredDocument[] = [];
  for (const group of documentLibrary) {
    const contents = new Map(CONTENT[group.id].map((content) => [content.slug, content]));
    if (contents.size < CONTENT[group.id].length) throw new Error(`documentation: a document of ${group.id} has content twice`);
    for (const listed of group.documents) {
      const content = contents.get(listed.id);
      if (!content) throw new Error(`documentation: no content for ${listed.id} in ${group.id}`);
      contents.delete(listed.id);
      if (content.revisions.at(-1)?.version !== listed.version) {
        throw new Error(`documentation: ${listed.id} is listed as ${listed.version}, its revision history ends at ${content.revisions.at(-1)?.version}`);
      }
      documents.push({ slug: listed.id, heading: { name: listed.name, version: listed.version, groupTitle: group.title }, content });
    }
    if (contents.size > 0) throw new Error(`documentation: content for unlisted documents ${[...contents.keys()].join(", ")}`);
  }
  return documents;
}
