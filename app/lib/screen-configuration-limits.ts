/**
 * Size of a screen configuration as stored (compact JSON). The schema allows 200 sections in a container, which
 * the studio writes in about 181 KB; this leaves room above that and refuses a draft or publish far beyond it.
 */
export const SCREEN_CONFIGURATION_MAX_BYTES = 256 * 1024;
