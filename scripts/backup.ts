import { loadConfig } from "../src/server/config.ts";
import { createBackup } from "../src/server/lib/backup.ts";

/** `npm run backup`: the database (SQLite online backup, or pg_dump) and DATA_DIR's files, into DATA_DIR/backups/. */
const folder = await createBackup(loadConfig());
console.log(`Backup written to ${folder}`);
