import type { DirectorRules } from '@stikk/core';

/** The digital director for the auction period (Laws 9–12, 16, 17D, 20–39). */
export const auctionRules: DirectorRules = {};
