/**
 * A patient's symptom checks, stored: started for one of the account's profiles, answered one question at a time
 * (the engine decides what comes next), ended by a red flag or an outcome, and linked to the consult booked from
 * it. Every read and write is the account's own; another account's check answers NOT_FOUND, as a missing one does.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { getPatient, type Patient } from "../accounts/patients";
import { badRequest, notFound } from "../errors";
import { ageFromDateOfBirth } from "~/lib/patient";
import { SYMPTOM_CHECKER_MESSAGES as MSG, type TriageLevel } from "~/lib/symptom-checker";
import { AnswerError, answerAt, walk, type FlowState, type StoredAnswer } from "./engine";
import type { Facts } from "./knowledge-base";

type Db = Kysely<Database>;

export type AssessmentStatus = "IN_PROGRESS" | "EMERGENCY" | "OUTCOME";

export interface Assessment {
  id: number;
  patient: Pick<Patient, "id" | "firstName" | "lastName" | "relation" | "gender" | "dateOfBirth">;
  facts: Facts;
  answers: StoredAnswer[];
  revision: number;
  state: FlowState;
  status: AssessmentStatus;
  appointmentOrderId: number | null;
  createdAt: string;
}

/** The automatic answers of a profile; a profile without gender or date of birth cannot be used. */
export function factsOf(p: Pick<Patient, "gender" | "dateOfBirth">, today = new Date()): Facts {
  const age = ageFromDateOfBirth(p.dateOfBirth, today);
  if (age == null || (p.gender !== "M" && p.gender !== "F")) throw badRequest(MSG.incompleteProfile, { field: "patientId" });
  return { age, sex: p.gender };
}

const statusOf = (s: FlowState): AssessmentStatus => (s.kind === "question" ? "IN_PROGRESS" : s.kind === "emergency" ? "EMERGENCY" : "OUTCOME");

/** Starts a check for one of the account's own profiles. */
export async function startAssessment(db: Db, accountId: number, patientId: number, now = new Date()): Promise<number> {
  const patient = await getPatient(db, { id: patientId, accountId });
  if (!patient) throw badRequest(MSG.choosePatient, { field: "patientId" });
  factsOf(patient, now);
  const at = now.toISOString();
  const row = await db
    .insertInto("symptom_assessments")
    .values({ account_id: accountId, patient_id: patientId, answers: "[]", status: "IN_PROGRESS", created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

function parseAnswers(json: string): StoredAnswer[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as StoredAnswer[]) : [];
}

export async function getAssessment(db: Db, accountId: number, id: number, now = new Date()): Promise<Assessment> {
  const row = await db.selectFrom("symptom_assessments").selectAll().where("id", "=", id).where("account_id", "=", accountId).executeTakeFirst();
  if (!row) throw notFound("Symptom check not found");
  const patient = await getPatient(db, { id: row.patient_id, accountId });
  if (!patient) throw notFound("Symptom check not found");
  const facts = factsOf(patient, now);
  const answers = parseAnswers(row.answers);
  const state = walk(facts, answers);
  return {
    id: row.id,
    patient: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName, relation: patient.relation, gender: patient.gender, dateOfBirth: patient.dateOfBirth },
    facts,
    answers,
    revision: row.revision,
    state,
    status: statusOf(state),
    appointmentOrderId: row.appointment_order_id,
    createdAt: row.created_at,
  };
}

export interface AnswerInput {
  index: number;
  question: string;
  options: string[];
  skip: boolean;
  /** The revision the page showed: an answer sent from an older page is refused rather than lost in a race. */
  revision: number;
}

/**
 * Records one answer. When it ends the check, the result is written with it (the red flag, or triage, specialty
 * and the conditions shown), in the same update.
 */
export async function answerAssessment(db: Db, accountId: number, id: number, input: AnswerInput, now = new Date()): Promise<Assessment> {
  const current = await getAssessment(db, accountId, id, now);
  let answers: StoredAnswer[];
  try {
    answers = answerAt(current.facts, current.answers, input.index, input.question, input.options, input.skip);
  } catch (e) {
    if (e instanceof AnswerError) throw badRequest(e.message, { field: "answer" });
    throw e;
  }
  const state = walk(current.facts, answers);
  const result =
    state.kind === "emergency"
      ? { red_flag: state.redFlag.id, triage: "EMERGENCY" satisfies TriageLevel, specialty_slug: null, outcome: null }
      : state.kind === "outcome"
        ? { red_flag: null, triage: state.outcome.triage, specialty_slug: state.outcome.specialty, outcome: JSON.stringify(state.outcome.conditions.map((c) => ({ id: c.id, evidence: c.evidence }))) }
        : { red_flag: null, triage: null, specialty_slug: null, outcome: null };
  const updated = await db
    .updateTable("symptom_assessments")
    .set({ answers: JSON.stringify(answers), revision: current.revision + 1, status: statusOf(state), ...result, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("account_id", "=", accountId)
    .where("revision", "=", input.revision)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw badRequest(MSG.staleQuestion, { field: "answer" });
  return getAssessment(db, accountId, id, now);
}

/** Links the consult booked from a finished check; only the account's own check and its own consult order. */
export async function linkAssessmentToAppointment(db: Db, accountId: number, id: number, orderId: number): Promise<boolean> {
  const order = await db.selectFrom("orders").select("id").where("id", "=", orderId).where("account_id", "=", accountId).executeTakeFirst();
  if (!order) return false;
  const r = await db
    .updateTable("symptom_assessments")
    .set({ appointment_order_id: orderId })
    .where("id", "=", id)
    .where("account_id", "=", accountId)
    .where("status", "=", "OUTCOME")
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export interface AssessmentListItem {
  id: number;
  patientName: string;
  status: AssessmentStatus;
  triage: string | null;
  specialtySlug: string | null;
  appointmentOrderId: number | null;
  createdAt: string;
}

/** The account's recent checks, newest first. */
export async function listAssessments(db: Db, accountId: number, limit = 5): Promise<AssessmentListItem[]> {
  const rows = await db
    .selectFrom("symptom_assessments")
    .innerJoin("patients", "patients.id", "symptom_assessments.patient_id")
    .select(["symptom_assessments.id", "patients.first_name", "patients.last_name", "symptom_assessments.status", "symptom_assessments.triage", "symptom_assessments.specialty_slug", "symptom_assessments.appointment_order_id", "symptom_assessments.created_at"])
    .where("symptom_assessments.account_id", "=", accountId)
    .orderBy("symptom_assessments.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    patientName: `${r.first_name} ${r.last_name}`.trim(),
    status: r.status as AssessmentStatus,
    triage: r.triage,
    specialtySlug: r.specialty_slug,
    appointmentOrderId: r.appointment_order_id,
    createdAt: r.created_at,
  }));
}
