#!/usr/bin/env node
// `npm run new-widget <Type>`: scaffolds a working widget — widget-registry/widgets/<Type>/{index.ts,<Type>.tsx}
// with a props schema, a skeleton of the same box, two samples, its styles in widgets.css, and its two lines in
// registry.ts (at the `// WIDGET IMPORTS` and `// WIDGET LIST` markers). `--root <dir>` writes into another
// checkout (the unit test uses a scratch copy). Refuses a type that is not PascalCase or already exists.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const TYPE = /^[A-Z][A-Za-z0-9]+$/;

export function kebab(type) {
  return type.replace(/([a-z0-9])([A-Z])/g, "$1-$2").replace(/([A-Z])([A-Z][a-z])/g, "$1-$2").toLowerCase();
}

function componentSource(type) {
  const k = kebab(type);
  return `/**
 * ${type}: a row of cards, each a link. Scaffolded by \`npm run new-widget\`: describe here what the widget shows
 * and on which screens, then replace the cards with the real design (keep the skeleton the same box).
 */
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../../define-widget";
import { SectionHeader } from "../../SectionHeader";
import { WidgetLink } from "../shared/links";
import { SkeletonBlock, SkeletonHeader } from "../shared/skeleton";

export interface ${type}Item {
  id: string;
  title: string;
  subtitle?: string;
  redirectUrl: string;
}

export interface ${type}Props {
  items: ${type}Item[];
}

/** Placeholder cards: one row at every width (2 columns on phones, 4 from 768 px), like the loaded grid. */
const SKELETON_CARDS = 2;

export function ${type}({ props, section, dispatch }: WidgetProps<${type}Props>) {
  return (
    <div className="w-${k}">
      <SectionHeader section={section} dispatch={dispatch} />
      {props.items.length === 0 ? (
        <p className="w-empty">Nothing to show right now</p>
      ) : (
        <ul className="w-${k}-grid">
          {props.items.map((item) => (
            <li key={item.id} data-item-id={item.id}>
              <WidgetLink className="w-${k}-card" href={item.redirectUrl} dispatch={dispatch} event="item_click">
                <span className="w-${k}-title">{item.title}</span>
                {item.subtitle ? <span className="w-${k}-subtitle">{item.subtitle}</span> : null}
              </WidgetLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ${type}Skeleton(_: { meta: SectionMeta; view: "web" | "mweb" }) {
  return (
    <div className="w-${k}" aria-hidden="true">
      <SkeletonHeader />
      <div className="w-${k}-grid">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <SkeletonBlock key={i} className="w-${k}-card-skel" />
        ))}
      </div>
    </div>
  );
}
`;
}

function indexSource(type) {
  const schema = `${type[0].toLowerCase()}${type.slice(1)}PropsSchema`;
  return `import { defineWidget } from "../../define-widget";
import { ${type}, ${type}Skeleton, type ${type}Props } from "./${type}";

const urlString = { type: "string", minLength: 1, maxLength: 2048 };

/** Top level refuses unknown props (additionalProperties: false), as every widget schema must. */
export const ${schema} = {
  $schema: "http://json-schema.org/draft-07/schema#",
  type: "object",
  required: ["items"],
  additionalProperties: false,
  properties: {
    items: {
      type: "array",
      maxItems: 12,
      items: {
        type: "object",
        required: ["id", "title", "redirectUrl"],
        additionalProperties: false,
        properties: {
          id: { type: "string", minLength: 1, maxLength: 100 },
          title: { type: "string", minLength: 1, maxLength: 60 },
          subtitle: { type: "string", maxLength: 120 },
          redirectUrl: urlString,
        },
      },
    },
  },
};

export default defineWidget<${type}Props>({
  type: "${type}",
  propsSchema: ${schema},
  Component: ${type},
  Skeleton: ${type}Skeleton,
  samples: [
    {
      name: "Two popular tests",
      props: {
        items: [
          { id: "1001", title: "Complete Blood Count (CBC)", subtitle: "Reports in 24 hours", redirectUrl: "/lab-tests/complete-blood-count-cbc" },
          { id: "1144", title: "Thyroid Profile (T3, T4, TSH)", subtitle: "Free home sample collection", redirectUrl: "/lab-tests/thyroid-profile" },
        ],
      },
      meta: { variant: "grid" },
    },
    {
      name: "One test without a subtitle",
      props: {
        items: [{ id: "1031", title: "HbA1c (Glycosylated Haemoglobin)", redirectUrl: "/lab-tests/hba1c" }],
      },
      meta: { variant: "grid" },
    },
  ],
});
`;
}

