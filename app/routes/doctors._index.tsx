/** /doctors: doctors are found by specialty. */
import { redirect } from "@remix-run/node";

export const loader = () => redirect("/specialties", 301);
