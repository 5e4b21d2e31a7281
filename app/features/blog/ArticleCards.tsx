import { Link } from "@remix-run/react";
import type { ArticleCard } from "~/.server/domain/blog";
import { durationText } from "~/lib/blog";
import { indiaDisplayDate } from "~/lib/india-date-time";

export function ArticleCards({ articles }: { articles: ArticleCard[] }) {
  return (
    <ul className="topic-cards blog-cards">
      {articles.map((a) => (
        <li key={a.slug}>
          <Link to={`/blog/${a.slug}`} className="topic-card">
            <span className="blog-card-category">{a.category}</span>
            <span className="topic-card-title">{a.title}</span>
            <span className="topic-card-summary">{a.summary}</span>
            <span className="blog-card-meta">
              {indiaDisplayDate(a.publishedAt)} · {durationText(a.duration)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
