import { describe, expect, it } from "vitest";
import { listParam, parseScreenFlags, withScreenFlag, withoutScreenFlags } from "~/lib/screen-flags";

describe("query flags: '/lab-tests | Lab test home. Query flags: open_cart=true opens the cart, openSearch=true opens search'", () => {
  it("open_cart=true opens the cart", () => {
    expect(parseScreenFlags("?open_cart=true")).toEqual({ name: "cart", params: {} });
  });
  it("openSearch=true opens search", () => {
    expect(parseScreenFlags("?openSearch=true")).toEqual({ name: "search", params: {} });
  });
  it("other values open nothing", () => {
    expect(parseScreenFlags("?open_cart=false&openSearch=1")).toBeNull();
    expect(parseScreenFlags("")).toBeNull();
  });
  it("open_modal=<name> opens any screen widget by name, and only a well-formed name", () => {
    expect(parseScreenFlags("?open_modal=how_to_book")).toEqual({ name: "how_to_book", params: {} });
    expect(parseScreenFlags("?open_modal=How-To<script>")).toBeNull();
    expect(parseScreenFlags("?open_modal=search&open_cart=true")?.name).toBe("search");
  });
  it("passes a widget only its own params", () => {
    expect(parseScreenFlags("?open_modal=package_added&itemId=1201&utm_source=x")).toEqual({ name: "package_added", params: { itemId: "1201" } });
    expect(parseScreenFlags("?open_modal=how_to_book&itemId=1")).toEqual({ name: "how_to_book", params: {} });
  });
});

describe("opening and closing keeps the rest of the URL", () => {
  it("adds the flag and the widget's params, replacing an open widget", () => {
    expect(withScreenFlag("?source=home", "package_added", { itemId: 12, other: "x" })).toBe("?source=home&open_modal=package_added&itemId=12");
    expect(withScreenFlag("?openSearch=true", "cart")).toBe("?open_modal=cart");
    expect(withScreenFlag("", "post_consult_prescription", { available: ["CBC", "HbA1c"], unavailable: { nested: 1 } }))
      .toBe("?open_modal=post_consult_prescription&available=CBC%2CHbA1c");
  });
  it("removes every flag and the open widget's params", () => {
    expect(withoutScreenFlags("?open_modal=package_added&itemId=12&source=home")).toBe("?source=home");
    expect(withoutScreenFlags("?open_cart=true")).toBe("");
  });
  it("reads lists from a URL or from a config", () => {
    expect(listParam("CBC, HbA1c,,")).toEqual(["CBC", "HbA1c"]);
    expect(listParam(["Lipid Profile", 7])).toEqual(["Lipid Profile", "7"]);
    expect(listParam({})).toEqual([]);
  });
});

describe("opening or closing a screen widget does not reload the screen", () => {
  const args = (current: string, next: string, formMethod?: string) => ({
    currentUrl: new URL(`http://x${current}`),
    nextUrl: new URL(`http://x${next}`),
    formMethod: formMethod as "POST" | undefined,
    defaultShouldRevalidate: true,
    currentParams: {},
    nextParams: {},
  });
  it("skips the loaders when only widget flags change", async () => {
    const { shouldRevalidateScreen } = await import("~/sdui/should-revalidate");
    expect(shouldRevalidateScreen(args("/lab-tests", "/lab-tests?open_modal=cart"))).toBe(false);
    expect(shouldRevalidateScreen(args("/lab-tests?open_modal=package_added&itemId=3", "/lab-tests"))).toBe(false);
  });
  it("keeps the default for anything else (another page, other params, a form post such as a new location)", async () => {
    const { shouldRevalidateScreen } = await import("~/sdui/should-revalidate");
    expect(shouldRevalidateScreen(args("/lab-tests", "/consult?open_modal=cart"))).toBe(true);
    expect(shouldRevalidateScreen(args("/lab-tests", "/lab-tests?source=home"))).toBe(true);
    expect(shouldRevalidateScreen(args("/lab-tests?open_modal=location", "/lab-tests?open_modal=location", "POST"))).toBe(true);
  });
});
