import type { eventsEn } from './en.js';

export const eventsDa: Record<keyof typeof eventsEn, string> = {
  'session.movement.teams': 'Hold',
};
