/** One function per server route the app uses (API.md); bodies typed by the server's contract. */
import type {
  AdjustRequest, ClaimSeatRequest, Club, CreateClubRequest, CreateOnlineTableRequest, CreateSessionRequest, DirectorCall, DirectorCallRequest,
  LoginRequest, Me, OnlineTableCreated, OnlineTableSummary, Progress, Ranking, RegisterRequest, RulingRequest, RulingResponse,
  HandRecords, SessionDetail, SessionSummary, TerminalBoard, TerminalConfirmRequest, TerminalJoinRequest, TerminalJoinResponse,
  TerminalResultRequest, TerminalRound, Traveller, TravellerLine, PublishRequest,
} from '@stikk/server/api';
import { get, post, put } from './http.js';


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
  traveller: (id: number, board: number) => get<Traveller>(`/api/sessions/${id}/travellers/${board}`),
  ranking: (id: number) => get<Ranking>(`/api/sessions/${id}/ranking`),
  adjust: (id: number, resultId: number, b: AdjustRequest) => post<TravellerLine>(`/api/sessions/${id}/results/${resultId}/adjust`, b),
  publish: (id: number, b: PublishRequest = {}) => post<SessionDetail>(`/api/sessions/${id}/publish`, b),
  calls: (id: number) => get<DirectorCall[]>(`/api/sessions/${id}/calls`),
  resolveCall: (callId: number, resolution: string) => post<DirectorCall>(`/api/calls/${callId}/resolve`, { resolution }),
  hands: (id: number) => get<HandRecords>(`/api/sessions/${id}/hands`),
  assist: (b: RulingRequest) => post<RulingResponse>('/api/rulings/assist', b),
  exportPbnUrl: (id: number) => `/api/sessions/${id}/export.pbn`,
  exportUsebioUrl: (id: number) => `/api/sessions/${id}/export.usebio.xml`,

  terminalJoin: (b: TerminalJoinRequest) => post<TerminalJoinResponse>('/api/terminal/join', b),
  terminalRound: (round?: number) => get<TerminalRound>(`/api/terminal/round${round ? `?round=${round}` : ''}`),
  terminalResult: (b: TerminalResultRequest) => post<TerminalBoard>('/api/terminal/results', b),
  terminalConfirm: (b: TerminalConfirmRequest) => post<TerminalBoard>('/api/terminal/confirm', b),
  terminalTraveller: (board: number) => get<Traveller>(`/api/terminal/traveller/${board}`),
  terminalRanking: () => get<Ranking>('/api/terminal/ranking'),
  terminalDirector: (b: DirectorCallRequest) => post<DirectorCall>('/api/terminal/director', b),

  createOnlineTable: (b: CreateOnlineTableRequest) => post<OnlineTableCreated>('/api/online/tables', b),
  onlineTables: () => get<OnlineTableSummary[]>('/api/online/tables'),
  claimSeat: (id: number, b: ClaimSeatRequest) => post<{ token: string }>(`/api/online/tables/${id}/claim`, b),
};
