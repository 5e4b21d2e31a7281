/** /ops/radiology: the centre's radiology appointments — check-in, scan done, the report PDF (features/ops/CentreDesk). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { centreDeskAction, centreDeskLoader } from "~/features/ops/centre-desk.server";
import { CentreDeskErrorBoundary, CentreDeskPage, centreDeskMeta } from "~/features/ops/CentreDesk";

export const meta = centreDeskMeta;
export const loader = ({ request }: LoaderFunctionArgs) => centreDeskLoader(request, "radiology");
export const action = ({ request }: ActionFunctionArgs) => centreDeskAction(request, "radiology");
export default CentreDeskPage;
export const ErrorBoundary = CentreDeskErrorBoundary;
