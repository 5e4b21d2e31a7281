/**
 * Who is a doctor: "the doctor's side: /doctor (role doctor; demo doctor accounts in the seed)". The seeded doctor
 * accounts sign in as their doctors; a patient, a lab staff member and a visitor are refused.
 */
import { describe, expect, it } from "vitest";
import { doctorOfAccount, requireDoctorUser } from "~/.server/doctor/access";
import { doctorAccounts } from "~/.server/db/seed-data/doctor-accounts";
import { startSession } from "~/.server/session";
import { targets, servicesOfTarget } from "./harness";

describe.each(targets)("doctor accounts on $name", (target) => {
  const services = servicesOfTarget(target);
  const accountOf = async (mobile: string) =>
    (await services().db.selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow()).id;
  const requestAs = async (mobile: string | null) => {
    const headers: Record<string, string> = {};
    if (mobile) headers.cookie = (await startSession({ accountId: await accountOf(mobile), mobileNumber: mobile, countryCode: "+91", isCircleMember: false })).split(";")[0];
    return new Request("http://localhost/doctor", { headers });
  };

  it("links each demo doctor account to its doctor", async () => {
    for (const a of doctorAccounts) {
      const doctor = await doctorOfAccount(services().db, await accountOf(a.mobileNumber));
      expect(doctor?.doctorSlug).toBe(a.doctorSlug);
    }
  });

  it("lets a doctor in and refuses a patient (403) and a visitor (sign-in redirect)", async () => {
    expect((await requireDoctorUser(await requestAs("9000000202"))).doctorSlug).toBe("dr-farah-khan");
    for (const mobile of ["9000000001", "9000000103"]) {
      const refused = await requireDoctorUser(await requestAs(mobile)).then(() => null, (e: Response) => e);
      expect(refused?.status).toBe(403);
    }
    const visitor = await requireDoctorUser(await requestAs(null)).then(() => null, (e: Response) => e);
    expect(visitor?.status).toBe(302);
    expect(visitor?.headers.get("location")).toBe("/login?continue=%2Fdoctor");
  });

  it("does not count the role without the link, nor the link without the role", async () => {
    const patient = await accountOf("9000000001");
    expect(await doctorOfAccount(services().db, patient)).toBeNull();
    await services().db.insertInto("account_roles").values({ account_id: patient, role: "doctor", display_name: null }).execute();
    expect(await doctorOfAccount(services().db, patient)).toBeNull();
  });
});
