/**
 * web or mweb, chosen from the request: the Sec-CH-UA-Mobile client hint when sent, else the user agent.
 * ("Device type: screen width under 768 px is mobile" is the client-side rule; the server has only these.)
 */
export type View = "web" | "mweb";

const MOBILE_UA = /Mobi|Android|iPhone|iPod|Opera Mini|IEMobile|BlackBerry|webOS/i;

export function detectView(headers: { get(name: string): string | null }): View {
  const hint = headers.get("sec-ch-ua-mobile");
  if (hint === "?1") return "mweb";
  if (hint === "?0") return "web";
  return MOBILE_UA.test(headers.get("user-agent") ?? "") ? "mweb" : "web";
}
