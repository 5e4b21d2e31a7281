/**
 * web or mweb, chosen from the request: mobile when either the Sec-CH-UA-Mobile client hint says so or the
 * user agent is a phone's (a browser with a phone's user agent but a "?0" hint still gets the phone layout:
 * its screen is what the user agent says, e.g. a device emulator or an embedded web view).
 * ("Device type: screen width under 768 px is mobile" is the client-side rule; the server has only these.)
 */
export type View = "web" | "mweb";

const MOBILE_UA = /Mobi|Android|iPhone|iPod|Opera Mini|IEMobile|BlackBerry|webOS/i;

export function detectView(headers: { get(name: string): string | null }): View {
  if (headers.get("sec-ch-ua-mobile") === "?1") return "mweb";
  return MOBILE_UA.test(headers.get("user-agent") ?? "") ? "mweb" : "web";
}
