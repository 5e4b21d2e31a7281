/**
 * The symptom checker (platform §2 symptom checker and good-doctor steps, §4 question types, input modes, evidence
 * labels, §5 action labels, §9 symptom severity) and the safety rules: every path of the question graph is
 * walked — no dead ends, every red flag reaches the emergency outcome, and children, pregnancy and "None of these"
 * always end in "see a doctor", never in "no result".
 */
import { describe, expect, it } from "vitest";
import {
  answerAt,
  AnswerError,
  checkAnswer,
  CONDITIONS,
  evidenceOf,
  QUESTIONS,
  QUESTION_BY_ID,
  RED_FLAGS,
  walk,
  type Facts,
  type FlowState,
  type Outcome,
  type Question,
  type RedFlagId,
  type StoredAnswer,
} from "~/.server/domain/symptom-checker";
import { SEED_SPECIALTIES } from "~/.server/db/seed-data/doctors";
import {
  EMERGENCY_NUMBERS,
  EVIDENCE_LABELS,
  GD_STEPS,
  INPUT_MODES,
  QUESTION_ACTIONS,
  QUESTION_TYPES,
  SYMPTOM_SEVERITIES,
  TELE_MANAS,
} from "~/lib/symptom-checker";

/** Every answer a person could give to a question: each option of a single-select; for a multi-select every
 * non-empty set of the ordinary options, and "None" / "No other symptoms" alone; Skip where offered. */
function possibleAnswers(q: Question): { options: string[]; skip: boolean }[] {
  const out: { options: string[]; skip: boolean }[] = [];
  if (q.actions.includes("Skip")) out.push({ options: [], skip: true });
  if (q.type === "S") return [...out, ...q.options.map((o) => ({ options: [o.id], skip: false }))];
  const plain = q.options.filter((o) => !o.exclusive).map((o) => o.id);
  for (let mask = 1; mask < 1 << plain.length; mask++) out.push({ options: plain.filter((_, i) => mask & (1 << i)), skip: false });
  for (const o of q.options.filter((x) => x.exclusive)) out.push({ options: [o.id], skip: false });
  return out;
}

interface Ending {
  facts: Facts;
  answers: StoredAnswer[];
  state: Exclude<FlowState, { kind: "question" }>;
}

/** Walks every path from the first question for one profile. */
function walkAll(facts: Facts) {
  const endings: Ending[] = [];
  const asked = new Set<string>();
  const chosen = new Set<string>();
  const visit = (answers: StoredAnswer[]) => {
    if (answers.length > QUESTIONS.length) throw new Error("a path longer than the graph means a loop");
    const state = walk(facts, answers);
    if (state.kind !== "question") {
      endings.push({ facts, answers, state });
      return;
    }
    asked.add(state.question.id);
    for (const a of possibleAnswers(state.question)) {
      for (const o of a.options) chosen.add(`${state.question.id}:${o}`);
      visit([...answers, { question: state.question.id, options: checkAnswer(state.question, a.options, a.skip) }]);
    }
  };
  visit([]);
  return { endings, asked, chosen };
}

const PROFILES: Facts[] = [
  { age: 4, sex: "M" },
  { age: 7, sex: "F" },
  { age: 30, sex: "M" },
  { age: 28, sex: "F" },
  { age: 67, sex: "M" },
  { age: 64, sex: "F" },
];
const walks = PROFILES.map(walkAll);
const endings = walks.flatMap((w) => w.endings);
const outcomes = endings.filter((e): e is Ending & { state: { kind: "outcome"; outcome: Outcome } } => e.state.kind === "outcome");
const emergencies = endings.filter((e) => e.state.kind === "emergency");
const seededSpecialties = new Set(SEED_SPECIALTIES.map((s) => s.slug));

