/**
 * LOINC codes of the catalogue's observations, keyed by observation name like the reference ranges beside this
 * file. Used by the FHIR export (an Observation's code); an observation missing here is exported with its name as
 * text only, never with a guessed code.
 */
export const loincCodes: Record<string, { code: string; display: string }> = {
  HbA1c: { code: "4548-4", display: "Hemoglobin A1c/Hemoglobin.total in Blood" },
  "Estimated Average Glucose (eAG)": { code: "27353-2", display: "Glucose mean value [Mass/volume] in Blood Estimated from glycated hemoglobin" },
  "Glucose, Fasting": { code: "1558-6", display: "Fasting glucose [Mass/volume] in Serum or Plasma" },
  "Glucose, Post Prandial (2 hr)": { code: "1521-4", display: "Glucose [Mass/volume] in Serum or Plasma --2 hours post meal" },
  "Total Cholesterol": { code: "2093-3", display: "Cholesterol [Mass/volume] in Serum or Plasma" },
  Triglycerides: { code: "2571-8", display: "Triglyceride [Mass/volume] in Serum or Plasma" },
  "HDL Cholesterol": { code: "2085-9", display: "Cholesterol in HDL [Mass/volume] in Serum or Plasma" },
  "LDL Cholesterol (Direct)": { code: "18262-6", display: "Cholesterol in LDL [Mass/volume] in Serum or Plasma by Direct assay" },
  "VLDL Cholesterol": { code: "13458-5", display: "Cholesterol in VLDL [Mass/volume] in Serum or Plasma" },
  "TSH (Ultrasensitive)": { code: "3016-3", display: "Thyrotropin [Units/volume] in Serum or Plasma" },
  "Total T3 (Triiodothyronine)": { code: "3053-6", display: "Triiodothyronine (T3) [Mass/volume] in Serum or Plasma" },
  "Total T4 (Thyroxine)": { code: "3026-2", display: "Thyroxine (T4) [Mass/volume] in Serum or Plasma" },
  "Free T3": { code: "3051-0", display: "Triiodothyronine (T3) Free [Mass/volume] in Serum or Plasma" },
  "Free T4": { code: "3024-7", display: "Thyroxine (T4) free [Mass/volume] in Serum or Plasma" },
  "Vitamin D (25-Hydroxy)": { code: "1989-3", display: "25-hydroxyvitamin D3 [Mass/volume] in Serum or Plasma" },
  Haemoglobin: { code: "718-7", display: "Hemoglobin [Mass/volume] in Blood" },
  "Serum Creatinine": { code: "2160-0", display: "Creatinine [Mass/volume] in Serum or Plasma" },
};
