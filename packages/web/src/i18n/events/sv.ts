import type { eventsEn } from './en.js';

export const eventsSv: Record<keyof typeof eventsEn, string> = {
  'session.movement.teams': 'Lag',
};
