// Adds the demo catalogue (and, outside production, the demo accounts) where missing, and makes
// sure the admin account exists. Safe to run again: nothing that exists is changed.
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { ensureAdmin, seedDemoAccounts, seedDemoData, seedDemoLots } from "../server/db/seed";

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  migrationDatabaseUrl: config.MIGRATION_DATABASE_URL,
  dataDir: config.DATA_DIR,
  embeddedPort: config.EMBEDDED_PG_PORT,
  poolSize: 2,
});
try {
  await database.migrate();
  await seedDemoData(database.db);
  if (!config.isProduction) {
    await seedDemoAccounts(database.db, config.DEMO_ACCOUNT_PASSWORD);
    await seedDemoLots(database.db);
  }
  await ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  console.log(`demo data seeded (${database.kind} database)`);
} finally {
  await database.close();
}
