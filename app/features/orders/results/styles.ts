/** The results table's stylesheet, for the `links` of a route that shows OrderResults. */
import resultsStyles from "./results.css?url";

export const orderResultsStylesheet = { rel: "stylesheet", href: resultsStyles } as const;
