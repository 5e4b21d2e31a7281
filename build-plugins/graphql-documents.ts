/**
 * Each `graphql(`…`)` call of the browser's code becomes an import of that one document from
 * app/graphql/generated/graphql.ts, as GraphQL Code Generator's client preset advises for production (its own Babel
 * plugin, `babelOptimizerPlugin`, run here on the files that call it).
 *
 * Without it, `graphql()` looks its document up in the generated map of every document of the app (gql.ts), which
 * no bundler can tree-shake: the cart and the sign-in check are in the shell every page loads, so every page
 * downloaded every query's text twice (the map's keys and its values). With it, a page carries only the documents
 * its code names. Types are unchanged: TypeScript still reads the overloads of gql.ts.
 *
 * The optimizer imports each document from the one generated module, and a module goes into one chunk whole: since
 * the shell (the cart, the sign-in check) imports that module, every document any lazy chunk used (the payment
 * result's, the Circle popup's, the search dialog's) was in the shell too. So, after the optimizer, each imported
 * document is declared in the module that uses it (`declareDocuments`), and only the class comes from the generated
 * module: a document goes where its user goes.
 */
import fs from "node:fs";
import path from "node:path";
import { transformAsync, types as t, type PluginObj } from "@babel/core";
import { babelOptimizerPlugin } from "@graphql-codegen/client-preset";
import type { Plugin } from "vite";

const GENERATED = "app/graphql/generated";
/** Only the app's own modules that import the generated `graphql()` (codegen.ts: no other function has the name). */
const CALLS_GRAPHQL = /from\s+["'](?:~\/graphql\/generated|(?:\.\.?\/)+graphql\/generated)["']/;

/** The generated documents by export name: their text and their `__meta__` (fragments have one). */
type Documents = Map<string, { text: string; meta: unknown }>;

let read: { mtimeMs: number; documents: Documents } | null = null;

function generatedDocuments(file: string): Documents {
  const { mtimeMs } = fs.statSync(file);
  if (read?.mtimeMs === mtimeMs) return read.documents;
  const documents: Documents = new Map();
  // As client-preset writes them (documentMode "string"): export const XDocument = new TypedDocumentString(`…`, {…}?) as …
  const source = fs.readFileSync(file, "utf8");
  for (const m of source.matchAll(/export const (\w+) = new TypedDocumentString\(`([^`]*)`(?:, (\{[^\n]*?\}))?\) as unknown as/g)) {
    documents.set(m[1], { text: m[2], meta: m[3] ? JSON.parse(m[3]) : undefined });
  }
  read = { mtimeMs, documents };
  return documents;
}

/** Replaces the optimizer's imports of documents with declarations of them, in the importing module. */
function declareDocuments(generatedModule: string, documents: Documents): PluginObj {
  return {
    name: "declare-graphql-documents",
    visitor: {
      Program: {
        exit(program, state) {
          const dir = path.dirname(state.filename ?? "");
          const declared: t.Statement[] = [];
          let lastImport = -1;
          let classImported = false;
          program.node.body.forEach((node, i) => {
            if (!t.isImportDeclaration(node)) return;
            lastImport = i;
            if (node.importKind === "type" || path.resolve(dir, node.source.value) !== generatedModule) return;
            node.specifiers = node.specifiers.filter((s) => {
              const name = t.isImportSpecifier(s) && t.isIdentifier(s.imported) ? s.imported.name : null;
              const document = name ? documents.get(name) : undefined;
              if (!document) return true;
              const args: t.Expression[] = [t.stringLiteral(document.text)];
              if (document.meta !== undefined) args.push(t.valueToNode(document.meta));
              const made = t.newExpression(t.identifier("__TypedDocumentString"), args);
              t.addComment(made, "leading", "#__PURE__");
              declared.push(t.variableDeclaration("const", [t.variableDeclarator(t.identifier(s.local.name), made)]));
              return false;
            });
            // One import of the class, on the first declaration that needs it.
            if (declared.length && !classImported) {
              classImported = true;
              node.specifiers.push(t.importSpecifier(t.identifier("__TypedDocumentString"), t.identifier("TypedDocumentString")));
            }
          });
          if (declared.length) program.node.body.splice(lastImport + 1, 0, ...declared);
        },
      },
    },
  };
}

export function graphqlDocuments(): Plugin {
  let root = process.cwd();
  return {
    name: "graphql-documents",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      const file = id.split("?")[0];
      // The generated documents, marked pure: constructing a String subclass looks like a side effect to the bundler,
      // which kept every document in the bundle whether anything used it or not.
      if (file === path.resolve(root, GENERATED, "graphql.ts")) {
        return { code: code.replaceAll("= new TypedDocumentString(", "= /*#__PURE__*/ new TypedDocumentString("), map: null };
      }
      if (!/\.(ts|tsx)$/.test(file) || file.includes("/node_modules/") || file.includes(`/${GENERATED}/`) || !CALLS_GRAPHQL.test(code)) return null;
      const out = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        // Parse TypeScript (and JSX in .tsx only: in .ts, `<T>x` is a type assertion) and print it back; esbuild strips
        // the types after this plugin.
        parserOpts: { plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"] },
        plugins: [
          [babelOptimizerPlugin, { artifactDirectory: path.resolve(root, GENERATED), gqlTagName: "graphql" }],
          declareDocuments(path.resolve(root, GENERATED, "graphql"), generatedDocuments(path.resolve(root, GENERATED, "graphql.ts"))),
        ],
      });
      return out?.code ? { code: out.code, map: out.map } : null;
    },
  };
}
