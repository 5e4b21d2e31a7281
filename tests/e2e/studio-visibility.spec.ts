import { expect, test } from "./hydrated-test";
import { EDITOR_TOKEN, publish } from "./helpers";

test("a section hidden by a date window is absent from the HTML outside the window and present inside it", async ({ request }) => {
  const res = await request.post("/graphql", {
    headers: { authorization: `Bearer ${EDITOR_TOKEN}`, "content-type": "application/json" },
    data: { query: `{ getContentfulScreenConfiguration(screenName: "consult_home", screenView: "web") { response { screen_name segment_type screen_identifier version containers } } }` },
  });
  const original = (await res.json()).data.getContentfulScreenConfiguration.response;
  const section = original.containers[0].sections[0];
  const day = 24 * 3600_000;
  try {
    const past = structuredClone(original);
    past.containers[0].sections[0].visibility = { starts_at: new Date(Date.now() - 2 * day).toISOString(), ends_at: new Date(Date.now() - day).toISOString() };
    expect((await publish(request, "consult_home", "web", past)).success).toBe(true);
    const outside = await (await request.get("/consult")).text();
    expect(outside).toContain('data-screen="consult_home"');
    expect(outside).not.toContain(`data-section="${section.name}"`);

    const current = structuredClone(original);
    current.containers[0].sections[0].visibility = { starts_at: new Date(Date.now() - day).toISOString(), ends_at: new Date(Date.now() + day).toISOString() };
    expect((await publish(request, "consult_home", "web", current)).success).toBe(true);
    const inside = await (await request.get("/consult")).text();
    expect(inside).toContain(`data-section="${section.name}"`);
  } finally {
    await publish(request, "consult_home", "web", original);
  }
});
