/**
 * "A name in Devanagari (any Indian script) prints as empty boxes on the report and invoice PDFs … Embed fonts that
 * cover the scripts the app accepts." Every character of a name must land in a run whose font has its glyph.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { textRuns } from "~/.server/domain/lab-tests/pdf-fonts";

const require = createRequire(import.meta.url);
const fontkit = require("fontkit") as { openSync(f: string): { hasGlyphForCodePoint(cp: number): boolean } };

// The faces' files, by the font names textRuns gives (pdf-fonts registers the same files under these names).
function fileOf(font: string): string {
  const [face, weight] = font.split("-");
  const subsets: Record<string, [string, string]> = {
    Latin: ["noto-sans", "latin"], LatinExt: ["noto-sans", "latin-ext"], Devanagari: ["noto-sans-devanagari", "devanagari"],
    Bengali: ["noto-sans-bengali", "bengali"], Gurmukhi: ["noto-sans-gurmukhi", "gurmukhi"], Gujarati: ["noto-sans-gujarati", "gujarati"],
    Oriya: ["noto-sans-oriya", "oriya"], Tamil: ["noto-sans-tamil", "tamil"], Telugu: ["noto-sans-telugu", "telugu"],
    Kannada: ["noto-sans-kannada", "kannada"], Malayalam: ["noto-sans-malayalam", "malayalam"],
  };
  const [pkg, subset] = subsets[face];
  return require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight === "bold" ? 700 : 400}-normal.woff`);
}

describe("PDF fonts", () => {
  const samples = ["Patient: प्रिया शर्मा", "தமிழ்செல்வி", "శ్రీనివాస్ రెడ్డి", "সুমিত্রা দাস", "ಅನನ್ಯಾ ಕೃಷ್ಣ", "ഗോപിക മേനോൻ", "હેતલ પટેલ", "ਗੁਰਪ੍ਰੀਤ ਕੌਰ", "ସୁଭଶ୍ରୀ ମହାନ୍ତି", "Total ₹3,155.00", "TSH 0.1 µIU/mL"];
  for (const text of samples) {
    it(`draws every character of "${text}" in a font that has it`, () => {
      const runs = textRuns(text, "bold");
      expect(runs.map((r) => r.text).join("")).toBe(text);
      for (const r of runs) {
        const font = fontkit.openSync(fileOf(r.font));
        for (const ch of r.text) expect(font.hasGlyphForCodePoint(ch.codePointAt(0)!), `${ch} in ${r.font}`).toBe(true);
      }
    });
  }

  it("keeps a word of one script in one run, so it is shaped whole (conjuncts, vowel signs)", () => {
    expect(textRuns("प्रिया शर्मा").map((r) => r.text)).toEqual(["प्रिया शर्मा"]);
    expect(textRuns("Patient: தமிழ்செல்வி").map((r) => r.font)).toEqual(["Latin-regular", "Tamil-regular"]);
  });
});
