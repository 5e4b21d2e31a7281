/** Request-level facts of the spec's roles: Teams mode, native-app users and crawlers. */
import { isFromNativeApp, isTrackableUser, msTeamsMode } from "~/lib/roles";

export interface RequestRoles {
  msTeams: boolean;
  msTeamsReturnUrl: string | null;
  nativeApp: boolean;
  trackable: boolean;
}

export function requestRoles(request: Request): RequestRoles {
  const url = new URL(request.url);
  const ua = request.headers.get("user-agent");
  const teams = msTeamsMode(url);
  return { msTeams: teams.active, msTeamsReturnUrl: teams.returnUrl, nativeApp: isFromNativeApp(url, ua), trackable: isTrackableUser(ua) };
}
