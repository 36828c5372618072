// Applies the committed migrations to the configured database (DATABASE_URL, or the embedded one
// under DATA_DIR; stop the server first when using the embedded database), as the tables' owner
// (MIGRATION_DATABASE_URL, or the embedded postgres role), then the app role's grants (server/db/grants.sql).
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";

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
  console.log(`migrations applied (${database.kind} database)`);
} finally {
  await database.close();
}
