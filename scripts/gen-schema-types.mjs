// Generates TypeScript types from schemas/*.schema.json (never hand-copied). Run by build and typecheck.
import fs from "node:fs";
import path from "node:path";
import { compile } from "json-schema-to-typescript";

const dir = path.resolve("schemas");
const out = path.join(dir, "generated");
fs.mkdirSync(out, { recursive: true });
const files = fs.readdirSync(dir).filter((f) => f.endsWith(".schema.json"));
const toFile = (url) => path.join(dir, url.replace(/#.*$/, "").replace(/^.*\//, "").replace(/(\.schema)?\.json$/, ".schema.json"));
for (const f of files) {
  const schema = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
  const ts = await compile(schema, schema.title, {
    cwd: dir,
    bannerComment: "/* Generated from schemas/" + f + " by scripts/gen-schema-types.mjs. Do not edit. */",
    declareExternallyReferenced: true,
    ignoreMinAndMaxItems: true,
    additionalProperties: false,
    $refOptions: {
      resolve: {
        local: {
          order: 1,
          // "section.json" in a $ref means schemas/section.schema.json.
          canRead: (file) => fs.existsSync(toFile(file.url)),
          read: (file) => fs.readFileSync(toFile(file.url)),
        },
      },
    },
  });
  fs.writeFileSync(path.join(out, f.replace(".schema.json", ".ts")), ts);
}
console.log(`generated types for ${files.length} schemas`);
