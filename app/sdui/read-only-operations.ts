/**
 * A section's GraphQL data source may only read. It runs in every viewer's session (and in the studio's
 * preview), so a document that changes anything would change it for each patient who opens the page.
 * The spec lets a section "fetch or mutate"; we allow only the operations listed here, checked on the parsed
 * document when a draft is saved, when a configuration is published or validated, and before it is executed.
 */
import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type OperationTypeNode, type SelectionSetNode } from "graphql";
import { LRUCache } from "lru-cache";

/**
 * The root fields a data source may select, by operation type. `getDiagnosticItemRecommendations` is a
 * mutation in the spec but changes nothing: it only looks recommendations up.
 */
export const READ_ONLY_OPERATIONS: Readonly<Record<"query" | "mutation", ReadonlySet<string>>> = {
  query: new Set([
    "__typename",
    // Catalogue and content
    "getDiagnosticsListingData",
    "findDiagnosticsByItemIDsAndCityID",
    "getDiagnosticsByItemIdAndCanonicalTag",
    "findDiagnosticsWidgetsPricing",
    "getWidgets",
    "getDiagnosticCities",
    "getPopularCategories",
    "getDiagnosticPackageRecommendationsBulk",
    "searchDiagnosticItem",
    "getDiagnosticInclusionsByItemId",
    "getActiveDiagnosticsByCityID",
    "getDiagnosticsReportTAT",
    "getConfigurableReportTAT",
    "getFrequentlyOrderedItemDetails",
    "getDiagnosticServiceability",
    "getUpcomingSlotInfo",
    "getRadiologyCitiesByCategory",
    "getRadiologyClinicsByCategoryAndCity",
    "getDoctorsListing",
    "getDoctorDetailsBySlug",
    // The viewer's own data, for per-user sections (never in a page a segment shares)
    "getRecentlyOrderedItemDetails",
    "getDiagnosticItemRecommendationsByPastOrders",
    "getPatientsByAccount",
    "getHealthCreditsBalance",
    "getDiagnosticOrdersListByMobile",
    "getCorporateBenefits",
    "getConsultAppointments",
    "getPreviouslyConsultedDoctors",
  ]),
  mutation: new Set(["getDiagnosticItemRecommendations"]),
};

/** Parsing is bounded: a data-source query is at most 10,000 characters (schema), far fewer tokens. */
const MAX_TOKENS = 2000;

export interface ReadOnlyCheck {
  document: DocumentNode | null;
  /** Why the document may not be used, relative to the data source ("/query" or "/operation"). */
  problem: { path: "/query" | "/operation"; message: string } | null;
}

/** The root field names an operation selects, through fragments and inline fragments, by their real names (never aliases). */
function rootFields(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((s) => {
    if (s.kind === Kind.FIELD) return [s.name.value];
    if (s.kind === Kind.INLINE_FRAGMENT) return rootFields(s.selectionSet, fragments, seen);
    const name = s.name.value;
    const fragment = fragments.get(name);
    if (seen.has(name) || !fragment) return [];
    seen.add(name);
    return rootFields(fragment.selectionSet, fragments, seen);
  });
}

function check(source: string, declared: string | undefined): ReadOnlyCheck {
  let document: DocumentNode;
  try {
    document = parse(source, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch (e) {
    return { document: null, problem: { path: "/query", message: `The query is not a GraphQL document: ${(e as Error).message}` } };
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1) {
    return { document: null, problem: { path: "/query", message: `The query must hold exactly one operation (it has ${operations.length})` } };
  }
  const other = document.definitions.find((d) => d.kind !== Kind.OPERATION_DEFINITION && d.kind !== Kind.FRAGMENT_DEFINITION);
  if (other) return { document: null, problem: { path: "/query", message: `The query may hold one operation and its fragments only (found ${other.kind})` } };
  const operation = operations[0];
  const type: OperationTypeNode = operation.operation;
  if (declared && declared !== type) {
    return { document: null, problem: { path: "/operation", message: `The operation is given as '${declared}' but the query is a ${type}` } };
  }
  const allowed = (READ_ONLY_OPERATIONS as Record<string, ReadonlySet<string> | undefined>)[type];
  if (!allowed) return { document: null, problem: { path: "/query", message: `The query is a ${type}: a data source may only read` } };
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const refused = [...new Set(rootFields(operation.selectionSet, fragments))].filter((f) => !allowed.has(f));
  if (refused.length) {
    return {
      document: null,
      problem: { path: "/query", message: `${refused.map((f) => `'${f}'`).join(", ")} is not a read-only operation a data source may use` },
    };
  }
  return { document, problem: null };
}

const checked = new LRUCache<string, ReadOnlyCheck>({ max: 500 });

/** Checks a data source's GraphQL document (memoised: the same few queries run on every page view). */
export function checkReadOnly(source: string, declared?: string): ReadOnlyCheck {
  const key = `${declared ?? ""}\u0000${source}`;
  let result = checked.get(key);
  if (!result) checked.set(key, (result = check(source, declared)));
  return result;
}
