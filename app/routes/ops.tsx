/** The operations console's frame: staff only (role ops); every child page checks the role again itself. */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError } from "@remix-run/react";
import { requireOpsUser } from "~/.server/ops/access";
import { OpsNav } from "~/features/ops/OpsNav";
import { OpsErrorBoundary } from "~/features/ops/OpsErrorBoundary";
import opsStyles from "~/features/ops/ops.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: opsStyles }];
export const meta: MetaFunction = () => [{ title: "Operations console | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireOpsUser(request);
  return data({ mobileNumber: user.mobileNumber }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function OpsLayout() {
  const { mobileNumber } = useLoaderData<typeof loader>();
  return (
    <div className="ops">
      <div className="ops-bar">
        <p className="page-title">Operations console</p>
        <OpsNav />
        <p className="ops-muted">Signed in as {mobileNumber} (lab staff)</p>
      </div>
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <OpsErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
