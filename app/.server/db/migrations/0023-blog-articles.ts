/**
 * Blog articles: the pages search engines send patients to and the home screen's "Read About Your Health" links
 * open. The body is markdown, rendered and sanitised at read time (domain/blog), so an editor's markup can never
 * reach a page unsanitised. Tags, related tests and specialties are JSON arrays: they are read with the article,
 * never queried on their own.
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

export const m0023_blog_articles: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable("blog_articles")
      .addColumn("slug", "text", (c) => c.primaryKey())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("summary", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("body_markdown", "text", (c) => c.notNull())
      .addColumn("author_name", "text", (c) => c.notNull())
      .addColumn("author_credentials", "text", (c) => c.notNull())
      .addColumn("reviewer_name", "text", (c) => c.notNull())
      .addColumn("reviewer_credentials", "text", (c) => c.notNull())
      .addColumn("duration", "integer", (c) => c.notNull())
      .addColumn("tags", "text", (c) => c.notNull())
      .addColumn("related_tests", "text", (c) => c.notNull())
      .addColumn("related_specialties", "text", (c) => c.notNull())
      .addColumn("image_url", "text")
      .addColumn("published_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("blog_articles_published").on("blog_articles").columns(["published_at"]).execute();
  },
};
