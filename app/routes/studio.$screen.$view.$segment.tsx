/** The studio editor of one screen × view × segment (roles editor and publisher). */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { editorAction, editorLoader } from "~/features/studio/editor.server";
import { StudioEditor, type EditorData } from "~/features/studio/StudioEditor";
import { StudioErrorBoundary } from "~/features/studio/StudioErrorBoundary";
import studioStyles from "~/features/studio/studio.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: studioStyles }];
export const meta: MetaFunction = ({ params }) => [{ title: `${params.screen} · Studio | Apollo 247` }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params }: LoaderFunctionArgs) => editorLoader(request, params);
export const action = ({ request, params }: ActionFunctionArgs) => editorAction(request, params);

export default function StudioScreen() {
  const data = useLoaderData<typeof loader>() as unknown as EditorData;
  // A new draft revision from the server (publish, rollback) remounts nothing: the editor takes it when clean.
  return <StudioEditor key={`${data.key.screenName}/${data.key.screenView}/${data.key.segment}`} data={data} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <StudioErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
