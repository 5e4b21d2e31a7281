/**
 * The sections of a draft in order. Drag a row's handle to reorder, with the mouse or the keyboard
 * (focus the handle, Space to lift, arrow keys to move, Space to drop, Escape to cancel) — @dnd-kit.
 * Rows and containers are memoised, so typing in a form re-renders only the section that changed, even with 200
 * sections: everything a row reads from its DndContext and SortableContext (sensors, items) keeps its identity while
 * the names and order stay the same, or every row would re-render on each keystroke.
 */
import { IssuePlace } from "./IssuePlace";
import { memo, useCallback, useMemo, useRef, useState } from "react";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { Section } from "#schemas/generated/section";

export interface SectionIssue {
  path: string;
  message: string;
  section: string | null;
}

interface Props {
  config: ScreenConfiguration;
  selected: { container: number; index: number } | null;
  issues: Record<string, { errors: SectionIssue[]; warnings: SectionIssue[] }>;
  onSelect(container: number, index: number): void;
  onMove(container: number, from: number, to: number): void;
  onDuplicate(container: number, index: number): void;
  onDelete(container: number, index: number): void;
}

// Module constants: new option objects would make new sensors, a new DndContext value and so every row re-render.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };
const ACCESSIBILITY = {
  screenReaderInstructions: { draggable: "To move a section, press Space, then the arrow keys, then Space to drop it. Escape cancels." },
};

/** Does a section match the search words (its name, kind, title or heading, in any case)? */
export function sectionMatches(s: Section, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [s.name, s.type, s.title, s.heading].filter(Boolean).join(" ").toLowerCase();
  return words.every((w) => text.includes(w));
}

export function SectionList({ config, selected, issues, onSelect, onMove, onDuplicate, onDelete }: Props) {
  const [query, setQuery] = useState("");
  const all = config.containers.flatMap((c) => c.sections as Section[]);
  const found = query ? all.filter((s) => sectionMatches(s, query)).length : all.length;
  return (
    <div className="studio-sections">
      <label className="studio-search">
        Search sections
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Name, kind or title" />
      </label>
      <p className="studio-hint" role="status" aria-live="polite">
        {query ? `${found} of ${all.length} sections match “${query}”` : `${all.length} sections`}
      </p>
      {config.containers.map((c, ci) => (
        <ContainerList
          key={ci}
          query={query}
          containerIndex={ci}
          title={c.title ?? `${c.type === "tabs" ? "Tabs" : "Container"} ${ci + 1}`}
          sections={c.sections as Section[]}
          selectedIndex={selected?.container === ci ? selected.index : -1}
          issues={issues}
          onSelect={onSelect}
          onMove={onMove}
          onDuplicate={onDuplicate}
          onDelete={onDelete}
        />
      ))}
    </div>
  );
}

const ContainerList = memo(function ContainerList({
  query,
  containerIndex,
  title,
  sections,
  selectedIndex,
  issues,
  onSelect,
  onMove,
  onDuplicate,
  onDelete,
}: {
  containerIndex: number;
  title: string;
  sections: Section[];
  selectedIndex: number;
  query: string;
} & Omit<Props, "config" | "selected">) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
  // Positions stay those of the whole list: a search only hides rows, and a move is made in the full order.
  const shown = query ? sections.map((s, i) => ({ s, i })).filter(({ s }) => sectionMatches(s, query)) : sections.map((s, i) => ({ s, i }));
  // The sortable items change only when the shown names or their order do, not when a section's fields do.
  const shownKey = shown.map(({ s }) => s.name).join("\n");
  const items = useMemo(() => (shownKey ? shownKey.split("\n") : []), [shownKey]);
  const ids = useRef<string[]>([]);
  ids.current = sections.map((s) => s.name);
  const onDragEnd = useCallback(
    (e: DragEndEvent) => {
      if (!e.over || e.active.id === e.over.id) return;
      const from = ids.current.indexOf(String(e.active.id));
      const to = ids.current.indexOf(String(e.over.id));
      if (from >= 0 && to >= 0) onMove(containerIndex, from, to);
    },
    [onMove, containerIndex],
  );
  return (
    <section className="studio-container" aria-label={title}>
      <h3 className="studio-container-title">{title}</h3>
      <DndContext
        id={`studio-dnd-${containerIndex}`}
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={ACCESSIBILITY}
      >
        <SortableContext items={items} strategy={verticalListSortingStrategy}>
          <ol className="studio-section-list" data-container={containerIndex}>
            {shown.map(({ s, i }) => (
              <SectionRow
                key={s.name}
                section={s}
                containerIndex={containerIndex}
                index={i}
                selected={i === selectedIndex}
                errors={issues[s.name]?.errors}
                warnings={issues[s.name]?.warnings}
                onSelect={onSelect}
                onDuplicate={onDuplicate}
                onDelete={onDelete}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
});

const SectionRow = memo(function SectionRow({
  section,
  containerIndex,
  index,
  selected,
  errors,
  warnings,
  onSelect,
  onDuplicate,
  onDelete,
}: {
  section: Section;
  containerIndex: number;
  index: number;
  selected: boolean;
  errors?: SectionIssue[];
  warnings?: SectionIssue[];
  onSelect(container: number, index: number): void;
  onDuplicate(container: number, index: number): void;
  onDelete(container: number, index: number): void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: section.name });
  const label = section.title || section.heading || section.name;
  return (
    <li
      ref={setNodeRef}
      className="studio-section-row"
      data-studio-section={section.name}
      data-selected={selected || undefined}
      data-has-errors={errors?.length ? "true" : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined }}
    >
      <div className="studio-section-main">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="studio-drag-handle"
          aria-label={`Move ${section.name}`}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
        <button type="button" className="studio-section-select" aria-pressed={selected} onClick={() => onSelect(containerIndex, index)}>
          <span className="studio-section-name">{section.name}</span>
          <span className="studio-section-type">
            {section.type} · {label !== section.name ? label : section.data_source.type}
          </span>
        </button>
        <button type="button" className="studio-icon-btn" aria-label={`Duplicate ${section.name}`} onClick={() => onDuplicate(containerIndex, index)}>
          Duplicate
        </button>
        <button type="button" className="studio-icon-btn" aria-label={`Delete ${section.name}`} onClick={() => onDelete(containerIndex, index)}>
          Delete
        </button>
      </div>
      {errors?.length ? (
        <ul className="studio-issues studio-issues-error" aria-label={`Errors in ${section.name}`}>
          {errors.map((e, i) => (
            <li key={i}>
              <IssuePlace path={e.path} />{e.message}
            </li>
          ))}
        </ul>
      ) : null}
      {warnings?.length ? (
        <ul className="studio-issues studio-issues-warning" aria-label={`Warnings in ${section.name}`}>
          {warnings.map((e, i) => (
            <li key={i}>
              <IssuePlace path={e.path} />{e.message}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
});
