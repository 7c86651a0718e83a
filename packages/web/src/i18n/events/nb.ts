import type { eventsEn } from './en.js';

export const eventsNb: Record<keyof typeof eventsEn, string> = {
  'session.movement.teams': 'Lag',
};
