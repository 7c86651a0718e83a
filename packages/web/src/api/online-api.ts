/** The online pages' own endpoints: seat codes, the organiser's invitations, substitutes, the director's overview. */
import type {
  DirectorCall,
  OnlineDirectorOverview,
  SeatCode,
  SeatInviteDto,
  SeatInviteLookup,
} from '@stikk/server/api';
import { get, post } from './http.js';

export const onlineApi = {
  findInvite: (code: string) => get<SeatInviteLookup>(`/api/online/invites/${encodeURIComponent(code)}`),
  invites: (tableId: number) => get<SeatInviteDto[]>(`/api/online/tables/${tableId}/invites`),
  substitute: (tableId: number, seat: SeatCode) =>
    post<{ seat: SeatCode; code: string }>(`/api/online/tables/${tableId}/seats/${seat}/substitute`, {}),
  overview: () => get<OnlineDirectorOverview>('/api/online/director'),
  resolveCall: (callId: number, resolution: string) =>
    post<DirectorCall>(`/api/calls/${callId}/resolve`, { resolution }),
};

/** The link that seats its holder (the code is the seat's token). */
export const seatLink = (tableId: number, code: string): string => `/online/${tableId}/${encodeURIComponent(code)}`;
