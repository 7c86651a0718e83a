/**
 * Regulation profiles in sessions: a session is run under a named profile (default the WBF's),
 * shown in its detail; an unknown profile is a 400 naming the field and stores nothing; the
 * session's scoring takes the profile's Law 12C2 artificial scores.
 */
import { describe, expect, it } from 'vitest';
import { REGULATIONS, type RegulationProfile } from '@stikk/laws';
import { parseArtificialBoth, scoreEvent, type EventResults } from '@stikk/scoring';
import { regulationSettings } from '../src/domain/scoring.js';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

const session = (extra: object) => ({
  name: 'Tisdag',
  movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
  boards: { source: 'seeded', seed: 'reg' },
  ...extra,
});

describe('regulation profiles in sessions', () => {
  it('a session is run under the profile it names, the WBF default otherwise; an unknown one is refused', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'regulation');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@bk.se', password: 'director-pw', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Lunds BK' });
      const sbf = await td.ok('POST', `/api/clubs/${club.id}/sessions`, session({ regulation: 'sbf' }));
      expect(sbf.regulation).toBe('sbf');
      expect((await td.ok('GET', `/api/sessions/${sbf.id}`)).regulation).toBe('sbf');
      const plain = await td.ok('POST', `/api/clubs/${club.id}/sessions`, session({}));
      expect(plain.regulation).toBe('wbf-default');
      const bad = await td.post(`/api/clubs/${club.id}/sessions`, session({ regulation: 'acbl' }));
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ code: 'invalid-field', field: 'regulation' });
      expect((await td.ok('GET', `/api/clubs/${club.id}/sessions`)).length).toBe(2);
    } finally {
      await cleanup();
    }
  }, 60_000);

  it("the profile's Law 12C2 figures are what the session's scoring uses for an artificial score", () => {
    const ev: EventResults = {
      kind: 'pairs',
      boards: [
        {
          board: 1,
          results: [
            { ns: '1', ew: '11', artificial: { ...parseArtificialBoth('A+')!, text: 'A+' } },
            { ns: '2', ew: '12', scoreNS: 620 },
            { ns: '3', ew: '13', scoreNS: 170 },
          ],
        },
      ],
    };
    const percent = (p: RegulationProfile) => {
      const r = scoreEvent(ev, { method: 'matchpoints', ...regulationSettings(p), sessionAverage: 'none' });
      if (!r.ok) throw new Error(r.error.message);
      return r.value.boards[0].results[0].percentNS;
    };
    expect(percent(REGULATIONS.sbf)).toBe(REGULATIONS.sbf.artificial.averagePlus);
    // A federation with other figures would get them: the settings come from the profile.
    const other: RegulationProfile = {
      ...REGULATIONS.sbf,
      artificial: { ...REGULATIONS.sbf.artificial, averagePlus: 65 },
    };
    expect(percent(other)).toBe(65);
  });
});
