/**
 * The symptom checker's rules, pure: where a list of answers has got to in the question graph (the next question,
 * the emergency advice of a red flag, or the outcome), whether a new answer is acceptable, and the outcome itself —
 * conditions ranked with the spec's evidence labels and the answers for and against each, a triage level and the
 * specialty to consult.
 */
import {
  moreUrgent,
  SYMPTOM_CHECKER_MESSAGES as MSG,
  type EvidenceLabel,
  type TriageLevel,
} from "~/lib/symptom-checker";
import {
  chose,
  CONDITIONS,
  GENERAL_PHYSICIAN,
  OBSTETRICS,
  OUTCOME,
  PAEDIATRICS,
  QUESTION_BY_ID,
  RED_FLAGS,
  START,
  type AnswerMap,
  type Condition,
  type Facts,
  type Question,
  type RedFlag,
} from "./knowledge-base";
import type { KnowledgeSource } from "./sources";

/** A manual answer as stored: the question and the options chosen, in the order asked (empty when skipped). */
export interface StoredAnswer {
  question: string;
  options: string[];
}

export interface RankedCondition {
  id: string;
  name: string;
  about: string;
  evidence: EvidenceLabel;
  score: number;
  answersFor: string[];
  answersAgainst: string[];
  specialty: string;
  source: KnowledgeSource;
}

export interface Outcome {
  complaint: string | null;
  conditions: RankedCondition[];
  triage: TriageLevel;
  specialty: string;
  /** Why a doctor must see this person whatever the answers (children, pregnancy, "None of these"). */
  seeDoctorReason: string | null;
  severity: string | null;
}

export type FlowState =
  | { kind: "question"; question: Question; index: number; answers: AnswerMap }
  | { kind: "emergency"; redFlag: RedFlag; question: string; answers: AnswerMap }
  | { kind: "outcome"; outcome: Outcome; answers: AnswerMap };

export class AnswerError extends Error {}

/** Follows the graph through the answers given; stops at the first question without a (matching) answer. */
export function walk(facts: Facts, answers: readonly StoredAnswer[]): FlowState {
  const map = new Map<string, string[]>();
  let node = START;
  let i = 0;
  // A graph that loops would never end; the knowledge base test proves it does not, and this proves it at run time.
  for (let guard = 0; node !== OUTCOME; guard++) {
    if (guard > QUESTION_BY_ID.size) throw new Error(`The question graph loops at ${node}`);
    const q = QUESTION_BY_ID.get(node);
    if (!q) throw new Error(`The question graph names an unknown question: ${node}`);
    if (q.askIf && !q.askIf(map)) {
      node = q.next;
      continue;
    }
    let chosen: string[];
    if (q.inputMode === "A") chosen = [q.auto!(facts)];
    else {
      const a = answers[i];
      if (!a || a.question !== q.id) return { kind: "question", question: q, index: i, answers: map };
      chosen = a.options;
      i++;
    }
    map.set(q.id, chosen);
    const flagged = q.options.find((o) => o.redFlag && chosen.includes(o.id));
    if (flagged) return { kind: "emergency", redFlag: RED_FLAGS[flagged.redFlag!], question: q.id, answers: map };
    node = (q.type === "S" && chosen.length ? q.options.find((o) => o.id === chosen[0])?.next : undefined) ?? q.next;
  }
  return { kind: "outcome", outcome: outcomeOf(map), answers: map };
}

/** The options of an answer, checked against the question: one for single-select, "None" alone, Skip only where offered. */
export function checkAnswer(q: Question, options: readonly string[], skip: boolean): string[] {
  if (skip) {
    if (!q.actions.includes("Skip")) throw new AnswerError(MSG.chooseAnswer);
    return [];
  }
  const unique = [...new Set(options)];
  if (!unique.length || unique.some((id) => !q.options.some((o) => o.id === id))) throw new AnswerError(MSG.chooseAnswer);
  if (q.type === "S" && unique.length !== 1) throw new AnswerError(MSG.chooseAnswer);
  if (unique.length > 1 && unique.some((id) => q.options.find((o) => o.id === id)?.exclusive)) throw new AnswerError(MSG.noneWithOthers);
  // Keep the knowledge base's order, so that the same choice is always stored the same way.
  return q.options.filter((o) => unique.includes(o.id)).map((o) => o.id);
}

/**
 * Answers the question at `index`: the answers before it stay, the ones after it go (a changed answer can change
 * the questions that follow). The question must be the one the flow shows at that index.
 */
