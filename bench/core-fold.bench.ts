// Placeholder replaced below once the fold exists: measures dealing speed for now.
import { seededDeal } from '@stikk/core';

const n = 20000;
const t0 = performance.now();
for (let i = 0; i < n; i++) seededDeal('bench', i + 1);
const ms = performance.now() - t0;
console.log(JSON.stringify({ name: 'core.seeded-deals-per-second', value: Math.round(n / (ms / 1000)), unit: 'deals/s' }));
