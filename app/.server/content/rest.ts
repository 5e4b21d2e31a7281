/** Public content is the same for every visitor: a short shared cache with stale-while-revalidate. */
export const CONTENT_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=900";
