import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A table that holds a file is never read whole (decision 035): reading a quote, a list or an access
 * check must not pull megabytes out of the database. These checks read the sources: every table with
 * a bytea column is only selected with named columns, and its file column is read by one module.
 */
const root = process.cwd();

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sources(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const schema = fs.readFileSync(path.join(root, "server/db/schema.ts"), "utf8");

/** The tables (their variable names) with a bytea column, and those columns' property names. */
function fileTables() {
  const tables: Array<{ table: string; columns: string[] }> = [];
  for (const match of schema.matchAll(/export const (\w+) = pgTable\(\s*"\w+",\s*\{([\s\S]*?)\n\s*\}/g)) {
    const columns = [...match[2].matchAll(/^\s*(\w+): bytea\(/gm)].map((m) => m[1]);
    if (columns.length > 0) tables.push({ table: match[1], columns });
  }
  return tables;
}

describe("tables that hold files", () => {
  const tables = fileTables();
  const files = [...sources("server"), ...sources("app")];

  it("are found in the schema: po_documents holds the PO files, and no other table does", () => {
    expect(tables).toEqual([{ table: "poDocuments", columns: ["bytes"] }]);
  });

  it("are never selected whole (select() or select * without columns)", () => {
    const offending: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const { table } of tables) {
        if (new RegExp(`\\.select\\(\\s*\\)\\s*\\.from\\(\\s*${table}\\s*\\)`).test(text)) offending.push(`${file}: select().from(${table})`);
        if (new RegExp(`query\\.${table}\\.`).test(text)) offending.push(`${file}: db.query.${table}`);
        if (/select\s+\*\s+from\s+"?po_documents/i.test(text)) offending.push(`${file}: select * from po_documents`);
      }
    }
    expect(offending).toEqual([]);
  });

  it("have their file column read by one module only (the download's slices and the mail sender's read)", () => {
    const readers = files.filter((file) =>
      tables.some(({ table, columns }) => columns.some((c) => fs.readFileSync(path.join(root, file), "utf8").includes(`${table}.${c}`))),
    );
    expect(readers).toEqual(["server/services/quotes/po-documents.ts"]);
  });
});
