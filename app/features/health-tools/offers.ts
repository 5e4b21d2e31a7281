/** What a tool's result offers next: the lab tests and the consult that fit it. Paths are pages that exist. */
export interface ToolOffer {
  label: string;
  to: string;
}

const CONSULT: ToolOffer = { label: "Consult a doctor", to: "/consult" };

const OFFERS = {
  // Excess weight and a large waist raise the risk of diabetes and abnormal lipids first.
  overweight: [
    { label: "Book HbA1c", to: "/lab-tests/hba1c-glycated-haemoglobin" },
    { label: "Book a lipid profile", to: "/lab-tests/lipid-profile" },
    CONSULT,
  ],
  // Low weight: anaemia and an overactive thyroid are common causes to rule out.
  underweight: [
    { label: "Book a complete blood count", to: "/lab-tests/complete-blood-count-cbc" },
    { label: "Book a thyroid profile", to: "/lab-tests/thyroid-profile-total-t3-t4-tsh" },
    CONSULT,
  ],
  healthy: [{ label: "Book a full body checkup", to: "/test-listing/full-body-checkup" }],
  nutrition: [
    { label: "Book a vitamin D test", to: "/lab-tests/vitamin-d-25-hydroxy" },
    { label: "Book a full body checkup", to: "/test-listing/full-body-checkup" },
    CONSULT,
  ],
  // A heart-risk result: the cholesterol the non-laboratory chart leaves out, and a cardiologist.
  heart: [
    { label: "Book a lipid profile", to: "/lab-tests/lipid-profile" },
    { label: "Consult a cardiologist", to: "/specialties/cardiology" },
  ],
  heartWithSugar: [
    { label: "Book a lipid profile", to: "/lab-tests/lipid-profile" },
    { label: "Book HbA1c", to: "/lab-tests/hba1c-glycated-haemoglobin" },
    { label: "Consult a cardiologist", to: "/specialties/cardiology" },
  ],
  exercise: [
    { label: "Book a lipid profile", to: "/lab-tests/lipid-profile" },
    { label: "Book a full body checkup", to: "/test-listing/full-body-checkup" },
  ],
} satisfies Record<string, ToolOffer[]>;

export const offersFor = (kind: keyof typeof OFFERS): ToolOffer[] => OFFERS[kind];