describe("the question graph: every path walked", () => {
  it("has no dead ends: every path ends in an outcome or in the emergency advice", () => {
    expect(endings.length).toBeGreaterThan(10_000);
    expect(endings.filter((e) => e.state.kind !== "outcome" && e.state.kind !== "emergency")).toEqual([]);
  });

  it("asks every manual question and offers every option on some path (nothing unreachable)", () => {
    const asked = new Set(walks.flatMap((w) => [...w.asked]));
    const chosen = new Set(walks.flatMap((w) => [...w.chosen]));
    for (const q of QUESTIONS.filter((x) => x.inputMode === "M")) {
      expect(asked, q.id).toContain(q.id);
      for (const o of q.options) expect(chosen, `${q.id}:${o.id}`).toContain(`${q.id}:${o.id}`);
    }
  });

  it("every red flag reaches the emergency outcome, and a red-flag answer is the last question asked", () => {
    const reached = new Set(emergencies.map((e) => (e.state.kind === "emergency" ? e.state.redFlag.id : "")));
    expect([...reached].sort()).toEqual(Object.keys(RED_FLAGS).sort());
    for (const e of emergencies) {
      if (e.state.kind !== "emergency") continue;
      const last = e.answers[e.answers.length - 1];
      const q = QUESTION_BY_ID.get(last.question)!;
      expect(q.options.some((o) => o.redFlag === (e.state as { redFlag: { id: string } }).redFlag.id && last.options.includes(o.id))).toBe(true);
    }
  });

  it("no answer that carries a red flag ever leads on to another question", () => {
    for (const q of QUESTIONS) {
      for (const o of q.options.filter((x) => x.redFlag)) {
        const path = emergencies.find((e) => e.answers.some((a) => a.question === q.id && a.options.includes(o.id)));
        expect(path, `${q.id}:${o.id}`).toBeDefined();
        expect(path!.answers[path!.answers.length - 1].question).toBe(q.id);
      }
    }
  });

  it("'Children, pregnancy and \"none of these\" always end in \"see a doctor\", never in \"no result\"'", () => {
    const mustSeeDoctor = outcomes.filter(
      (e) => e.facts.age < 12 || e.answers.some((a) => a.question === "pregnant" && a.options[0] !== "no") || e.answers.some((a) => a.question === "main_symptom" && a.options[0] === "none"),
    );
    expect(mustSeeDoctor.length).toBeGreaterThan(1000);
    const broken = mustSeeDoctor.filter((e) => e.state.outcome.triage === "SELF_CARE" || !e.state.outcome.seeDoctorReason);
    expect(broken.map((e) => e.answers)).toEqual([]);
  });

  it("every outcome has something to say: conditions or a reason to see a doctor, a triage level, and a seeded specialty", () => {
    // One expectation over all paths: a per-path expect would make this walk slow.
    const broken = outcomes.filter(({ state: { outcome: o } }) =>
      !(o.conditions.length > 0 || o.seeDoctorReason !== null) ||
      !["SELF_CARE", "SEE_DOCTOR", "SEE_DOCTOR_TODAY"].includes(o.triage) ||
      !seededSpecialties.has(o.specialty) ||
      o.conditions.some((c) => !(EVIDENCE_LABELS as readonly string[]).includes(c.evidence)),
    );
    expect(outcomes.length).toBeGreaterThan(10_000);
    expect(broken.map((e) => e.answers)).toEqual([]);
  });
});

describe("the red flags of the issue stop the questions at once", () => {
  const adult: Facts = { age: 40, sex: "M" };
  const woman: Facts = { age: 29, sex: "F" };
  const child: Facts = { age: 3, sex: "F" };
  const emergencyOf = (facts: Facts, answers: StoredAnswer[]): RedFlagId | null => {
    const s = walk(facts, answers);
    return s.kind === "emergency" ? s.redFlag.id : null;
  };
  const NONE = { question: "emergency_signs", options: ["none"] };

  it("chest pain with sweating or breathlessness", () => {
    expect(emergencyOf(adult, [NONE, { question: "main_symptom", options: ["chest_pain"] }, { question: "chest_pain_with", options: ["sweating"] }])).toBe("chest_pain_cardiac");
    expect(emergencyOf(adult, [NONE, { question: "main_symptom", options: ["chest_pain"] }, { question: "chest_pain_with", options: ["breathless", "burning"] }])).toBe("chest_pain_cardiac");
  });
  it("stroke signs, severe bleeding and suicidal thoughts, asked of everyone before anything else", () => {
    expect(emergencyOf(adult, [{ question: "emergency_signs", options: ["stroke"] }])).toBe("stroke_signs");
    expect(emergencyOf(adult, [{ question: "emergency_signs", options: ["bleeding"] }])).toBe("severe_bleeding");
    expect(emergencyOf(adult, [{ question: "emergency_signs", options: ["self_harm"] }])).toBe("suicidal_thoughts");
    // Asked again on the mood path; a "Not Sure" there reaches help too.
    expect(emergencyOf(adult, [NONE, { question: "main_symptom", options: ["mood"] }, { question: "mood_kind", options: ["low"] }, { question: "mood_self_harm", options: ["not_sure"] }])).toBe("suicidal_thoughts");
  });
  it("suicidal thoughts show Tele-MANAS 14416 with the emergency numbers 112 and 108", () => {
    expect(RED_FLAGS.suicidal_thoughts.mentalHealth).toBe(true);
    expect(TELE_MANAS.number).toBe("14416");
    expect(EMERGENCY_NUMBERS.map((n) => n.number)).toEqual(["112", "108"]);
  });
  it("a child's high fever with drowsiness", () => {
    expect(emergencyOf(child, [NONE, { question: "main_symptom", options: ["fever"] }, { question: "fever_temperature", options: ["39_plus"] }, { question: "child_alertness", options: ["yes"] }])).toBe("child_fever_drowsy");
    // An adult is not asked the child's question.
    const s = walk(adult, [NONE, { question: "main_symptom", options: ["fever"] }, { question: "fever_temperature", options: ["39_plus"] }]);
    expect(s.kind === "question" && s.question.id).toBe("fever_days");
  });
  it("pregnancy with bleeding, asked before any other question", () => {
    expect(walk(woman, []).kind === "question" && (walk(woman, []) as { question: Question }).question.id).toBe("pregnant");
    expect(emergencyOf(woman, [{ question: "pregnant", options: ["yes"] }, { question: "pregnancy_bleeding", options: ["yes"] }])).toBe("pregnancy_bleeding");
    // A man, a child and a woman over 55 are not asked about pregnancy.
    for (const f of [adult, child, { age: 60, sex: "F" as const }]) expect((walk(f, []) as { question: Question }).question.id).toBe("emergency_signs");
  });
});

