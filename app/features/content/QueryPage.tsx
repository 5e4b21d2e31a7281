/** A query (FAQ) page: /lab-tests-queries, /health-queries and their sub-pages. */
import { Link } from "@remix-run/react";
import { ContentEmpty, ContentPage } from "./ContentPage";
import { FaqList, FaqStructuredData } from "./FaqList";
import type { Faq, HealthTopicSummary, QueryTopicLink } from "./content.server";

export interface QueryPageData {
  section: string;
  sectionTitle: string;
  topic: string | null;
  title: string;
  faqs: Faq[];
  topics: QueryTopicLink[];
  articles: HealthTopicSummary[];
}

export function QueryPage({ data }: { data: QueryPageData }) {
  const crumbs = data.topic ? [{ to: `/${data.section}`, label: data.sectionTitle }] : [];
  return (
    <ContentPage title={data.title} crumbs={crumbs}>
      <FaqStructuredData faqs={data.faqs} />
      {data.faqs.length ? <FaqList faqs={data.faqs} /> : <ContentEmpty>There are no questions on this topic yet.</ContentEmpty>}
      {data.articles.length ? (
        <section aria-labelledby="articles-title" className="content-section">
          <h2 id="articles-title">Read more</h2>
          <ul className="topic-cards">
            {data.articles.map((a) => (
              <li key={a.url}>
                <Link to={a.url} className="topic-card">
                  <span className="topic-card-title">{a.title}</span>
                  <span className="topic-card-summary">{a.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.topics.length ? (
        <nav aria-labelledby="topics-title" className="content-section">
          <h2 id="topics-title">{data.topic ? "Other topics" : "Topics"}</h2>
          <ul className="chip-list">
            {data.topics.filter((t) => t.topic !== data.topic).map((t) => (
              <li key={t.topic}>
                <Link to={`/${data.section}/${t.topic}`} className="chip-link">
                  {t.title} <span className="chip-count">({t.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </ContentPage>
  );
}

/** The title and description every query page shares: its own title and the first answer. */
export function queryPageMeta(data: QueryPageData | undefined) {
  return [
    { title: `${data?.title ?? "Questions and answers"} | Apollo 247` },
    { name: "description", content: data?.faqs[0]?.answer.slice(0, 160) ?? "Answers to common questions about lab tests and health checkups." },
  ];
}
