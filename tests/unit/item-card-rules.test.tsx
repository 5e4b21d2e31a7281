// @vitest-environment jsdom
/**
 * The spec's item-card rules as a visitor or a Circle member sees them on the cards: packages and inclusion
 * counts, price display, pricing flags, Circle price and cashback, itemTags colours, the gender tooltip and
 * add-to-cart through the action dispatcher.
 */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { getWidget } from "#widgets/registry";
import type { SectionInfo } from "#widgets/define-widget";
import { ViewerProvider } from "#widgets/viewer-context";
import type { CardItem } from "#widgets/item-card/types";
import { contrastRatio, tagColours } from "#widgets/item-card/tag-colours";
import { genderUnavailableText } from "#widgets/item-card/gender";

afterEach(cleanup);

const section: SectionInfo = { name: "rules", title: "Rules", view: "web" };

const item = (over: Partial<CardItem> = {}): CardItem => ({
  itemId: 42,
  itemName: "Lipid Profile",
  gender: "B",
  url: "/lab-tests/lipid-profile",
  itemInclusionCount: 1,
  diagnosticPricing: [{ mrp: 900, price: 649, circlePrice: 519, showSlashedPrice: true, showDiscountPercent: true, cashbackText: "Extra 5% cashback" }],
  ...over,
});

function renderCards(items: CardItem[], { type = "DiagItemCard", isCircleMember = false, dispatch = () => {} } = {}) {
  const widget = getWidget(type)!;
  return render(
    <ViewerProvider value={{ isCircleMember, signedIn: isCircleMember, cityId: 9, view: "web" }}>
      <widget.Component props={{ items }} meta={{ variant: "grid" }} section={section} dispatch={dispatch} />
    </ViewerProvider>,
  );
}

const card = (id: number) => document.querySelector<HTMLElement>(`[data-item-id="${id}"]`)!;

