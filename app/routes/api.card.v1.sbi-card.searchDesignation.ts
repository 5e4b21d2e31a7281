/** GET /api/card/v1/sbi-card/searchDesignation?designation= — designations (2+ characters, up to 10). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchDesignations } from "~/.server/domain/credit-card/applications";
import { cardApi } from "~/features/credit-card/card-api.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  cardApi(request, "searchDesignation", { method: "GET", needsNumber: false }, async ({ services, url }) => ({
    designations: await searchDesignations(services.db, (url.searchParams.get("designation") ?? "").slice(0, 60)),
  }));
