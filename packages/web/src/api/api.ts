/** One function per server route the app uses (API.md); bodies typed by the server's contract. */
import type {
  AdjustRequest,
  ClaimSeatRequest,
  Club,
  CreateClubRequest,
  CreateOnlineTableRequest,
  CreateSessionRequest,
  DirectorCall,
  DirectorCallRequest,
  LoginRequest,
  Me,
  OnlineTableCreated,
  OnlineTableSummary,
  Progress,
  Ranking,
  RegisterRequest,
  RulingRequest,
  RulingResponse,
  SectionScoring,
  HandRecords,
  SessionDetail,
  SessionSummary,
  TerminalBoard,
  TerminalConfirmRequest,
  TerminalJoinRequest,
  TerminalJoinResponse,
  TerminalResultRequest,
  TerminalRound,
  Traveller,
  TravellerLine,
  PublishRequest,
  CreatePlayerRequest,
  ImportPlayersResult,
  PairInfo,
  PairPlayerEntry,
  Member,
  Player,
  PublicClub,
  PublishedSession,
  RoundClockRequest,
  PublishCheck,
  ResultHistoryEntry,
  ResultRowDto,
  DirectorOverrideRequest,
  LateCorrection,
} from '@stikk/server/api';
import { get, post, put, request } from './http.js';
import { type MpScale, scaleParam } from '../mp-scale.js';

