// @vitest-environment jsdom
/**
 * The results table of the order page: "shows them as a readable table, out-of-range values marked" — marked in
 * words, not by colour alone — and the download button's 'Unknown file type'.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { OrderResults, type OrderResultsData } from "~/features/orders/results/OrderResults";
import { DownloadButton } from "~/features/orders/results/DownloadButton";

afterEach(cleanup);

const ready: OrderResultsData = {
  orderId: 7,
  reportReady: true,
  hasReportFile: true,
  flaggedCount: 1,
  groups: [
    {
      itemId: 1047,
      itemName: "Thyroid Profile Total (T3, T4, TSH)",
      rows: [
        { parameterName: "Total T4 (Thyroxine)", value: "8.4", unit: "µg/dL", referenceRange: "5.1 - 14.1", flag: null },
        { parameterName: "TSH (Ultrasensitive)", value: "6.8", unit: "µIU/mL", referenceRange: "0.27 - 4.2", flag: "HIGH" },
      ],
    },
  ],
};

describe("OrderResults", () => {
  it("shows one table per test with the value, unit, range, and a worded flag on out-of-range rows", () => {
    render(<OrderResults results={ready} displayId="5000000202" />);
    const table = screen.getByRole("table", { name: "Thyroid Profile Total (T3, T4, TSH)" });
    const tsh = within(table).getByRole("row", { name: /TSH \(Ultrasensitive\)/ });
    expect(tsh.textContent).toContain("6.8");
    expect(tsh.textContent).toContain("0.27 - 4.2");
    expect(within(tsh).getByText("High")).toBeTruthy();
    const t4 = within(table).getByRole("row", { name: /Total T4/ });
    expect(t4.textContent).toContain("Within range");
    expect(screen.getByText(/1 result is outside the reference range/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download report" }).getAttribute("href")).toBe("/resources/orders/7/report");
  });

  it("shows nothing of the results before the report is ready", () => {
    render(<OrderResults results={{ ...ready, reportReady: false, hasReportFile: false, groups: [], flaggedCount: 0 }} />);
    expect(screen.getByText("Your results will appear here once the report is ready.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("link", { name: "Download report" })).toBeNull();
  });
});

describe("DownloadButton", () => {
  it("says 'Unknown file type' when the download is not jpeg, png or pdf", async () => {
    vi.spyOn(window, "fetch").mockResolvedValue(new Response(new Blob(["<html></html>"])));
    render(<DownloadButton url="/resources/orders/7/report" fileBaseName="report-7" label="Download report" />);
    fireEvent.click(screen.getByRole("link", { name: "Download report" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Unknown file type");
  });
});
