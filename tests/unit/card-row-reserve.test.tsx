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

  it("item cards share the frame: a grid keeps room for meta.visible_cards cards and no items take one card's room", () => {
    const items = (sampleProps("DiagItemCard", 1).items as unknown[]).slice(0, 1);
    const grid = drawn("DiagItemCard", { items }, { variant: "grid", visible_cards: 4 });
    expect(grid.loaded.querySelectorAll(".w-grid > li")).toHaveLength(4);
    expect(grid.loaded.querySelectorAll(".w-grid > li.w-grid-slot .w-item-card-skel")).toHaveLength(3);
    expect(grid.skeleton.querySelectorAll(".w-grid > div")).toHaveLength(4);
    const empty = drawn("DiagItemCard", { items: [] }, { variant: "carousel", visible_cards: 4 }).loaded.querySelector("p.w-empty")!;
    expect(empty.textContent).toBe("No tests available right now");
    expect(empty.classList.contains("w-item-card-skel")).toBe(true);
  });

  it("image tiles in a grid keep room for meta.visible_cards tiles, as many as the skeleton draws", () => {
    const tiles = (sampleProps("DiagTileStyle2", 0).tiles as unknown[]).slice(0, 2);
    const { loaded, skeleton } = drawn("DiagTileStyle2", { tiles }, { variant: "grid", visible_cards: 3 });
    expect(loaded.querySelectorAll(".w-grid > li")).toHaveLength(3);
    expect(loaded.querySelectorAll(".w-grid > li.w-grid-slot[aria-hidden='true']")).toHaveLength(1);
    expect(skeleton.querySelectorAll(".w-grid .w-tile2-skel")).toHaveLength(3);
  });

  it("a service grid keeps room for meta.visible_cards cards, 4 when unset, and never hides a service", () => {
    const services = sampleProps("ServiceCard", 0).services as unknown[];
    const two = drawn("ServiceCard", { services: services.slice(0, 2) }, { variant: "grid" });
    expect(two.loaded.querySelectorAll(".w-service-grid > li")).toHaveLength(4);
    expect(two.loaded.querySelectorAll(".w-service-grid > li.w-grid-slot[aria-hidden='true']")).toHaveLength(2);
    expect(two.skeleton.querySelectorAll(".w-service-grid .w-service-skel")).toHaveLength(4);
    const all = drawn("ServiceCard", { services }, { variant: "grid", visible_cards: 2 });
    expect(all.loaded.querySelectorAll("a.w-service, span.w-service")).toHaveLength(services.length);
    expect(all.loaded.querySelectorAll(".w-grid-slot")).toHaveLength(0);
  });

  it("chips sit in one row whatever their number, as the skeleton's row does", () => {
    const tiles = sampleProps("DiagTileStyle3", 0).tiles as unknown[];
    const { loaded, skeleton } = drawn("DiagTileStyle3", { tiles }, {});
    expect(loaded.querySelectorAll("ul.w-chips > li")).toHaveLength(tiles.length);
    expect(skeleton.querySelectorAll(".w-chips.w-chips--static .w-chip-skel").length).toBeGreaterThan(0);
  });

  it("a full-width banner without text of its own shows its picture's description in the text band, as one link", () => {
    const props = sampleProps("FullWidthBanner", 2);
    const { loaded, skeleton } = drawn("FullWidthBanner", props, {});
    const band = loaded.querySelector(".w-fwb-body")!;
    expect(band.textContent).toBe(props.alt);
    expect(loaded.querySelector("img")!.getAttribute("alt")).toBe("");
    expect(loaded.querySelectorAll("a")).toHaveLength(1);
    expect(loaded.querySelector("a")!.textContent).toBe(props.alt);
    expect(skeleton.querySelector(".w-fwb-body")).not.toBeNull();
    expect(skeleton.querySelector(".w-section-header")).not.toBeNull();
  });

  it("a full-width banner with a heading keeps the picture's description on the picture", () => {
    const props = sampleProps("FullWidthBanner", 0);
    const { loaded } = drawn("FullWidthBanner", props, {});
    expect(loaded.querySelector("img")!.getAttribute("alt")).toBe(props.alt);
    expect(loaded.querySelector("h2.w-fwb-title")!.textContent).toBe(props.title);
  });
});
