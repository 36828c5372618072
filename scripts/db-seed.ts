// Adds the demo catalogue (and, outside production, the demo accounts) where missing, and makes
// sure the admin account exists. Safe to run again: nothing that exists is changed.
import { loadConfig } from "../server/config";
import { openConfiguredDatabase } from "../server/db/configured-database";
import { ensureAdmin, seedDemoAccounts, seedDemoData, seedDemoLots } from "../server/db/seed";

const config = loadConfig();
const database = await openConfiguredDatabase(config, { poolSize: 2 });
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
