export * from './result.js';
export * from './seat.js';
export * from './card.js';
export * from './strain.js';
export * from './call.js';
export * from './deal.js';
export * from './board.js';
export * from './law06-dealing.js';
export * from './contract.js';
export * from './law77-score.js';
export * from './law12c2-artificial.js';
export * from './auction.js';
export * from './trick.js';
export * from './log/table-log.js';
export { parseClaimLine, printClaimLine, type ClaimStep } from './log/claim-line.js';
export * from './fold/state.js';
// The machine itself stays inside core: callers get read-only states (`TableState`), the
// director's view with its commands (`Table`), and `openTable` for a table played act by act.
export type {
  CallRecord,
  ClaimRecord,
  DeepReadonly,
  DirectorData,
  DirectorRules,
  FoldOptions,
  Irregularity,
  Mode,
  PlayedCard,
  RevokeRecord,
  Table,
  TrickRecord,
} from './fold/machine.js';
export * from './fold/fold.js';
export {
  correctionTime,
  explainRight,
  isOpponentsCall,
  ownSidesCaller,
  reviewRight,
  type CorrectionTime,
  type CorrectionTiming,
  type QuestionRight,
  type QuestionTable,
} from './fold/law20-questions.js';
export * from './view/view.js';
export * from './view/delta.js';
export * from './view/card-note.js';
export * from './testing/random-board.js';
