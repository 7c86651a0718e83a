import { auctionRules } from './auction/index.js';
import { composeRules } from './framework/compose.js';
import { playRules } from './play/index.js';
import { informationRules } from './information/law16b-20f-75-information.js';

export { composeRules } from './framework/compose.js';
export { auctionRules } from './auction/index.js';
export { playRules } from './play/index.js';
export { informationRules } from './information/law16b-20f-75-information.js';

/** The whole digital director: pass to `foldLog(log, { rules: directorRules })`. */
export const directorRules = composeRules(informationRules, auctionRules, playRules);

/** Shared helpers of the digital director: edition profiles and effect builders. */
export { editionProfile, type EditionProfile } from './framework/edition.js';
export {
  DEFAULT_REGULATION,
  REGULATION_IDS,
  REGULATIONS,
  regulationProfile,
  type RegulationId,
  type RegulationProfile,
} from './regulations/profiles.js';
export * as effects from './framework/effects.js';
export { lowestSufficient } from './auction/index.js';
export * from './play/procedure.js';
export * from './play/law13-15-wrong-cards.js';
export * from './play/law42-43-dummy.js';
export * from './play/law65-67-tricks.js';
export * from './play/law79-tricks-won.js';
export * from './claims/index.js';
export * from './play/law61b-revoke-inquiry.js';
export {
  MESSAGE_PARAMS,
  OPTION_ARGS,
  PENDING_KINDS,
  msg,
  type MessageCode,
  type MessageParams,
} from './framework/messages.js';

/** TD training: scenarios (table logs from the law fixtures) and the engine's answer key. */
export { TRAINING_SCENARIOS } from './training/scenarios.js';
export {
  gradeTraining,
  lawChoices,
  lawNumber,
  trainingKey,
  trainingRectification,
  type TrainingAnswer,
  type TrainingGrade,
  type TrainingEffect,
  type TrainingKey,
  type TrainingOutcome,
  type TrainingRectification,
  type TrainingScenario,
} from './training/scenario.js';
