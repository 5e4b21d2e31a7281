import { describe, expect, it } from "vitest";
import { pagedCanonical } from "~/lib/canonical";

describe("the canonical address of a paged list", () => {
  it("page 1 is the list's own address, without ?page", () => {
    expect(pagedCanonical("https://www.apollo247.com", "/doctors/cardiology-in-hyderabad-scity", 1)).toBe("https://www.apollo247.com/doctors/cardiology-in-hyderabad-scity");
  });
  it("page 2 and later name themselves, so their doctors and links are indexed", () => {
    expect(pagedCanonical("https://www.apollo247.com", "/doctors/cardiology-in-hyderabad-scity", 3)).toBe("https://www.apollo247.com/doctors/cardiology-in-hyderabad-scity?page=3");
    expect(pagedCanonical("https://www.apollo247.com", "/blog", 2)).toBe("https://www.apollo247.com/blog?page=2");
  });
});
