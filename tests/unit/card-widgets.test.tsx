// @vitest-environment jsdom
/**
 * The consult, radiology, benefits, article and health-condition cards: what they say, where they link, and
 * that every interaction goes through the action dispatcher. Skeletons share their card's box (widgets.css).
 */
import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { getWidget } from "#widgets/registry";
import type { SectionInfo } from "#widgets/define-widget";
import type { SectionMeta } from "#schemas/generated/meta";

afterEach(cleanup);

const section: SectionInfo = { name: "cards", title: "Cards", view: "web" };

function show(type: string, props: unknown, { meta = { variant: "grid" } as SectionMeta, dispatch = (() => {}) as (...a: unknown[]) => void } = {}) {
  const widget = getWidget(type)!;
  return render(<widget.Component props={props} meta={meta} section={section} dispatch={dispatch} />);
}
const sample = (type: string, i = 0): unknown => getWidget(type)!.samples[i].props;

describe("PostConsultCard", () => {
  it("lists the prescribed tests: available ones can be added, unavailable item names are listed as such", () => {
    const calls: unknown[][] = [];
    show("PostConsultCard", sample("PostConsultCard"), { dispatch: (...a) => calls.push(a) });
    expect(screen.getByRole("heading", { name: "Tests prescribed by Dr. Ramesh Kumar Reddy" })).toBeTruthy();
    expect(screen.getByText(/For Lakshmi Reddy/).textContent).toContain("18 Nov 2026");
    expect(screen.getByText(/Not available for home collection/).closest("p")!.textContent).toContain("2D Echocardiography");
    fireEvent.click(screen.getByRole("button", { name: "Add to cart: Lipid Profile" }));
    expect(calls).toEqual([[{ type: "add_to_cart", item_id: 1004 }, "add_to_cart"]]);
  });

  it("'Book all prescribed tests' opens /diagnostic-prescription?consult_id= for that consult, through the dispatcher", () => {
    const calls: unknown[][] = [];
    show("PostConsultCard", sample("PostConsultCard"), { dispatch: (...a) => calls.push(a) });
    const link = screen.getByRole("link", { name: "Book all prescribed tests" });
    expect(link.getAttribute("href")).toBe("/diagnostic-prescription?consult_id=APT-20261118-4412");
    fireEvent.click(link);
    expect(calls).toEqual([[{ type: "navigate", url: "/diagnostic-prescription?consult_id=APT-20261118-4412" }, "click"]]);
  });

  it("a consult with nothing bookable at home offers no booking link", () => {
    show("PostConsultCard", { prescriptions: [(sample("PostConsultCard", 1) as { prescriptions: unknown[] }).prescriptions[1]] });
    expect(screen.queryByRole("link", { name: "Book all prescribed tests" })).toBeNull();
    expect(screen.getByText(/Not available for home collection/).closest("p")!.textContent).toContain("MRI Knee (Left)");
  });
});

describe("AppointmentListingCard", () => {
  it("shows the date and time in India time, the mode and the status", () => {
    show("AppointmentListingCard", sample("AppointmentListingCard"));
    const [online, clinic] = screen.getAllByRole("article");
    // 05:00 UTC is 10:30 in India.
    expect(within(online).getByText("Mon, 30 Nov, 10:30 am").getAttribute("datetime")).toBe("2026-11-30T05:00:00.000Z");
    expect(online.textContent).toContain("Online consult");
    expect(online.textContent).toContain("Upcoming");
    expect(clinic.textContent).toContain("Clinic visit · Apollo Hospitals, Jubilee Hills");
    expect(clinic.textContent).toContain("Rescheduled");
    expect(clinic.textContent).toContain("Wed, 2 Dec, 5:00 pm");
  });

  it("offers 'Join consult' only for an upcoming online consult", () => {
    show("AppointmentListingCard", sample("AppointmentListingCard"));
    const join = screen.getAllByRole("link", { name: "Join consult" });
    expect(join).toHaveLength(1);
    expect(join[0].getAttribute("href")).toBe("/chat-room/APT-20261130-7781");
    cleanup();
    show("AppointmentListingCard", sample("AppointmentListingCard", 1));
    expect(screen.queryByRole("link", { name: "Join consult" })).toBeNull();
    expect(screen.getByText("Completed")).toBeTruthy();
    expect(screen.getByText("Cancelled")).toBeTruthy();
  });

  it("says so when there are no appointments", () => {
    show("AppointmentListingCard", { appointments: [] });
    expect(screen.getByText("You have no appointments")).toBeTruthy();
  });
});

describe("PreviouslyConsultedCard", () => {
  it("'Consult again' opens the doctor's profile through the dispatcher", () => {
    const calls: unknown[][] = [];
    show("PreviouslyConsultedCard", sample("PreviouslyConsultedCard"), { dispatch: (...a) => calls.push(a) });
    const link = screen.getByRole("link", { name: "Consult again: Dr. Farah Khan" });
    expect(link.getAttribute("href")).toBe("/doctors/dr-farah-khan");
    fireEvent.click(link);
    expect(calls).toEqual([[{ type: "navigate", url: "/doctors/dr-farah-khan" }, "item_click"]]);
    expect(screen.getAllByRole("article")[0].textContent).toContain("Last consulted 18 Oct 2026");
    expect(screen.getAllByRole("article")[0].textContent).toContain("₹499");
  });
});

