/**
 * Issue 24: "Prepared statements are reused across requests on SQLite." Kysely's SQLite dialect prepares every
 * query it runs; the app's database keeps each SQL text's statement and hands it out again.
 */
import Database from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "~/.server/db/statement-cache";

interface Schema {
  items: { id: number; name: string };
}

function open(max?: number) {
  const raw = new Database(":memory:");
  const database = withStatementCache(raw, max);
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database }) });
  return { db, database };
}

describe("prepared statements reused across requests on SQLite", () => {
  it("prepares a query's SQL once, then reuses it with other parameters and gives the right rows", async () => {
    const { db, database } = open();
    await db.schema.createTable("items").addColumn("id", "integer", (c) => c.primaryKey()).addColumn("name", "text").execute();
    for (const [id, name] of [[1, "CBC"], [2, "Thyroid"], [3, "Lipid"]] as const) await db.insertInto("items").values({ id, name }).execute();
    const before = { ...database.stats };
    const byId = (id: number) => db.selectFrom("items").select("name").where("id", "=", id).executeTakeFirst();
    expect(await byId(1)).toEqual({ name: "CBC" });
    expect(await byId(2)).toEqual({ name: "Thyroid" });
    expect(await byId(3)).toEqual({ name: "Lipid" });
    expect(database.stats.prepared - before.prepared).toBe(1);
    expect(database.stats.reused - before.reused).toBe(2);
    // Writes reuse theirs too, and report what they changed.
    const rename = (id: number, name: string) => db.updateTable("items").set({ name }).where("id", "=", id).executeTakeFirst();
    expect((await rename(1, "Complete blood count")).numUpdatedRows).toBe(1n);
    expect((await rename(9, "none")).numUpdatedRows).toBe(0n);
    expect(await byId(1)).toEqual({ name: "Complete blood count" });
    await db.destroy();
  });

  it("a statement still open in a streamed read is not handed out: the other query gets its own", async () => {
    const { db, database } = open();
    await sql`create table items (id integer primary key, name text)`.execute(db);
    await sql`insert into items (id, name) values (1, 'a'), (2, 'b')`.execute(db);
    const query = db.selectFrom("items").select("name").orderBy("id");
    const compiled = query.compile();
    // The driver's own use: prepare, then iterate while the statement stays open.
    const open1 = database.prepare(compiled.sql);
    const it1 = open1.iterate([]);
    expect(it1.next().value).toEqual({ name: "a" });
    const other = database.prepare(compiled.sql);
    expect(other).not.toBe(open1);
    expect(other.all([])).toEqual([{ name: "a" }, { name: "b" }]);
    it1.return?.();
    expect(database.prepare(compiled.sql)).toBe(open1);
    await db.destroy();
  });

  it("keeps at most its bound of SQL texts", async () => {
    const { db, database } = open(2);
    await sql`create table items (id integer primary key, name text)`.execute(db);
    const a = database.prepare("select 1");
    database.prepare("select 2");
    database.prepare("select 3");
    expect(database.prepare("select 1")).not.toBe(a);
    await db.destroy();
  });
});
