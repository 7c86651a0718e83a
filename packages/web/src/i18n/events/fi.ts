import type { eventsEn } from './en.js';

export const eventsFi: Record<keyof typeof eventsEn, string> = {
  'session.movement.teams': 'Joukkueet',
};
