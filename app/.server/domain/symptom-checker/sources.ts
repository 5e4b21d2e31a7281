/**
 * Where each condition and red flag of the knowledge base comes from: a published clinical guideline, and the
 * Human Disease Ontology id (DOID, CC0) where the condition has one that we checked. The knowledge base's own text
 * is written for this product; nothing is copied from the guidelines.
 */
export interface Guideline {
  publisher: "NICE" | "WHO" | "ICMR" | "AHA/ACC" | "AHA/ASA" | "GINA" | "WSES" | "EAACI" | "ECTODERM India";
  title: string;
  url: string;
}

export interface KnowledgeSource {
  guideline: Guideline;
  /** Human Disease Ontology id, e.g. "DOID:12205"; null when the entry is a sign rather than a disease, or none was checked. */
  doid: string | null;
}

/** The guidelines the knowledge base cites, each once. */
export const GUIDELINES = {
  niceChestPain: { publisher: "NICE", title: "Recent-onset chest pain of suspected cardiac origin: assessment and diagnosis (CG95)", url: "https://www.nice.org.uk/guidance/cg95" },
  ahaChestPain: { publisher: "AHA/ACC", title: "2021 AHA/ACC guideline for the evaluation and diagnosis of chest pain", url: "https://www.ahajournals.org/doi/10.1161/CIR.0000000000001029" },
  ahaStroke: { publisher: "AHA/ASA", title: "Guidelines for the early management of patients with acute ischemic stroke (2019 update)", url: "https://www.ahajournals.org/doi/10.1161/STR.0000000000000211" },
  whoBasicEmergencyCare: { publisher: "WHO", title: "Basic Emergency Care: approach to the acutely ill and injured (WHO/ICRC, 2018)", url: "https://www.who.int/publications/i/item/basic-emergency-care-approach-to-the-acutely-ill-and-injured" },
  niceSelfHarm: { publisher: "NICE", title: "Self-harm: assessment, management and preventing recurrence (NG225)", url: "https://www.nice.org.uk/guidance/ng225" },
  niceFeverUnder5: { publisher: "NICE", title: "Fever in under 5s: assessment and initial management (NG143)", url: "https://www.nice.org.uk/guidance/ng143" },
  niceEarlyPregnancy: { publisher: "NICE", title: "Ectopic pregnancy and miscarriage: diagnosis and initial management (NG126)", url: "https://www.nice.org.uk/guidance/ng126" },
  niceHeadache: { publisher: "NICE", title: "Headaches in over 12s: diagnosis and management (CG150)", url: "https://www.nice.org.uk/guidance/cg150" },
  niceMeningitis: { publisher: "NICE", title: "Meningitis (bacterial) and meningococcal disease: recognition, diagnosis and management (NG240)", url: "https://www.nice.org.uk/guidance/ng240" },
  niceAnaphylaxis: { publisher: "NICE", title: "Anaphylaxis: assessment and referral after emergency treatment (CG134)", url: "https://www.nice.org.uk/guidance/cg134" },
  icmrSyndromes: { publisher: "ICMR", title: "Treatment guidelines for antimicrobial use in common syndromes (ICMR, 2019)", url: "https://www.icmr.gov.in/" },
  whoDengue: { publisher: "WHO", title: "Dengue: guidelines for diagnosis, treatment, prevention and control (2009)", url: "https://www.who.int/publications/i/item/9789241547871" },
  whoMalaria: { publisher: "WHO", title: "WHO guidelines for malaria", url: "https://www.who.int/publications/i/item/guidelines-for-malaria" },
  whoInfluenza: { publisher: "WHO", title: "Guidelines for the clinical management of severe illness from influenza virus infections (2022)", url: "https://www.who.int/publications/i/item/9789240040816" },
  niceUti: { publisher: "NICE", title: "Urinary tract infection (lower): antimicrobial prescribing (NG109)", url: "https://www.nice.org.uk/guidance/ng109" },
  niceCough: { publisher: "NICE", title: "Cough (acute): antimicrobial prescribing (NG120)", url: "https://www.nice.org.uk/guidance/ng120" },
  nicePneumonia: { publisher: "NICE", title: "Pneumonia in adults: diagnosis and management (CG191)", url: "https://www.nice.org.uk/guidance/cg191" },
  gina: { publisher: "GINA", title: "Global strategy for asthma management and prevention (GINA, 2024)", url: "https://ginasthma.org/reports/" },
  whoTbDiagnosis: { publisher: "WHO", title: "WHO consolidated guidelines on tuberculosis, module 3: diagnosis (2024)", url: "https://www.who.int/publications/i/item/9789240089488" },
  niceReflux: { publisher: "NICE", title: "Gastro-oesophageal reflux disease and dyspepsia in adults: investigation and management (CG184)", url: "https://www.nice.org.uk/guidance/cg184" },
  niceAngina: { publisher: "NICE", title: "Stable angina: management (CG126)", url: "https://www.nice.org.uk/guidance/cg126" },
  niceSinusitis: { publisher: "NICE", title: "Sinusitis (acute): antimicrobial prescribing (NG79)", url: "https://www.nice.org.uk/guidance/ng79" },
  whoDiarrhoea: { publisher: "WHO", title: "The treatment of diarrhoea: a manual for physicians and other senior health workers (2005)", url: "https://www.who.int/publications/i/item/9241593180" },
  wsesAppendicitis: { publisher: "WSES", title: "Diagnosis and treatment of acute appendicitis: 2020 update of the WSES Jerusalem guidelines", url: "https://wjes.biomedcentral.com/articles/10.1186/s13017-020-00306-3" },
  niceEczema: { publisher: "NICE", title: "Atopic eczema in under 12s: diagnosis and management (CG57)", url: "https://www.nice.org.uk/guidance/cg57" },
  ectodermTinea: { publisher: "ECTODERM India", title: "Expert consensus on the management of dermatophytosis in India (ECTODERM India), BMC Dermatology 2018", url: "https://doi.org/10.1186/s12895-018-0073-1" },
  eaaciUrticaria: { publisher: "EAACI", title: "The international EAACI/GA²LEN/EuroGuiDerm/APAAACI guideline for urticaria (2022)", url: "https://doi.org/10.1111/all.15090" },
  niceDepression: { publisher: "NICE", title: "Depression in adults: treatment and management (NG222)", url: "https://www.nice.org.uk/guidance/ng222" },
  niceAnxiety: { publisher: "NICE", title: "Generalised anxiety disorder and panic disorder in adults: management (CG113)", url: "https://www.nice.org.uk/guidance/cg113" },
} as const satisfies Record<string, Guideline>;

export const sourceOf = (guideline: Guideline, doid: string | null): KnowledgeSource => ({ guideline, doid });

/** The Disease Ontology's page of a DOID. */
export const doidUrl = (doid: string) => `https://disease-ontology.org/?id=${encodeURIComponent(doid)}`;
