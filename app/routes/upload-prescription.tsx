/**
 * /upload-prescription: the platform's name for the lab's prescription upload (Diag Upload Prescription Page),
 * which lives at /diagnostic-prescription — one page, so an upload from either address makes the same lead.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

export const loader = ({ request }: LoaderFunctionArgs) => redirect(`/diagnostic-prescription${new URL(request.url).search}`, 301);
