import { auctionRules } from './auction/index.js';
import { composeRules } from './framework/compose.js';
import { playRules } from './play/index.js';

export { composeRules } from './framework/compose.js';
export { auctionRules } from './auction/index.js';
export { playRules } from './play/index.js';

/** The whole digital director: pass to `foldLog(log, { rules: directorRules })`. */
export const directorRules = composeRules(auctionRules, playRules);
