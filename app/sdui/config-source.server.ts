/**
 * Step 2 of serving a configured screen: where the configuration comes from, in order —
 * fresh cache (15 min) → content service → last good copy (stale) → CDN copy → bundled copy.
 * The content service is this process's database, or another instance over HTTP (CONTENT_SERVICE_URL).
 */
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { AppServices } from "~/.server/app-context";
import { env } from "~/.server/env";
import { cdnFileName, screenConfigCacheKey } from "~/.server/content/store";
import { contentfulScreenConfiguration } from "~/.server/content/remote";
import { log } from "~/.server/log";
import { configSourceUsed } from "~/.server/operability/metrics";
import { bundledScreenConfiguration } from "~/.server/content/bundled";
import {
  initialScreenConfigState,
  isFresh,
  screenConfigReducer,
  type ScreenConfigState,
} from "./screen-config-state";
import { prepareScreen, type PreparedScreen } from "./validate.server";
import { configurationTooLarge, parseCappedConfiguration } from "./limits";

export type ConfigSource = "cache" | "content" | "stale" | "cdn" | "bundled";

export interface LoadedScreen extends PreparedScreen {
  source: ConfigSource;
}

export interface ScreenKey {
  screenName: string;
  view: "web" | "mweb";
  segment: string;
  signedIn: boolean;
}

/** Test-only: which sources to make fail (honoured only when SDUI_FAULTS=1 outside production). */
export type Faults = Set<"content" | "cdn">;

const STALE_TTL_MS = 7 * 24 * 3600 * 1000;
const CDN_TIMEOUT_MS = 2000;

const stateKey = (k: ScreenKey) => screenConfigCacheKey(k.screenName, k.view, k.segment);
const staleKey = (k: ScreenKey) => `sdui:config-stale:${k.screenName}:${k.view}:${k.segment}`;

export async function invalidateScreenConfiguration(
  { cache }: Pick<AppServices, "cache">,
  screenName: string,
  view: string,
  segment: string,
) {
  await cache.delete(screenConfigCacheKey(screenName, view, segment));
}

async function fetchCdnCopy(k: ScreenKey, origin: string): Promise<unknown | null> {
  const base = (env().CDN_BASE_URL || `${origin}/cdn/screen-configs`).replace(/\/$/, "");
  try {
    const res = await fetch(`${base}/${cdnFileName(k.screenName, k.view, k.segment)}`, {
      signal: AbortSignal.timeout(CDN_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    // Refused on its declared length before a byte is read, else on what arrived, before parsing.
    if (configurationTooLarge(Number(res.headers.get("content-length") ?? 0), "cdn", k.screenName)) {
      void res.body?.cancel();
      return null;
    }
    return parseCappedConfiguration(await res.text(), "cdn", k.screenName);
  } catch {
    return null;
  }
}

function logSourceFailure(k: ScreenKey, source: ConfigSource, reason: string) {
  log.warn({ event: "SDUI_CONFIG_SOURCE_FAILED", screen: k.screenName, view: k.view, segment: k.segment, source, reason });
}

/** The configuration of a screen from the first source that has a usable one; counted per source in /metrics. */
export async function loadScreenConfiguration(
  services: AppServices,
  k: ScreenKey,
  opts: { origin: string; faults?: Faults; now?: number },
): Promise<LoadedScreen> {
  const loaded = await loadFromSources(services, k, opts);
  configSourceUsed.inc({ source: loaded.source });
  return loaded;
}

async function loadFromSources(
  services: AppServices,
  k: ScreenKey,
  opts: { origin: string; faults?: Faults; now?: number },
): Promise<LoadedScreen> {
  const now = opts.now ?? Date.now();
  const faults = opts.faults ?? new Set();
  const allowed = env().ALLOWED_URL_SUFFIXES;
  const faulted = faults.size > 0;

  // 1. Fresh cache (skipped when a test injects faults, so the fallbacks are really exercised).
  if (!faulted) {
    const cached = await services.cache.get<ScreenConfigState>(stateKey(k));
    if (isFresh(cached, now, k.signedIn, k.view)) {
      const prepared = prepareScreen(cached!.result, allowed);
      if (prepared) return { ...prepared, source: "cache" };
    }
  }

  // 2. Content service.
  let state = screenConfigReducer(initialScreenConfigState, { type: "FETCH" });
  let response: ScreenConfiguration | null = null;
  try {
    if (faults.has("content")) throw new Error("content service unavailable (injected)");
    response = (await contentfulScreenConfiguration(services, k.screenName, k.view, k.segment)).response;
  } catch (e) {
    logSourceFailure(k, "content", (e as Error).message);
  }
  state = screenConfigReducer(state, { type: "CONTENT_RESPONSE", response, signedIn: k.signedIn, view: k.view, now });
  if (state.status === "fulfilled") {
    const prepared = prepareScreen(state.result, allowed);
    if (prepared) {
      await services.cache.set(stateKey(k), state, state.expiresAt! - now);
      await services.cache.set(staleKey(k), state.result, STALE_TTL_MS);
      return { ...prepared, source: "content" };
    }
    logSourceFailure(k, "content", "envelope failed validation");
  }

  // 3. Last good copy.
  if (!faulted) {
    const stale = await services.cache.get<ScreenConfiguration>(staleKey(k));
    const prepared = stale ? prepareScreen(stale, allowed) : null;
    if (prepared) return { ...prepared, source: "stale" };
  }

  // 4. CDN copy; stored as fulfilled even if that fails (no expiry: the next request retries the service).
  const cdn = faults.has("cdn") ? null : await fetchCdnCopy(k, opts.origin);
  const preparedCdn = cdn ? prepareScreen(cdn, allowed) : null;
  state = screenConfigReducer(state, { type: "FALLBACK_RESULT", response: preparedCdn ? (cdn as ScreenConfiguration) : null });
  if (preparedCdn) return { ...preparedCdn, source: "cdn" };
  logSourceFailure(k, "cdn", "no usable CDN copy");

  // 5. Bundled copy: always there, part of the build.
  const bundled = bundledScreenConfiguration(k.screenName, k.view, k.segment);
  const preparedBundled = bundled ? prepareScreen(bundled, allowed) : null;
  if (!preparedBundled) throw new Error(`No usable configuration for screen ${k.screenName}`);
  return { ...preparedBundled, source: "bundled" };
}