export const api = {
  me: () => get<Me>('/api/auth/me'),
  register: (b: RegisterRequest) => post<Me>('/api/auth/register', b),
  login: (b: LoginRequest) => post<Me>('/api/auth/login', b),
  logout: () => post<Record<string, never>>('/api/auth/logout'),
  createClub: (b: CreateClubRequest) => post<Club>('/api/clubs', b),
  sessions: (club: number) => get<SessionSummary[]>(`/api/clubs/${club}/sessions`),
  createSession: (club: number, b: CreateSessionRequest) => post<SessionDetail>(`/api/clubs/${club}/sessions`, b),
  session: (id: number) => get<SessionDetail>(`/api/sessions/${id}`),
  progress: (id: number) => get<Progress>(`/api/sessions/${id}/progress`),
  /** A board's traveller; matchpoints on `scale` (2/1/0 unless given). */
  traveller: (id: number, board: number, scale?: MpScale) =>
    get<Traveller>(`/api/sessions/${id}/travellers/${board}${scaleParam(scale)}`),
  /** The session's ranking; matchpoints on `scale` (2/1/0 unless given). */
  ranking: (id: number, scale?: MpScale) => get<Ranking>(`/api/sessions/${id}/ranking${scaleParam(scale)}`),
  adjust: (id: number, resultId: number, b: AdjustRequest) =>
    post<TravellerLine>(`/api/sessions/${id}/results/${resultId}/adjust`, b),
  publish: (id: number, b: PublishRequest = {}) => post<SessionDetail>(`/api/sessions/${id}/publish`, b),
  clock: (id: number, b: RoundClockRequest) => post<SessionDetail>(`/api/sessions/${id}/clock`, b),
  publishCheck: (id: number) => get<PublishCheck>(`/api/sessions/${id}/publish-check`),
  unplayed: (id: number, treatment: 'average' | 'not-played') =>
    post<{ adjusted: number }>(`/api/sessions/${id}/unplayed`, { treatment }),
  latePlay: (id: number, resultId: number) =>
    post<{ latePlay: true }>(`/api/sessions/${id}/results/${resultId}/late-play`, {}),
  sectionScoring: (id: number, sectionScoring: SectionScoring) =>
    put<Ranking>(`/api/sessions/${id}/section-scoring`, { sectionScoring }),
  reopenSession: (id: number) => post<SessionDetail>(`/api/sessions/${id}/reopen`, {}),
  newTableCode: (id: number, table: number) =>
    post<{ table: number; code: string }>(`/api/sessions/${id}/tables/${table}/code`, {}),
  liveRanking: (id: number, liveRanking: boolean) =>
    put<{ liveRanking: boolean }>(`/api/sessions/${id}/live-ranking`, { liveRanking }),
  results: (id: number, board?: number) =>
    get<ResultRowDto[]>(`/api/sessions/${id}/results${board ? `?board=${board}` : ''}`),
  correct: (id: number, resultId: number, b: DirectorOverrideRequest & { lateCorrection?: LateCorrection }) =>
    put<TravellerLine>(`/api/sessions/${id}/results/${resultId}`, b),
  removeAdjustment: (id: number, resultId: number) =>
    request<TravellerLine>('DELETE', `/api/sessions/${id}/results/${resultId}/adjustment`, {}),
  history: (id: number, resultId: number) =>
    get<ResultHistoryEntry[]>(`/api/sessions/${id}/results/${resultId}/history`),
  resultClubs: () => get<PublicClub[]>('/api/results/clubs'),
  clubResults: (club: number) => get<PublishedSession[]>(`/api/results/clubs/${club}`),
  players: (club: number) => get<Player[]>(`/api/clubs/${club}/players`),
  addPlayer: (club: number, b: CreatePlayerRequest) => post<Player>(`/api/clubs/${club}/players`, b),
  members: (club: number) => get<Member[]>(`/api/clubs/${club}/members`),
  linkPlayer: (club: number, player: number, userId: number | null) =>
    put<Player>(`/api/clubs/${club}/players/${player}/account`, { userId }),
  importPlayers: (club: number, csv: string) => post<ImportPlayersResult>(`/api/clubs/${club}/players/import`, { csv }),
  calls: (id: number) => get<DirectorCall[]>(`/api/sessions/${id}/calls`),
  resolveCall: (callId: number, resolution: string) =>
    post<DirectorCall>(`/api/calls/${callId}/resolve`, { resolution }),
  hands: (id: number) => get<HandRecords>(`/api/sessions/${id}/hands`),
  assist: (b: RulingRequest) => post<RulingResponse>('/api/rulings/assist', b),
  exportPbnUrl: (id: number) => `/api/sessions/${id}/export.pbn`,
  exportUsebioUrl: (id: number) => `/api/sessions/${id}/export.usebio.xml`,

  terminalJoin: (b: TerminalJoinRequest) => post<TerminalJoinResponse>('/api/terminal/join', b),
  /** Ends this phone's terminal token on the server ("Change table"). */
  terminalLeave: () => post<null>('/api/terminal/leave'),
  terminalRound: (round?: number) => get<TerminalRound>(`/api/terminal/round${round ? `?round=${round}` : ''}`),
  terminalResult: (b: TerminalResultRequest) => post<TerminalBoard>('/api/terminal/results', b),
  terminalConfirm: (b: TerminalConfirmRequest) => post<TerminalBoard>('/api/terminal/confirm', b),
  terminalTraveller: (board: number) => get<Traveller>(`/api/terminal/traveller/${board}`),
  terminalRanking: () => get<Ranking>('/api/terminal/ranking'),
  terminalPlayers: (b: { side: 'NS' | 'EW'; players: [PairPlayerEntry, PairPlayerEntry] }) =>
    post<PairInfo>('/api/terminal/players', b),
  terminalDirector: (b: DirectorCallRequest) => post<DirectorCall>('/api/terminal/director', b),

  createOnlineTable: (b: CreateOnlineTableRequest) => post<OnlineTableCreated>('/api/online/tables', b),
  onlineTables: () => get<OnlineTableSummary[]>('/api/online/tables'),
  /** One board's table log (TABLE-LOG.md), for the table's director: the ruling assistant opens it. */
  onlineBoardLog: (table: number, board: number) =>
    get<Record<string, unknown>>(`/api/online/tables/${table}/boards/${board}/log`),
  claimSeat: (id: number, b: ClaimSeatRequest) => post<{ token: string }>(`/api/online/tables/${id}/claim`, b),
  /** Closes an abandoned stand-alone table of the caller's (its creator): no seat is taken there any more. */
  closeOnlineTable: (id: number) => post<{ closed: boolean }>(`/api/online/tables/${id}/close`, {}),
};
