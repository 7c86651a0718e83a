import type { DirectorRules } from '@stikk/core';

/** The digital director for the play period (Laws 13–15, 41–71, 79). */
export const playRules: DirectorRules = {};
