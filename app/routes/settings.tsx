import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { requireUser } from "~/.server/session";
import { requestRoles } from "~/.server/domain/accounts/roles";
import { COUNTRIES } from "~/lib/countries";
import { isInternationalUser } from "~/lib/roles";
import accountStyles from "~/features/auth/accounts.css?url";
import { useSignIn } from "~/features/auth/SignInState";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { PassportForm } from "~/features/auth/PassportForm";
import { SignOutForm } from "~/features/auth/SignOutForm";
import { passportAction, passportsOfAccount } from "~/features/auth/passport.server";
import { indiaDate } from "~/lib/india-date-time";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction = () => [{ title: "Settings | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const country = COUNTRIES.find((c) => c.dial_code === user.countryCode && (user.countryCode !== "+1" || c.code === "US"));
  return {
    phone: `${user.countryCode} ${user.mobileNumber}`,
    country: country ? `${country.emoji} ${country.name}` : user.countryCode,
    international: isInternationalUser(user.countryCode),
    nativeApp: requestRoles(request).nativeApp,
    // International accounts keep their family's passports here (updatePassportDetails).
    passports: await passportsOfAccount(user),
    today: indiaDate(new Date()),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return passportAction(request, await requireUser(request));
}

export default function Settings() {
  const { phone, country, international, nativeApp, passports, today } = useLoaderData<typeof loader>();
  const { state } = useSignIn();
  return (
    <div className="account-page">
      <p className="breadcrumb"><Link to="/my-account">My account</Link> / Settings</p>
      <h1 className="page-title">Settings</h1>
      <section className="account-card" aria-labelledby="signin-title">
        <h2 id="signin-title">Sign-in</h2>
        <dl>
          <dt>Mobile number</dt><dd>{phone}</dd>
          <dt>Country</dt><dd>{country}{international ? " (international)" : ""}</dd>
          <dt>Status</dt><dd data-sign-in-state={state}>{state === "SIGNEDIN" ? "Signed in" : state === "SIGNEDOUT" ? "Signed out" : "Checking…"}</dd>
          {nativeApp ? <><dt>Opened from</dt><dd>Apollo 247 app</dd></> : null}
        </dl>
        <p className="field-hint">Your mobile number is your sign-in; to use another number, sign out and sign in with it.</p>
        <SignOutForm className="form-actions">
          <button type="submit" className="btn-secondary">Sign out of this device</button>
          {/* Ends every session of this account: a lost phone, a shared computer. */}
          <button type="submit" name="intent" value="everywhere" className="btn-secondary">Sign out everywhere</button>
        </SignOutForm>
      </section>
      {passports ? <PassportForm patients={passports} today={today} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
