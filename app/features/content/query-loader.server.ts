/** The loader of both query sections and their sub-pages; a sub-page without questions is a 404. */
import { getServices } from "~/.server/app-context";
import { getFaqs, getHealthTopics, getQueryTopics, isSlug, QUERY_SECTIONS, topicTitle, type QuerySection } from "./content.server";
import type { QueryPageData } from "./QueryPage";

/** Which health-topic category a query topic reads on about (health-queries/diabetes → diabetes articles). */
export async function loadQueryPage(section: QuerySection, sub: string | undefined): Promise<QueryPageData> {
  if (sub !== undefined && !isSlug(sub)) throw new Response("Not found", { status: 404 });
  const { db } = await getServices();
  const topic = sub ?? "";
  const [faqs, topics, articles] = await Promise.all([
    getFaqs(db, section, topic),
    getQueryTopics(db, section),
    section === "health-queries" ? getHealthTopics(db, topic || undefined) : Promise.resolve([]),
  ]);
  if (sub !== undefined && !faqs.length && !topics.some((t) => t.topic === sub)) throw new Response("Not found", { status: 404 });
  const sectionTitle = QUERY_SECTIONS[section];
  return {
    section,
    sectionTitle,
    topic: sub ?? null,
    title: sub ? `${topicTitle(sub)}: questions and answers` : sectionTitle,
    faqs,
    topics,
    articles: articles.slice(0, 6),
  };
}
