/**
 * The blog search's schema (spec §5 "Blog search needs at least 3 characters"), apart from the blog's other rules:
 * the server parses every search with it, and the /blog page loads it (and zod) only when a search is submitted.
 */
import { z } from "zod";
import { BLOG_SEARCH_MIN_CHARS, BLOG_SEARCH_TOO_SHORT } from "./blog";

export const blogSearchSchema = z.object({
  q: z
    .string({ error: BLOG_SEARCH_TOO_SHORT })
    .trim()
    .min(BLOG_SEARCH_MIN_CHARS, BLOG_SEARCH_TOO_SHORT)
    .max(100, "Please enter at most 100 characters"),
});

/** The search's first error, or null when it may be sent. */
export function blogSearchError(q: string): string | null {
  const parsed = blogSearchSchema.safeParse({ q });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? BLOG_SEARCH_TOO_SHORT);
}
