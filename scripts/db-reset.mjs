// Deletes the local SQLite database; the next start migrates and seeds a fresh one.
import fs from "node:fs";
const url = process.env.DATABASE_URL ?? "file:var/data.sqlite";
if (!url.startsWith("file:")) {
  console.error("db:reset only deletes a local SQLite file; drop a PostgreSQL database with your own tools.");
  process.exit(1);
}
const file = url.slice(5);
for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
fs.rmSync("var/cdn", { recursive: true, force: true });
console.log(`removed ${file}`);
