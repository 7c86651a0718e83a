/**
 * E2E: the ruling assistant in all five languages, driven as a director would through an
 * insufficient bid (Law 27), an opening lead out of turn (Laws 54, 50D2), a revoke discovered
 * mid-play before it is established (Law 62) and after (Law 63), a disputed claim (Laws 68–70)
 * with a stated line (70D1), and an agreed claim whose agreement is withdrawn (69B). On every
 * screen of a non-English page no English word and no engine code (kind, option, card or call
 * code) appears.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EFFECT_KINDS, EVENT_STATUSES } from '@stikk/core';
import { MESSAGE_PARAMS, OPTION_ARGS, PENDING_KINDS } from '@stikk/laws';
import { VOCABULARY } from '../src/i18n/cards.js';
import { LANGUAGES, MESSAGES, type Lang } from '../src/i18n/all.js';
import { desktop, hasChromium, shot, startHarness, type Harness } from './support/e2e.js';

/** Every code the engine puts in its output. */
const CODES = new Set<string>([
  ...PENDING_KINDS,
  ...Object.keys(OPTION_ARGS),
  ...Object.keys(MESSAGE_PARAMS).flatMap((c) => c.split('.')),
  ...EFFECT_KINDS,
  ...EVENT_STATUSES,
]);
const words = (s: string): string[] =>
  s
    .replace(/{{\w+}}/g, ' ')
    .toLowerCase()
    .match(/\p{L}{3,}/gu) ?? [];

/** Words of our English strings that no string (nor card or seat word) of `lang` uses. */
function englishOnly(lang: Lang): Set<string> {
  const mine = new Set(
    [
      ...Object.values(MESSAGES[lang]),
      ...Object.values(VOCABULARY[lang]).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v))),
    ].flatMap((v) => words(String(v))),
  );
  return new Set(
    Object.values(MESSAGES.en)
      .flatMap(words)
      .filter((w) => !mine.has(w)),
  );
}

/** What must never be on a non-English screen: English words and the engine's codes. */
async function expectLocalised(page: Page, lang: Lang, where: string): Promise<string> {
  const text = await page.locator('main#main').innerText();
  if (lang === 'en') return text;
  const english = englishOnly(lang);
  expect(
    words(text).filter((w) => english.has(w)),
    `${lang} ${where}: English words`,
  ).toEqual([]);
  // Hyphenated words of the language (`ikke-feilende`) are fine; an engine code (`claim-disputed`) is not.
  const codes = (text.match(/\b[a-z]+(?:-[a-z]+)+\b/g) ?? []).filter(
    (c) => CODES.has(c) || c.split('-').some((w) => english.has(w)),
  );
  expect(codes, `${lang} ${where}: kebab-case codes`).toEqual([]);
  expect(text.match(/\b[CDHS](?:10|[2-9TJQKA])\b/g) ?? [], `${lang} ${where}: card codes`).toEqual([]);
  expect(text.match(/\b[1-7][CDHS]\b/g) ?? [], `${lang} ${where}: call codes`).toEqual([]);
  expect(text, `${lang} ${where}: raw option codes`).not.toMatch(
    /\b(?:27B1\(a\)|27B1\(b\)|27B2|25A|25B):|(?:^|\n)(?:agree|dispute|award|adjudicate|play-on)\b/,
  );
  for (const b of await page.locator('[data-option]').all()) {
    const code = (await b.getAttribute('data-option'))!;
    expect((await b.innerText()).trim(), `${lang} ${where}: option ${code}`).not.toBe(code);
  }
  return text;
}

async function bid(page: Page, code: string): Promise<void> {
  await page.locator(`.bidding-box button[data-call="${code}"]`).click();
}
async function play(page: Page, seat: string, card: string): Promise<void> {
  await page.getByTestId('ruling-lead-seat').selectOption(seat);
  await page.locator(`.hand button.card[data-card="${card}"]`).click();
}
async function fresh(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/#/director/ruling`);
  await page.reload();
  await page.getByTestId('ruling-board').fill('1');
}
const AUCTION_3NT = ['1NT', 'P', '3NT', 'P', 'P', 'P']; // board 1: North deals and declares, East leads
const TRICKS_1_2 = [
  ['E', 'DA'],
  ['S', 'D2'],
  ['W', 'D7'],
  ['N', 'D4'],
  ['E', 'H6'],
  ['S', 'HA'],
  ['W', 'H4'],
  ['N', 'HT'],
] as const;

