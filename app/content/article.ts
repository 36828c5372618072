/**
 * Long-form text (news articles, guides) as typed blocks: the page draws them with one component
 * (app/components/marketing/article-body.tsx), and the text reaches the browser as loader data of
 * its own page only, never in a shared script.
 */

export type ArticleBlock =
  | { readonly kind: "paragraph"; readonly text: string }
  | { readonly kind: "heading"; readonly text: string }
  | { readonly kind: "list"; readonly ordered?: true; readonly items: readonly string[] }
  | { readonly kind: "table"; readonly caption: string; readonly columns: readonly string[]; readonly rows: readonly (readonly string[])[] }
  /** A highlighted remark: a safety warning or a tip. */
  | { readonly kind: "note"; readonly title: string; readonly text: string };

/**
 * A link at the end of a text. An address on this site ("/tools?method=cr3520") stays in the tab;
 * an `https://` address is another organisation's real page and opens in a new tab.
 */
export interface ArticleLink {
  readonly label: string;
  readonly href: `/${string}` | `https://${string}`;
  readonly description: string;
}

type Block<K extends ArticleBlock["kind"]> = Extract<ArticleBlock, { kind: K }>;

/* Builders, so that an article reads as its text rather than as repeated object literals. */
export const paragraph = (text: string): Block<"paragraph"> => ({ kind: "paragraph", text });
export const heading = (text: string): Block<"heading"> => ({ kind: "heading", text });
export const list = (...items: string[]): Block<"list"> => ({ kind: "list", items });
export const orderedList = (...items: string[]): Block<"list"> => ({ kind: "list", ordered: true, items });
export const table = (caption: string, columns: readonly string[], rows: readonly (readonly string[])[]): Block<"table"> => ({
  kind: "table",
  caption,
  columns,
  rows,
});
export const note = (title: string, text: string): Block<"note"> => ({ kind: "note", title, text });

const WORDS_PER_MINUTE = 200;

/** Words a reader reads: the blocks' text, list items and table cells. */
export function wordCount(blocks: readonly ArticleBlock[]): number {
  const texts = blocks.flatMap((block) => {
    switch (block.kind) {
      case "list":
        return block.items;
      case "table":
        return [block.caption, ...block.columns, ...block.rows.flat()];
      case "note":
        return [block.title, block.text];
      default:
        return [block.text];
    }
  });
  return texts.reduce((count, text) => count + (text.match(/\S+/g)?.length ?? 0), 0);
}

/** "N min read" at 200 words a minute, at least 1. */
export function readTime(blocks: readonly ArticleBlock[]): string {
  return `${Math.max(1, Math.ceil(wordCount(blocks) / WORDS_PER_MINUTE))} min read`;
}
