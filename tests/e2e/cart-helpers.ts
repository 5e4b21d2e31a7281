import type { APIRequestContext } from "@playwright/test";

/**
 * Empties the signed-in account's server cart. A seeded account's cart outlives a browser context, so a test
 * that signs in as one starts from an empty cart rather than from what an earlier test left.
 */
export async function clearAccountCart(request: APIRequestContext) {
  const res = await request.post("/graphql", {
    data: { query: `mutation { updateDiagnosticCart(change: { action: CLEAR }) { cart { itemIds } } }` },
  });
  if (!res.ok()) throw new Error(`clearing the cart failed: HTTP ${res.status()}`);
}
