import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { dateOfBirthOfEntry, formatDateOfBirthTyping, patientFormSchema } from "~/lib/patient-form";

const today = new Date(2026, 10, 23);
const valid = { intent: "add", firstName: "Meera", lastName: "Sharma", gender: "F", dateOfBirth: "02/03/1989", relation: "spouse", emailAddress: "" };

function submit(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return parseWithZod(form, { schema: patientFormSchema(today) });
}
const errorsOf = (fields: Record<string, string>) => submit(fields).reply().error ?? {};

describe("the profile form schema", () => {
  it("reads a valid profile into the domain's input, blanks as empty strings", () => {
    const s = submit({ ...valid, lastName: "" });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    const { intent: _intent, ...input } = valid;
    expect(s.value).toEqual({ intent: "add", patientId: 0, input: { ...input, lastName: "" } });
  });

  it("an empty form reports every required field at once, with the rules' messages", () => {
    expect(errorsOf({ intent: "add" })).toEqual({
      firstName: ["Please enter a valid first name"],
      gender: ["Please select a gender"],
      dateOfBirth: ["Please enter the date of birth as dd/mm/yyyy"],
      relation: ["Please select a relation"],
    });
  });

  it("'A date of birth used for age calculation is dd/mm/yyyy': an impossible date is refused", () => {
    expect(errorsOf({ ...valid, dateOfBirth: "31/02/1961" })).toEqual({ dateOfBirth: ["Please enter the date of birth as dd/mm/yyyy"] });
  });

  it("'Age range 0-99': a date of birth outside it is refused", () => {
    expect(errorsOf({ ...valid, dateOfBirth: "01/01/1920" })).toEqual({ dateOfBirth: ["Age must be between 0-99 years"] });
  });

  it("'Enter age between 0-99': an age stands in for an unknown date of birth", () => {
    const s = submit({ ...valid, dateOfBirth: "", age: "9" });
    expect(s.status).toBe("success");
    if (s.status === "success") expect(s.value.input.dateOfBirth).toBe("23/11/2017");
    expect(errorsOf({ ...valid, dateOfBirth: "", age: "120" })).toEqual({ age: ["Age must be between 0-99 years"] });
    expect(errorsOf({ ...valid, dateOfBirth: "", age: "-1" })).toEqual({ age: ["Age must be between 0-99 years"] });
  });

  it("names in Indian scripts are names; markup and digits are not", () => {
    expect(errorsOf({ ...valid, firstName: "प्रिया" })).toEqual({});
    expect(errorsOf({ ...valid, firstName: "<b>x</b>", lastName: "R2" })).toEqual({
      firstName: ["Please enter a valid first name"],
      lastName: ["Please enter a valid last name"],
    });
  });

  it("an optional email must still look like one", () => {
    expect(errorsOf({ ...valid, emailAddress: "meera@" })).toEqual({ emailAddress: ["Please enter a valid email address"] });
  });

  it("over-long text is cut to the field's size and an id that is not a positive integer matches nothing", () => {
    // Cut at 120 characters, this is no longer an address (the @ is gone).
    expect(errorsOf({ ...valid, emailAddress: `${"a".repeat(200)}@x.in` })).toEqual({ emailAddress: ["Please enter a valid email address"] });
    const negative = submit({ ...valid, intent: "update", patientId: "-4" });
    expect(negative.status === "success" && negative.value.patientId).toBe(0);
    const ok = submit({ ...valid, intent: "update", patientId: "12" });
    expect(ok.status === "success" && ok.value.patientId).toBe(12);
    const bad = submit({ ...valid, intent: "update", patientId: "1e400" });
    expect(bad.status === "success" && bad.value.patientId).toBe(0);
  });
});

describe("a date of birth typed on a phone's number pad (no '/')", () => {
  it("digits become dd/mm/yyyy as they are typed: 12031988 → 12/03/1988", () => {
    const steps = [..."12031988"].map((_, i) => formatDateOfBirthTyping("12031988".slice(0, i + 1)));
    expect(steps).toEqual(["1", "12", "12/0", "12/03", "12/03/1", "12/03/19", "12/03/198", "12/03/1988"]);
  });

  it("typing on after the formatted text keeps it formatted, and a ninth digit is dropped", () => {
    let value = "";
    for (const digit of "120319885") value = formatDateOfBirthTyping(value + digit);
    expect(value).toBe("12/03/1988");
  });

  it("backspace over a slash is not undone: '12/0' less one character is '12/', which reads back as '12'", () => {
    expect(formatDateOfBirthTyping("12/")).toBe("12/");
    expect(formatDateOfBirthTyping("12")).toBe("12");
  });

  it("a one-digit day or month closed by a slash, dash or dot is padded: 1/3/1988 → 01/03/1988", () => {
    expect(formatDateOfBirthTyping("1/3/1988")).toBe("01/03/1988");
    expect(formatDateOfBirthTyping("1-3-1988")).toBe("01/03/1988");
    expect(formatDateOfBirthTyping("1/")).toBe("01/");
    expect(formatDateOfBirthTyping("12/03/1988")).toBe("12/03/1988");
  });

  it("the server reads digits as the browser formats them: a profile sent as 12031988 is saved as 12/03/1988", () => {
    const s = submit({ ...valid, dateOfBirth: "12031988" });
    expect(s.status === "success" && s.value.input.dateOfBirth).toBe("12/03/1988");
  });

  it("'Enter age between 0-99' stands in for an unknown date of birth; a typed date wins over an age", () => {
    expect(dateOfBirthOfEntry({ dateOfBirth: "", age: "70" }, today)).toBe("23/11/1956");
    expect(dateOfBirthOfEntry({ dateOfBirth: "12031988", age: "70" }, today)).toBe("12/03/1988");
    expect(dateOfBirthOfEntry({ dateOfBirth: "", age: "100" }, today)).toBeNull();
    expect(errorsOf({ ...valid, dateOfBirth: "", age: "140" })).toEqual({ age: ["Age must be between 0-99 years"] });
  });
});
