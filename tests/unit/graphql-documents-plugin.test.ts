/**
 * The build's GraphQL documents (build-plugins/graphql-documents.ts): a `graphql()` call becomes its one document,
 * declared in the module that calls it, so a document only a lazy chunk uses (the payment result's) goes with that
 * chunk rather than into the shell every page loads; and the generated documents are marked pure, so one nothing
 * uses is left out of the bundle.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Plugin } from "vite";
import { graphqlDocuments } from "../../build-plugins/graphql-documents";

const root = process.cwd();
const generated = path.join(root, "app/graphql/generated/graphql.ts");

async function transform(code: string, file: string): Promise<string> {
  const plugin = graphqlDocuments() as Plugin & { configResolved(c: { root: string }): void; transform(code: string, id: string): Promise<{ code: string } | null> };
  plugin.configResolved({ root });
  return (await plugin.transform(code, file))?.code ?? code;
}

describe("graphql() documents in the build", () => {
  it("declares the called document in the calling module, with its fragment, importing only the class from the generated module", async () => {
    const code = [
      'import { graphql } from "~/graphql/generated";',
      "const CartSync = graphql(`query CartSync($visitorItemIds: [Int!]) { getDiagnosticCart(visitorItemIds: $visitorItemIds) { ...CartFields } }`);",
      "const Status = graphql(`query GetPaymentStatus($category: String!, $orderId: Int!) { getPaymentStatus(category: $category, orderId: $orderId) { orderId } }`);",
      "export const send = () => [CartSync.toString(), Status.toString()];",
    ].join("\n");
    const out = await transform(code, path.join(root, "app/features/cart/example.ts"));
    expect(out).not.toMatch(/import \{[^}]*(CartSyncDocument|GetPaymentStatusDocument)/);
    expect(out).toMatch(/import \{ TypedDocumentString as __TypedDocumentString \} from "(\.\.\/)+graphql\/generated\/graphql"/);
    expect(out.match(/TypedDocumentString as __TypedDocumentString/g)).toHaveLength(1);
    expect(out).toMatch(/const CartSyncDocument = \/\*#__PURE__\*\/new __TypedDocumentString\(".*query CartSync.*fragment CartFields on DiagnosticCart/s);
    expect(out).toMatch(/const GetPaymentStatusDocument = \/\*#__PURE__\*\/new __TypedDocumentString\(".*query GetPaymentStatus/s);
  });

  it("marks every generated document pure, so the bundler drops the ones nothing uses", async () => {
    const source = fs.readFileSync(generated, "utf8");
    const out = await transform(source, generated);
    const made = source.match(/= new TypedDocumentString\(/g)?.length ?? 0;
    expect(made).toBeGreaterThan(0);
    expect(out.match(/= \/\*#__PURE__\*\/ new TypedDocumentString\(/g)).toHaveLength(made);
  });
});