describe("item cards follow the spec", () => {
  it("'An item is a package when it has more than one inclusion; otherwise it is a test': the inclusion count shows for packages only", () => {
    renderCards([item({ itemId: 1, itemInclusionCount: 1 }), item({ itemId: 2, itemName: "Diabetes Care Package", itemInclusionCount: 32 })]);
    expect(card(1).textContent).not.toMatch(/Includes/);
    expect(card(2).textContent).toContain("Includes 32 tests");
  });

  it("'Price display: whole numbers without decimals, otherwise two decimals. Currency symbol ₹.'", () => {
    renderCards([
      item({ itemId: 1, diagnosticPricing: [{ mrp: 2000, price: 1299, showSlashedPrice: true }] }),
      item({ itemId: 2, diagnosticPricing: [{ mrp: 2000, price: 1039.5, showSlashedPrice: true }] }),
    ]);
    expect(card(1).querySelector(".w-price-now")!.textContent).toBe("₹1,299");
    expect(card(1).querySelector(".w-price-mrp")!.textContent).toContain("₹2,000");
    expect(card(2).querySelector(".w-price-now")!.textContent).toBe("₹1,039.50");
  });

  it("slashed MRP and 'Discount percent is rounded to an integer' show only when the pricing flags say so", () => {
    renderCards([
      item({ itemId: 1, diagnosticPricing: [{ mrp: 900, price: 649, showSlashedPrice: true, showDiscountPercent: true }] }),
      item({ itemId: 2, diagnosticPricing: [{ mrp: 900, price: 649, showSlashedPrice: false, showDiscountPercent: false }] }),
    ]);
    expect(card(1).querySelector("s")!.textContent).toContain("₹900");
    expect(card(1).textContent).toContain("28% off"); // 27.9 % rounds to 28
    expect(card(2).querySelector("s")).toBeNull();
    expect(card(2).textContent).not.toMatch(/% off/);
  });

  it("'Members get member prices and cashback where the member price is lower than the normal price'", () => {
    const lower = item({ itemId: 1 });
    const same = item({ itemId: 2, diagnosticPricing: [{ mrp: 900, price: 649, circlePrice: 649, showSlashedPrice: true, cashbackText: "Extra 5% cashback" }] });
    const visitor = renderCards([lower, same]);
    expect(card(1).textContent).toContain("₹519 with Circle");
    expect(card(1).textContent).toContain("Extra 5% cashback");
    expect(card(2).textContent).not.toMatch(/Circle/);
    expect(card(2).textContent).not.toContain("cashback");
    visitor.unmount();
    renderCards([lower, same], { isCircleMember: true });
    expect(card(1).querySelector(".w-price-now")!.textContent).toBe("₹519");
    expect(card(2).querySelector(".w-price-now")!.textContent).toBe("₹649");
  });

  it("itemTags show their display_text in their text_colour on their background_colour", () => {
    renderCards([item({ itemTags: [{ display_text: "Top booked", text_colour: "#02475b", background_colour: "#e0f2f1" }] })]);
    const tag = screen.getByText("Top booked");
    expect(tag.style.color).toBe("rgb(2, 71, 91)");
    expect(tag.style.background).toContain("rgb(224, 242, 241)");
  });

  it("an itemTags colour pair below WCAG AA contrast (4.5:1) falls back to the readable default tag colours", () => {
    renderCards([item({ itemTags: [{ display_text: "Sale", text_colour: "#ffeb3b", background_colour: "#ffffff" }] })]);
    const tag = screen.getByText("Sale");
    expect(tag.getAttribute("style") ?? "").toBe("");
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 0);
    expect(tagColours("#ffeb3b", "#ffffff")).toEqual({});
    expect(tagColours("red", "#ffffff")).toEqual({}); // not checkable, so not trusted
    expect(tagColours("#5d3a00", "#ffe9c7")).toEqual({ color: "#5d3a00", background: "#ffe9c7" });
  });

  it("gender rule: 'otherwise a tooltip states that the test is not available for that gender'", () => {
    renderCards([item({ itemId: 1, itemName: "Women Wellness Package", gender: "F", itemInclusionCount: 45 }), item({ itemId: 2, itemName: "PSA Total", gender: "M" }), item({ itemId: 3, gender: "B" })]);
    const women = within(card(1)).getByRole("button", { name: "For women" });
    expect(women.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(women.getAttribute("aria-describedby")!)!.textContent).toBe("This test is not available for men");
    expect(within(card(1)).getByRole("tooltip", { hidden: true }).textContent).toBe("This test is not available for men");
    const men = within(card(2)).getByRole("button", { name: "For men" });
    expect(document.getElementById(men.getAttribute("aria-describedby")!)!.textContent).toBe("This test is not available for women");
    expect(within(card(3)).queryByRole("button", { name: /For (men|women)/ })).toBeNull();
    expect(genderUnavailableText("B")).toBeNull();
  });

  it("the gender tooltip can be dismissed with Escape without moving focus", () => {
    renderCards([item({ gender: "F" })]);
    const badge = screen.getByRole("button", { name: "For women" });
    badge.focus();
    fireEvent.keyDown(badge, { key: "Escape" });
    expect(badge.closest(".w-gender")!.getAttribute("data-dismissed")).toBe("true");
    expect(document.activeElement).toBe(badge);
  });

  it.each([
    ["DiagItemCard", "Add to cart: Lipid Profile"],
    ["DiagItemCardV2", "Add to cart: Lipid Profile"],
    ["ReorderCard", "Book again: Lipid Profile"],
    ["PastSearchCard", "Add to cart: Lipid Profile"],
  ])("%s: add to cart goes through the action dispatcher with the item id", (type, button) => {
    const calls: unknown[][] = [];
    renderCards([item()], { type, dispatch: (...a: unknown[]) => calls.push(a) });
    fireEvent.click(screen.getByRole("button", { name: button }));
    expect(calls).toEqual([[{ type: "add_to_cart", item_id: 42 }, "add_to_cart"]]);
  });

  it("PackageRecommendationCard: 'An item is a package when it has more than one inclusion' — tests in the list are not recommended", () => {
    const calls: unknown[][] = [];
    renderCards(
      [item({ itemId: 1, itemName: "Complete Blood Count (CBC)", itemInclusionCount: 1 }), item({ itemId: 2, itemName: "Diabetes Care Advanced", itemInclusionCount: 40 })],
      { type: "PackageRecommendationCard", dispatch: (...a: unknown[]) => calls.push(a) },
    );
    expect(screen.queryByText("Complete Blood Count (CBC)")).toBeNull();
    expect(card(2).textContent).toContain("Includes 40 tests");
    fireEvent.click(screen.getByRole("button", { name: "Add package: Diabetes Care Advanced" }));
    expect(calls).toEqual([[{ type: "add_to_cart", item_id: 2 }, "add_to_cart"]]);
  });

  it("PackageRecommendationCard with no packages says so", () => {
    renderCards([item({ itemInclusionCount: 1 })], { type: "PackageRecommendationCard" });
    expect(screen.getByText("No package recommendations for you right now")).toBeTruthy();
  });

  it("PastSearchCard: 'Recent search items: 2 shown', newest first and de-duplicated by item id", () => {
    renderCards(
      [item({ itemId: 5, itemName: "Iron Studies" }), item({ itemId: 5, itemName: "Iron Studies" }), item({ itemId: 6, itemName: "Vitamin B12" }), item({ itemId: 7, itemName: "LFT" })],
      { type: "PastSearchCard" },
    );
    const names = screen.getAllByRole("link").map((a) => a.textContent);
    expect(names).toEqual(["Iron Studies", "Vitamin B12"]);
  });

  it("ReorderCard with nothing booked says so instead of an empty row", () => {
    renderCards([], { type: "ReorderCard" });
    expect(screen.getByText("You have not booked any tests yet")).toBeTruthy();
  });
});
