/**
 * Issue 23: "JSON editor: completion and hover docs at every depth, sections and `meta` included", in Chromium at
 * 390 px. Every step waits on the editor's own state (its text, cursor and focus, read from CodeMirror's view), never
 * on time: keys are typed only once the cursor is where the test put it and the editor has the focus, and the
 * completion list is read only once the typed text is in the document.
 */
import { expect, test, type Page } from "./hydrated-test";
import { EDITOR, closeStudioContexts, openFreshDraft, studioContext } from "./studio-helpers";

test.afterEach(closeStudioContexts);

test.use({ viewport: { width: 390, height: 844 } });

interface EditorState {
  doc: string;
  head: number;
  focused: boolean;
}

/** The editor's text, cursor and focus. CodeMirror keeps its view on the content element (`cmTile`, `cmView` before 6.39). */
function editorState(page: Page): Promise<EditorState> {
  return page.locator(".cm-content").evaluate((el) => {
    const node = el as unknown as { cmTile?: { root?: { view?: unknown } }; cmView?: { rootView?: { view?: unknown } } };
    const view = (node.cmTile?.root?.view ?? node.cmView?.rootView?.view) as { state: { doc: { toString(): string }; selection: { main: { head: number } } }; hasFocus: boolean };
    return { doc: view.state.doc.toString(), head: view.state.selection.main.head, focused: view.hasFocus };
  });
}

/**
 * The position in the document just after `target`, the first one after `after`: e.g. the `"meta": {` of a section
 * named so. Throws when the text has none (a wrong test, not a slow editor).
 */
function positionIn(doc: string, after: string, target: string, offset = target.length): number {
  const from = doc.indexOf(after);
  const at = from < 0 ? -1 : doc.indexOf(target, from);
  if (at < 0) throw new Error(`"${target}" after "${after}" is not in the JSON`);
  return at + offset;
}

/** Scrolls the position into view and gives its on-screen point (the editor draws only the lines in view). */
async function pointAt(page: Page, pos: number): Promise<{ x: number; y: number }> {
  const point = await page.locator(".cm-content").evaluate(async (el, at) => {
    const node = el as unknown as { cmTile?: { root?: { view?: unknown } }; cmView?: { rootView?: { view?: unknown } } };
    type View = {
      dom: HTMLElement;
      dispatch(tr: { effects: unknown }): void;
      coordsAtPos(pos: number): { left: number; right: number; top: number; bottom: number } | null;
      constructor: { scrollIntoView(pos: number, opts: { y: string; x: string }): unknown };
    };
    const view = (node.cmTile?.root?.view ?? node.cmView?.rootView?.view) as View;
    // The editor in the middle of the page (clear of the sticky toolbar), then the position in the middle of the editor.
    view.dom.scrollIntoView({ block: "center" });
    view.dispatch({ effects: view.constructor.scrollIntoView(at, { y: "center", x: "center" }) });
    // The scroll is measured and drawn on the next frames: wait until the position has its box on screen, uncovered.
    for (let frame = 0; frame < 600; frame++) {
      await new Promise((r) => requestAnimationFrame(r));
      const c = view.coordsAtPos(at);
      if (!c) continue;
      const x = (c.left + c.right) / 2;
      const y = (c.top + c.bottom) / 2;
      if (y > 0 && y < window.innerHeight && view.dom.contains(document.elementFromPoint(x, y))) return { x, y };
    }
    return null;
  }, pos);
  if (!point) throw new Error(`position ${pos} of the JSON never came into view`);
  return point;
}

/** Clicks at the end of the line holding `pos`, and waits until the editor has the focus and its cursor is there. */
async function cursorAtLineEnd(page: Page, pos: number): Promise<number> {
  const { doc } = await editorState(page);
  const end = doc.indexOf("\n", pos) < 0 ? doc.length : doc.indexOf("\n", pos);
  const point = await pointAt(page, end);
  await page.mouse.click(point.x + 1, point.y);
  await expect.poll(async () => {
    const s = await editorState(page);
    return s.focused && s.head;
  }).toBe(end);
  return end;
}

/**
 * A new key after the last one of the object whose last line holds `pos` (`,`, a new line and `"`), then the
 * completion list asked for with Ctrl+Space, once the document has what was typed.
 */
async function completeNewKey(page: Page, pos: number) {
  const end = await cursorAtLineEnd(page, pos);
  const before = (await editorState(page)).doc;
  await page.keyboard.type(",");
  await page.keyboard.press("Enter");
  await page.keyboard.type('"');
  // The closing quote comes with the opening one: the cursor sits between them.
  await expect.poll(async () => {
    const { doc } = await editorState(page);
    return doc.startsWith(before.slice(0, end)) && doc.endsWith(before.slice(end)) && doc.slice(end, doc.length - (before.length - end));
  }).toMatch(/^,\n *""$/);
  await page.keyboard.press("Control+Space");
}

