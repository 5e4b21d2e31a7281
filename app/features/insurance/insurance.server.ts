/** /health-insurance: the seeded plans that pass the URL's filters, priced for the family the filters describe. */
import { getServices } from "~/.server/app-context";
import { listInsurancePlans } from "~/.server/domain/insurance";
import { hasInsuranceFilters, parseInsuranceFilters, quotePlans } from "~/lib/insurance-plans";

export async function insuranceLoader(request: Request) {
  const filters = parseInsuranceFilters(new URL(request.url).searchParams);
  const { db } = await getServices();
  const plans = await listInsurancePlans(db);
  return { filters, filtered: hasInsuranceFilters(filters), total: plans.length, plans: quotePlans(plans, filters) };
}
