/**
 * GET /api/card/v1/sbi-card/validatePan?panNumber=&mobileNumber= — the PAN rule (~/lib/pan) before any bank call.
 * The surname is the application's (or lastName, when the form has one not yet saved). The PAN comes back masked.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getApplication } from "~/.server/domain/credit-card/applications";
import { cardApi } from "~/features/credit-card/card-api.server";
import { maskPan, normalisePan, panError } from "~/lib/pan";

export const loader = ({ request }: LoaderFunctionArgs) =>
  cardApi(request, "validatePan", { method: "GET", needsNumber: true }, async ({ user, services, url }) => {
    const pan = normalisePan(url.searchParams.get("panNumber") ?? "").slice(0, 12);
    const surname = (url.searchParams.get("lastName") ?? "").slice(0, 50) || (await getApplication(services.db, user.accountId))?.fields.lastName || "";
    // Without a surname yet, the fifth letter cannot be checked: the PAN's own fifth letter stands in.
    const message = panError(pan, surname || pan.charAt(4));
    return { panNumber: maskPan(pan), isValid: message == null, surnameChecked: surname !== "", message: message ?? "PAN is valid" };
  });
