// Applies the committed migrations to the configured database (DATABASE_URL, or the embedded one
// under DATA_DIR; stop the server first when using the embedded database).
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { runMigrations } from "../server/db/migrate";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, embeddedPort: config.EMBEDDED_PG_PORT, poolSize: 2 });
try {
  await runMigrations(database.pool);
  console.log(`migrations applied (${database.kind} database)`);
} finally {
  await database.close();
}
