/**
 * The files of the widget chunk and of the chunks it imports, as the browser build named them (build-plugins/
 * widget-chunks.ts): a page that draws widgets names them as module preloads, so hydration does not wait one round
 * trip after the entry script to ask for them. Empty in development and in tests.
 */
declare const __WIDGET_CHUNKS__: string[] | undefined;

export const widgetChunkUrls: readonly string[] = typeof __WIDGET_CHUNKS__ === "undefined" ? [] : __WIDGET_CHUNKS__;
