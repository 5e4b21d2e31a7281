/**
 * Design tokens: "dark text on light surfaces meeting WCAG AA contrast; focus rings; reduced-motion respected".
 * Read from app/styles/app.css itself, so a token change that breaks a pair fails here.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";

const css = fs.readFileSync("app/styles/app.css", "utf8");
const root = css.slice(css.indexOf(":root {"), css.indexOf("}", css.indexOf(":root {")));
const tokens = Object.fromEntries([...root.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
const color = (name: string) => {
  const v = tokens[name];
  expect(v, `--${name}`).toMatch(/^#[0-9a-f]{6}$/i);
  return v;
};

/** Every text/surface pair the shell and widgets use (docs/design-tokens.md lists the same). */
const TEXT_PAIRS: [string, string][] = [
  ["color-text", "color-surface"],
  ["color-text", "color-background"],
  ["color-text-muted", "color-surface"],
  ["color-text-muted", "color-background"],
  ["color-text-muted", "color-skeleton"],
  ["color-link", "color-surface"],
  ["color-link", "color-background"],
  ["color-primary", "color-surface"],
  ["color-primary", "color-background"],
  ["color-primary-contrast", "color-primary"],
  ["color-accent-contrast", "color-accent"],
  ["color-success", "color-surface"],
  ["color-danger", "color-surface"],
  ["color-footer-text", "color-footer"],
  ["color-footer-muted", "color-footer"],
];

describe("design tokens", () => {
  it.each(TEXT_PAIRS)("text --%s on --%s meets WCAG AA (4.5:1)", (fg, bg) => {
    expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it("the focus ring is visible (3:1) on light surfaces and on the dark header", () => {
    const onLight = Math.max(contrast(color("color-focus"), color("color-surface")), contrast(color("color-focus-outline"), color("color-surface")));
    const onDark = Math.max(contrast(color("color-focus"), color("color-primary")), contrast(color("color-focus-outline"), color("color-primary")));
    expect(onLight).toBeGreaterThanOrEqual(3);
    expect(onDark).toBeGreaterThanOrEqual(3);
    expect(tokens["focus-ring"]).toContain("var(--color-focus)");
    expect(tokens["focus-ring"]).toContain("var(--color-focus-outline)");
    expect(css).toMatch(/:focus-visible \{[^}]*box-shadow: var\(--focus-ring\)/);
  });

  it("reduced motion is respected: animations, transitions and motion tokens drop to (near) zero", () => {
    const reduced = [...css.matchAll(/@media \(prefers-reduced-motion: reduce\) \{([\s\S]*?)\n\}/g)].map((m) => m[1]).join("\n");
    expect(reduced).toMatch(/animation-duration: 0\.01ms !important/);
    expect(reduced).toMatch(/transition-duration: 0\.01ms !important/);
    expect(reduced).toMatch(/--duration-normal: 0ms/);
  });

  it("has one set of each kind: colour, type scale, spacing, radius, elevation", () => {
    for (const prefix of ["color-", "font-size-", "line-height-", "space-", "radius-", "elevation-"]) {
      expect(Object.keys(tokens).filter((k) => k.startsWith(prefix)).length, prefix).toBeGreaterThanOrEqual(2);
    }
  });
});
