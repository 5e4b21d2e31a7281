/**
 * Each `graphql(`…`)` call of the browser's code becomes an import of that one document from
 * app/graphql/generated/graphql.ts, as GraphQL Code Generator's client preset advises for production (its own Babel
 * plugin, `babelOptimizerPlugin`, run here on the files that call it).
 *
 * Without it, `graphql()` looks its document up in the generated map of every document of the app (gql.ts), which
 * no bundler can tree-shake: the cart and the sign-in check are in the shell every page loads, so every page
 * downloaded every query's text twice (the map's keys and its values). With it, a page carries only the documents
 * its code names. Types are unchanged: TypeScript still reads the overloads of gql.ts.
 */
import path from "node:path";
import { transformAsync } from "@babel/core";
import { babelOptimizerPlugin } from "@graphql-codegen/client-preset";
import type { Plugin } from "vite";

const GENERATED = "app/graphql/generated";
/** Only the app's own modules that import the generated `graphql()` (codegen.ts: no other function has the name). */
const CALLS_GRAPHQL = /from\s+["'](?:~\/graphql\/generated|(?:\.\.?\/)+graphql\/generated)["']/;

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
      if (!/\.(ts|tsx)$/.test(file) || file.includes("/node_modules/") || file.includes(`/${GENERATED}/`) || !CALLS_GRAPHQL.test(code)) return null;
      const out = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        // Parse TypeScript (and JSX in .tsx only: in .ts, `<T>x` is a type assertion) and print it back; esbuild strips
        // the types after this plugin.
        parserOpts: { plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory: path.resolve(root, GENERATED), gqlTagName: "graphql" }]],
      });
      return out?.code ? { code: out.code, map: out.map } : null;
    },
  };
}
