/** Seeds the India Post pincode directory and the help content (see pincode-directory.ts, help-content.ts). */
import type { DB } from "../client";
import { pincodeDirectory } from "./pincode-directory";
import { faqTopics, healthTopics } from "./help-content";

/** One multi-row insert per 4,000 pincodes (24,000 parameters, under both databases' limits): 5 statements for the whole directory, inside the caller's transaction. */
export async function seedPincodeDirectory(db: DB): Promise<void> {
  const rows = pincodeDirectory();
  for (let i = 0; i < rows.length; i += 4000) {
    await db
      .insertInto("pincode_directory")
      .values(
        rows.slice(i, i + 4000).map((r) => ({
          pincode: r.pincode,
          office_name: r.officeName,
          district: r.district,
          state: r.state,
          latitude: r.latitude,
          longitude: r.longitude,
        })),
      )
      .execute();
  }
}

export async function seedHelpContent(db: DB): Promise<void> {
  await db
    .insertInto("faq_entries")
    .values(
      faqTopics.flatMap((t) =>
        t.entries.map(([question, answer], i) => ({ section: t.section, topic: t.topic, sort_order: i, question, answer })),
      ),
    )
    .execute();
  await db
    .insertInto("health_topics")
    .values(
      healthTopics.map((t, i) => ({
        category: t.category,
        slug: t.slug,
        title: t.title,
        summary: t.summary,
        body: JSON.stringify(t.body),
        related_tests: JSON.stringify(t.relatedTests),
        sort_order: i,
      })),
    )
    .execute();
}
