import { describe, expect, it } from "vitest";
import {
  AGE_PLACEHOLDER, ageFromDateOfBirth, dateOfBirthForAge, isProfileIncomplete, MAX_PROFILES_PER_ACCOUNT, parseDateOfBirth,
  PROFILE_INCOMPLETE_MESSAGE, profileIconBand, validatePatientInput,
} from "~/lib/patient";

const today = new Date(2026, 10, 23);
const valid = { firstName: "Meera", lastName: "Sharma", gender: "F", dateOfBirth: "02/03/1989", relation: "spouse", emailAddress: "" };

describe("patient profile rules", () => {
  it("'Age placeholder: 'Enter age between 0-99''", () => {
    expect(AGE_PLACEHOLDER).toBe("Enter age between 0-99");
    expect(dateOfBirthForAge(0, today)).toBe("23/11/2026");
    expect(dateOfBirthForAge(99, today)).toBe("23/11/1927");
    expect(dateOfBirthForAge(100, today)).toBeNull();
    expect(dateOfBirthForAge(-1, today)).toBeNull();
  });

  it("'Age range 0-99': a date of birth outside it is refused", () => {
    expect(validatePatientInput({ ...valid, dateOfBirth: "01/01/1920" }, today).dateOfBirth).toBe("Age must be between 0-99 years");
    expect(validatePatientInput({ ...valid, dateOfBirth: "01/01/2027" }, today).dateOfBirth).toBe("Age must be between 0-99 years");
    expect(validatePatientInput({ ...valid, dateOfBirth: "23/11/2026" }, today)).toEqual({});
  });

  it("'A date of birth used for age calculation is dd/mm/yyyy; a non-string gives an empty result'", () => {
    expect(ageFromDateOfBirth("24/11/1990", today)).toBe(35);
    expect(ageFromDateOfBirth("23/11/1990", today)).toBe(36);
    expect(ageFromDateOfBirth(19901123, today)).toBeNull();
    expect(ageFromDateOfBirth(null, today)).toBeNull();
    expect(parseDateOfBirth("1990-11-23")).toBeNull();
    expect(parseDateOfBirth("31/02/2000")).toBeNull();
  });

  it("'Profile icon age bands: up to 18, up to 40, up to 60, above'", () => {
    expect([0, 18, 19, 40, 41, 60, 61, 99].map(profileIconBand)).toEqual(["child", "child", "young-adult", "young-adult", "adult", "adult", "senior", "senior"]);
  });

  it("'A profile missing gender or date of birth blocks the order: contact customer care'", () => {
    expect(isProfileIncomplete({ gender: "F", dateOfBirth: "02/03/1989" })).toBe(false);
    expect(isProfileIncomplete({ gender: null, dateOfBirth: "02/03/1989" })).toBe(true);
    expect(isProfileIncomplete({ gender: "M", dateOfBirth: null })).toBe(true);
    expect(PROFILE_INCOMPLETE_MESSAGE).toMatch(/contact customer care/);
  });

  it("'Maximum profiles per account 100'", () => {
    expect(MAX_PROFILES_PER_ACCOUNT).toBe(100);
  });

  it("first/last name, gender (M/F), date of birth, relation and email are all checked, every problem at once", () => {
    expect(validatePatientInput(valid, today)).toEqual({});
    expect(validatePatientInput({ firstName: "", lastName: "1", gender: "B", dateOfBirth: "x", relation: "cousin", emailAddress: "a@b" }, today)).toEqual({
      firstName: "Please enter a valid first name",
      lastName: "Please enter a valid last name",
      gender: "Please select a gender",
      dateOfBirth: "Please enter the date of birth as dd/mm/yyyy",
      relation: "Please select a relation",
      emailAddress: "Please enter a valid email address",
    });
  });
});
