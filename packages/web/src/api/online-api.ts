/** The online pages' own endpoints: seat codes, the organiser's invitations, substitutes, the director's overview. */
import type {
  DirectorCall,
  OnlineDirectorOverview,
  OnlineSessionInfo,
  PlayerSeatLookup,
  SeatCode,
  SeatInviteDto,
} from '@stikk/server/api';
import { navigate } from '../router.js';
import { get, post } from './http.js';

export const onlineApi = {
  findInvite: (code: string) => get<PlayerSeatLookup>(`/api/online/invites/${encodeURIComponent(code)}`),
  invites: (tableId: number) => get<SeatInviteDto[]>(`/api/online/tables/${tableId}/invites`),
  substitute: (tableId: number, seat: SeatCode) =>
    post<{ seat: SeatCode; code: string }>(`/api/online/tables/${tableId}/seats/${seat}/substitute`, {}),
  startSession: (sid: number, irregularities?: 'allow', edition: '2017' | '2007' = '2017') =>
    post<OnlineSessionInfo>(`/api/sessions/${sid}/online`, {
      ...(irregularities ? { irregularities } : {}),
      ...(edition === '2007' ? { edition } : {}),
    }),
  session: (sid: number) => get<OnlineSessionInfo>(`/api/sessions/${sid}/online`),
  overview: () => get<OnlineDirectorOverview>('/api/online/director'),
  resolveCall: (callId: number, resolution: string) =>
    post<DirectorCall>(`/api/calls/${callId}/resolve`, { resolution }),
};

/** The link that seats its holder (the code is the seat's token). */
export const seatLink = (tableId: number, code: string): string => `/online/${tableId}/${encodeURIComponent(code)}`;

const PLAYER_CODE = 'stikk.playerCode';
/** A player's session code, kept in this tab so "next round" finds the next table. */
export const rememberPlayerCode = (code: string | null): void => {
  if (code) sessionStorage.setItem(PLAYER_CODE, code);
  else sessionStorage.removeItem(PLAYER_CODE);
};
export const playerCode = (): string | null => sessionStorage.getItem(PLAYER_CODE);

/** Looks a seat or player code up and goes to the seat it opens; false when no seat has it. */
export async function goToSeat(
  code: string,
): Promise<{ ok: true; tableId: number } | { ok: false; status: number; code: string; message: string }> {
  const r = await onlineApi.findInvite(code);
  if (!r.ok) return { ok: false, status: r.error.status, code: r.error.code, message: r.error.message };
  rememberPlayerCode(r.value.session ? code : null);
  navigate(seatLink(r.value.tableId, r.value.code));
  return { ok: true, tableId: r.value.tableId };
}
