/** The events routes (issue 19): teams events, their rounds and standings, pairs events of several sessions. */
import type {
  CreateEventRequest,
  CreateSessionRequest,
  DrawRoundRequest,
  EventDetail,
  EventKind,
  IndividualRanking,
  MatchCard,
  PairsEventRanking,
  TeamStandings,
} from '@stikk/server/api';
import { get, post } from './http.js';

export const eventsApi = {
  list: (club: number) => get<{ id: number; name: string; kind: EventKind }[]>(`/api/clubs/${club}/events`),
  create: (club: number, b: CreateEventRequest) => post<EventDetail>(`/api/clubs/${club}/events`, b),
  get: (id: number) => get<EventDetail>(`/api/events/${id}`),
  standings: (id: number) => get<TeamStandings>(`/api/events/${id}/standings`),
  draw: (id: number, b: DrawRoundRequest) =>
    post<{ drawn: number[]; event: EventDetail }>(`/api/events/${id}/rounds`, b),
  close: (id: number, round: number) =>
    post<{ closed: number; event: EventDetail }>(`/api/events/${id}/rounds/${round}/close`, {}),
  card: (id: number, round: number, match: number) =>
    get<MatchCard>(`/api/events/${id}/rounds/${round}/matches/${match}`),
  ranking: (id: number) => get<PairsEventRanking>(`/api/events/${id}/ranking`),
  individualRanking: (id: number) => get<IndividualRanking>(`/api/events/${id}/ranking`),
  addSession: (id: number, b: Omit<CreateSessionRequest, 'pairs' | 'eventName'>) =>
    post<{ sessionId: number; event: EventDetail }>(`/api/events/${id}/sessions`, b),
  exportPbnUrl: (id: number) => `/api/events/${id}/export.pbn`,
  exportUsebioUrl: (id: number) => `/api/events/${id}/export.usebio.xml`,
};
