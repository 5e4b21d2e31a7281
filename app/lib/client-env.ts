/** The public subset of the environment that reaches the browser (set by the root loader). */
import { createContext, useContext } from "react";
import type { RoutePattern } from "./app-routes";

export interface ClientEnv {
  ALLOWED_URL_SUFFIXES: string[];
  /**
   * The app's pages: an internal link that matches none leads to a flow not built yet and is left out. Absent
   * (a widget rendered outside the app, in a unit test), internal links are not checked.
   */
  PAGE_ROUTES?: RoutePattern[];
}
export const ClientEnvContext = createContext<ClientEnv>({ ALLOWED_URL_SUFFIXES: [] });
export const useClientEnv = () => useContext(ClientEnvContext);
