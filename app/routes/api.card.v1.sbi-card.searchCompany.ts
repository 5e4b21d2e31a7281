/** GET /api/card/v1/sbi-card/searchCompany?company= — employers on the bank's list (2+ characters, up to 10). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchCompanies } from "~/.server/domain/credit-card/applications";
import { cardApi } from "~/features/credit-card/card-api.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  cardApi(request, "searchCompany", { method: "GET", needsNumber: false }, async ({ services, url }) => ({
    companies: await searchCompanies(services.db, (url.searchParams.get("company") ?? "").slice(0, 100)),
  }));
