/** The seeded help content: real questions, articles that point at real catalogue items, FAQ structured data. */
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { faqTopics, healthTopics } from "~/.server/db/seed-data/help-content";
import { catalogue } from "~/.server/db/seed-data/catalogue";
import { FaqStructuredData } from "~/features/content/FaqList";
import { isSlug, topicTitle } from "~/features/content/content.server";

describe("help content", () => {
  it("every query section has its own page and sub-pages with at least three answered questions", () => {
    for (const section of ["lab-tests-queries", "health-queries"] as const) {
      const topics = faqTopics.filter((t) => t.section === section);
      expect(topics.some((t) => t.topic === "")).toBe(true);
      expect(topics.filter((t) => t.topic !== "").length).toBeGreaterThanOrEqual(3);
      for (const t of topics) {
        expect(t.entries.length, `${section}/${t.topic}`).toBeGreaterThanOrEqual(3);
        if (t.topic) expect(isSlug(t.topic)).toBe(true);
        if (t.topic) expect(topicTitle(t.topic)).toBe(t.title);
        for (const [q, a] of t.entries) {
          expect(q.endsWith("?"), q).toBe(true);
          expect(a.length, q).toBeGreaterThan(40);
          expect(a).not.toMatch(/lorem|ipsum|TODO/i);
        }
      }
    }
  });

  it("health topics link only to tests the catalogue has", () => {
    const tags = new Set(catalogue.map((i) => i.canonicalTag));
    for (const t of healthTopics) {
      expect(isSlug(t.category) && isSlug(t.slug), `${t.category}/${t.slug}`).toBe(true);
      expect(t.relatedTests.length).toBeGreaterThan(0);
      for (const tag of t.relatedTests) expect(tags.has(tag), `${t.slug} → ${tag}`).toBe(true);
    }
  });

  it("the health query pages each have articles to read on", () => {
    const categories = new Set(healthTopics.map((t) => t.category));
    for (const t of faqTopics.filter((x) => x.section === "health-queries" && x.topic)) expect(categories.has(t.topic), t.topic).toBe(true);
  });

  it("FAQ structured data is schema.org FAQPage, and an answer cannot close its script element", () => {
    const html = renderToStaticMarkup(FaqStructuredData({ faqs: [{ question: "Is it safe?", answer: "Yes </script><script>alert(1)</script>" }] })!);
    expect(html).not.toContain("</script><script>");
    const json = JSON.parse(html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, ""));
    expect(json).toMatchObject({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Is it safe?", acceptedAnswer: { "@type": "Answer", text: "Yes </script><script>alert(1)</script>" } }],
    });
  });
});
