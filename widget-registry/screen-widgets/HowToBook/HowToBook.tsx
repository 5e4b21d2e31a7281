/** How to book a home collection: the steps of the lab test flow, then straight into search. */
import { useScreenUi } from "~/sdui/screen-ui";
import { Overlay } from "../shared/Overlay";
import type { ScreenWidgetProps } from "../index";

export const HOW_TO_BOOK_STEPS = [
  { title: "Search and add tests", text: "Find tests or health checkup packages and add them to your cart." },
  { title: "Choose patients and address", text: "Pick who the tests are for (up to 6 patients per cart) and where the sample is collected." },
  { title: "Pick a slot", text: "Choose a date and time for home sample collection." },
  { title: "Pay", text: "Pay online, by cash on delivery, or partly with health credits." },
  { title: "Sample collection at home", text: "A trained phlebotomist collects the sample at your door; track the agent live." },
  { title: "Get your reports", text: "Download reports from your orders as soon as they are ready." },
];

export function HowToBook({ onClose }: ScreenWidgetProps) {
  const { openModal } = useScreenUi();
  return (
    <Overlay
      name="how_to_book"
      title="How to book a home collection"
      onClose={onClose}
      footer={
        <button type="button" className="btn-primary" onClick={() => openModal("search")}>
          Search tests
        </button>
      }
    >
      <ol className="sw-steps">
        {HOW_TO_BOOK_STEPS.map((s) => (
          <li key={s.title}>
            <strong>{s.title}</strong>
            <span>{s.text}</span>
          </li>
        ))}
      </ol>
    </Overlay>
  );
}