function cssSource(type) {
  const k = kebab(type);
  return `
/* ---------- ${type} (scaffolded; cards and skeleton share one fixed height, so no layout shift) ---------- */
.w-${k}-grid {
  list-style: none; margin: 0; padding: 0; display: grid; gap: var(--space-3);
  grid-template-columns: repeat(2, minmax(0, 1fr));
}
@media (min-width: 768px) { .w-${k}-grid { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.w-${k}-grid > li { display: flex; min-width: 0; }
.w-${k}-card, .w-${k}-card-skel { flex: 1 1 auto; min-width: 0; height: 112px; border-radius: var(--radius-md); }
.w-${k}-card {
  display: flex; flex-direction: column; gap: var(--space-1); overflow: hidden; padding: var(--space-3);
  background: var(--color-surface); border: 1px solid var(--color-border); box-shadow: var(--elevation-1);
  color: var(--color-text); text-decoration: none;
}
.w-${k}-card:focus-visible { box-shadow: none; outline: 3px solid #ffbf47; outline-offset: -3px; }
.w-${k}-title {
  font-weight: 600; line-height: 1.3; color: var(--color-primary);
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden;
}
.w-${k}-subtitle { font-size: var(--font-size-sm); color: var(--color-text-muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.w-${k}-card:hover .w-${k}-title { text-decoration: underline; }
`;
}

/** Inserts `line` as the last line of the block that starts at `marker` (a run of non-blank lines). */
function insertAfterBlock(source, marker, line, file) {
  const lines = source.split("\n");
  const at = lines.findIndex((l) => l.includes(marker));
  if (at < 0) throw new Error(`${file}: marker "${marker}" not found`);
  let end = at + 1;
  while (end < lines.length && lines[end].trim() !== "" && !lines[end].trim().startsWith("]")) end++;
  lines.splice(end, 0, line);
  return lines.join("\n");
}

export function scaffoldWidget(type, root = process.cwd()) {
  if (!TYPE.test(type ?? "")) throw new Error(`Widget type must be PascalCase, e.g. PastSearchCard (got "${type ?? ""}")`);
  const registryDir = path.join(root, "widget-registry");
  const registryFile = path.join(registryDir, "registry.ts");
  const dir = path.join(registryDir, "widgets", type);
  const registry = fs.readFileSync(registryFile, "utf8");
  if (fs.existsSync(dir) || new RegExp(`from "\\./widgets/${type}"`).test(registry)) throw new Error(`Widget ${type} already exists`);

  let next = insertAfterBlock(registry, "// WIDGET IMPORTS", `import ${type} from "./widgets/${type}";`, registryFile);
  next = insertAfterBlock(next, "// WIDGET LIST", `  ${type},`, registryFile);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${type}.tsx`), componentSource(type));
  fs.writeFileSync(path.join(dir, "index.ts"), indexSource(type));
  fs.writeFileSync(registryFile, next);
  fs.appendFileSync(path.join(registryDir, "widgets.css"), cssSource(type));
  return { dir, files: [path.join(dir, "index.ts"), path.join(dir, `${type}.tsx`), registryFile, path.join(registryDir, "widgets.css")] };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf("--root");
  const root = rootAt >= 0 ? path.resolve(args[rootAt + 1] ?? ".") : process.cwd();
  const type = args.find((a, i) => !a.startsWith("--") && (rootAt < 0 || i !== rootAt + 1));
  try {
    const { files } = scaffoldWidget(type, root);
    console.log(`Created widget ${type}:\n${files.map((f) => `  ${path.relative(root, f)}`).join("\n")}`);
    console.log(`Next: fill in the component and schema, then see it at /widget-gallery?type=${type} and run the contract tests (docs/widgets.md).`);
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
