/** /blog: the newest articles a page at a time, and the search (at least 3 characters, at most 12 results). */
import { useEffect, useState, type FormEvent } from "react";
import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { ContentEmpty, ContentPage } from "~/features/content/ContentPage";
import { BLOG_SEARCH_MIN_CHARS } from "~/lib/blog";
import { ArticleCards } from "./ArticleCards";
import type { BlogIndexData } from "./blog.server";

export function BlogIndex({ data }: { data: BlogIndexData }) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/blog" && navigation.location.search.includes("q=");
  const error = useSearchError(data);
  const searched = data.query !== null && !error.message;
  return (
    <ContentPage
      title={data.page > 1 ? `Health articles – Page ${data.page}` : "Health articles"}
      lead="Articles on tests, conditions and medicines, written for patients and reviewed by doctors."
    >
      <Form method="get" action="/blog" role="search" className="blog-search" id="blog-search" noValidate onSubmit={error.onSubmit}>
        <label htmlFor="blog-search-q">Search articles</label>
        <div className="blog-search-row">
          <input
            type="search"
            id="blog-search-q"
            name="q"
            key={data.query ?? ""}
            defaultValue={data.query ?? ""}
            onInput={error.onInput}
            placeholder={`At least ${BLOG_SEARCH_MIN_CHARS} characters, e.g. thyroid`}
            aria-invalid={error.message ? true : undefined}
            aria-describedby={error.message ? "blog-search-q-error" : undefined}
            autoComplete="off"
          />
          <button type="submit" className="btn-primary" disabled={searching}>
            {searching ? "Searching…" : "Search"}
          </button>
        </div>
        {error.message ? <p className="form-error" id="blog-search-q-error" role="alert">{error.message}</p> : null}
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

/**
 * The search's error: the server's for the search in the address, and in the page the schema's own check before a
 * search is sent (again on each keystroke once it has refused one). The schema and zod are loaded at the first
 * submit, not with the page: most visitors read the list and never search.
 */
function useSearchError(data: BlogIndexData) {
  const submit = useSubmit();
  const serverError = (data.result?.error?.q as string[] | undefined)?.[0] ?? null;
  const [message, setMessage] = useState<string | null>(serverError);
  useEffect(() => setMessage(serverError), [serverError]);
  const check = async (q: string) => (await import("~/lib/blog-search")).blogSearchError(q);
  return {
    message,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      const form = event.currentTarget;
      const q = String(new FormData(form).get("q") ?? "");
      void check(q).then(
        (found) => {
          setMessage(found);
          if (!found) submit(form, { method: "get", action: "/blog" });
        },
        // The schema could not be loaded (offline): the server checks the search anyway.
        () => submit(form, { method: "get", action: "/blog" }),
      );
    },
    onInput(event: FormEvent<HTMLInputElement>) {
      if (message === null) return;
      const q = event.currentTarget.value;
      void check(q).then(setMessage, () => {});
    },
  };
}
