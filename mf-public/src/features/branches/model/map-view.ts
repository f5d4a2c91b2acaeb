import type { Branch } from '@cenacle/shared-domain/organisation/contracts';
import { foldText } from '@cenacle/shared-domain/rules';

/** Where the map looks: centre (latitude, longitude) and zoom. */
export interface MapView {
  readonly center: readonly [number, number];
  readonly zoom: number;
}

/** Spec §9 map defaults: Poland, Germany, the United Kingdom; Europe for every country at once. */
export const MAP_DEFAULTS: Readonly<Record<string, MapView>> = {
  POL: { center: [52.07, 19.48], zoom: 6 },
  DEU: { center: [51.16, 10.45], zoom: 6 },
  GBR: { center: [54.3, -2.6], zoom: 5 },
};
export const EUROPE: MapView = { center: [51.5, 12.5], zoom: 4 };

/** A branch the map can show: active and with both coordinates (spec §3). */
export type PlacedBranch = Branch & { readonly latitude: number; readonly longitude: number };

export const isPlaced = (branch: Branch): branch is PlacedBranch =>
  branch.latitude !== null && branch.longitude !== null;

/** The view for a country filter: its default, or the middle of its branches, or Europe. */
export function viewFor(country: string, branches: readonly PlacedBranch[]): MapView {
  const preset = MAP_DEFAULTS[country];
  if (preset) return preset;
  if (!country || branches.length === 0) return EUROPE;
  const lat = branches.reduce((sum, b) => sum + b.latitude, 0) / branches.length;
  const lng = branches.reduce((sum, b) => sum + b.longitude, 0) / branches.length;
  return { center: [lat, lng], zoom: 6 };
}

/** The branches a visitor's filters keep: the country, and a name containing the text, accents folded. */
export function filterBranches(
  branches: readonly PlacedBranch[],
  country: string,
  name: string,
): PlacedBranch[] {
  const wanted = foldText(name.trim());
  return branches.filter(
    (branch) =>
      (!country || branch.country === country) && (!wanted || foldText(branch.name).includes(wanted)),
  );
}
