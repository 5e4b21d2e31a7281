/**
 * Blog rules shared by the search form and the server (the search's schema is blog-search.ts, loaded by the page only when
 * a search is submitted): spec §5 "Blog search needs at least 3 characters" and
 * §5 limits "searched article list 12".
 */
export const BLOG_SEARCH_MIN_CHARS = 3;
export const SEARCHED_ARTICLE_LIST = 12;
/** Articles per page of the blog index: the same dozen the search lists. */
export const BLOG_PAGE_SIZE = SEARCHED_ARTICLE_LIST;

export const BLOG_SEARCH_TOO_SHORT = `Please enter at least ${BLOG_SEARCH_MIN_CHARS} characters to search`;

/** "6 min read": the blog item's "duration" as a card and an article show it. */
export const durationText = (minutes: number) => `${minutes} min read`;
