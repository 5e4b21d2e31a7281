import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { patientFormSchema } from "~/lib/patient-form";

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
