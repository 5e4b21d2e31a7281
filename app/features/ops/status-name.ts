/**
 * The lab's plain names for order statuses in the console (staff read the server names; patients see the spec's
 * labels on the order pages). "PHLEBO_COMPLETED" → "Phlebo completed".
 */
const SPECIAL: Record<string, string> = {
  PHLEBO_CHECK_IN: "Phlebo check-in (agent on the way)",
  PHLEBO_COMPLETED: "Sample collected (phlebo completed)",
  SAMPLE_REJECTED_IN_LAB: "Sample rejected in lab",
};

export function opsStatusName(status: string): string {
  if (SPECIAL[status]) return SPECIAL[status];
  const words = status.toLowerCase().split("_").join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
