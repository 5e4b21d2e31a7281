// @vitest-environment jsdom
/**
 * The registry contract, for every widget at once: its props schema compiles, refuses unknown props,
 * every sample validates and renders (no console errors), and the skeleton renders.
 */
import { describe, expect, it, afterEach } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import Ajv from "ajv";
import { widgets, getWidget } from "#widgets/registry";
import type { SectionInfo } from "#widgets/define-widget";
import { ViewerProvider } from "#widgets/viewer-context";

afterEach(cleanup);

const section: SectionInfo = { name: "contract", title: "Contract", view: "web" };

describe("widget registry", () => {
  it("registers every widget the home screens use", () => {
    for (const type of [
      "Banner", "FullWidthBanner", "DiagItemCard", "DiagItemCardV2", "DiagTileStyle1", "DiagTileStyle2", "DiagTileStyle3", "ServiceCard",
      "ReorderCard", "PostConsultCard", "PackageRecommendationCard", "CorporateBenefitsCard", "RadiologyItemCard", "SpecialtyCard",
      "ConditionCard", "AppointmentListingCard", "PreviouslyConsultedCard", "PastSearchCard", "PharmaArticleWidget", "HealthConditionWidget",
    ]) {
      expect(getWidget(type), type).toBeDefined();
    }
    expect(new Set(widgets.map((w) => w.type)).size).toBe(widgets.length);
  });

  describe.each(widgets.map((w) => [w.type, w] as const))("%s", (_type, widget) => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(widget.propsSchema);

    it("has at least two samples and each validates against its props schema", () => {
      expect(widget.samples.length).toBeGreaterThanOrEqual(2);
      for (const s of widget.samples) expect(validate(s.props), `${s.name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    });

    it("refuses unknown props", () => {
      expect(validate({ ...(widget.samples[0].props as object), notAProp: 1 })).toBe(false);
    });

    it("renders every sample and its skeleton", () => {
      for (const s of widget.samples) {
        const { container, unmount } = render(
          <widget.Component props={s.props} meta={s.meta ?? {}} section={section} dispatch={() => {}} />,
        );
        expect(container.textContent!.length + container.querySelectorAll("img").length, s.name).toBeGreaterThan(0);
        unmount();
        const sk = render(<widget.Skeleton meta={s.meta ?? {}} view="web" />);
        expect(sk.container.firstElementChild).not.toBeNull();
        sk.unmount();
      }
    });
  });
});

describe("widget behaviour, for every widget", () => {
  describe.each(widgets.map((w) => [w.type, w] as const))("%s", (_type, widget) => {
    it("draws every image with alt text and explicit width and height", () => {
      for (const s of widget.samples) {
        const { container, unmount } = render(<widget.Component props={s.props} meta={s.meta ?? {}} section={section} dispatch={() => {}} />);
        for (const img of container.querySelectorAll("img")) {
          expect(img.hasAttribute("alt"), `${s.name}: ${img.outerHTML}`).toBe(true);
          expect(Number(img.getAttribute("width")), s.name).toBeGreaterThan(0);
          expect(Number(img.getAttribute("height")), s.name).toBeGreaterThan(0);
        }
        unmount();
      }
    });

    it("links are real <a href> that navigate through the dispatcher on a plain click only", () => {
      for (const s of widget.samples) {
        const calls: [unknown, string | undefined][] = [];
        const { container, unmount } = render(
          <widget.Component props={s.props} meta={s.meta ?? {}} section={section} dispatch={(a, e) => calls.push([a, e])} />,
        );
        const link = container.querySelector<HTMLAnchorElement>("a");
        // Seen after React's handlers; jsdom cannot follow links, so the test cancels every click here.
        const prevented: boolean[] = [];
        const record = (e: Event) => {
          prevented.push(e.defaultPrevented);
          e.preventDefault();
        };
        document.addEventListener("click", record);
        if (link) {
          const href = link.getAttribute("href")!;
          expect(href, s.name).toMatch(/^\/|^https:/);
          fireEvent.click(link, { ctrlKey: true });
          expect(prevented, s.name).toEqual([false]); // left to the browser: a new tab
          expect(calls, s.name).toHaveLength(0);
          fireEvent.click(link);
          expect(prevented, s.name).toEqual([false, true]); // the dispatcher navigates instead
          expect(calls[0]?.[0], s.name).toEqual({ type: "navigate", url: href });
        }
        document.removeEventListener("click", record);
        unmount();
      }
    });
  });

  it("section header: the title as an <h2> and View All through the dispatcher", () => {
    const widget = getWidget("DiagItemCard")!;
    const calls: [unknown, string | undefined][] = [];
    render(
      <widget.Component
        props={widget.samples[0].props}
        meta={widget.samples[0].meta ?? {}}
        section={{ ...section, title: "Top Booked Tests", view_all: { show_view_all: true, redirect_url: "/test-listing/top-booked-tests", view_all_text: "View All" } }}
        dispatch={(a, e) => calls.push([a, e])}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Top Booked Tests" })).toBeTruthy();
    const viewAll = screen.getByRole("link", { name: /View All/ });
    expect(viewAll.getAttribute("href")).toBe("/test-listing/top-booked-tests");
    expect(fireEvent.click(viewAll)).toBe(false); // prevented: no real navigation
    expect(calls).toEqual([[{ type: "navigate", url: "/test-listing/top-booked-tests" }, "view_all"]]);
  });

  it.each(["DiagItemCard", "DiagItemCardV2"])("%s: Add to cart dispatches add_to_cart with the item id", (type) => {
    const widget = getWidget(type)!;
    const sample = widget.samples[0];
    const calls: [unknown, string | undefined][] = [];
    render(<widget.Component props={sample.props} meta={sample.meta ?? {}} section={section} dispatch={(a, e) => calls.push([a, e])} />);
    const first = (sample.props as { items: { itemId: number; itemName: string }[] }).items[0];
    fireEvent.click(screen.getByRole("button", { name: `Add to cart: ${first.itemName}` }));
    expect(calls).toEqual([[{ type: "add_to_cart", item_id: first.itemId }, "add_to_cart"]]);
  });

  it("item cards show package inclusions, the gender label and Circle prices by viewer", () => {
    const widget = getWidget("DiagItemCard")!;
    const items = [
      {
        itemId: 7,
        itemName: "Women Wellness Package",
        gender: "F",
        itemInclusionCount: 45,
        url: "/lab-tests/women-wellness-package",
        diagnosticPricing: [{ mrp: 4200, price: 1999, circlePrice: 1699, showSlashedPrice: true, showDiscountPercent: true, cashbackText: "Extra 10% cashback" }],
      },
    ];
    const view = (isCircleMember: boolean) =>
      render(
        <ViewerProvider value={{ isCircleMember, signedIn: true, cityId: 9, view: "web" }}>
          <widget.Component props={{ items }} meta={{ variant: "grid" }} section={section} dispatch={() => {}} />
        </ViewerProvider>,
      );
    const visitor = view(false);
    expect(visitor.container.textContent).toContain("Includes 45 tests");
    expect(visitor.container.textContent).toContain("For women");
    expect(visitor.container.textContent).toContain("₹1,999");
    expect(visitor.container.textContent).toContain("₹4,200");
    expect(visitor.container.textContent).toContain("52% off");
    expect(visitor.container.textContent).toContain("₹1,699 with Circle");
    expect(visitor.container.textContent).toContain("Extra 10% cashback");
    visitor.unmount();
    const member = view(true);
    expect(member.container.querySelector(".w-price-now")!.textContent).toBe("₹1,699");
  });

  it("an empty item list says so instead of drawing an empty row", () => {
    const widget = getWidget("DiagItemCard")!;
    render(<widget.Component props={{ items: [] }} meta={{ variant: "carousel" }} section={section} dispatch={() => {}} />);
    expect(screen.getByText("No tests available right now")).toBeTruthy();
  });
});
