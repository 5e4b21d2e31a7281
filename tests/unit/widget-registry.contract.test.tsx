// @vitest-environment jsdom
/**
 * The registry contract, for every widget at once: its props schema compiles, refuses unknown props,
 * every sample validates and renders (no console errors), and the skeleton renders.
 */
import { describe, expect, it, afterEach } from "vitest";
import { cleanup, render } from "@testing-library/react";
import Ajv from "ajv";
import { widgets, getWidget } from "#widgets/registry";
import type { SectionInfo } from "#widgets/define-widget";

afterEach(cleanup);

const section: SectionInfo = { name: "contract", title: "Contract", view: "web" };

describe("widget registry", () => {
  it("registers every widget the home screens use", () => {
    for (const type of ["Banner", "FullWidthBanner", "DiagItemCard", "DiagItemCardV2", "DiagTileStyle1", "DiagTileStyle2", "DiagTileStyle3", "ServiceCard"]) {
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
