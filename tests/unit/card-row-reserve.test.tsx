// @vitest-environment jsdom
/**
 * A section's skeleton knows only its meta, so a card grid or row reserves its box from meta: the loaded
 * widget must take the same rows whatever the number of cards (no layout shift when the section loads).
 */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { getWidget } from "#widgets/registry";
import type { SectionInfo } from "#widgets/define-widget";
import type { SectionMeta } from "#schemas/generated/meta";

afterEach(cleanup);

const section: SectionInfo = { name: "s", title: "Section", view: "mweb" };
const sampleProps = (type: string, i = 0) => getWidget(type)!.samples[i].props as Record<string, unknown>;

function drawn(type: string, props: unknown, meta: SectionMeta) {
  const widget = getWidget(type)!;
  const loaded = render(<widget.Component props={props} meta={meta} section={section} dispatch={() => {}} />).container;
  const skeleton = render(<widget.Skeleton meta={meta} view="mweb" />).container;
  return { loaded, skeleton };
}

describe("skeleton and loaded widget take the same box", () => {
  it("a grid with fewer cards than meta.visible_cards keeps empty cells up to that number, as many as the skeleton draws", () => {
    const specialties = (sampleProps("SpecialtyCard", 1).specialties as unknown[]).slice(0, 1);
    const { loaded, skeleton } = drawn("SpecialtyCard", { specialties }, { variant: "grid", visible_cards: 4 });
    expect(loaded.querySelectorAll(".w-grid > li")).toHaveLength(4);
    expect(loaded.querySelectorAll(".w-grid > li.w-grid-slot[aria-hidden='true']")).toHaveLength(3);
    expect(loaded.querySelectorAll("article")).toHaveLength(1);
    expect(skeleton.querySelectorAll(".w-grid > div")).toHaveLength(4);
  });

  it("a grid never hides cards the widget allows, even past meta.visible_cards", () => {
    const specialties = sampleProps("SpecialtyCard", 1).specialties as unknown[];
    const { loaded } = drawn("SpecialtyCard", { specialties }, { variant: "grid", visible_cards: 1 });
    expect(loaded.querySelectorAll("article")).toHaveLength(specialties.length);
    expect(loaded.querySelectorAll(".w-grid-slot")).toHaveLength(0);
  });

  it("an empty card row says so in one card's room", () => {
    const { loaded } = drawn("ReorderCard", { items: [] }, { variant: "carousel", visible_cards: 3 });
    const empty = loaded.querySelector("p.w-empty")!;
    expect(empty.textContent).toBe("You have not booked any tests yet");
    expect(empty.classList.contains("w-reorder-skel")).toBe(true);
  });

  it("a one-card carousel with dots keeps the dots row the skeleton draws, without dot buttons", () => {
    const items = (sampleProps("ReorderCard", 1).items as unknown[]).slice(0, 1);
    const { loaded, skeleton } = drawn("ReorderCard", { items }, { variant: "carousel", visible_cards: 1, carousel_dots: true });
    expect(loaded.querySelectorAll(".w-carousel-dots")).toHaveLength(1);
    expect(loaded.querySelectorAll(".w-carousel-dot")).toHaveLength(0);
    expect(skeleton.querySelectorAll(".w-carousel-dots")).toHaveLength(1);
  });
});
