import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { migrationsFolder, runMigrations } from "../../server/db/migrate";
import { withDatabase } from "../support/global-setup";

const adminUrl = inject("adminDatabaseUrl");
const name = `cems_migration_${randomBytes(6).toString("hex")}`;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-before-po-documents-"));

afterAll(async () => {
  fs.rmSync(folder, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** The migrations as they were before PO documents got their own table. */
function migrationsBefore(tagSuffix: string) {
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tagSuffix));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe("the migration to po_documents", () => {
  it("moves each quote's document into the table, byte for byte, under its cleaned name, and drops the columns", async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, name), max: 2 });
    try {
      await migrate(drizzle(pool), { migrationsFolder: migrationsBefore("_po_documents") });
      const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(100_000)]);
      const insert = `insert into quotes (contact_name, contact_email, source, status, po_document, po_document_name, decided_at)
        values ('Ada', 'ada@lab.example.org', 'product', $1, $2, $3, now()) returning id`;
      const withDocument = await pool.query(insert, ["accepted", pdf, "C:\\POs\\PO\u202E77\u200B.pdf"]);
      const without = await pool.query(insert, ["sent", null, null]);

      await runMigrations(pool);

      const moved = await pool.query(
        `select d.name, d.content_type, d.size, d.sha256, d.bytes from quotes q join po_documents d on d.id = q.po_document_id where q.id = $1`,
        [withDocument.rows[0].id],
      );
      expect(moved.rows).toHaveLength(1);
      const [document] = moved.rows;
      expect(document).toMatchObject({ name: "PO77.pdf", content_type: "application/pdf", size: pdf.length });
      expect(Buffer.from(document.bytes).equals(pdf)).toBe(true);
      expect(document.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect((await pool.query(`select po_document_id from quotes where id = $1`, [without.rows[0].id])).rows[0].po_document_id).toBeNull();
      const columns = await pool.query(`select column_name from information_schema.columns where table_name = 'quotes' and column_name like 'po_document%'`);
      expect(columns.rows.map((r) => r.column_name)).toEqual(["po_document_id"]);
    } finally {
      await pool.end();
    }
  });
});
