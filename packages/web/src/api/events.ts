/** The events routes (issue 19): teams events, their rounds and standings, pairs events of several sessions. */
import type {
  CreateEventRequest,
  CreateSessionRequest,
  DrawRoundRequest,
  EntrantPlayer,
  EventDetail,
  EventEntrant,
  EventKind,
  IndividualRanking,
  MatchCard,
  MatchLineup,
  PairsEventRanking,
  ResultEntry,
  TeamLineup,
  TeamStandings,
  TieBreak,
} from '@stikk/server/api';
import { get, post, put, request } from './http.js';
import { type MpScale, scaleParam } from '../mp-scale.js';

export const eventsApi = {
  list: (club: number) => get<{ id: number; name: string; kind: EventKind }[]>(`/api/clubs/${club}/events`),
  create: (club: number, b: CreateEventRequest) => post<EventDetail>(`/api/clubs/${club}/events`, b),
  get: (id: number) => get<EventDetail>(`/api/events/${id}`),
  standings: (id: number) => get<TeamStandings>(`/api/events/${id}/standings`),
  draw: (id: number, b: DrawRoundRequest) =>
    post<{ drawn: number[]; event: EventDetail }>(`/api/events/${id}/rounds`, b),
  close: (id: number, round: number) =>
    post<{ closed: number; event: EventDetail }>(`/api/events/${id}/rounds/${round}/close`, {}),
  /** Marks a finished round final: its tables no longer change its results (the director still corrects them). */
  markFinal: (id: number, round: number) =>
    post<{ round: number; at: string; by: string }>(`/api/events/${id}/rounds/${round}/final`, {}),
  /** Takes the final mark off a round (a mistake): its tables may enter and change its results again. */
  reopenFinal: (id: number, round: number) =>
    request<{ finalRounds: { round: number; at: string; by: string }[] }>(
      'DELETE',
      `/api/events/${id}/rounds/${round}/final`,
    ),
  card: (id: number, round: number, match: number) =>
    get<MatchCard>(`/api/events/${id}/rounds/${round}/matches/${match}`),
  /** A pairs event's ranking; matchpoint totals on `scale` (2/1/0 unless given). */
  ranking: (id: number, scale?: MpScale) => get<PairsEventRanking>(`/api/events/${id}/ranking${scaleParam(scale)}`),
  individualRanking: (id: number) => get<IndividualRanking>(`/api/events/${id}/ranking`),
  addSession: (id: number, b: Omit<CreateSessionRequest, 'pairs' | 'eventName'>) =>
    post<{ sessionId: number; event: EventDetail }>(`/api/events/${id}/sessions`, b),
  setMembers: (id: number, team: number, members: readonly string[], memberNos: readonly string[] = []) =>
    put<EventEntrant>(`/api/events/${id}/teams/${team}/members`, {
      members,
      ...(memberNos.length > 0 ? { memberNos } : {}),
    }),
  /** The register entries of a pairs or individual event's entrant, with who added each. */
  entrantPlayers: (id: number, entrant: number) =>
    get<EntrantPlayer[]>(`/api/events/${id}/entrants/${entrant}/players`),
  /** Adds register entries (member numbers) to an entrant; never takes one off. */
  addEntrantPlayers: (id: number, entrant: number, memberNos: readonly string[]) =>
    put<EntrantPlayer[]>(`/api/events/${id}/entrants/${entrant}/players`, { memberNos }),
  setLineup: (id: number, round: number, match: number, side: 'home' | 'away', lineup: TeamLineup) =>
    put<MatchLineup>(`/api/events/${id}/rounds/${round}/matches/${match}/lineup`, { side, ...lineup }),
  setTieBreaks: (id: number, tieBreaks: readonly TieBreak[]) =>
    put<TeamStandings>(`/api/events/${id}/tie-breaks`, { tieBreaks }),
  markLate: (id: number, round: number, match: number, board: number) =>
    post<{ board: number; rooms: ('open' | 'closed')[]; event: EventDetail }>(
      `/api/events/${id}/rounds/${round}/matches/${match}/late`,
      { board },
    ),
  enterLate: (
    id: number,
    round: number,
    match: number,
    board: number,
    b: ResultEntry & { room: 'open' | 'closed'; note?: string },
  ) => put<MatchCard>(`/api/events/${id}/rounds/${round}/matches/${match}/boards/${board}`, b),
  exportPbnUrl: (id: number) => `/api/events/${id}/export.pbn`,
  exportUsebioUrl: (id: number) => `/api/events/${id}/export.usebio.xml`,
};
