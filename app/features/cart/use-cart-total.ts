/**
 * The cart's items total as the pricing module computes it (every patient's tests, member prices for Circle
 * members), so the drawer and the ribbon never disagree with the cart page.
 */
import { useEffect, useState } from "react";
import { graphql } from "~/graphql/generated";
import { requestGraphql } from "#widgets/screen-widgets/shared/api";

export type CartTotalState = { status: "loading" } | { status: "error" } | { status: "ready"; subTotal: number; lineCount: number };

// No cityId: the server prices for the cart's address, else the city in the header (its cookie).
const CartTotal = graphql(`
  query CartTotal($visitorItemIds: [Int!]) {
    getDiagnosticCartDetailsV1(visitorItemIds: $visitorItemIds) { subTotal diagPatientLineItems { lineItems { itemId } } }
  }
`);

export function useCartTotal(ids: number[], cityId: number): CartTotalState {
  const [state, setState] = useState<CartTotalState>({ status: "loading" });
  const key = ids.join(",");
  useEffect(() => {
    const controller = new AbortController();
    const visitorItemIds = key ? key.split(",").map(Number) : [];
    requestGraphql(CartTotal, { visitorItemIds }, controller.signal)
      .then(({ getDiagnosticCartDetailsV1: b }) =>
        setState({ status: "ready", subTotal: b.subTotal, lineCount: b.diagPatientLineItems.reduce((n, p) => n + p.lineItems.length, 0) }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error" });
      });
    return () => controller.abort();
  }, [key, cityId]);
  return state;
}
