/**
 * Blog rules shared by the search form and the server: spec §5 "Blog search needs at least 3 characters" and
 * §5 limits "searched article list 12".
 */
import { z } from "zod";

export const BLOG_SEARCH_MIN_CHARS = 3;
export const SEARCHED_ARTICLE_LIST = 12;
/** Articles per page of the blog index: the same dozen the search lists. */
export const BLOG_PAGE_SIZE = SEARCHED_ARTICLE_LIST;

export const BLOG_SEARCH_TOO_SHORT = `Please enter at least ${BLOG_SEARCH_MIN_CHARS} characters to search`;

export const blogSearchSchema = z.object({
  q: z
    .string({ error: BLOG_SEARCH_TOO_SHORT })
    .trim()
    .min(BLOG_SEARCH_MIN_CHARS, BLOG_SEARCH_TOO_SHORT)
    .max(100, "Please enter at most 100 characters"),
});

/** "6 min read": the blog item's "duration" as a card and an article show it. */
export const durationText = (minutes: number) => `${minutes} min read`;
