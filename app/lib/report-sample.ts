/**
 * The sample type and method a lab report prints under each test, as Indian lab reports do ("Sample: Serum ·
 * Method: CLIA"). They follow from the lab section that runs the test (the first entry of the item's
 * subCategoryList: Haematology, Biochemistry, …), the collection the preparation text asks for (urine, stool),
 * and a few tests whose method is their name's (HbA1c by HPLC, glucose by hexokinase, ESR by Westergren).
 */
export interface SampleAndMethod {
  sampleType: string;
  method: string;
}

const BY_SECTION: Record<string, SampleAndMethod> = {
  Haematology: { sampleType: "Whole blood (EDTA)", method: "Automated cell counter (impedance and flow cytometry)" },
  Coagulation: { sampleType: "Citrated plasma", method: "Clot detection (automated coagulometer)" },
  Biochemistry: { sampleType: "Serum", method: "Photometry (automated clinical chemistry analyser)" },
  Immunoassay: { sampleType: "Serum", method: "Chemiluminescence immunoassay (CLIA)" },
  "Special Chemistry": { sampleType: "Serum", method: "HPLC / nephelometry" },
  Serology: { sampleType: "Serum", method: "ELISA / immunochromatography" },
  Microbiology: { sampleType: "As collected (sterile container)", method: "Culture and sensitivity (automated identification)" },
  "Molecular Diagnostics": { sampleType: "Whole blood (EDTA) / swab", method: "Real-time PCR" },
  "Clinical Pathology": { sampleType: "Urine", method: "Physical, chemical (dipstick) and microscopic examination" },
  Cytopathology: { sampleType: "Smear / fluid", method: "Microscopy (Papanicolaou stain)" },
  "Allergy Testing": { sampleType: "Serum", method: "Fluorescence enzyme immunoassay (FEIA)" },
  Autoimmunity: { sampleType: "Serum", method: "Indirect immunofluorescence / ELISA" },
};

/** Tests whose method (and sample) differ from their section's; matched on the test's name. */
const BY_NAME: [RegExp, Partial<SampleAndMethod>][] = [
  [/HbA1c|Glycated/i, { sampleType: "Whole blood (EDTA)", method: "HPLC (NGSP certified)" }],
  [/Haemoglobin Variants/i, { sampleType: "Whole blood (EDTA)", method: "HPLC" }],
  [/\bESR\b|Sedimentation/i, { sampleType: "Whole blood (EDTA)", method: "Westergren" }],
  [/Blood Group/i, { sampleType: "Whole blood (EDTA)", method: "Column agglutination (forward and reverse grouping)" }],
  [/Peripheral (Blood )?Smear/i, { sampleType: "Whole blood (EDTA)", method: "Microscopy (Leishman stain)" }],
  [/Glucose|Blood Sugar|\bGTT\b|\bGCT\b/i, { sampleType: "Fluoride plasma", method: "Hexokinase" }],
];

const fromPreparation = (preparation: string): string | null => {
  if (/urine/i.test(preparation)) return /24 hours/i.test(preparation) ? "24-hour urine" : "Urine";
  if (/stool/i.test(preparation)) return "Stool";
  return null;
};

export function sampleAndMethod(test: { name: string; section: string | null; preparation: string }): SampleAndMethod {
  const section = BY_SECTION[test.section ?? ""] ?? { sampleType: "Serum", method: "As per the lab's validated procedure" };
  const named = BY_NAME.find(([re]) => re.test(test.name))?.[1] ?? {};
  return {
    // A urine or stool collection decides the sample whatever the section (a urine culture, a urine microalbumin).
    sampleType: fromPreparation(test.preparation) ?? named.sampleType ?? section.sampleType,
    method: named.method ?? section.method,
  };
}
