/** Keyboard undo/redo for the editor: Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z or Ctrl+Y redo (not inside the JSON editor, which has its own). */
import { useEffect, type Dispatch, type SetStateAction } from "react";
import { redo, undo, type History } from "./draft-ops";

export function useUndoKeys(setHistory: Dispatch<SetStateAction<History>>) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      if ((e.target as HTMLElement)?.closest?.(".cm-editor")) return;
      const k = e.key.toLowerCase();
      if (k === "z" && !e.shiftKey) {
        e.preventDefault();
        setHistory(undo);
      } else if ((k === "z" && e.shiftKey) || k === "y") {
        e.preventDefault();
        setHistory(redo);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [setHistory]);
}
