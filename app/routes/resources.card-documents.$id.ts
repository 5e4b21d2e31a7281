/** GET /resources/card-documents/{id}: one's own card application document; 404 for anyone else, as for none. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { getSessionUser } from "~/.server/session";
import { cardDocumentFile } from "~/.server/domain/credit-card/documents";
import { DomainError } from "~/.server/domain/errors";
import { prescriptionFileResponse } from "~/features/prescriptions/prescriptions.server";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const id = Number(params.id);
  if (!user || !Number.isSafeInteger(id) || id <= 0) return notFound();
  try {
    return prescriptionFileResponse(await cardDocumentFile((await getServices()).db, user.accountId, id));
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") return notFound();
    throw e;
  }
}
