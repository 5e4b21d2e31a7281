/**
 * The icon each category, service and specialty tile image shows, from the icon library (drawn on the server into
 * the tile's SVG, so patient pages load no icon code). A tile without a listed icon keeps its initials.
 */
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  Activity, Baby, Bean, Bone, Brain, ClipboardCheck, CreditCard, Crown, Dna, Droplet, Ear, FileUp, FlaskConical, Flower2, HeartPulse,
  Hospital, Mars, Microscope, PersonStanding, Pill, ScanLine, Soup, Sparkles, Stethoscope, Sun, Thermometer, Venus, Video, Zap,
  type LucideProps,
} from "lucide-react";

/** "<kind>/<file name without .svg>" → icon. */
const ICONS: Record<string, ComponentType<LucideProps>> = {
  "categories/full-body-checkup": ClipboardCheck,
  "categories/diabetes": Droplet,
  "categories/thyroid": Activity,
  "categories/heart": HeartPulse,
  "categories/women-health": Venus,
  "categories/senior-citizen": PersonStanding,
  "categories/kidney": Bean,
  "categories/liver": FlaskConical,
  "categories/vitamins": Sun,
  "categories/fever": Thermometer,
  "categories/fever-infection": Thermometer,
  "categories/allergy": Flower2,
  "categories/bone-joint": Bone,
  "categories/mens-health": Mars,
  "categories/hormones": Dna,
  "services/lab-tests": Microscope,
  "services/consult": Video,
  "services/health-checkup": ClipboardCheck,
  "services/radiology": ScanLine,
  "services/instant": Zap,
  "services/clinic": Hospital,
  "services/credit-card": CreditCard,
  "services/circle": Crown,
  "services/upload-prescription": FileUp,
  "specialties/general-physician": Stethoscope,
  "specialties/paediatrics": Baby,
  "specialties/orthopaedics": Bone,
  "specialties/obstetrics-and-gynaecology": Venus,
  "specialties/dermatology": Sparkles,
  "specialties/cardiology": HeartPulse,
  "specialties/psychiatry": Brain,
  "specialties/gastroenterology": Soup,
  "specialties/ent": Ear,
  "specialties/diabetology": Pill,
};

/** The icon's SVG markup at `size` px in `colour`, or null when the tile has none. */
export function tileIconSvg(kindAndFile: string, size: number, colour: string): string | null {
  const Icon = ICONS[kindAndFile];
  return Icon ? renderToStaticMarkup(createElement(Icon, { size, color: colour, strokeWidth: 2, "aria-hidden": true })) : null;
}
