/**
 * E2E: the ruling assistant in all five languages, driven as a director would through an
 * insufficient bid (Law 27), an opening lead out of turn (Laws 54, 50D2), a revoke discovered
 * mid-play before it is established (Law 62) and after (Law 63), a disputed claim (Laws 68–70)
 * with a stated line (70D1), and an agreed claim whose agreement is withdrawn (69B, shown as a
 * withdrawal in the event list); before them, Law 20 questions granted and not. On every
 * screen of a non-English page no English word and no engine code (kind, option, card or call
 * code) appears.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
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

const ENGLISH_ONLY = new Map<Lang, Set<string>>();
/**
 * Words of our English strings that no string (nor card or seat word) of `lang` uses. Worked out once per language
 * (≈ 10 ms each time, and {@link problems} asks at every try of every poll).
 */
function englishOnly(lang: Lang): Set<string> {
  let found = ENGLISH_ONLY.get(lang);
  if (!found) ENGLISH_ONLY.set(lang, (found = englishOnlyOf(lang)));
  return found;
}

function englishOnlyOf(lang: Lang): Set<string> {
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

/** What is wrong with a screen of `lang`: English words, engine codes, card or call codes (empty when none). */
async function problems(page: Page, lang: Lang): Promise<{ text: string; found: string[] }> {
  const text = await page.locator('main#main').innerText();
  if (lang === 'en') return { text, found: [] };
  const english = englishOnly(lang);
  const found = words(text)
    .filter((w) => english.has(w))
    .map((w) => `English word: ${w}`);
  // Hyphenated words of the language (`ikke-feilende`) are fine; an engine code (`claim-disputed`) is not.
  for (const c of (text.match(/\b[a-z]+(?:-[a-z]+)+\b/g) ?? []).filter(
    (c) => CODES.has(c) || c.split('-').some((w) => english.has(w)),
  ))
    found.push(`kebab-case code: ${c}`);
  for (const c of text.match(/\b[CDHS](?:10|[2-9TJQKA])\b/g) ?? []) found.push(`card code: ${c}`);
  for (const c of text.match(/\b[1-7][CDHS]\b/g) ?? []) found.push(`call code: ${c}`);
  for (const c of text.match(
    /\b(?:27B1\(a\)|27B1\(b\)|27B2|25A|25B):|(?:^|\n)(?:agree|dispute|award|adjudicate|play-on)\b/g,
  ) ?? [])
    found.push(`raw option code: ${c.trim()}`);
  // Each option's code and text in one round trip (this check is polled after every act).
  const options = await page
    .locator('[data-option]')
    .evaluateAll((els) => els.map((e) => [e.getAttribute('data-option') ?? '', (e as HTMLElement).innerText]));
  for (const [code, shown] of options) if (shown.trim() === code) found.push(`option shown as its code: ${code}`);
  return { text, found };
}

/**
 * What must never be on a non-English screen: English words and the engine's codes. Polled — the
 * screen re-renders after every act — until clean or the timeout; returns the clean text.
 */
async function expectLocalised(expect: ExpectStatic, page: Page, lang: Lang, where: string): Promise<string> {
  let last = { text: '', found: [] as string[] };
  await expect
    .poll(
      async () => {
        last = await problems(page, lang);
        return last.found;
      },
      { message: `${lang} ${where}`, timeout: 10_000 },
    )
    .toEqual([]);
  return last.text;
}

/** The i18n string `key` of `lang` with its {{params}} filled. */
const msgOf = (lang: Lang, key: string, params: Record<string, string> = {}): string =>
  String((MESSAGES[lang] as Record<string, string>)[key]).replace(/{{(\w+)}}/g, (_, k: string) => params[k] ?? '');

/** Polls the event list's last entry until it contains `text`. */
async function lastEventHas(expect: ExpectStatic, page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => (await page.getByTestId('ruling-events').locator('li').last().innerText()).includes(text), {
      message: `last event contains "${text}"`,
      timeout: 10_000,
    })
    .toBe(true);
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

async function insufficientBid(expect: ExpectStatic, page: Page, base: string, lang: Lang): Promise<void> {
  await fresh(page, base);
  await bid(page, '1H');
  await bid(page, '1D'); // East: insufficient
  const pending = page.getByTestId('pending');
  await expect.poll(() => pending.getAttribute('data-kind')).toBe('insufficient-bid');
  await expectLocalised(expect, page, lang, 'insufficient bid pending');
  await shot(page, `five-${lang}-01-insufficient`);
  await page.locator('[data-finding="lhoAccepts"] button[data-value="no"]').click();
  await page.getByTestId('apply-ruling').click();
  await expect.poll(() => pending.getAttribute('data-law')).toBe('27B');
  expect(await page.locator('[data-option]').count()).toBeGreaterThan(0);
  await expectLocalised(expect, page, lang, 'insufficient bid to replace');
  await shot(page, `five-${lang}-02-insufficient-replace`);
  // East makes the lowest sufficient bid in the same strain, offered by the assistant as a button.
  await page.locator('[data-option^="27B1(a)"] button').click();
  await expect.poll(() => page.locator('[data-testid=rulings] > li').first().getAttribute('data-law')).toBe('27B1(a)');
  await expect.poll(() => page.getByTestId('ruling-events').innerText()).toContain('2♦');
  await expectLocalised(expect, page, lang, 'insufficient bid ruled');
}

/** Law 20: a review and an explanation asked for in the auction and in the play, granted or not. */
async function questions(expect: ExpectStatic, page: Page, base: string, lang: Lang): Promise<void> {
  await fresh(page, base);
  await bid(page, '1H'); // North; East is to call
  const questions = page.getByTestId('ruling-questions');
  // West asks what North's 1♥ means while it is East's turn: not granted (20F1).
  await page.getByTestId('ruling-question-seat').selectOption('W');
  await questions.locator('[data-question="explain"]').click();
  await lastEventHas(expect, page, msgOf(lang, 'ruling.explainEvent'));
  await lastEventHas(expect, page, msgOf(lang, 'status.cancelled'));
  await lastEventHas(expect, page, msgOf(lang, 'ruling.lawCited', { law: '20F1' }));
  // East, in turn (the default asker), has the auction restated (20B).
  await questions.locator('[data-question="review"]').click();
  await lastEventHas(expect, page, msgOf(lang, 'ruling.reviewEvent'));
  await lastEventHas(expect, page, msgOf(lang, 'ruling.lawCited', { law: '20B' }));
  await expect.poll(() => page.getByTestId('no-pending').count()).toBe(1); // a question is not an irregularity
  await expectLocalised(expect, page, lang, 'questions in the auction');
  await shot(page, `five-${lang}-00-questions`);
  for (const c of AUCTION_3NT.slice(1)) await bid(page, c);
  // After the final pass (South declares 3NT): West, on lead and the default asker, asks about North–South's
  // auction (20F2) and is answered.
  await questions.locator('[data-question="explain"]').click();
  await lastEventHas(expect, page, msgOf(lang, 'ruling.explainEvent'));
  await lastEventHas(expect, page, msgOf(lang, 'status.stands'));
  await lastEventHas(expect, page, msgOf(lang, 'ruling.lawCited', { law: '20F2' }));
  // South, declarer, tells the opponents that North's explanation of his 3NT was wrong: for declarer the moment is
  // right after the final pass (20F5(b)(ii)); the event names the call and the ruling cites the law.
  await page.getByTestId('ruling-question-seat').selectOption('S');
  await questions.locator('[data-question="correct"]').click();
  await lastEventHas(expect, page, msgOf(lang, 'ruling.correctCallEvent', { call: '§' }).split('§')[0].trim());
  await lastEventHas(expect, page, msgOf(lang, 'ruling.lawCited', { law: '20F5(b)(ii)' }));
  await expect
    .poll(() => page.locator('[data-testid=rulings] > li').last().getAttribute('data-law'))
    .toBe('20F5(b)(ii)');
  // The director finds the explanation was the mistake (75B): a ruling with unauthorized information for South.
  await page.locator('[data-finding="mistakenExplanation"] button[data-value="yes"]').click();
  await expect.poll(() => page.locator('[data-testid=rulings] > li').last().getAttribute('data-law')).toBe('75B');
  await expectLocalised(expect, page, lang, 'questions after the final pass');
}

async function leadOutOfTurn(expect: ExpectStatic, page: Page, base: string, lang: Lang): Promise<void> {
  await fresh(page, base);
  for (const c of AUCTION_3NT) await bid(page, c);
  await play(page, 'W', 'HK'); // West leads; East was to lead
  const pending = page.getByTestId('pending');
  await expect.poll(() => pending.getAttribute('data-kind')).toBe('opening-lead-out-of-turn');
  const text = await expectLocalised(expect, page, lang, 'lead out of turn pending');
  if (lang !== 'en') expect(text).toContain(`♥${VOCABULARY[lang].ranks[11]}`); // the card in the language's letters
  await shot(page, `five-${lang}-03-lead`);
  await page.locator('[data-finding="declarerAccepts"] button[data-value="no"]').click();
  await page.getByTestId('apply-ruling').click();
  await page.getByTestId('rulings').waitFor();
  await expectLocalised(expect, page, lang, 'lead out of turn ruled');
  // West's card is a major penalty card: declarer chooses for East's lead (Law 50D2).
  await expect.poll(() => pending.getAttribute('data-kind')).toBe('penalty-card-lead');
  await expectLocalised(expect, page, lang, 'penalty card lead pending');
  await page.locator('[data-option^="require-suit"]').first().click();
  await page.getByTestId('apply-ruling').click();
  await page.getByTestId('restrictions').waitFor();
  await expectLocalised(expect, page, lang, 'lead restriction');
  await shot(page, `five-${lang}-04-lead-restriction`);
}

async function revokeMidPlay(expect: ExpectStatic, page: Page, base: string, lang: Lang): Promise<void> {
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
  await expect.poll(() => page.getByTestId('no-pending').count()).toBe(1);
  await page.getByTestId('ruling-call-director').click(); // discovered before East–West play to the next trick
  const li = page.locator('[data-testid=rulings] > li').first();
  await expect.poll(() => li.getAttribute('data-law')).toMatch(/^62/);
  await expect.poll(() => li.locator('[data-effect="revoke"]').count()).toBe(1);
  await expect.poll(() => page.getByTestId('penalty-cards').count()).toBe(1);
  await expectLocalised(expect, page, lang, 'revoke corrected');
  await shot(page, `five-${lang}-05-revoke`);
}

async function revokeEstablished(expect: ExpectStatic, page: Page, base: string, lang: Lang): Promise<void> {
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
  await expect.poll(() => page.locator('[data-testid=rulings] > li').first().getAttribute('data-law')).toBe('63');
  await expect.poll(() => page.getByTestId('penalty-cards').count()).toBe(0); // not corrected: no penalty card
  await expectLocalised(expect, page, lang, 'revoke established');
  await shot(page, `five-${lang}-05b-revoke-established`);
}

async function disputedClaim(expect: ExpectStatic, page: Page, base: string, lang: Lang): Promise<void> {
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
  await expect.poll(() => page.locator('[data-testid=ruling-claim-line-steps] > li').count()).toBe(2);
  await expectLocalised(expect, page, lang, 'claim line stated');
  await shot(page, `five-${lang}-06a-claim-line`);
  await page.getByTestId('ruling-claim').click(); // North (declarer) claims 9 of the last 11
  const pending = page.getByTestId('pending');
  await expect.poll(() => page.getByTestId('ruling-events').innerText()).toContain(`♣${VOCABULARY[lang].ranks[11]}`);
  await expect.poll(() => pending.getAttribute('data-kind')).toBe('claim');
  await expectLocalised(expect, page, lang, 'claim pending');
  await page.locator('[data-claim-response="dispute"]').click();
  await expect.poll(() => pending.getAttribute('data-kind')).toBe('claim-disputed');
  await expectLocalised(expect, page, lang, 'claim disputed');
  await shot(page, `five-${lang}-06-claim-disputed`);
  await page.locator('[data-option="adjudicate"]').click();
  await page.getByTestId('apply-ruling').click();
  await expect
    .poll(() => page.locator('[data-testid=rulings] > li').last().getAttribute('data-law'), { timeout: 60_000 })
    .toMatch(/^70/);
  await expect.poll(() => page.getByTestId('ruling-message').count()).toBeGreaterThan(0);
  await expectLocalised(expect, page, lang, 'claim adjudicated');
  await shot(page, `five-${lang}-07-claim-ruled`);
}

async function withdrawnAgreement(expect: ExpectStatic, page: Page, base: string, lang: Lang): Promise<void> {
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
  await expectLocalised(expect, page, lang, 'claim agreed');
  // East withdraws his agreement within the correction period (Law 69B); the director rules.
  await withdraw.locator('[data-withdraw="E"]').click();
  await expect.poll(() => pending.getAttribute('data-law')).toBe('69B');
  // The event list says the agreement was withdrawn (Law 69B), not that the claim is disputed.
  await lastEventHas(expect, page, msgOf(lang, 'ruling.withdrawEvent'));
  expect(await page.getByTestId('ruling-events').locator('li').last().innerText()).not.toContain(
    msgOf(lang, 'option.dispute'),
  );
  await expectLocalised(expect, page, lang, 'agreement withdrawn');
  await shot(page, `five-${lang}-08-claim-withdrawn`);
  await page.getByTestId('apply-ruling').click();
  await expect
    .poll(() => page.locator('[data-testid=rulings] > li').last().getAttribute('data-law'), { timeout: 60_000 })
    .toMatch(/^69B/);
  await expectLocalised(expect, page, lang, 'withdrawal ruled');
}

describe.skipIf(!hasChromium)('web e2e: the ruling assistant in five languages', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  // The languages run side by side (each in its own browser context; the page works in the browser, nothing is kept
  // on the server): in CI (session 13) one language alone took 18–38 s for ~8 s of CPU, waiting on Chromium's round
  // trips. Concurrent tests must poll and assert with their own `expect` (the test context's), passed to the steps.
  for (const lang of LANGUAGES) {
    it.concurrent(`${lang}: Law 20 questions, insufficient bid, lead out of turn, revoke mid-play, disputed claim, 69B withdrawal${lang === 'en' ? '' : ' — no English, no codes'}`, async ({
      expect,
    }) => {
      const { ctx, page } = await desktop(h, lang);
      try {
        await questions(expect, page, h.base, lang);
        await insufficientBid(expect, page, h.base, lang);
        await leadOutOfTurn(expect, page, h.base, lang);
        await revokeMidPlay(expect, page, h.base, lang);
        await revokeEstablished(expect, page, h.base, lang);
        await disputedClaim(expect, page, h.base, lang);
        await withdrawnAgreement(expect, page, h.base, lang);
      } finally {
        await ctx.close();
      }
    }, 240_000);
  }
});
