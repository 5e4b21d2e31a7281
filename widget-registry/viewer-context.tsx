/**
 * Who is looking at a configured screen: widgets read it instead of props so that one cached section
 * payload can serve every viewer (Circle prices, signed-in links) without carrying user data.
 */
import { createContext, useContext, type ReactNode } from "react";

export interface Viewer {
  isCircleMember: boolean;
  signedIn: boolean;
  cityId: number;
  view: "web" | "mweb";
}

/** Outside a configured screen (gallery, tests): a signed-out visitor in the default city (9, Hyderabad). */
export const DEFAULT_VIEWER: Viewer = { isCircleMember: false, signedIn: false, cityId: 9, view: "web" };

const ViewerContext = createContext<Viewer>(DEFAULT_VIEWER);

export function ViewerProvider({ value, children }: { value: Viewer; children: ReactNode }) {
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

export function useViewer(): Viewer {
  return useContext(ViewerContext);
}
