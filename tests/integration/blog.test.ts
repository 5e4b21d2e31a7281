/** The blog's routes over the seeded articles: search (spec §5), an article page, and markdown sanitising. */
import { describe, expect, it } from "vitest";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loader as blogIndex } from "~/routes/blog._index";
import { loader as blogArticle } from "~/routes/blog.$slug";
import { targets, servicesOfTarget } from "./harness";
import type { BlogArticleData, BlogIndexData } from "~/features/blog/blog.server";

async function call<T>(loader: (args: LoaderFunctionArgs) => Promise<Response>, url: string, params: Record<string, string> = {}) {
  try {
    const res = await loader({ request: new Request(`http://localhost${url}`), params, context: {} });
    return { status: res.status, cache: res.headers.get("cache-control"), body: (await res.json()) as T };
  } catch (e) {
    if (e instanceof Response) return { status: e.status, cache: null, body: null as T };
    throw e;
  }
}

describe.each(targets)("blog on $name", (target) => {
  const services = servicesOfTarget(target);

  it("spec §5 'Blog search needs at least 3 characters': a 2-character query lists nothing and says why", async () => {
    const r = await call<BlogIndexData>(blogIndex, "/blog?q=d%20");
    expect(r.status).toBe(200);
    expect(r.body.articles).toEqual([]);
    expect(r.body.result?.error?.q).toEqual(["Please enter at least 3 characters to search"]);
    const ok = await call<BlogIndexData>(blogIndex, "/blog?q=hba");
    expect(ok.body.result?.error).toBeFalsy();
    expect(ok.body.articles.map((a) => a.slug)).toContain("hba1c-explained");
  });

  it("spec §5 'searched article list 12': a query matching more articles lists the newest 12", async () => {
    const db = services().db;
    const extra = Array.from({ length: 15 }, (_, i) => ({
      slug: `zinc-note-${String(i).padStart(2, "0")}`,
      title: `Zinc note ${i}`,
      summary: "About zinc.",
      category: "Nutrition",
      body_markdown: "Zinc supports immunity.",
      author_name: "A",
      author_credentials: "B",
      reviewer_name: "C",
      reviewer_credentials: "D",
      duration: 2,
      tags: "[]",
      related_tests: "[]",
      related_specialties: "[]",
      image_url: null,
      published_at: `2027-01-${String(i + 1).padStart(2, "0")}T00:00:00.000Z`,
      updated_at: `2027-01-${String(i + 1).padStart(2, "0")}T00:00:00.000Z`,
    }));
    await db.insertInto("blog_articles").values(extra).execute();
    try {
      const r = await call<BlogIndexData>(blogIndex, "/blog?q=ZINC");
      expect(r.body.articles).toHaveLength(12);
      expect(r.body.articles[0].slug).toBe("zinc-note-14");
      // LIKE wildcards typed by a patient match themselves, not everything.
      expect((await call<BlogIndexData>(blogIndex, "/blog?q=%25%25%25")).body.articles).toEqual([]);
    } finally {
      await db.deleteFrom("blog_articles").where("slug", "like", "zinc-note-%").execute();
    }
  });

  it("the index pages by 12 with canonical URLs; a page past the last is a 404", async () => {
    const first = await call<BlogIndexData>(blogIndex, "/blog");
    expect(first.body.articles).toHaveLength(12);
    expect(first.body.canonical).toMatch(/\/blog$/);
    expect(first.cache).toMatch(/public/);
    const second = await call<BlogIndexData>(blogIndex, "/blog?page=2");
    expect(second.body.articles.length).toBeGreaterThan(0);
    expect(second.body.canonical).toMatch(/\/blog\?page=2$/);
    expect((await call(blogIndex, "/blog?page=99")).status).toBe(404);
    expect((await call(blogIndex, "/blog?page=x")).status).toBe(404);
  });

  it("every article the home screen links to exists, with author, reviewer, duration and related tests", async () => {
    for (const slug of ["vitamin-d-deficiency-in-india", "hba1c-explained", "dengue-warning-signs", "metformin-guide"]) {
      const r = await call<BlogArticleData>(blogArticle, `/blog/${slug}`, { slug });
      expect(r.status).toBe(200);
      expect(r.body.article.author.name).toBeTruthy();
      expect(r.body.article.reviewer.name).toMatch(/^Dr\. /);
      expect(r.body.article.duration).toBeGreaterThan(0);
      expect(r.body.article.relatedTests.length).toBeGreaterThan(0);
      expect(r.body.canonical).toMatch(new RegExp(`/blog/${slug}$`));
    }
    const hba1c = await call<BlogArticleData>(blogArticle, "/blog/hba1c-explained", { slug: "hba1c-explained" });
    expect(hba1c.body.article.relatedTests[0]).toEqual({ name: expect.stringMatching(/HbA1c/), url: "/lab-tests/hba1c-glycated-haemoglobin" });
    expect(hba1c.body.article.html).toContain("<table>");
    expect((await call(blogArticle, "/blog/no-such-article", { slug: "no-such-article" })).status).toBe(404);
    expect((await call(blogArticle, "/blog/..%2Fx", { slug: "../x" })).status).toBe(404);
  });

  it("markup in an article's markdown is sanitised before it reaches the page", async () => {
    const db = services().db;
    await db
      .updateTable("blog_articles")
      .set({ body_markdown: "Hello <script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)> [ok](https://who.int)" })
      .where("slug", "=", "uric-acid-and-gout")
      .execute();
    const r = await call<BlogArticleData>(blogArticle, "/blog/uric-acid-and-gout", { slug: "uric-acid-and-gout" });
    expect(r.body.article.html).not.toMatch(/script|onerror|javascript:|<img/i);
    expect(r.body.article.html).toContain('href="https://who.int" rel="noopener noreferrer nofollow" target="_blank"');
  });
});
