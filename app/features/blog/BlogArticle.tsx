/** /blog/{slug}: the article, who wrote and reviewed it, and the tests and specialists it relates to. */
import { Link } from "@remix-run/react";
import { ContentPage } from "~/features/content/ContentPage";
import { durationText } from "~/lib/blog";
import { indiaDisplayDate } from "~/lib/india-date-time";
import type { BlogArticleData } from "./blog.server";

/** schema.org Article; "<" is escaped so no text can close the script element. */
function ArticleStructuredData({ data }: { data: BlogArticleData }) {
  const a = data.article;
  const json = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: a.title,
    description: a.summary,
    mainEntityOfPage: data.canonical,
    datePublished: a.publishedAt,
    dateModified: a.updatedAt,
    author: { "@type": "Person", name: a.author.name },
    reviewedBy: { "@type": "Person", name: a.reviewer.name },
    keywords: a.tags.join(", "),
    articleSection: a.category,
    timeRequired: `PT${a.duration}M`,
    ...(a.imageUrl ? { image: `${data.origin}${a.imageUrl}` } : {}),
    publisher: { "@type": "Organization", name: "Apollo 247" },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, "\\u003c") }} />;
}

export function BlogArticle({ data }: { data: BlogArticleData }) {
  const a = data.article;
  return (
    <ContentPage title={a.title} crumbs={[{ to: "/blog", label: "Blog" }]} lead={a.summary}>
      <ArticleStructuredData data={data} />
      <p className="blog-byline">
        <span>By {a.author.name}, {a.author.credentials}</span>
        <span>Medically reviewed by {a.reviewer.name}, {a.reviewer.credentials}</span>
        <span>
          <time dateTime={a.publishedAt}>{indiaDisplayDate(a.publishedAt)}</time> · {durationText(a.duration)}
        </span>
      </p>
      {/* Rendered from markdown and sanitised on the server (domain/blog/markdown.ts). */}
      <div className="blog-body" dangerouslySetInnerHTML={{ __html: a.html }} />
      {a.relatedTests.length ? (
        <section aria-labelledby="related-tests-title" className="content-section">
          <h2 id="related-tests-title">Related tests</h2>
          <ul className="related-tests">
            {a.relatedTests.map((t) => (
              <li key={t.url}><Link to={t.url}>{t.name}</Link></li>
            ))}
          </ul>
        </section>
      ) : null}
      {a.relatedSpecialties.length ? (
        <section aria-labelledby="related-specialties-title" className="content-section">
          <h2 id="related-specialties-title">Talk to a specialist</h2>
          <p>{a.relatedSpecialties.join(", ")}. <Link to="/consult">Consult a doctor</Link></p>
        </section>
      ) : null}
      {a.tags.length ? (
        <ul className="chip-list" aria-label="Tags">
          {a.tags.map((t) => (
            <li key={t}><Link to={`/blog?q=${encodeURIComponent(t)}`} className="chip-link">{t}</Link></li>
          ))}
        </ul>
      ) : null}
      <p className="content-note">This article is for information and does not replace advice from your doctor.</p>
    </ContentPage>
  );
}
