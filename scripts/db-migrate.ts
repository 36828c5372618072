// Applies the committed migrations to the configured database (DATABASE_URL, or the embedded one
// under DATA_DIR; stop the server first when using the embedded database), as the tables' owner
// (MIGRATION_DATABASE_URL, or the embedded postgres role), then the app role's grants (server/db/grants.sql).
import { loadConfig } from "../server/config";
import { openConfiguredDatabase } from "../server/db/configured-database";

const config = loadConfig();
const database = await openConfiguredDatabase(config, { poolSize: 2 });
try {
  await database.migrate();
  console.log(`migrations applied (${database.kind} database)`);
} finally {
  await database.close();
}
