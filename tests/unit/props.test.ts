import { describe, expect, it } from "vitest";
import { getPath, mapProps } from "~/sdui/props";

describe("component_prop_mapping", () => {
  it("maps widget props to dotted paths in the section data", () => {
    const data = { data: { title: "Top", list: [{ itemId: 1 }] } };
    expect(mapProps({ component_prop_mapping: { items: "data.list", heading: "data.title" } }, data)).toEqual({ items: [{ itemId: 1 }], heading: "Top" });
  });
  it("'' or '.' maps the data itself; array indexes work in paths", () => {
    expect(mapProps({ component_prop_mapping: { tiles: "" } }, [1, 2])).toEqual({ tiles: [1, 2] });
    expect(getPath({ a: [{ b: 5 }] }, "a.0.b")).toBe(5);
  });
  it("without a mapping an array becomes items and an object is passed as is", () => {
    expect(mapProps({}, [1])).toEqual({ items: [1] });
    expect(mapProps({}, { banners: [] })).toEqual({ banners: [] });
    expect(mapProps({}, null)).toEqual({});
  });
});
