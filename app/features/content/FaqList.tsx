/**
 * Questions as a disclosure list: each answer is behind its question (a native <details>, so it opens with
 * Enter or Space and screen readers announce it as expanded or collapsed). With the list, the page carries
 * schema.org FAQPage data so search engines can show the answers.
 */
import type { Faq } from "./content.server";

export function FaqList({ faqs, headingLevel = 2 }: { faqs: Faq[]; headingLevel?: 2 | 3 }) {
  const Q = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="faq-list">
      {faqs.map((f) => (
        <li key={f.question} className="faq-item">
          <details>
            <summary>
              <Q className="faq-question">{f.question}</Q>
            </summary>
            <p className="faq-answer">{f.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** JSON-LD for FAQPage. "<" is escaped so an answer can never close the script element. */
export function FaqStructuredData({ faqs }: { faqs: Faq[] }) {
  if (!faqs.length) return null;
  const data = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } })),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