describe("answers: the spec's types, modes and action labels", () => {
  const adult: Facts = { age: 35, sex: "M" };
  const START = [{ question: "emergency_signs", options: ["none"] }];

  it("questions are single-select (S) or multi-select (M), manual (M) or automatic (A); actions are the spec's labels", () => {
    expect(QUESTION_TYPES).toEqual({ S: "single-select", M: "multi-select" });
    expect(INPUT_MODES).toEqual({ M: "manual", A: "automatic" });
    expect([...QUESTION_ACTIONS]).toEqual(["Skip", "Next", "Submit", "Yes", "Not Sure", "No other symptoms", "None", "No", "dontknow"]);
    const labels = new Set<string>(QUESTION_ACTIONS);
    for (const q of QUESTIONS) {
      expect(["S", "M"]).toContain(q.type);
      expect(["M", "A"]).toContain(q.inputMode);
      for (const a of q.actions) expect(labels).toContain(a);
      if (q.inputMode === "A") expect(q.auto).toBeTypeOf("function");
      // Yes / No / Not Sure / None / No other symptoms / dontknow answers use the spec's words.
      for (const o of q.options) if (["yes", "no", "not_sure", "none", "dontknow"].includes(o.id) && q.id !== "main_symptom") expect(labels).toContain(o.label);
    }
  });
  it("symptom severity is 'Mild, Moderate, Severe, Very Severe'", () => {
    expect([...SYMPTOM_SEVERITIES]).toEqual(["Mild", "Moderate", "Severe", "Very Severe"]);
    expect(QUESTION_BY_ID.get("severity")!.options.map((o) => o.label)).toEqual([...SYMPTOM_SEVERITIES]);
    expect(QUESTION_BY_ID.get("severity")!.actions).toEqual(["Submit"]);
  });
  it("the good-doctor flow steps are the spec's, in order", () => {
    expect([...GD_STEPS]).toEqual(["how_to_use_gd", "select_patient", "add_new_profile", "new_patient_added_success", "main_flow", "slot_booking", "prev_consult", "success"]);
  });
  it("age and sex are answered from the profile, never asked", () => {
    const s = walk({ age: 70, sex: "F" }, START);
    expect(s.answers.get("age_group")).toEqual(["older"]);
    expect(s.answers.get("sex")).toEqual(["F"]);
  });
  it("'None' / 'No other symptoms' cannot be chosen with other answers; a single-select takes one answer", () => {
    expect(() => answerAt(adult, [], 0, "emergency_signs", ["none", "stroke"])).toThrow(AnswerError);
    expect(() => answerAt(adult, START, 1, "main_symptom", ["fever", "cough"])).toThrow("Please choose an answer");
    expect(() => answerAt(adult, START, 1, "main_symptom", [])).toThrow("Please choose an answer");
    expect(() => answerAt(adult, START, 1, "main_symptom", ["toothache"])).toThrow("Please choose an answer");
  });
  it("Skip only where the question offers it", () => {
    const fever = [...START, { question: "main_symptom", options: ["fever"] }];
    expect(answerAt(adult, fever, 2, "fever_temperature", [], true)[2]).toEqual({ question: "fever_temperature", options: [] });
    expect(() => answerAt(adult, START, 1, "main_symptom", [], true)).toThrow(AnswerError);
  });
  it("an answer to a question the flow is not showing is refused; changing an earlier answer drops the ones after it", () => {
    expect(() => answerAt(adult, START, 1, "fever_days", ["lt3"])).toThrow("This question has changed");
    const fever = answerAt(adult, answerAt(adult, START, 1, "main_symptom", ["fever"]), 2, "fever_temperature", ["38_39"]);
    const changed = answerAt(adult, fever, 1, "main_symptom", ["skin"]);
    expect(changed.map((a) => a.question)).toEqual(["emergency_signs", "main_symptom"]);
    expect((walk(adult, changed) as { question: Question }).question.id).toBe("skin_kind");
  });
});