/** Closes the completion list and undoes the typing, until the document is as it was. */
async function undoTo(page: Page, original: string) {
  await page.keyboard.press("Escape");
  await expect(page.locator(".cm-tooltip-autocomplete")).toHaveCount(0);
  await expect.poll(async () => {
    const s = await editorState(page);
    if (s.doc !== original) await page.keyboard.press("ControlOrMeta+z");
    return s.doc === original;
  }).toBe(true);
}

async function openJson(page: Page): Promise<string> {
  const tab = page.getByRole("tab", { name: "JSON" });
  await tab.focus();
  await page.keyboard.press("Enter");
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await page.locator(".cm-content").waitFor();
  // The editor holds the draft, pretty-printed, before anything is typed.
  await expect.poll(async () => (await editorState(page)).doc).toContain('"containers": [');
  return (await editorState(page)).doc;
}

test("the JSON editor completes keys and shows their docs in sections, their meta and its dimensions", async ({ browser }) => {
  test.setTimeout(120_000);
  const { page } = await studioContext(browser, EDITOR);
  await openFreshDraft(page);
  const original = await openJson(page);
  const options = page.locator(".cm-tooltip-autocomplete [role=option]");

  // In a section: the keys it does not have yet, not the ones it has. The new key goes after its last one: on the
  // line before the section's closing brace (one level out from its keys).
  const indentOf = (at: number) => original.slice(original.lastIndexOf("\n", at) + 1).match(/^ */)![0];
  const nameAt = original.indexOf('"name": "popular_categories"');
  const sectionClose = original.indexOf(`\n${indentOf(nameAt).slice(2)}}`, nameAt);
  await completeNewKey(page, sectionClose - 1);
  await expect(options.first()).toBeVisible();
  const sectionKeys = await options.allTextContents();
  for (const key of ["visibility", "behaviours", "view_all"]) expect(sectionKeys.some((o) => o.includes(key)), key).toBe(true);
  expect(sectionKeys.some((o) => o.includes("eager_load")), "a key the section has").toBe(false);
  await undoTo(page, original);

  // A change undone in the editor: a space after a line is still valid JSON, so it is an unsaved change; taken back,
  // the text is the saved draft again — nothing unsaved, nothing for autosave to save.
  await cursorAtLineEnd(page, positionIn(original, '"name": "popular_categories"', '"eager_load"'));
  await page.keyboard.type(" ");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.keyboard.press("Backspace");
  await expect.poll(async () => (await editorState(page)).doc).toBe(original);
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);

  // In a section's meta: the carousel's settings, after its last key.
  const metaAt = positionIn(original, '"name": "popular_categories"', '"meta": {', 0);
  const metaClose = original.indexOf(`\n${indentOf(metaAt)}}`, metaAt);
  await completeNewKey(page, metaClose - 1);
  await expect(options.first()).toBeVisible();
  const metaKeys = await options.allTextContents();
  for (const key of ["visible_cards", "auto_swipe", "carousel_dots", "carousel_arrows", "dimensions"]) expect(metaKeys.some((o) => o.includes(key)), key).toBe(true);
  expect(metaKeys.some((o) => o.includes("variant")), "a key the meta has").toBe(false);
  await undoTo(page, original);

  // Hover docs, from the schemas' descriptions, at each depth: container, section, meta, meta's dimensions.
  const hover = page.locator(".cm-tooltip-hover");
  const hoverAt = async (pos: number) => {
    await page.mouse.move(0, 0);
    await expect(hover).toHaveCount(0);
    const p = await pointAt(page, pos);
    await page.mouse.move(p.x, p.y);
  };
  await hoverAt(positionIn(original, '"containers": [', '"type": "vertical"', 3));
  await expect(hover).toContainText("vertical stacks its sections");
  await hoverAt(positionIn(original, '"sections": [', '"eager_load"', 3));
  // (The docs are rendered as Markdown, which curls the apostrophe.)
  await expect(hover).toContainText(/Fetch this section.s data with the page rather than when it scrolls into view\./);
  await hoverAt(positionIn(original, '"name": "banner"', '"visible_cards"', 3));
  await expect(hover).toContainText("How many cards show at once, from 1 to 12.");
  await hoverAt(positionIn(original, '"name": "banner"', '"mweb_width"', 3));
  await expect(hover).toContainText("number");

  // Nothing typed stayed in the draft.
  expect((await editorState(page)).doc).toBe(original);
  await openFreshDraft(page);
});
