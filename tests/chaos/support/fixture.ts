import fs from "node:fs";
import { createDatabase } from "./postgres";
import { killAllServers, startServer, tempDataDir, type RunningServer } from "./server";
import { insertLoadProducts, login, type LoadProduct } from "./shop";
import { startRecordingSmtp } from "./smtp";

export interface ChaosFixture {
  smtp: Awaited<ReturnType<typeof startRecordingSmtp>>;
  databaseUrl: string;
  dataDir: string;
}

/** What every fault test starts with: a recording SMTP server, a database of its own and a data folder. */
export async function openChaosFixture(database: string, name: string): Promise<ChaosFixture> {
  return { smtp: await startRecordingSmtp(), databaseUrl: await createDatabase(database), dataDir: tempDataDir(name) };
}

/** A production server on the fixture, products made for the load (`tag` in their SKUs) and an approved customer's cookie. */
export async function openShop(
  fixture: ChaosFixture,
  tag: string,
  nodeArgs?: string[],
): Promise<{ server: RunningServer; products: LoadProduct[]; cookie: string }> {
  const server = await startServer({ databaseUrl: fixture.databaseUrl, smtpUrl: fixture.smtp.url, dataDir: fixture.dataDir, nodeArgs });
  const products = await insertLoadProducts(fixture.databaseUrl, tag);
  return { server, products, cookie: await login(server.url) };
}

/** Kills every server the file started and removes the fixture (parts that were never made are skipped). */
export async function closeChaosFixture(fixture: Partial<ChaosFixture>) {
  await killAllServers();
  await fixture.smtp?.close();
  if (fixture.dataDir) fs.rmSync(fixture.dataDir, { recursive: true, force: true });
}
