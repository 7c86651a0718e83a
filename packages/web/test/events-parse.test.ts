import { describe, expect, it } from 'vitest';
import { parseDraw, parsePairs, parseTeams, parseWinners } from '../src/events.js';

describe('what a director types on the events pages', () => {
  it('teams: one a line, members after a colon', () => {
    expect(parseTeams('Lag A: Ola, Kari, Per, Liv\n\n  Lag B  \n')).toEqual([
      { name: 'Lag A', members: ['Ola', 'Kari', 'Per', 'Liv'] },
      { name: 'Lag B' },
    ]);
    expect(parseTeams(': Ola')).toBeNull();
  });
  it('pairs: carry-over after a semicolon, comma or point decimals', () => {
    expect(parsePairs('Ann & Bo; 4,5\nCai & Di; -2.25\nEli & Fa')).toEqual([
      { name: 'Ann & Bo', carryOver: 4.5 },
      { name: 'Cai & Di', carryOver: -2.25 },
      { name: 'Eli & Fa' },
    ]);
    expect(parsePairs('Ann & Bo; lots')).toBeNull();
  });
  it('a draw: home-away pairs, a bye as a team with a dash', () => {
    expect(parseDraw('1-5, 2–6; 7-')).toEqual([
      { home: 1, away: 5 },
      { home: 2, away: 6 },
      { home: 7, away: null },
    ]);
    expect(parseDraw('1 v 5')).toBeNull();
    expect(parseDraw('')).toBeNull();
  });
  it('knockout winners', () => {
    expect(parseWinners('s1m2=3, S2M1 = 1')).toEqual({ S1M2: 3, S2M1: 1 });
    expect(parseWinners('S1M2:3')).toBeNull();
  });
});
