/** Item page: /lab-tests/{nameSlug} — what a test or package is, what it includes, its price for the city. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import { getServices } from "~/.server/app-context";
import { getRequestState } from "~/.server/request-state";
import { findDiagnosticsByItemIDsAndCityID, getDiagnosticsByItemIdAndCanonicalTag } from "~/.server/domain/catalogue";
import { ItemDetails } from "~/features/lab-tests/ItemDetails";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw new Response("Not found", { status: 404 });
  const { db } = await getServices();
  const state = await getRequestState(request);
  const item = await getDiagnosticsByItemIdAndCanonicalTag(db, { canonicalTag: slug, cityId: state.location.cityId });
  if (!item) throw new Response("Not found", { status: 404 });
  const included = item.itemType === "PACKAGE" ? await findDiagnosticsByItemIDsAndCityID(db, item.inclusions.slice(0, 100), state.location.cityId) : [];
  return { item, included: included.map((i) => ({ itemId: i.itemId, itemName: i.itemName, url: i.url })), cityName: state.location.cityName };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.item.itemName} – Book at Home in ${data.cityName} | Apollo 247` },
        { name: "description", content: data.item.testDescription.slice(0, 160) },
      ]
    : [{ title: "Lab test not found | Apollo 247" }];

export default function LabTestItemPage() {
  const { item, included, cityName } = useLoaderData<typeof loader>();
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/">Home</Link> › <Link to="/lab-tests">Lab Tests</Link> › <span aria-current="page">{item.itemName}</span>
      </nav>
      <ItemDetails item={item} included={included} cityName={cityName} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