async function insufficientBid(page: Page, base: string, lang: Lang): Promise<void> {
  await fresh(page, base);
  await bid(page, '1H');
  await bid(page, '1D'); // East: insufficient
  const pending = page.getByTestId('pending');
  await pending.waitFor();
  expect(await pending.getAttribute('data-kind')).toBe('insufficient-bid');
  await expectLocalised(page, lang, 'insufficient bid pending');
  await shot(page, `five-${lang}-01-insufficient`);
  await page.locator('[data-finding="lhoAccepts"] button[data-value="no"]').click();
  await page.getByTestId('apply-ruling').click();
  await expect.poll(() => pending.getAttribute('data-law')).toBe('27B');
  expect(await page.locator('[data-option]').count()).toBeGreaterThan(0);
  await expectLocalised(page, lang, 'insufficient bid to replace');
  await shot(page, `five-${lang}-02-insufficient-replace`);
  // East makes the lowest sufficient bid in the same strain, offered by the assistant as a button.
  await page.locator('[data-option^="27B1(a)"] button').click();
  await page.getByTestId('rulings').waitFor();
  expect(await page.locator('[data-testid=rulings] > li').first().getAttribute('data-law')).toBe('27B1(a)');
  expect(await page.getByTestId('ruling-events').innerText()).toContain('2♦');
  await expectLocalised(page, lang, 'insufficient bid ruled');
}

async function leadOutOfTurn(page: Page, base: string, lang: Lang): Promise<void> {
  await fresh(page, base);
  for (const c of AUCTION_3NT) await bid(page, c);
  await play(page, 'W', 'HK'); // West leads; East was to lead
  const pending = page.getByTestId('pending');
  await pending.waitFor();
  expect(await pending.getAttribute('data-kind')).toBe('opening-lead-out-of-turn');
  const text = await expectLocalised(page, lang, 'lead out of turn pending');
  if (lang !== 'en') expect(text).toContain(`♥${VOCABULARY[lang].ranks[11]}`); // the card in the language's letters
  await shot(page, `five-${lang}-03-lead`);
  await page.locator('[data-finding="declarerAccepts"] button[data-value="no"]').click();
  await page.getByTestId('apply-ruling').click();
  await page.getByTestId('rulings').waitFor();
  await expectLocalised(page, lang, 'lead out of turn ruled');
  // West's card is a major penalty card: declarer chooses for East's lead (Law 50D2).
  await expect.poll(() => pending.getAttribute('data-kind')).toBe('penalty-card-lead');
  await expectLocalised(page, lang, 'penalty card lead pending');
  await page.locator('[data-option^="require-suit"]').first().click();
  await page.getByTestId('apply-ruling').click();
  await page.getByTestId('restrictions').waitFor();
  await expectLocalised(page, lang, 'lead restriction');
  await shot(page, `five-${lang}-04-lead-restriction`);
}

async function revokeMidPlay(page: Page, base: string, lang: Lang): Promise<void> {
  await fresh(page, base);
  for (const c of AUCTION_3NT) await bid(page, c);
  for (const [s, c] of [
    ...TRICKS_1_2,
    ['S', 'CA'],
    ['W', 'C3'],
    ['N', 'C2'],
    ['E', 'C4'],
    ['S', 'CK'],
    ['W', 'S8'],
    ['N', 'C5'],
  ] as const)
    await play(page, s, c);
  await play(page, 'E', 'S3'); // East still holds ♣6: a revoke
  expect(await page.getByTestId('no-pending').count()).toBe(1);
  await page.getByTestId('ruling-call-director').click(); // discovered before East–West play to the next trick
  await page.getByTestId('rulings').waitFor();
  const li = page.locator('[data-testid=rulings] > li').first();
  expect(await li.getAttribute('data-law')).toMatch(/^62/);
  expect(await li.locator('[data-effect="revoke"]').count()).toBe(1);
  expect(await page.getByTestId('penalty-cards').count()).toBe(1);
  await expectLocalised(page, lang, 'revoke corrected');
  await shot(page, `five-${lang}-05-revoke`);
}

async function revokeEstablished(page: Page, base: string, lang: Lang): Promise<void> {
  await fresh(page, base);
  for (const c of AUCTION_3NT) await bid(page, c);
  for (const [s, c] of [
    ...TRICKS_1_2,
    ['S', 'CA'],
    ['W', 'C3'],
    ['N', 'C2'],
    ['E', 'C4'],
    ['S', 'CK'],
    ['W', 'S8'],
    ['N', 'C5'],
    ['E', 'S3'],
  ] as const)
    await play(page, s, c);
  // South leads to trick 5 and West plays to it: East's revoke is established (63A1) before anyone notices.
  await play(page, 'S', 'C7');
  await play(page, 'W', 'S9');
  await page.getByTestId('ruling-call-director').click();
  await page.getByTestId('rulings').waitFor();
  expect(await page.locator('[data-testid=rulings] > li').first().getAttribute('data-law')).toBe('63');
  expect(await page.getByTestId('penalty-cards').count()).toBe(0); // not corrected: no penalty card
  await expectLocalised(page, lang, 'revoke established');
  await shot(page, `five-${lang}-05b-revoke-established`);
}

