// DivKit's own server renderer (npm @divkitframework/divkit, `render` from /server) answering every request with
// a freshly rendered page of CARDS item cards — image, name, price and an Add button each — for `npm run bench`
// to compare against. PORT and CARDS from the environment.
import http from "node:http";
import { render } from "@divkitframework/divkit/server";

const PORT = Number(process.env.PORT ?? 3399);
const CARDS = Number(process.env.CARDS ?? 24);

const text = (t, size = 14, weight = "regular") => ({ type: "text", text: t, font_size: size, font_weight: weight });
const card = (i) => ({
  type: "container",
  orientation: "vertical",
  width: { type: "fixed", value: 160 },
  paddings: { left: 12, right: 12, top: 12, bottom: 12 },
  border: { corner_radius: 12, stroke: { color: "#e0e0e0" } },
  items: [
    { type: "image", image_url: `https://content.apollo247.com/images/items/${i}.svg`, width: { type: "fixed", value: 64 }, height: { type: "fixed", value: 64 } },
    text(`Thyroid Profile Total (T3, T4, TSH) ${i}`, 14, "bold"),
    text("Includes 3 tests", 12),
    text(`₹${399 + i}`, 16, "bold"),
    { ...text("Add to cart", 14, "medium"), action: { log_id: `add_${i}`, url: `div-action://set_state?state_id=0/cart/${i}` } },
  ],
});
const json = {
  templates: {},
  card: {
    log_id: "diag_home",
    states: [{ state_id: 0, div: { type: "container", orientation: "vertical", items: [text("Book Lab Tests at Home", 20, "bold"), { type: "gallery", items: Array.from({ length: CARDS }, (_, i) => card(i + 1)) }] } }],
  },
};

http
  .createServer((_, res) => {
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>Lab tests</title></head><body><div id="root">${render({ json, id: "diag_home", platform: "touch" })}</div></body></html>`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  })
  .listen(PORT, "127.0.0.1", () => console.log(`divkit on ${PORT}`));
