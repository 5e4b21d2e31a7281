/**
 * The browser's side of the personal parts of a page: one request to /resources/personal after hydration
 * brings who is signed in (the header's name), the data of the screen's per-user sections, and a public page's
 * own personal part (Circle's landing page: the member's plan, the purchase form's name and number), which the
 * server never puts in a page a segment shares. Until it answers, those sections show their skeletons.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useMatches } from "@remix-run/react";
import type { RenderScreen, SectionData } from "./types";

export interface PersonalUser {
  accountId: number;
  mobileNumber: string;
  countryCode: string;
  firstName: string | null;
}

export interface PersonalData {
  user: PersonalUser | null;
  sections: Record<string, SectionData>;
  /** The page's own personal part, when the page asked for one (`page=`); null for a visitor. */
  page?: unknown;
}

interface PersonalState {
  /** null while loading (or when nothing is personal on this page). */
  data: PersonalData | null;
  failed: boolean;
  retry(): void;
}

const PersonalContext = createContext<PersonalState>({ data: null, failed: false, retry: () => {} });
export const usePersonal = () => useContext(PersonalContext);

/** The configured screen on this page (its name, and whether any section is per-user), if there is one. */
export function useScreenOfPage(): { name: string; hasPersonal: boolean; screen: RenderScreen } | null {
  const matches = useMatches();
  for (const m of matches) {
    const screen = (m.data as { screen?: RenderScreen } | undefined)?.screen;
    if (screen?.screen_name && Array.isArray(screen.containers)) {
      return { name: screen.screen_name, hasPersonal: screen.containers.some((c) => c.sections.some((s) => s.mode === "personal")), screen };
    }
  }
  return null;
}

/**
 * The personal part a public page asks for after load: the name its loader gives as `personalAfterLoad` (only on
 * a page a signed-in segment shares; a page rendered for the account carries its own part).
 */
export function usePersonalPageOfRoute(): string | null {
  const matches = useMatches();
  for (const m of matches) {
    const name = (m.data as { personalAfterLoad?: unknown } | undefined)?.personalAfterLoad;
    if (typeof name === "string" && name) return name;
  }
  return null;
}

/** The page's own personal part: undefined while loading, null when there is none (a visitor, a failed request). */
export function usePersonalPage<T>(): { data: T | null | undefined; failed: boolean; retry(): void } {
  const { data, failed, retry } = usePersonal();
  if (failed) return { data: null, failed, retry };
  return { data: data ? ((data.page ?? null) as T | null) : undefined, failed, retry };
}

export function PersonalProvider({
  enabled,
  screenName,
  pageName = null,
  identity,
  children,
}: {
  enabled: boolean;
  screenName: string | null;
  /** The public page's personal part to ask for with the rest (usePersonalPageOfRoute). */
  pageName?: string | null;
  /** Who the page was rendered for, when it says (a change of account asks again). */
  identity: number | null;
  children: ReactNode;
}) {
  const key = enabled ? `${screenName ?? ""}|${pageName ?? ""}|${identity ?? ""}` : null;
  const [state, setState] = useState<{ key: string; data: PersonalData | null; failed: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key == null) return;
    const controller = new AbortController();
    const params = new URLSearchParams();
    if (screenName) params.set("screen", screenName);
    if (pageName) params.set("page", pageName);
    const q = params.toString() ? `?${params}` : "";
    fetch(`/resources/personal${q}`, { signal: controller.signal, headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<PersonalData>) : Promise.reject(new Error(String(res.status)))))
      .then((data) => setState({ key, data, failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ key, data: null, failed: true });
      });
    return () => controller.abort();
  }, [key, screenName, pageName, attempt]);

  const retry = useCallback(() => {
    setState(null);
    setAttempt((n) => n + 1);
  }, []);
  const current = state && state.key === key ? state : null;
  const value = useMemo<PersonalState>(() => ({ data: current?.data ?? null, failed: current?.failed ?? false, retry }), [current, retry]);
  return <PersonalContext.Provider value={value}>{children}</PersonalContext.Provider>;
}

/**
 * A per-user section's data: undefined while loading, an error when the request failed, null when the answer
 * leaves it out (not for this person: visibility, kill switch) — then there is nothing to draw.
 */
export function usePersonalSection(name: string): SectionData | null | undefined {
  const { data, failed } = usePersonal();
  if (failed) return { status: "error", message: "This section could not be loaded." };
  if (!data) return undefined;
  return data.sections[name] ?? null;
}
