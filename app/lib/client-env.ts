/** The public subset of the environment that reaches the browser (set by the root loader). */
import { createContext, useContext } from "react";

export interface ClientEnv {
  ALLOWED_URL_SUFFIXES: string[];
}
export const ClientEnvContext = createContext<ClientEnv>({ ALLOWED_URL_SUFFIXES: [] });
export const useClientEnv = () => useContext(ClientEnvContext);
