/**
 * Fonts for the invoice and report PDFs. A patient's name may be in any Indian script (lib/patient accepts any
 * script's letters), and the amounts carry the rupee sign, so no single font covers a document: Noto Sans, from the
 * npm font packages (so every machine has them), is embedded per script, and each string is drawn as runs, one per
 * font. The packages split each family into subsets by Unicode range (the Devanagari file has no space, the Latin
 * file no ₹), so a run's font is chosen by which file really has the glyph. fontkit, inside pdfkit, shapes the Indic
 * runs (conjuncts, vowel signs), and pdfkit writes the mapping back to Unicode that lets the text be searched.
 */
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
// fontkit is the font engine pdfkit itself uses; it ships no types, and this is all we ask of it.
interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string, features?: Record<string, boolean>): unknown;
}
const fontkit = require("fontkit") as { openSync(file: string): FontkitFont };

export type Weight = "regular" | "bold";

interface Face {
  /** The pdfkit font name prefix; the weight is appended. */
  name: string;
  files: Record<Weight, string>;
  has(codePoint: number): boolean;
  /** Whether fontkit can position this text's marks in this face (see MARKS_OFF). */
  positionsMarks(text: string, weight: Weight): boolean;
}

function face(name: string, pkg: string, subset: string): Face {
  const dir = path.join(path.dirname(require.resolve(`@fontsource/${pkg}/package.json`)), "files");
  const file = (weight: number) => path.join(dir, `${pkg}-${subset}-${weight}-normal.woff`);
  const fonts = new Map<number, FontkitFont>();
  const open = (weight: number) => fonts.get(weight) ?? fonts.set(weight, fontkit.openSync(file(weight))).get(weight)!;
  return {
    name,
    files: { regular: file(400), bold: file(700) },
    // Both weights of a subset cover the same characters: the regular file answers for both.
    has: (cp) => open(400).hasGlyphForCodePoint(cp),
    positionsMarks(text, weight) {
      try {
        open(weight === "bold" ? 700 : 400).layout(text);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** In order of preference: Latin first (most text), then Latin-ext (₹ is there), then each Indian script. */
const FACES: Face[] = [
  face("Latin", "noto-sans", "latin"),
  face("LatinExt", "noto-sans", "latin-ext"),
  face("Devanagari", "noto-sans-devanagari", "devanagari"),
  face("Bengali", "noto-sans-bengali", "bengali"),
  face("Gurmukhi", "noto-sans-gurmukhi", "gurmukhi"),
  face("Gujarati", "noto-sans-gujarati", "gujarati"),
  face("Oriya", "noto-sans-oriya", "oriya"),
  face("Tamil", "noto-sans-tamil", "tamil"),
  face("Telugu", "noto-sans-telugu", "telugu"),
  face("Kannada", "noto-sans-kannada", "kannada"),
  face("Malayalam", "noto-sans-malayalam", "malayalam"),
];

const fontName = (f: Face, weight: Weight) => `${f.name}-${weight}`;

/** Registers every face on a document (pdfkit embeds only the fonts used, and of them only the glyphs used). */
export function registerFonts(doc: { registerFont(name: string, src: string): unknown }) {
  for (const f of FACES) {
    doc.registerFont(fontName(f, "regular"), f.files.regular);
    doc.registerFont(fontName(f, "bold"), f.files.bold);
  }
}

/**
 * fontkit 2 fails on a mark-to-base anchor that a font leaves empty (legal in OpenType; the Telugu and Gurmukhi
 * subsets have some, e.g. in "శ్రీ"). Such a run is drawn without mark positioning (mark, mark-to-mark, above- and
 * below-base marks): its vowel signs keep their default place instead of the document failing.
 */
// pdfkit hands `features` to fontkit's layout, which also takes an object of features to switch off; pdfkit's types
// know only the list form.
export const MARKS_OFF = { mark: false, mkmk: false, abvm: false, blwm: false } as unknown as PDFKit.Mixins.TextOptions["features"];

export interface Run {
  text: string;
  font: string;
  /** OpenType feature overrides for pdfkit's `features` option, when the default shaping cannot run. */
  features?: PDFKit.Mixins.TextOptions["features"];
}

/**
 * Splits text into runs that one font each can draw. A character stays in the current run while its font has it
 * (so a Devanagari word keeps its virama and vowel signs with its consonants, and a joiner stays inside the word);
 * otherwise it starts a run in the first face that has it.
 */
export function textRuns(text: string, weight: Weight = "regular"): Run[] {
  const runs: { text: string; face: Face }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const last = runs[runs.length - 1];
    if (last && last.face.has(cp)) {
      last.text += ch;
      continue;
    }
    const f = FACES.find((candidate) => candidate.has(cp)) ?? last?.face ?? FACES[0];
    if (last && last.face === f) last.text += ch;
    else runs.push({ text: ch, face: f });
  }
  return runs.map((r) => ({ text: r.text, font: fontName(r.face, weight), ...(r.face.positionsMarks(r.text, weight) ? {} : { features: MARKS_OFF }) }));
}

/** The run to measure a string drawn whole with (a table cell's height): its longest run. */
export function mainRun(text: string, weight: Weight = "regular"): Run {
  const runs = textRuns(text, weight);
  return runs.length ? runs.reduce((a, b) => (b.text.length > a.text.length ? b : a)) : { text, font: fontName(FACES[0], weight) };
}
