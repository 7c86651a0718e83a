/**
 * Why the online table offers fewer cards than follow suit: the core's view names the law that narrows a seat's
 * legal cards (`legalLaw`: a penalty card, Laws 50C/50D; a lead or play restriction, Laws 26B, 50D2, 51A, 57A…),
 * worded here in the user's language with the cards still allowed.
 */
import { cardLabel } from './cards.js';
import type { TKey } from './index.js';
import type { Lang } from './languages.js';
import { toCard } from '../model.js';

/**
 * The sentence for a player whose legal `cards` (as the view codes them, `SK`) `law` narrows: a penalty card's
 * duty (50C, 50D), else a lead restriction when `leading`, else a play restriction.
 */
export function obligationText(
  t: (key: TKey, opts?: Record<string, unknown>) => string,
  lang: Lang,
  law: string,
  cards: readonly string[],
  leading: boolean,
): string {
  const kind = law === '50C' || law === '50D' ? 'penalty' : leading ? 'lead' : 'play';
  const shown = cards.map((c) => {
    const card = toCard(c);
    return card === null ? c : cardLabel(lang, card);
  });
  return t(`online.obligation.${kind}` as TKey, { cards: shown.join(' '), law: t('common.lawN', { law }) });
}