export function answerAt(
  facts: Facts,
  answers: readonly StoredAnswer[],
  index: number,
  question: string,
  options: readonly string[],
  skip = false,
): StoredAnswer[] {
  const kept = answers.slice(0, Math.max(0, index));
  const state = walk(facts, kept);
  if (state.kind !== "question" || state.index !== index || state.question.id !== question) throw new AnswerError(MSG.staleQuestion);
  return [...kept, { question, options: checkAnswer(state.question, options, skip) }];
}

/** Score ≥ 5: Strong Evidence; 3–4: Moderate; 1–2: Weak; otherwise only a Possibility. */
export function evidenceOf(score: number): EvidenceLabel {
  if (score >= 5) return "Strong Evidence";
  if (score >= 3) return "Moderate Evidence";
  if (score >= 1) return "Weak Evidence";
  return "Possibility";
}

export function rankCondition(c: Condition, answers: AnswerMap): RankedCondition {
  const hits = c.findings.filter((x) => chose(answers, x.question, x.option));
  const score = hits.reduce((s, x) => s + (x.against ? -x.weight : x.weight), 0);
  return {
    id: c.id,
    name: c.name,
    about: c.about,
    evidence: evidenceOf(score),
    score,
    answersFor: hits.filter((x) => !x.against).map((x) => x.text),
    answersAgainst: hits.filter((x) => x.against).map((x) => x.text),
    specialty: c.specialty,
    source: c.source,
  };
}

/** At most this many conditions are shown. */
export const MAX_CONDITIONS = 3;

export const SEE_DOCTOR_REASONS = {
  child: "Children should always be seen by a doctor: a paediatrician can examine your child.",
  pregnancy: "In pregnancy, new symptoms should always be checked by a doctor: see your obstetrician.",
  none: "Your symptoms are not among those this checker covers, so it cannot suggest a cause. A general physician can help.",
} as const;

export function outcomeOf(answers: AnswerMap): Outcome {
  const complaint = answers.get("main_symptom")?.[0] ?? null;
  const isChild = chose(answers, "age_group", "child");
  const isPregnant = chose(answers, "pregnant", "yes") || chose(answers, "pregnant", "not_sure");
  const noComplaint = complaint === "none" || complaint === null;

  const conditions = noComplaint
    ? []
    : CONDITIONS.filter((c) => (c.complaints as string[]).includes(complaint))
        .map((c) => rankCondition(c, answers))
        .sort((a, b) => b.score - a.score)
        .slice(0, MAX_CONDITIONS);

  // Every answer that carries an urgency counts; so does a strong or moderate match.
  let triage: TriageLevel = "SELF_CARE";
  for (const [qid, chosen] of answers) {
    for (const o of QUESTION_BY_ID.get(qid)?.options ?? []) if (o.triage && chosen.includes(o.id)) triage = moreUrgent(triage, o.triage);
  }
  const top = conditions[0];
  if (top && (top.evidence === "Strong Evidence" || top.evidence === "Moderate Evidence")) {
    triage = moreUrgent(triage, CONDITIONS.find((c) => c.id === top.id)!.triage);
  }
  const seeDoctorReason = isPregnant ? SEE_DOCTOR_REASONS.pregnancy : isChild ? SEE_DOCTOR_REASONS.child : noComplaint ? SEE_DOCTOR_REASONS.none : null;
  if (seeDoctorReason) triage = moreUrgent(triage, "SEE_DOCTOR");

  const specialty = isPregnant ? OBSTETRICS : isChild ? PAEDIATRICS : top && top.score > 0 ? top.specialty : GENERAL_PHYSICIAN;
  const severityId = answers.get("severity")?.[0];
  const severity = QUESTION_BY_ID.get("severity")!.options.find((o) => o.id === severityId)?.label ?? null;
  return { complaint, conditions, triage, specialty, seeDoctorReason, severity };
}

/** The manual answers as a person reads them: question and chosen labels. */
export function answerSummary(answers: readonly StoredAnswer[]): { question: string; answer: string }[] {
  return answers.flatMap((a) => {
    const q = QUESTION_BY_ID.get(a.question);
    if (!q) return [];
    const labels = q.options.filter((o) => a.options.includes(o.id)).map((o) => (o.id === "dontknow" ? "Don't know" : o.label));
    return [{ question: q.text, answer: labels.length ? labels.join(", ") : "Skipped" }];
  });
}
