import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { SELECT_PATIENT_MESSAGE } from "~/lib/cart-rules";
import { primaryProfileFormSchema, selectPatientsFormSchema } from "~/lib/selected-patients-form";

function form(fields: [string, string][]) {
  const f = new FormData();
  for (const [k, v] of fields) f.append(k, v);
  return f;
}

describe("the patient choice schema", () => {
  it("'*Please select the patient before proceeding to pay!' when none is ticked", () => {
    expect(parseWithZod(form([["intent", "select-patients"]]), { schema: selectPatientsFormSchema }).reply().error).toEqual({ patientID: [SELECT_PATIENT_MESSAGE] });
    expect(SELECT_PATIENT_MESSAGE).toBe("*Please select the patient before proceeding to pay!");
  });

  it("'Maximum patients per cart: You can add selected tests for upto 6 patients'", () => {
    const seven = ["1", "2", "3", "4", "5", "6", "7"].map((id): [string, string] => ["patientID", id]);
    expect(parseWithZod(form([["intent", "select-patients"], ...seven]), { schema: selectPatientsFormSchema }).reply().error).toEqual({
      patientID: ["You can add selected tests for upto 6 patients"],
    });
    const one = parseWithZod(form([["intent", "select-patients"], ["patientID", "4"], ["patientID", "x"]]), { schema: selectPatientsFormSchema });
    expect(one.status === "success" && one.value).toEqual({ patientIDs: [4] });
  });
});

describe("the primary profile schema", () => {
  const today = new Date(2026, 10, 23);
  it("name, gender and a dd/mm/yyyy date of birth within 'Age range 0-99' are needed to book", () => {
    const s = parseWithZod(form([["intent", "save-profile"]]), { schema: primaryProfileFormSchema(today) });
    expect(s.reply().error).toEqual({
      firstName: ["Please enter a valid first name"],
      gender: ["Please select a gender"],
      dateOfBirth: ["Please enter the date of birth as dd/mm/yyyy"],
    });
    const ok = parseWithZod(form([["intent", "save-profile"], ["firstName", "Ravi"], ["gender", "M"], ["dateOfBirth", "04/05/1990"]]), { schema: primaryProfileFormSchema(today) });
    expect(ok.status === "success" && ok.value).toEqual({ firstName: "Ravi", lastName: "", gender: "M", dateOfBirth: "04/05/1990" });
  });

  it("the date of birth typed as digits is saved as dd/mm/yyyy, or an age ('Enter age between 0-99') is given instead", () => {
    const digits = parseWithZod(form([["intent", "save-profile"], ["firstName", "Ravi"], ["gender", "M"], ["dateOfBirth", "04051990"]]), { schema: primaryProfileFormSchema(today) });
    expect(digits.status === "success" && digits.value.dateOfBirth).toBe("04/05/1990");
    const age = parseWithZod(form([["intent", "save-profile"], ["firstName", "Ravi"], ["gender", "M"], ["age", "36"]]), { schema: primaryProfileFormSchema(today) });
    expect(age.status === "success" && age.value.dateOfBirth).toBe("23/11/1990");
    const bad = parseWithZod(form([["intent", "save-profile"], ["firstName", "Ravi"], ["gender", "M"], ["age", "120"]]), { schema: primaryProfileFormSchema(today) });
    expect(bad.reply().error).toEqual({ age: ["Age must be between 0-99 years"] });
  });
});
