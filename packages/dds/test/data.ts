/** Reference data from ../shared/data/dd (DDS 2.9 results); tests skip visibly when absent. */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// STIKK_DD_DATA names the folder when the repository is not checked out beside ../shared (a worktree)
const dir = process.env.STIKK_DD_DATA
  ? process.env.STIKK_DD_DATA.replace(/\/?$/, '/')
  : fileURLToPath(new URL('../../../../shared/data/dd/', import.meta.url));
export const HAVE_DATA = existsSync(dir + 'list100.json');
if (!HAVE_DATA) console.warn(`dds tests: reference data not found in ${dir}; skipping oracle tests`);

const read = <T>(name: string): T => JSON.parse(readFileSync(dir + name, 'utf8')) as T;

export type Table = Record<'N' | 'E' | 'S' | 'W', Record<'C' | 'D' | 'H' | 'S' | 'NT', number>>;
export interface ListDeal {
  deal: string;
  tricks: Table;
}
export interface ExpectedCard {
  card: string;
  equals: string[];
  tricks: number;
}
export interface OpeningCase {
  deal_id: number;
  trump: 'C' | 'D' | 'H' | 'S' | 'NT';
  leader: 'N' | 'E' | 'S' | 'W';
  remaining: string;
  expected_max_tricks: number;
  expected_cards: ExpectedCard[];
}
export interface MidCase {
  deal_id: number;
  trump: 'C' | 'D' | 'H' | 'S' | 'NT';
  trick_leader: 'N' | 'E' | 'S' | 'W';
  current_trick: string[];
  to_play: 'N' | 'E' | 'S' | 'W';
  remaining: string;
  tricks_left: number;
  expected_max_tricks_side_to_play: number;
  expected_cards: ExpectedCard[];
  tricks_won: { NS: number; EW: number };
  declarer: 'N' | 'E' | 'S' | 'W';
  expected_declarer_total: number;
}
export interface ParCase {
  deal_id: number;
  dealer: 'N' | 'E' | 'S' | 'W';
  vul: 'None' | 'NS' | 'EW' | 'All';
  par: { ns_score: string; ew_score: string; ns_contracts: string; ew_contracts: string };
  dealer_par: { score: string; contracts: string[] };
}

export const list100 = (): ListDeal[] => (HAVE_DATA ? read<ListDeal[]>('list100.json') : []);
export const solveCases = (): { opening_lead: OpeningCase[]; midplay: MidCase[] } =>
  HAVE_DATA ? read('solve-cases.json') : { opening_lead: [], midplay: [] };
export const parCases = (): ParCase[] => (HAVE_DATA ? read<ParCase[]>('par-cases.json') : []);
