/**
 * Search synonym groups: words patients type for the same thing ("CBC" ↔ "Complete Blood Count", "sugar" ↔
 * glucose/HbA1c, "thyroid" ↔ T3/T4/TSH). When any term of a group appears in an item's name, the whole group is
 * indexed as that item's synonyms, so a search for one term finds items named with another.
 */
export const searchSynonymGroups: { groupName: string; terms: string[] }[] = [
  { groupName: "cbc", terms: ["cbc", "complete blood count", "haemogram", "hemogram", "blood count"] },
  { groupName: "sugar", terms: ["sugar", "blood sugar", "glucose", "hba1c", "diabetes", "fbs", "ppbs", "rbs"] },
  { groupName: "thyroid", terms: ["thyroid", "t3", "t4", "tsh", "thyroxine", "triiodothyronine", "ft3", "ft4"] },
  { groupName: "cholesterol", terms: ["cholesterol", "lipid", "lipid profile", "triglycerides", "hdl", "ldl"] },
  { groupName: "liver", terms: ["liver", "lft", "sgpt", "sgot", "bilirubin", "hepatic"] },
  { groupName: "kidney", terms: ["kidney", "kft", "rft", "renal", "creatinine", "urea"] },
  { groupName: "vitamin-d", terms: ["vitamin d", "vit d", "25-oh", "25 hydroxy", "calcidiol"] },
  { groupName: "vitamin-b12", terms: ["vitamin b12", "b12", "cobalamin", "cyanocobalamin"] },
  { groupName: "iron", terms: ["iron", "ferritin", "tibc", "anaemia", "anemia"] },
  { groupName: "urine", terms: ["urine", "urine routine", "cue", "urinalysis"] },
  { groupName: "fever", terms: ["fever", "dengue", "malaria", "typhoid", "widal"] },
  { groupName: "full-body", terms: ["full body", "full body checkup", "health checkup", "master health checkup", "whole body"] },
  { groupName: "heart", terms: ["heart", "cardiac", "hs-crp", "troponin"] },
  { groupName: "crp", terms: ["crp", "c-reactive protein"] },
  { groupName: "esr", terms: ["esr", "erythrocyte sedimentation rate", "sed rate"] },
  { groupName: "hormones-female", terms: ["pcos", "pcod", "amh", "fsh", "lh", "prolactin"] },
];
