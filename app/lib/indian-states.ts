/**
 * States and union territories as the India Post directory names them, with the GST state code (our state
 * id, as in the cities table) and the two-letter code the product uses (Telangana "TS", Odisha "OD").
 * Daman & Diu and Dadra & Nagar Haveli are one union territory since 2020 (GST 26).
 */
export interface IndianState {
  stateId: number;
  stateCode: string;
  stateName: string;
}

const STATES: Record<string, [stateId: number, stateCode: string, stateName: string]> = {
  "Jammu & Kashmir": [1, "JK", "Jammu and Kashmir"],
  "Himachal Pradesh": [2, "HP", "Himachal Pradesh"],
  Punjab: [3, "PB", "Punjab"],
  Chandigarh: [4, "CH", "Chandigarh"],
  Uttarakhand: [5, "UK", "Uttarakhand"],
  Haryana: [6, "HR", "Haryana"],
  Delhi: [7, "DL", "Delhi"],
  Rajasthan: [8, "RJ", "Rajasthan"],
  "Uttar Pradesh": [9, "UP", "Uttar Pradesh"],
  Bihar: [10, "BR", "Bihar"],
  Sikkim: [11, "SK", "Sikkim"],
  "Arunachal Pradesh": [12, "AR", "Arunachal Pradesh"],
  Nagaland: [13, "NL", "Nagaland"],
  Manipur: [14, "MN", "Manipur"],
  Mizoram: [15, "MZ", "Mizoram"],
  Tripura: [16, "TR", "Tripura"],
  Meghalaya: [17, "ML", "Meghalaya"],
  Assam: [18, "AS", "Assam"],
  "West Bengal": [19, "WB", "West Bengal"],
  Jharkhand: [20, "JH", "Jharkhand"],
  Odisha: [21, "OD", "Odisha"],
  Chattisgarh: [22, "CG", "Chhattisgarh"],
  "Madhya Pradesh": [23, "MP", "Madhya Pradesh"],
  Gujarat: [24, "GJ", "Gujarat"],
  "Daman & Diu": [26, "DD", "Dadra and Nagar Haveli and Daman and Diu"],
  "Dadra & Nagar Haveli": [26, "DD", "Dadra and Nagar Haveli and Daman and Diu"],
  Maharashtra: [27, "MH", "Maharashtra"],
  Karnataka: [29, "KA", "Karnataka"],
  Goa: [30, "GA", "Goa"],
  Lakshadweep: [31, "LD", "Lakshadweep"],
  Kerala: [32, "KL", "Kerala"],
  "Tamil Nadu": [33, "TN", "Tamil Nadu"],
  Pondicherry: [34, "PY", "Puducherry"],
  "Andaman & Nicobar": [35, "AN", "Andaman and Nicobar Islands"],
  Telangana: [36, "TS", "Telangana"],
  "Andhra Pradesh": [37, "AP", "Andhra Pradesh"],
};

/** The state of a directory row; null for a name the table does not know (a new directory release). */
export function indianState(directoryName: string): IndianState | null {
  const s = STATES[directoryName];
  return s ? { stateId: s[0], stateCode: s[1], stateName: s[2] } : null;
}
