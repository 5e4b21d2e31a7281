/**
 * Article markdown to HTML: rendered by marked, then sanitised by sanitize-html with an allow-list, because the
 * HTML goes into the page as-is. Links keep only http(s), mailto and same-site paths; external ones open safely.
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const marked = new Marked({ gfm: true, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "a", "blockquote", "table", "thead", "tbody", "tr", "th", "td", "code", "br", "hr"],
  allowedAttributes: { a: ["href", "rel", "target"], th: ["align"], td: ["align"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    // An article's "# heading" would compete with the page's own h1.
    h1: "h2",
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? "";
      const external: sanitizeHtml.Attributes = { href, rel: "noopener noreferrer nofollow", target: "_blank" };
      return { tagName, attribs: /^https?:/i.test(href) ? external : { href } };
    },
  },
};

export function renderArticleMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, SANITIZE);
}
