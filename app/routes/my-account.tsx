import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { getServices } from "~/.server/app-context";
import { requireUser, signOut } from "~/.server/session";
import { getAccountSummary } from "~/.server/domain/accounts/accounts";
import { displayName, PROFILE_INCOMPLETE_MESSAGE } from "~/lib/patient";
import accountStyles from "~/features/auth/accounts.css?url";
import { SignOutForm } from "~/features/auth/SignOutForm";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction = () => [{ title: "My account | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const summary = await getAccountSummary((await getServices()).db, user.accountId);
  // The account behind a valid cookie no longer exists: treat it as signed out.
  if (!summary) throw await signOut(request, "/login");
  const me = summary.patients.find((p) => p.relation === "me") ?? null;
  return {
    phone: `${summary.account.countryCode} ${summary.account.mobileNumber}`,
    me: me ? { name: displayName(me), isIncomplete: me.isIncomplete, id: me.id } : null,
    familyCount: summary.patients.length - (me ? 1 : 0),
    roles: summary.roles,
  };
}

const ROLE_LABEL: Record<string, string> = { circle: "Circle member", corporate: "Corporate benefits", international: "International user" };

export default function MyAccount() {
  const { phone, me, familyCount, roles } = useLoaderData<typeof loader>();
  return (
    <div className="account-page">
      <h1 className="page-title">My account</h1>
      <section className="account-card" aria-labelledby="me-title">
        <h2 id="me-title">{me?.name ?? "My profile"}</h2>
        <p className="profile-meta">Signed in with {phone}</p>
        <p>{roles.filter((r) => ROLE_LABEL[r]).map((r) => <span key={r} className="badge" data-role={r}>{ROLE_LABEL[r]}</span>)}</p>
        {me?.isIncomplete ? (
          <p className="profile-flag" role="note">
            {PROFILE_INCOMPLETE_MESSAGE} <Link to={`/patients?edit=${me.id}`}>Complete your profile</Link>
          </p>
        ) : null}
      </section>
      <ul className="account-links">
        <li><Link to="/orders">My orders</Link></li>
        <li><Link to="/diagnostic-prescription#your-prescriptions">Prescriptions</Link></li>
        <li><Link to="/diagnostic-prescription">Upload prescription</Link></li>
        <li><Link to="/patients">Patient profiles ({familyCount} family {familyCount === 1 ? "member" : "members"})</Link></li>
        <li><Link to="/address-book">Address book</Link></li>
        <li><Link to="/my-payments">My payments</Link></li>
        <li><Link to="/my-membership">My membership</Link></li>
        <li><Link to="/subscriptions">My subscriptions</Link></li>
        <li><Link to="/settings">Settings</Link></li>
      </ul>
      <SignOutForm className="form-actions">
        <button type="submit" className="btn-secondary">Sign out</button>
      </SignOutForm>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
