/** /blog: the newest articles a page at a time, and the search (at least 3 characters, at most 12 results). */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { ContentEmpty, ContentPage } from "~/features/content/ContentPage";
import { BLOG_SEARCH_MIN_CHARS, blogSearchSchema } from "~/lib/blog";
import { ArticleCards } from "./ArticleCards";
import type { BlogIndexData } from "./blog.server";

export function BlogIndex({ data }: { data: BlogIndexData }) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/blog" && navigation.location.search.includes("q=");
  const [form, fields] = useForm({
    id: "blog-search",
    lastResult: data.result,
    defaultValue: { q: data.query ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blogSearchSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const error = fields.q.errors?.[0];
  const searched = data.query !== null && !error;
  return (
    <ContentPage
      title={data.page > 1 ? `Health articles – Page ${data.page}` : "Health articles"}
      lead="Articles on tests, conditions and medicines, written for patients and reviewed by doctors."
    >
      <Form method="get" action="/blog" role="search" className="blog-search" {...getFormProps(form)}>
        <label htmlFor={fields.q.id}>Search articles</label>
        <div className="blog-search-row">
          <input
            {...getInputProps(fields.q, { type: "search" })}
            key={fields.q.key}
            placeholder={`At least ${BLOG_SEARCH_MIN_CHARS} characters, e.g. thyroid`}
            aria-describedby={error ? fields.q.errorId : undefined}
            autoComplete="off"
          />
          <button type="submit" className="btn-primary" disabled={searching}>
            {searching ? "Searching…" : "Search"}
          </button>
        </div>
        {error ? <p className="form-error" id={fields.q.errorId} role="alert">{error}</p> : null}
      </Form>
      {searched ? (
        <section aria-labelledby="blog-results-title" className="content-section" aria-busy={searching}>
          <h2 id="blog-results-title">{data.articles.length ? `Articles matching “${data.query}”` : `No articles found for “${data.query}”`}</h2>
          <p role="status" className="blog-card-meta">
            {data.articles.length === 1 ? "1 article" : `${data.articles.length} articles`}
          </p>
          {data.articles.length ? <ArticleCards articles={data.articles} /> : <ContentEmpty>Try another word, such as a test or a condition.</ContentEmpty>}
          <p><Link to="/blog">All articles</Link></p>
        </section>
      ) : data.query === null ? (
        <section aria-label="Latest articles" className="content-section">
          {data.articles.length ? <ArticleCards articles={data.articles} /> : <ContentEmpty>There are no articles yet.</ContentEmpty>}
          {data.pages > 1 ? (
            <nav aria-label="Pages" className="pager">
              {data.page > 1 ? <Link to={data.page === 2 ? "/blog" : `/blog?page=${data.page - 1}`} rel="prev">Newer articles</Link> : null}
              <span>Page {data.page} of {data.pages}</span>
              {data.page < data.pages ? <Link to={`/blog?page=${data.page + 1}`} rel="next">Older articles</Link> : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </ContentPage>
  );
}