describe("the outcome: evidence labels, answers for and against, triage, specialty", () => {
  const adult: Facts = { age: 32, sex: "M" };
  const run = (facts: Facts, answers: StoredAnswer[]) => {
    const s = walk(facts, [{ question: "emergency_signs", options: ["none"] }, ...answers]);
    if (s.kind !== "outcome") throw new Error(`not an outcome: ${s.kind}`);
    return s.outcome;
  };
  it("evidence labels are the spec's: Strong Evidence, Moderate Evidence, Weak Evidence, Possibility", () => {
    expect([...EVIDENCE_LABELS]).toEqual(["Strong Evidence", "Moderate Evidence", "Weak Evidence", "Possibility"]);
    expect([evidenceOf(6), evidenceOf(5), evidenceOf(4), evidenceOf(3), evidenceOf(2), evidenceOf(1), evidenceOf(0), evidenceOf(-2)]).toEqual([
      "Strong Evidence", "Strong Evidence", "Moderate Evidence", "Moderate Evidence", "Weak Evidence", "Weak Evidence", "Possibility", "Possibility",
    ]);
  });
  it("dengue-like answers rank dengue first with the answers for and against it, and send the patient to a doctor today", () => {
    const o = run(adult, [
      { question: "main_symptom", options: ["fever"] },
      { question: "fever_temperature", options: ["39_plus"] },
      { question: "fever_days", options: ["3to7"] },
      { question: "fever_with", options: ["body_pain", "rash", "urine"] },
      { question: "severity", options: ["moderate"] },
    ]);
    expect(o.conditions[0]).toMatchObject({ id: "dengue", evidence: "Strong Evidence" });
    expect(o.conditions[0].answersFor).toEqual(["Severe body, joint or behind-the-eye pain", "A rash", "Temperature of 39 °C or more", "Fever for 3 to 7 days"]);
    expect(o.conditions[0].answersAgainst).toEqual(["Burning when passing urine"]);
    expect(o.conditions[1]).toMatchObject({ id: "uti", evidence: "Moderate Evidence" });
    expect(o.triage).toBe("SEE_DOCTOR_TODAY");
    expect(o.specialty).toBe("general-physician");
    expect(o.severity).toBe("Moderate");
  });
  it("a mild cold in an adult is self-care; the same in a child is 'see a doctor' with a paediatrician", () => {
    const cold = [
      { question: "main_symptom", options: ["cough"] },
      { question: "cough_days", options: ["lt1w"] },
      { question: "breathing", options: ["no"] },
      { question: "cough_with", options: ["runny_nose"] },
      { question: "severity", options: ["mild"] },
    ];
    expect(run(adult, cold)).toMatchObject({ triage: "SELF_CARE", specialty: "general-physician", seeDoctorReason: null });
    expect(run({ age: 5, sex: "M" }, cold)).toMatchObject({ triage: "SEE_DOCTOR", specialty: "paediatrics" });
  });
  it("pregnancy sends the patient to an obstetrician; 'None of these' to a general physician", () => {
    const o = walk({ age: 26, sex: "F" }, [
      { question: "pregnant", options: ["yes"] },
      { question: "pregnancy_bleeding", options: ["no"] },
      { question: "emergency_signs", options: ["none"] },
      { question: "main_symptom", options: ["none"] },
    ]);
    expect(o.kind === "outcome" && o.outcome).toMatchObject({ specialty: "obstetrics-and-gynaecology", triage: "SEE_DOCTOR", conditions: [] });
    expect(run(adult, [{ question: "main_symptom", options: ["none"] }])).toMatchObject({ specialty: "general-physician", triage: "SEE_DOCTOR", conditions: [] });
  });
});

describe("the knowledge base's sources", () => {
  it("every condition and red flag carries a published guideline, and a Disease Ontology id where one is given is well formed", () => {
    for (const x of [...CONDITIONS, ...Object.values(RED_FLAGS)]) {
      expect(x.source.guideline.title.length, x.id).toBeGreaterThan(10);
      expect(x.source.guideline.url, x.id).toMatch(/^https:\/\//);
      if (x.source.doid !== null) expect(x.source.doid, x.id).toMatch(/^DOID:\d+$/);
    }
    expect(CONDITIONS.filter((c) => c.source.doid).length).toBeGreaterThanOrEqual(18);
  });
  it("every condition's findings name real questions and options", () => {
    for (const c of CONDITIONS) {
      for (const f of c.findings) expect(QUESTION_BY_ID.get(f.question)?.options.some((o) => o.id === f.option), `${c.id}: ${f.question}:${f.option}`).toBe(true);
    }
  });
});
