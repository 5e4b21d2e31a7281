/**
 * After the consult (lab §2, the post-consult prescription popover): the tests the doctor advised, split into
 * those the lab sells in the patient's city and those it does not, and booking the available ones in one step —
 * they are merged into the account's lab cart by the cart's own rules.
 */
import type { DB } from "../../db/client";
import { findDiagnosticsByItemIDsAndCityID } from "../catalogue/catalogue";
import { changeAccountCart } from "../cart/cart";
import { badRequest } from "../errors";
import { caseSheetOf, type CaseSheet } from "./case-sheets";
import { splitAdvisedTests, type AdvisedTest } from "~/lib/case-sheet";

export const NO_AVAILABLE_TESTS_MESSAGE = "None of the advised tests is available in your city.";

export interface AdvisedTests {
  sheet: CaseSheet;
  cityId: number;
  available: (AdvisedTest & { price: number })[];
  unavailable: AdvisedTest[];
}

/** The advised tests of the account's appointment in this city; null when no case sheet is written yet. */
export async function advisedTestsOf(db: DB, accountId: number, appointmentId: number, cityId: number): Promise<AdvisedTests | null> {
  const sheet = await caseSheetOf(db, accountId, appointmentId);
  if (!sheet) return null;
  const sold = await findDiagnosticsByItemIDsAndCityID(db, sheet.tests.map((t) => t.itemId), cityId);
  const priced = new Map(sold.map((i) => [i.itemId, i.diagnosticPricing[0]?.price ?? 0]));
  const { available, unavailable } = splitAdvisedTests(sheet.tests, new Set(priced.keys()));
  return { sheet, cityId, available: available.map((t) => ({ ...t, price: priced.get(t.itemId) ?? 0 })), unavailable };
}

/** Puts every advised test sold in the city into the account's lab cart (one step); refuses when none is. */
export async function bookAdvisedTests(db: DB, accountId: number, appointmentId: number, cityId: number, now = new Date()): Promise<number> {
  const advised = await advisedTestsOf(db, accountId, appointmentId, cityId);
  if (!advised || !advised.available.length) throw badRequest(NO_AVAILABLE_TESTS_MESSAGE);
  await changeAccountCart(db, accountId, { type: "MERGE", itemIds: advised.available.map((t) => t.itemId) }, cityId, now);
  return advised.available.length;
}
