/**
 * Symptom checks stored, on SQLite and PostgreSQL: a check runs for the account's own profile only, records each
 * answer and its result (the red flag, or triage and specialty), refuses an answer sent from an older page, and
 * another account gets nothing — not the check, not its pages, not an answer, not a link to its consult.
 */
import { describe, expect, it } from "vitest";
import {
  answerAssessment,
  getAssessment,
  linkAssessmentToAppointment,
  listAssessments,
  startAssessment,
} from "~/.server/domain/symptom-checker";
import { mainFlowLoader, slotBookingLoader, successLoader } from "~/features/symptom-checker/symptom-checker.server";
import { SYMPTOM_CHECKER_MESSAGES as MSG } from "~/lib/symptom-checker";
import { targets, servicesOfTarget } from "./harness";
import { paymentFixtures, statusOf } from "./payment-helpers";

const req = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { cookie } });

describe.each(targets)("symptom checks on $name", (target) => {
  const services = servicesOfTarget(target);
  const { account } = paymentFixtures(services);
  const db = () => services().db;

  async function answerAll(accountId: number, id: number, answers: [string, string[]][]) {
    for (const [question, options] of answers) {
      const a = await getAssessment(db(), accountId, id);
      await answerAssessment(db(), accountId, id, { index: a.answers.length, question, options, skip: false, revision: a.revision });
    }
    return getAssessment(db(), accountId, id);
  }

  it("runs a check to its outcome and stores the triage level and specialty with it", async () => {
    const a = await account("9000000001");
    const id = await startAssessment(db(), a.accountId, a.patientId);
    const done = await answerAll(a.accountId, id, [
      ["emergency_signs", ["none"]],
      ["main_symptom", ["cough"]],
      ["cough_days", ["gt2w"]],
      ["breathing", ["no"]],
      ["cough_with", ["weight_loss", "fever"]],
      ["severity", ["moderate"]],
    ]);
    expect(done.status).toBe("OUTCOME");
    expect(done.state.kind === "outcome" && done.state.outcome.conditions[0].id).toBe("tuberculosis");
    const row = await db().selectFrom("symptom_assessments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "OUTCOME", triage: "SEE_DOCTOR", specialty_slug: "general-physician", red_flag: null, revision: 6 });
    expect((await listAssessments(db(), a.accountId)).map((x) => x.id)).toContain(id);
  });

  it("a red flag ends the check at once and is stored with it", async () => {
    const a = await account("9000000001");
    const id = await startAssessment(db(), a.accountId, a.patientId);
    const done = await answerAll(a.accountId, id, [["emergency_signs", ["stroke"]]]);
    expect(done.state.kind === "emergency" && done.state.redFlag.id).toBe("stroke_signs");
    const row = await db().selectFrom("symptom_assessments").select(["status", "red_flag", "triage"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "EMERGENCY", red_flag: "stroke_signs", triage: "EMERGENCY" });
  });

  it("an answer sent from an older page (another tab answered first) is refused, not lost", async () => {
    const a = await account("9000000001");
    const id = await startAssessment(db(), a.accountId, a.patientId);
    await answerAssessment(db(), a.accountId, id, { index: 0, question: "emergency_signs", options: ["none"], skip: false, revision: 0 });
    await expect(answerAssessment(db(), a.accountId, id, { index: 0, question: "emergency_signs", options: ["none"], skip: false, revision: 0 })).rejects.toMatchObject({ message: MSG.staleQuestion });
    expect((await getAssessment(db(), a.accountId, id)).revision).toBe(1);
  });

  it("another account: cannot start a check for someone else's profile, read it, answer it, open its pages or link a consult to it", async () => {
    const a = await account("9000000001");
    const b = await account("9000000002");
    await expect(startAssessment(db(), b.accountId, a.patientId)).rejects.toMatchObject({ code: "BAD_REQUEST", message: MSG.choosePatient });
    const id = await startAssessment(db(), a.accountId, a.patientId);
    await answerAll(a.accountId, id, [["emergency_signs", ["none"]], ["main_symptom", ["none"]]]);

    await expect(getAssessment(db(), b.accountId, id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(answerAssessment(db(), b.accountId, id, { index: 0, question: "emergency_signs", options: ["stroke"], skip: false, revision: 2 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await getAssessment(db(), a.accountId, id)).status).toBe("OUTCOME");
    expect((await listAssessments(db(), b.accountId)).map((x) => x.id)).not.toContain(id);

    for (const loader of [mainFlowLoader, slotBookingLoader, successLoader]) {
      expect(await statusOf(() => loader(req(`/symptom-checker/x?assessment=${id}`, b.cookie)))).toBe(404);
    }
    expect(await statusOf(() => mainFlowLoader(req(`/symptom-checker/main_flow?assessment=${id}`, a.cookie)))).toBe(200);

    // B's own order cannot be tied to A's check, nor A's check to an order of B's.
    const order = await db().selectFrom("orders").select("id").where("account_id", "=", b.accountId).executeTakeFirst();
    expect(order, "the demo data gives B an order").toBeDefined();
    expect(await linkAssessmentToAppointment(db(), a.accountId, id, order!.id)).toBe(false);
    const own = await db().selectFrom("orders").select("id").where("account_id", "=", a.accountId).executeTakeFirst();
    expect(own, "the demo data gives A an order").toBeDefined();
    expect(await linkAssessmentToAppointment(db(), b.accountId, id, own!.id)).toBe(false);
    expect((await db().selectFrom("symptom_assessments").select("appointment_order_id").where("id", "=", id).executeTakeFirstOrThrow()).appointment_order_id).toBeNull();
  });
});
