/**
 * Every page downloads the root layout and the browser entry with all they import; Rollup split them into some
 * thirty small files, each compressed on its own, and the same bytes in one file compress ~10 KB smaller. This
 * groups the modules the root layout and the entry import statically (not the ones they load with `import()`:
 * widgets, the Hindi catalogue, urql, analytics) into one `shell` chunk.
 *
 * Grouping follows imports, not what Rollup keeps after tree-shaking: a module reachable from the root layout goes
 * into the shell even when the root uses none of it, and is then downloaded by every page. So a module the shell
 * imports must not import a heavy library for a function the shell does not call (see `isCircleMember`, whose
 * caller gives it the date rather than the module importing the date library). `tests/e2e/first-load.spec.ts`
 * keeps the date and form libraries off the pages that do not use them.
 */
import type { GetManualChunk } from "rollup";

const ROOTS = [/\/app\/root\.tsx(\?|$)/, /\/app\/entry\.client\.tsx(\?|$)/];

export function shellChunk(): GetManualChunk {
  let shell: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const todo = [...getModuleIds()].filter((m) => ROOTS.some((re) => re.test(m)));
      while (todo.length) {
        const m = todo.pop()!;
        if (shell.has(m)) continue;
        shell.add(m);
        for (const dep of getModuleInfo(m)?.importedIds ?? []) todo.push(dep);
      }
    }
    if (/\.css(\?|$)/.test(id)) return undefined;
    return shell.has(id) ? "shell" : undefined;
  };
}
