import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { addressBookAction, addressBookLoader } from "~/features/addresses/addresses.server";
import { AddressForm } from "~/features/addresses/AddressForm";
import { AddressList } from "~/features/addresses/AddressList";
import accountStyles from "~/features/auth/accounts.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction = () => [{ title: "Address book | Apollo 247" }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => addressBookLoader(request);
export const action = ({ request }: ActionFunctionArgs) => addressBookAction(request);

const SAVED: Record<string, string> = { added: "Address added", updated: "Address updated", deleted: "Address deleted", default: "Default address changed" };

export default function AddressBook() {
  const { addresses, editing, adding, saved } = useLoaderData<typeof loader>();
  return (
    <div className="account-page">
      <p className="breadcrumb"><Link to="/my-account">My account</Link> / Address book</p>
      <h1 className="page-title">Address book</h1>
      {saved && SAVED[saved] ? <p className="form-notice" role="status">{SAVED[saved]}</p> : null}
      {editing ? <AddressForm defaults={editing} /> : adding ? <AddressForm defaults={null} /> : null}
      <AddressList addresses={addresses} />
      {!editing && !adding ? <Link to="/address-book?add=1" className="btn-primary">Add address</Link> : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