async function disputedClaim(page: Page, base: string, lang: Lang): Promise<void> {
  await fresh(page, base);
  for (const c of AUCTION_3NT) await bid(page, c);
  for (const [s, c] of TRICKS_1_2) await play(page, s, c);
  await page.getByTestId('ruling-claim-tricks').fill('9');
  // The stated line (Law 70D1): cash the spades, then play a club from the claiming side's cards.
  await page.getByTestId('ruling-step-kind').selectOption('cash');
  await page.getByTestId('ruling-step-suit').selectOption('S');
  await page.getByTestId('ruling-step-add').click();
  await page.getByTestId('ruling-step-kind').selectOption('play');
  await page.getByTestId('ruling-step-card').selectOption('CK');
  await page.getByTestId('ruling-step-add').click();
  expect(await page.locator('[data-testid=ruling-claim-line-steps] > li').count()).toBe(2);
  await expectLocalised(page, lang, 'claim line stated');
  await shot(page, `five-${lang}-06a-claim-line`);
  await page.getByTestId('ruling-claim').click(); // North (declarer) claims 9 of the last 11
  const pending = page.getByTestId('pending');
  expect(await page.getByTestId('ruling-events').innerText()).toContain(`♣${VOCABULARY[lang].ranks[11]}`);
  await expect.poll(() => pending.getAttribute('data-kind')).toBe('claim');
  await expectLocalised(page, lang, 'claim pending');
  await page.locator('[data-claim-response="dispute"]').click();
  await expect.poll(() => pending.getAttribute('data-kind')).toBe('claim-disputed');
  await expectLocalised(page, lang, 'claim disputed');
  await shot(page, `five-${lang}-06-claim-disputed`);
  await page.locator('[data-option="adjudicate"]').click();
  await page.getByTestId('apply-ruling').click();
  await page.getByTestId('rulings').waitFor({ timeout: 60_000 });
  expect(await page.locator('[data-testid=rulings] > li').last().getAttribute('data-law')).toMatch(/^70/);
  expect(await page.getByTestId('ruling-message').count()).toBeGreaterThan(0);
  await expectLocalised(page, lang, 'claim adjudicated');
  await shot(page, `five-${lang}-07-claim-ruled`);
}

async function withdrawnAgreement(page: Page, base: string, lang: Lang): Promise<void> {
  await fresh(page, base);
  for (const c of AUCTION_3NT) await bid(page, c);
  for (const [s, c] of TRICKS_1_2) await play(page, s, c);
  await page.getByTestId('ruling-claim-tricks').fill('11');
  await page.getByTestId('ruling-claim').click(); // North claims all the rest
  const pending = page.getByTestId('pending');
  await expect.poll(() => pending.getAttribute('data-kind')).toBe('claim');
  // Both defenders agree, one after the other (Law 69A).
  for (const who of ['response', 'other']) {
    const before = await page.getByTestId('ruling-events').locator('li').count();
    await page.locator(`[data-claim-${who}="agree"]`).click();
    await expect.poll(() => page.getByTestId('ruling-events').locator('li').count()).toBe(before + 1);
  }
  const withdraw = page.getByTestId('ruling-withdraw');
  await withdraw.waitFor();
  await expectLocalised(page, lang, 'claim agreed');
  // East withdraws his agreement within the correction period (Law 69B); the director rules.
  await withdraw.locator('[data-withdraw="E"]').click();
  await expect.poll(() => pending.getAttribute('data-law')).toBe('69B');
  await expectLocalised(page, lang, 'agreement withdrawn');
  await shot(page, `five-${lang}-08-claim-withdrawn`);
  await page.getByTestId('apply-ruling').click();
  await expect
    .poll(() => page.locator('[data-testid=rulings] > li').last().getAttribute('data-law'), { timeout: 60_000 })
    .toMatch(/^69B/);
  await expectLocalised(page, lang, 'withdrawal ruled');
}

describe.skipIf(!hasChromium)('web e2e: the ruling assistant in five languages', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: insufficient bid, lead out of turn, revoke mid-play, disputed claim, 69B withdrawal${lang === 'en' ? '' : ' — no English, no codes'}`, async () => {
      const { ctx, page } = await desktop(h, lang);
      try {
        await insufficientBid(page, h.base, lang);
        await leadOutOfTurn(page, h.base, lang);
        await revokeMidPlay(page, h.base, lang);
        await revokeEstablished(page, h.base, lang);
        await disputedClaim(page, h.base, lang);
        await withdrawnAgreement(page, h.base, lang);
      } finally {
        await ctx.close();
      }
    }, 240_000);
  }
});
