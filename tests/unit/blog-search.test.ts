/** Spec §5: "Blog search needs at least 3 characters" — the check the /blog page loads when a search is submitted. */
import { describe, expect, it } from "vitest";
import { BLOG_SEARCH_TOO_SHORT } from "~/lib/blog";
import { blogSearchError } from "~/lib/blog-search";

describe("blog search check", () => {
  it("refuses fewer than 3 characters (spaces do not count) with the rule's words, and lets a real search through", () => {
    expect(blogSearchError("hb")).toBe(BLOG_SEARCH_TOO_SHORT);
    expect(blogSearchError("  hb  ")).toBe(BLOG_SEARCH_TOO_SHORT);
    expect(BLOG_SEARCH_TOO_SHORT).toBe("Please enter at least 3 characters to search");
    expect(blogSearchError("hba")).toBeNull();
    expect(blogSearchError("x".repeat(101))).toBe("Please enter at most 100 characters");
  });
});
