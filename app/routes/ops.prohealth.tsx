/** /ops/prohealth: the centre's health-check appointments — check-in, done, the report PDF (features/ops/CentreDesk). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { centreDeskAction, centreDeskLoader } from "~/features/ops/centre-desk.server";
import { CentreDeskErrorBoundary, CentreDeskPage, centreDeskMeta } from "~/features/ops/CentreDesk";

export const meta = centreDeskMeta;
export const loader = ({ request }: LoaderFunctionArgs) => centreDeskLoader(request, "prohealth");
export const action = ({ request }: ActionFunctionArgs) => centreDeskAction(request, "prohealth");
export default CentreDeskPage;
export const ErrorBoundary = CentreDeskErrorBoundary;
