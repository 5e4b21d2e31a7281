import { format } from "date-fns";
import { TZDate } from "@date-fns/tz";

/** An instant as patients in India read it, whatever the server's or browser's time zone. */
export const indiaDateTime = (iso: string) => format(new TZDate(iso, "Asia/Kolkata"), "d MMM yyyy, h:mm a");
