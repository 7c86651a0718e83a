import type { EventKind, Method, ScoringSettings } from './model.js';
import { WBF_CONTINUOUS } from './vp-scales.js';
import { LAW_12C2 } from '@stikk/core';

/** Stikk's defaults: WBF practice and the Laws' figures (12C2: 60/50/40 %, ±3 IMPs). */
export const DEFAULT_SETTINGS: Omit<ScoringSettings, 'method'> = {
  scale: '2/1/0',
  neuberg: true,
  neubergRounding: { mpDecimals: 1 },
  travellerUnfactored: false,
  percentUnrounded: false,
  ...LAW_12C2,
  butlerDrop: 'auto',
  butlerRoundTo: 10,
  crossImpDecimals: null,
  vpScale: WBF_CONTINUOUS,
  factorMissing: false,
  sectionScoring: 'within',
  winners: 'auto',
  knockout: false,
  totalDecimals: 2,
  percentDecimals: 2,
};

/** The method used when neither the file nor the user names one: teams for teams, matchpoints otherwise. */
export const defaultMethod = (kind: EventKind): Method => (kind === 'teams' ? 'teams' : 'matchpoints');

/** Producer profiles: how the programs whose files we read round and total. */
export const PRODUCER_SETTINGS: Readonly<Record<string, Partial<ScoringSettings>>> = {
  // Ruter (Magic Contest family): Neuberg results rounded to 0.1 matchpoint; totals are sums.
  ruter: { neubergRounding: { mpDecimals: 1 }, percentUnrounded: true, crossImpDecimals: 2 },
  // Compscore: a factored board's traveller keeps its own top; the factored score counts in the
  // totals (factor N/n to 4 decimals for NS, EW the rest of the top); totals of pairs who missed
  // boards are scaled up; percentages come from the unrounded totals.
  compscore: {
    neubergRounding: { factorDecimals: 4 },
    travellerUnfactored: true,
    factorMissing: true,
    percentUnrounded: true,
    crossImpDecimals: 2,
  },
};

/** The settings that reproduce the named producer program's numbers (Ruter, Compscore); empty when unknown. */
export function producerProfile(producer: string | undefined): Partial<ScoringSettings> {
  const p = (producer ?? '').toLowerCase();
  if (p.includes('ruter') || p.includes('magic contest')) return PRODUCER_SETTINGS.ruter;
  if (p.includes('compscore')) return PRODUCER_SETTINGS.compscore;
  return {};
}
