export * from './law78b-imps.js';
export * from './vp-scales.js';
export * from './model.js';
export * from './output.js';
export * from './law78a-matchpoints.js';
export * from './law78b-pairs.js';
export * from './law12-adjusted.js';
export * from './settings.js';
export * from './ranking.js';
export { factoredTotal, perBoard, unevenBoards, unevenMaximum } from './factored-total.js';
export { scoreEvent, resolveSettings, tableScoreNS } from './score-event.js';
export { combineSessions, type SessionTotalsOptions } from './sessions.js';
export { validateResults } from './validate.js';
export * from './team-standings.js';
export { collapseCounts, expandCounts, hasCounts } from './frequency.js';
export { hasSections, scoreAcrossSections } from './across-sections.js';
export { applyHandicaps, hasHandicaps } from './handicap.js';
export {
  BUTLER_DATUM_KINDS,
  CROSS_IMP_SCALINGS,
  butlerConventionFromScoring,
  settingsFromScoring,
} from './conventions.js';
export type { ButlerConvention, ButlerDatumKind, CrossImpScaling } from './conventions.js';
