/** /.well-known/assetlinks.json: Android App Links for the spec's two mobile deep links (~/lib/deep-links); 404 without an app. */
import { env } from "~/.server/env";
import { assetLinks } from "~/lib/deep-links";

export const loader = () => {
  const e = env();
  const body = assetLinks({ androidPackage: e.ANDROID_APP_PACKAGE, androidCertSha256: e.ANDROID_APP_CERT_SHA256, iosAppIds: e.IOS_APP_IDS });
  if (!body) return new Response("Not found", { status: 404 });
  return Response.json(body, { headers: { "cache-control": "public, max-age=3600" } });
};
