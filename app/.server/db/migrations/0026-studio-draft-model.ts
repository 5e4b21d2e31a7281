/**
 * The studio's draft model made explicit: a draft records who changed it since its base version (`authors`, actor
 * keys as a JSON array) and who approved it (`approved_by`), so the server can tell whether a publisher is about
 * to publish their own unreviewed work. Studio roles get a display name, so the audit log and the review panel
 * name people instead of showing their phone numbers.
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

export const m0026_studio_draft_model: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable("studio_drafts").addColumn("authors", "text", (c) => c.notNull().defaultTo("[]")).execute();
    await db.schema.alterTable("studio_drafts").addColumn("approved_by", "text").execute();
    await db.schema.alterTable("account_roles").addColumn("display_name", "text").execute();
  },
};
