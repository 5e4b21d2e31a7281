/** The field an issue is at, in words, before its message; the JSON path is kept for the JSON editor's users. */
import { placeInWords } from "~/lib/field-words";

export function IssuePlace({ path }: { path: string }) {
  const place = placeInWords(path);
  return place ? (
    <span className="studio-issue-place" data-path={path}>
      {place}:{" "}
    </span>
  ) : null;
}
