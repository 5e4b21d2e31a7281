/** Content service: GET /content/getallwidgets — every widget list (names, titles, item ids). */
import { getServices } from "~/.server/app-context";
import { getAllWidgets } from "~/.server/domain/catalogue/catalogue";
import { CONTENT_CACHE_CONTROL } from "~/.server/content/rest";

export async function loader() {
  const { db } = await getServices();
  return Response.json({ success: true, data: await getAllWidgets(db) }, { headers: { "Cache-Control": CONTENT_CACHE_CONTROL } });
}
