/** The position the phlebotomist's phone posts (browser geolocation), read by one schema on both sides. */
import { z } from "zod";

const coordinate = (limit: number) => z.coerce.number().refine((n) => Number.isFinite(n) && Math.abs(n) <= limit, "Your phone sent a location we cannot read. Please try again.");

export const agentPositionFormSchema = z.object({
  latitude: coordinate(90),
  longitude: coordinate(180),
  /** Metres, as the browser estimates it; optional. */
  accuracy: z.coerce.number().nonnegative().optional(),
});
