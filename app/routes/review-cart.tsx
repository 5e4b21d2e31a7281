/**
 * /review-cart?itemIds=: the cart reviewed before booking — each patient's tests and the bill — and any items in
 * the link (a shared list, a prescription) that are not in the cart yet, with a way to add them.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { getServices } from "~/.server/app-context";
import { getRequestState } from "~/.server/request-state";
import { findDiagnosticsByItemIDsAndCityID } from "~/.server/domain/catalogue/catalogue";
import { cartPageAction, cartPageData } from "~/features/cart/cart-page.server";
import { readForm } from "~/.server/form";
import { checkoutAction, checkoutData, type CheckoutActionData } from "~/features/booking/checkout.server";
import { Checkout, PlaceOrder } from "~/features/booking/Checkout";
import bookingStyles from "~/features/booking/booking.css?url";
import { SELECT_PATIENT_MESSAGE } from "~/lib/cart-rules";
import { BillingBox } from "~/features/cart/BillingBox";
import { Notices } from "~/features/cart/CartPage";
import type { CartActionData } from "~/features/cart/cart-page.server";
import { adoptServerCart } from "~/features/cart/cart-store";
import cartStyles from "~/features/cart/cart.css?url";
import accountStyles from "~/features/auth/accounts.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { formatPrice, itemPriceDisplay } from "~/lib/price";
import { parseVisitorCartIds } from "~/lib/visitor-cart";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: cartStyles }, { rel: "stylesheet", href: bookingStyles }];
export const meta: MetaFunction = () => [{ title: "Review your cart | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const data = await cartPageData(request);
  const asked = parseVisitorCartIds((new URL(request.url).searchParams.get("itemIds") ?? "").split(",").join("."));
  const missing = asked.filter((id) => !data.itemIds.includes(id));
  const { db } = await getServices();
  const { location } = await getRequestState(request);
  const extra = missing.length ? await findDiagnosticsByItemIDsAndCityID(db, missing, location.cityId) : [];
  const isCircleMember = data.billing.isCircleMember;
  const checkout = data.signedIn && data.selectedPatients.length && data.itemIds.length ? await checkoutData(request) : null;
  return Response.json(
    { ...data, checkout, extra: extra.map((i) => ({ itemId: i.itemId, itemName: i.itemName, price: itemPriceDisplay(i.diagnosticPricing, { isCircleMember }).price })) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
export async function action({ request }: ActionFunctionArgs) {
  // The checkout's own intents first; the cart's (add an item from the link) otherwise.
  // A malformed body answers 400 here, as it would from the cart's own action.
  return (await checkoutAction(request, await readForm(request.clone()))) ?? cartPageAction(request);
}

type Data = Awaited<ReturnType<typeof cartPageData>> & {
  extra: { itemId: number; itemName: string; price: number }[];
  checkout: Awaited<ReturnType<typeof checkoutData>>;
};

export default function ReviewCart() {
  const data = useLoaderData<Data>();
  const action = useActionData<CartActionData & CheckoutActionData>();
  useEffect(() => adoptServerCart(data.itemIds, data.owner), [data.itemIds, data.owner]);
  const nameOf = (id: number) => data.patients.find((p) => p.id === id)?.name ?? "Your tests";
  return (
    <div className="cart-page">
      <p className="breadcrumb"><Link to="/tests-cart">Cart</Link> / Review</p>
      <h1 className="page-title">Review your cart</h1>
      <Notices data={action} />
      <div className="cart-layout">
        <div className="cart-main">
          {data.extra.length ? (
            <section className="review-section" aria-labelledby="extra-heading">
              <h2 id="extra-heading">Not in your cart yet</h2>
              <ul className="cart-lines">
                {data.extra.map((i) => (
                  <li key={i.itemId} className="cart-line">
                    <span className="cart-line-name">{i.itemName}</span>
                    <span className="cart-line-price"><strong>{formatPrice(i.price)}</strong></span>
                    <Form method="post" className="inline-form">
                      <input type="hidden" name="intent" value="add-item" />
                      <input type="hidden" name="itemId" value={i.itemId} />
                      <button type="submit" className="btn-primary btn-small" aria-label={`Add to cart: ${i.itemName}`}>Add to cart</button>
                    </Form>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {data.billing.diagPatientLineItems.length ? (
            data.billing.diagPatientLineItems.map((entry) => (
              <section key={entry.patientID} className="review-section" aria-label={`Tests for ${nameOf(entry.patientID)}`}>
                <h2>{nameOf(entry.patientID)}</h2>
                <ul className="cart-lines">
                  {entry.lineItems.map((l) => (
                    <li key={l.itemId} className="cart-line">
                      <span className="cart-line-name">{l.itemName}</span>
                      <span className="cart-line-price"><strong>{formatPrice(l.price)}</strong></span>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          ) : (
            <div className="cart-empty">
              <p>Your cart is empty.</p>
              <Link to="/lab-tests" className="btn-primary">Browse lab tests</Link>
            </div>
          )}
          {data.checkout ? <Checkout data={data.checkout} /> : null}
        </div>
        <aside className="cart-side">
          <BillingBox billing={data.checkout?.billing ?? data.billing} />
          {data.checkout ? (
            <PlaceOrder data={data.checkout} error={action?.checkoutError} result={action?.result} />
          ) : !data.itemIds.length ? null : !data.signedIn ? (
            <Link to="/login?continue=%2Freview-cart" className="btn-primary cart-proceed">Sign in to book</Link>
          ) : (
            <>
              <p className="field-error" role="alert">{SELECT_PATIENT_MESSAGE}</p>
              <Link to="/selected-patients" className="btn-primary cart-proceed">Select patients</Link>
            </>
          )}
          <Link to="/tests-cart" className="btn-secondary cart-proceed">Back to cart</Link>
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
