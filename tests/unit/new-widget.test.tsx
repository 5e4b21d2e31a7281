// @vitest-environment jsdom
/**
 * `npm run new-widget <Type>` "scaffolds a working widget folder (component, schema, skeleton, samples,
 * registered)": run into a scratch copy of widget-registry, then the result must type-check, its schema compile
 * and refuse unknown props, its samples validate and render, and the copied registry must list it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import ts from "typescript";
import Ajv from "ajv";
import { cleanup, render } from "@testing-library/react";
import type { WidgetDefinition } from "#widgets/define-widget";

const repo = process.cwd();
// Inside the project (not var/), so the copy resolves the app's path aliases the way widget-registry/ does.
const scratch = path.join(repo, "tests", `.new-widget-scratch-${process.pid}`);
const run = (...args: string[]) => spawnSync("node", ["scripts/new-widget.mjs", ...args, "--root", scratch], { encoding: "utf8" });

beforeAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { recursive: true });
  fs.cpSync(path.join(repo, "widget-registry"), path.join(scratch, "widget-registry"), { recursive: true });
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe("npm run new-widget", () => {
  it("refuses a type that is not PascalCase, and one that already exists", () => {
    for (const bad of ["pastSearchCard", "Past-Search", "P", ""]) {
      const r = run(bad);
      expect(r.status, bad).toBe(1);
      expect(r.stderr).toContain("PascalCase");
    }
    const existing = run("Banner");
    expect(existing.status).toBe(1);
    expect(existing.stderr).toContain("Widget Banner already exists");
  });

  it("writes the folder, registers it at the markers, and the result type-checks", () => {
    const r = run("LabReportSummaryCard");
    expect(r.status, r.stderr).toBe(0);
    const dir = path.join(scratch, "widget-registry/widgets/LabReportSummaryCard");
    expect(fs.readdirSync(dir).sort()).toEqual(["LabReportSummaryCard.tsx", "index.ts"]);
    const registry = fs.readFileSync(path.join(scratch, "widget-registry/registry.ts"), "utf8");
    expect(registry).toMatch(/\/\/ WIDGET IMPORTS[^\]]*import LabReportSummaryCard from "\.\/widgets\/LabReportSummaryCard";\n\nexport const widgets/);
    expect(registry).toMatch(/\/\/ WIDGET LIST[^\]]*,\n {2}LabReportSummaryCard,\n\];/);
    expect(fs.readFileSync(path.join(scratch, "widget-registry/widgets.css"), "utf8")).toContain(".w-lab-report-summary-card-grid");
    expect(run("LabReportSummaryCard").status).toBe(1); // a second run refuses

    const config = ts.getParsedCommandLineOfConfigFile(path.join(repo, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
    const program = ts.createProgram([path.join(scratch, "widget-registry/registry.ts")], { ...config.options, noEmit: true });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName.startsWith(scratch))
      .map((d) => `${path.relative(scratch, d.file!.fileName)}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    expect(problems).toEqual([]);
  }, 120_000);

  it("the scaffolded widget keeps the contract: schema compiles, samples validate and render, unknown props refused", async () => {
    const { widgets } = (await import(/* @vite-ignore */ path.join(scratch, "widget-registry/registry.ts"))) as { widgets: WidgetDefinition[] };
    const widget = widgets.find((w) => w.type === "LabReportSummaryCard")!;
    expect(widget).toBeDefined();
    const validate = new Ajv({ allErrors: true, strict: false }).compile(widget.propsSchema);
    expect(widget.samples.length).toBeGreaterThanOrEqual(2);
    for (const s of widget.samples) {
      expect(validate(s.props), s.name).toBe(true);
      const { container, unmount } = render(
        <widget.Component props={s.props} meta={s.meta ?? {}} section={{ name: "past_searches", title: "Your past searches", view: "web" }} dispatch={() => {}} />,
      );
      expect(container.querySelectorAll("a[href^='/lab-tests/']").length, s.name).toBeGreaterThan(0);
      expect(container.querySelector("[data-item-id]"), s.name).not.toBeNull();
      unmount();
      const sk = render(<widget.Skeleton meta={s.meta ?? {}} view="mweb" />);
      expect(sk.container.querySelector("[aria-hidden='true']")).not.toBeNull();
      sk.unmount();
    }
    expect(validate({ ...(widget.samples[0].props as object), colour: "red" })).toBe(false);
    cleanup();
  });
});
