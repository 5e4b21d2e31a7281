/**
 * No widget link leads to "page not found". A widget's configured link to a page of the app that does not exist
 * yet renders its content without a link; links to existing pages, their query strings, public files and allowed
 * external sites stay links.
 */
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { ClientEnvContext, type ClientEnv } from "~/lib/client-env";
import { WidgetLink } from "#widgets/widgets/shared/links";
import { pageRoutes } from "~/.server/content/app-routes";
import { isLivePath } from "~/lib/app-routes";

const env: ClientEnv = { ALLOWED_URL_SUFFIXES: ["apollo247.com"], PAGE_ROUTES: pageRoutes() };
const render = (href: string, e: ClientEnv = env) =>
  renderToStaticMarkup(
    <ClientEnvContext.Provider value={e}>
      <WidgetLink href={href} dispatch={() => {}} className="card">Cardiology</WidgetLink>
    </ClientEnvContext.Provider>,
  );

describe("links in widgets", () => {
  it("leaves out a link to a flow that is not built (the medicine store)", () => {
    for (const href of ["/medical-stores?city=Hyderabad", "/medicine/dolo-650-tablet"]) {
      expect(render(href), href).toBe('<span class="card">Cardiology</span>');
    }
  });

  it("keeps links to the app's pages, with their query, and to public files and allowed sites", () => {
    expect(render("/lab-tests/complete-blood-count-cbc")).toContain('href="/lab-tests/complete-blood-count-cbc"');
    expect(render("/consult?open_modal=search")).toContain('href="/consult?open_modal=search"');
    expect(render("/test-listing/full-body-checkup")).toContain("<a ");
    expect(render("/radiology?source=home")).toContain('href="/radiology?source=home"');
    expect(render("/radiology/mri-brain")).toContain('href="/radiology/mri-brain"');
    expect(render("/specialties/cardiology")).toContain('href="/specialties/cardiology"');
    expect(render("/circle-landing")).toContain('href="/circle-landing"');
    expect(render("/corporate-benefits?partner=HDFCBANK")).toContain('href="/corporate-benefits?partner=HDFCBANK"');
    expect(render("/apollo-sbi-credit-card/form")).toContain('href="/apollo-sbi-credit-card/form"');
    expect(render("/images/services/radiology.svg")).toContain("<a ");
    expect(render("https://www.apollo247.com/specialties")).toContain('href="https://www.apollo247.com/specialties"');
  });

  it("a section's behaviour decides where the link goes: a banner whose own page is not built still opens the Circle plans", () => {
    const dispatch = Object.assign(() => {}, { hrefFor: (event: string) => (event === "click" ? "/?open_modal=circle_membership" : null) });
    const html = renderToStaticMarkup(
      <ClientEnvContext.Provider value={env}>
        <WidgetLink href="/medical-stores" dispatch={dispatch}>Explore Circle</WidgetLink>
        <WidgetLink href="/medical-stores" dispatch={dispatch} event="view_all">View all</WidgetLink>
      </ClientEnvContext.Provider>,
    );
    expect(html).toBe('<a href="/?open_modal=circle_membership">Explore Circle</a><span>View all</span>');
  });

  it("without the app's route table (a widget rendered on its own), internal links are not checked", () => {
    expect(render("/specialties/cardiology", { ALLOWED_URL_SUFFIXES: [] })).toContain('href="/specialties/cardiology"');
  });

  it("resource routes are not pages a widget links to; a malformed path is no page", () => {
    expect(pageRoutes().some((p) => p[0] === "resources")).toBe(false);
    expect(isLivePath("/lab-tests/%E0%A4", pageRoutes())).toBe(false);
  });
});
