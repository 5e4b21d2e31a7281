/** Seeds the catalogue-browsing tables (migrations 0006 and 0042): Hindi item text, search synonyms, item FAQs and their Hindi. */
import type { DB } from "../client";
import { hindiTranslations } from "./hindi";
import { searchSynonymGroups } from "./search-synonyms";
import { itemFaqTranslations, itemFaqs } from "./item-faqs";

async function isEmpty(db: DB, table: "diagnostic_item_translations" | "diagnostic_search_synonyms" | "diagnostic_item_faqs" | "diagnostic_item_faq_translations") {
  const row = await db.selectFrom(table).select(db.fn.countAll<number>().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

export async function seedCatalogueBrowsing(db: DB): Promise<void> {
  if (await isEmpty(db, "diagnostic_item_translations")) {
    for (let i = 0; i < hindiTranslations.length; i += 100) {
      await db.insertInto("diagnostic_item_translations").values(
        hindiTranslations.slice(i, i + 100).map((t) => ({
          item_id: t.itemId, lang: t.lang, item_name: t.itemName, test_description: t.testDescription, test_preparation_data: t.testPreparationData,
        })),
      ).execute();
    }
  }
  if (await isEmpty(db, "diagnostic_search_synonyms")) {
    await db.insertInto("diagnostic_search_synonyms").values(
      searchSynonymGroups.map((g) => ({ group_name: g.groupName, terms: JSON.stringify(g.terms) })),
    ).execute();
  }
  if (await isEmpty(db, "diagnostic_item_faqs")) {
    await db.insertInto("diagnostic_item_faqs").values(
      itemFaqs.map((f) => ({ item_id: f.itemId, position: f.position, question: f.question, answer: f.answer })),
    ).execute();
  }
  // Migration 0042's table; absent in a database held at an earlier migration.
  const tables = new Set((await db.introspection.getTables()).map((t) => t.name));
  if (tables.has("diagnostic_item_faq_translations") && (await isEmpty(db, "diagnostic_item_faq_translations"))) {
    await db.insertInto("diagnostic_item_faq_translations").values(
      itemFaqTranslations.map((f) => ({ item_id: f.itemId, position: f.position, lang: f.lang, question: f.question, answer: f.answer })),
    ).execute();
  }
}