describe("consult home cards link where the spec's routes are", () => {
  it("SpecialtyCard: /specialties/{x}, with the lowest fee in rupees", () => {
    show("SpecialtyCard", sample("SpecialtyCard"));
    expect(screen.getByRole("link", { name: "Dermatology" }).getAttribute("href")).toBe("/specialties/dermatology");
    expect(screen.getAllByRole("article")[1].textContent).toContain("Consult from ₹499");
  });

  it("ConditionCard: /conditions/{x}-treatment-doctors", () => {
    show("ConditionCard", sample("ConditionCard"));
    expect(screen.getByRole("link", { name: "PCOS" }).getAttribute("href")).toBe("/conditions/pcos-treatment-doctors");
  });
});

describe("RadiologyItemCard", () => {
  it("links to /radiology/{name} and shows 'Starting at' the lowest price, or that the price is at the clinic", () => {
    show("RadiologyItemCard", sample("RadiologyItemCard", 1));
    expect(screen.getByRole("link", { name: "Mammography (Bilateral)" }).getAttribute("href")).toBe("/radiology/mammography-bilateral");
    const [mammo, , dexa] = screen.getAllByRole("article");
    expect(mammo.textContent).toContain("Starting at ₹2,200");
    expect(dexa.textContent).toContain("Price at the clinic");
  });
});

describe("PharmaArticleWidget", () => {
  it("shows the read time from the blog item's duration and at most 12 articles ('searched article list 12')", () => {
    const one = (sample("PharmaArticleWidget") as { articles: Record<string, unknown>[] }).articles[0];
    const articles = Array.from({ length: 15 }, (_, i) => ({ ...one, id: `a${i}`, title: `Article ${i}` }));
    show("PharmaArticleWidget", { articles });
    expect(screen.getAllByRole("article")).toHaveLength(12);
    expect(screen.getAllByRole("article")[0].textContent).toContain("6 min read");
  });
});

describe("HealthConditionWidget", () => {
  it("offers the tests and a doctor for each condition, both through the dispatcher", () => {
    const calls: unknown[][] = [];
    show("HealthConditionWidget", sample("HealthConditionWidget"), { dispatch: (...a) => calls.push(a) });
    fireEvent.click(screen.getByRole("link", { name: "View 12 tests for Diabetes" }));
    fireEvent.click(screen.getByRole("link", { name: "Consult a doctor for Thyroid" }));
    expect(calls).toEqual([
      [{ type: "navigate", url: "/test-listing/diabetes" }, "item_click"],
      [{ type: "navigate", url: "/conditions/thyroid-treatment-doctors" }, "click"],
    ]);
  });
});

describe("CorporateBenefitsCard", () => {
  it("names the partner and links each benefit with its call to action", () => {
    show("CorporateBenefitsCard", sample("CorporateBenefitsCard", 1));
    expect(screen.getByText("HDFC Bank")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Know more: ₹249 off virtual consultations" }).getAttribute("href")).toBe("/corporate-benefits?partner=HDFCBANK");
  });
});

describe("skeletons take the box of the loaded cards", () => {
  const css = fs.readFileSync("widget-registry/widgets.css", "utf8");
  const cases: [string, string][] = [
    ["ReorderCard", "w-reorder"],
    ["PackageRecommendationCard", "w-pkgrec"],
    ["PostConsultCard", "w-postconsult"],
    ["SpecialtyCard", "w-specialty"],
    ["ConditionCard", "w-condition"],
    ["AppointmentListingCard", "w-appt"],
    ["PreviouslyConsultedCard", "w-doctor"],
    ["CorporateBenefitsCard", "w-benefit"],
    ["RadiologyItemCard", "w-scan"],
    ["PharmaArticleWidget", "w-article"],
    ["HealthConditionWidget", "w-hcond"],
  ];
  it.each(cases)("%s: the skeleton draws the same row with placeholder cards sized like .%s", (type, cls) => {
    const widget = getWidget(type)!;
    for (const s of widget.samples) {
      const meta = s.meta ?? {};
      const real = render(<widget.Component props={s.props} meta={meta} section={section} dispatch={() => {}} />);
      const realRow = real.container.querySelector(".w-grid, .w-carousel-track");
      if (!realRow) {
        // An empty list says so in one line instead of a row of cards.
        expect(real.container.querySelector(".w-empty"), s.name).not.toBeNull();
        real.unmount();
        continue;
      }
      expect(real.container.querySelector(`.${cls}`), s.name).not.toBeNull();
      const realClass = realRow.className.includes("w-grid") ? "grid" : "carousel";
      real.unmount();
      const sk = render(<widget.Skeleton meta={meta} view="web" />);
      const skRow = sk.container.querySelector(".w-grid, .w-carousel-track")!;
      expect(skRow.className.includes("w-grid") ? "grid" : "carousel", s.name).toBe(realClass);
      expect(sk.container.querySelector(`.${cls}-skel`), s.name).not.toBeNull();
      sk.unmount();
    }
    // One rule sets the card's and its skeleton's min-height together.
    expect(css).toMatch(new RegExp(`\\.${cls}, \\.${cls}-skel \\{ min-height: \\d+px; \\}`));
  });
});
