/**
 * Sign-in state for the whole page, and the one GraphQL client of the browser. An UNAUTHENTICATED answer
 * from any GraphQL call signs the client out: the server session is dropped and the page reloads signed out.
 * Also keeps the spec's storage keys (currentUserId, mobile_num, country_code, msTeamsReturnUrl).
 */
import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from "react";
import { lazyGraphqlClient, type LazyGraphqlClient } from "~/lib/lazy-graphql-client";
import { graphql } from "~/graphql/generated";
import { initialSignInState, signInReducer, type SignInState } from "~/lib/sign-in-state";
import { msTeamsMode, MS_TEAMS_RETURN_URL_KEY } from "~/lib/roles";

export interface SignInUser {
  accountId: number;
  mobileNumber: string;
  countryCode: string;
}

interface SignInContextValue {
  state: SignInState;
  /** Loads @urql/core on its first call (not part of the first-load JavaScript). */
  client: LazyGraphqlClient | null;
  signOut(): void;
}

const SESSION_CHECK = graphql(/* GraphQL */ `query SessionCheck { getCurrentUser { accountId } }`);
/** Coming back to the tab re-checks the session at most this often. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

const SignInContext = createContext<SignInContextValue>({ state: "UNRESOLVED", client: null, signOut: () => {} });
export const useSignIn = () => useContext(SignInContext);

function submitSignOut() {
  const form = document.createElement("form");
  form.method = "post";
  form.action = "/logout";
  document.body.appendChild(form);
  form.submit();
}

function rememberUser(user: SignInUser | null) {
  try {
    if (user) {
      localStorage.setItem("currentUserId", String(user.accountId));
      localStorage.setItem("mobile_num", user.mobileNumber);
      localStorage.setItem("country_code", user.countryCode);
    } else {
      for (const k of ["currentUserId", "mobile_num", "country_code"]) localStorage.removeItem(k);
    }
    const teams = msTeamsMode(new URL(window.location.href));
    if (teams.active && teams.returnUrl) localStorage.setItem(MS_TEAMS_RETURN_URL_KEY, teams.returnUrl);
  } catch {
    /* storage may be unavailable (private mode); nothing depends on it */
  }
}

export function SignInProvider({ user, children }: { user: SignInUser | null | undefined; children: ReactNode }) {
  const [state, dispatch] = useReducer(signInReducer, initialSignInState(user === undefined ? undefined : !!user));
  useEffect(() => {
    if (user !== undefined) dispatch({ type: "resolved", signedIn: !!user });
    rememberUser(user ?? null);
  }, [user]);
  const value = useMemo<SignInContextValue>(() => {
    const signOut = () => {
      dispatch({ type: "signedOut" });
      rememberUser(null);
      submitSignOut();
    };
    const client = typeof window === "undefined" ? null : lazyGraphqlClient(() => {
      dispatch({ type: "unauthenticated" });
      if (user) signOut();
    });
    return { state, client, signOut };
  }, [state, user]);
  // When the user comes back to the tab, confirm the session still stands; UNAUTHENTICATED signs out.
  useEffect(() => {
    if (!user || !value.client) return;
    const client = value.client;
    let last = 0;
    const onVisible = () => {
      if (document.visibilityState !== "visible" || Date.now() - last < SESSION_CHECK_INTERVAL_MS) return;
      last = Date.now();
      void client.query(SESSION_CHECK, {}).toPromise();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [user, value.client]);
  return <SignInContext.Provider value={value}>{children}</SignInContext.Provider>;
}
