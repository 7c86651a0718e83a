/**
 * Laws 13–15: a hand with too many cards, a missing card, an extra card, a hand from the wrong
 * board, the wrong board played. These are the director's procedures at the table; they do not
 * go into one board's table log (the deal in the log is the corrected deal).
 * 2007 numbering differs: its 13A–13F are 2017's 13B1, 13B2, 13D, 13A, (UI), 13C; its 17D is
 * 2017's 15A (cards from the wrong board); its 15A–15C are 2017's 15B (wrong board).
 *
 * @laws 13 14 15
 */
import { ok, SEATS, type Edition, type Result, type Seat } from '@stikk/core';
import { badInput, flag, procedure, step, type Procedure, type ScoreFlag } from './procedure.js';

/** Facts for {@link incorrectNumberOfCards} (Law 13): the card counts and how far the board has gone. */
export interface CardCountInput {
  readonly edition: Edition;
  /** Cards found in each pocket or hand when the director counts. */
  readonly counts: Readonly<Record<Seat, number>>;
  /** A player whose hand has the wrong number of cards has made a call on the board. */
  readonly offenderHasCalled: boolean;
  /** Found only after play of the board has ended. */
  readonly afterPlay?: boolean;
  /** Some player has seen a card of another player's hand (2017 13A2; 2007 13D2). */
  readonly cardsSeen?: boolean;
  /**
   * The director's judgment that the deal can be put right and played without changing a call (2017 13B1; 2007 13A).
   */
  readonly canBePlayed?: boolean;
  /** 2007 13D2(b): the director judges the unauthorized information too strong for normal bidding or play. */
  readonly uiPreventsNormalPlay?: boolean;
  /** Law 14: the opening lead has been faced. */
  readonly openingLeadFaced?: boolean;
  /** Law 14: where the missing cards were found. */
  readonly found?: 'among-played-cards' | 'elsewhere' | 'not-found';
  /** Law 14B runs until the end of the correction period (Law 79C). */
  readonly correctionPeriodOver?: boolean;
}

const UI_PARTNER = (ed: Edition): ScoreFlag =>
  flag(
    'if-judged',
    ed === '2017' ? '16C' : '16D',
    'the partner of the player whose hand was put right has unauthorized information about it; if he used it and that damaged the other side, the score is adjusted',
  );

/**
 * Laws 13 and 14 from the card counts: a hand with more than 13 cards is Law 13, fewer than 13
 * with none over is Law 14 (missing card).
 */
export function incorrectNumberOfCards(input: CardCountInput): Result<Procedure> {
  const ed = input.edition;
  let total = 0;
  for (const s of SEATS) {
    const n = input.counts[s];
    if (!Number.isInteger(n) || n < 0 || n > 52)
      return badInput(
        'bad-card-count',
        `counts.${s} must be a whole number of cards from 0 to 52`,
        '13',
        `counts.${s}`,
      );
    total += n;
  }
  const over = SEATS.filter((s) => input.counts[s] > 13);
  const under = SEATS.filter((s) => input.counts[s] < 13);
  if (!over.length && !under.length)
    return badInput('hands-correct', 'every hand has 13 cards: Laws 13 and 14 do not apply', '13', 'counts');
  if (!over.length) return missingCard(input, under, total);
  if (total > 52)
    return badInput(
      'extra-cards-in-board',
      'more than 52 cards: remove the cards that do not belong to the deal first (use extraCard)',
      ed === '2017' ? '13C' : '13F',
      'counts',
    );
  const who = `${over.join(', ')} had more than 13 cards, ${under.join(', ') || 'nobody'} fewer`;
  if (input.afterPlay) {
    return ok(
      procedure(
        ed,
        ed === '2017' ? '13D' : '13C',
        'result-cancelled',
        [
          step(
            ed === '2017' ? '13D' : '13C',
            'cancel-result',
            `${who}, found only after play: the table result is cancelled and an adjusted score assigned.`,
          ),
          step('86', 'teams-note', 'In a team match Law 86 may apply to the comparison.'),
        ],
        [
          flag('cancelled', ed === '2017' ? '13D' : '13C', 'the result obtained at the table is cancelled'),
          flag('assigned', ed === '2017' ? '13D' : '13C', 'an adjusted score replaces it'),
          flag('procedural-penalty', '90', 'an offender may get a procedural penalty'),
        ],
      ),
    );
  }
  if (!input.offenderHasCalled) {
    const law = ed === '2017' ? '13A' : '13D';
    if (!input.cardsSeen)
      return ok(
        procedure(
          ed,
          `${law}1`,
          'play-normally',
          [
            step(
              `${law}1`,
              'correct-hands',
              `${who}, and no player with a wrong hand has called: the director puts the hands right and, as nobody has seen another player's cards, the board is played normally.`,
            ),
          ],
          [],
        ),
      );
    if (ed === '2007' && input.uiPreventsNormalPlay === true) {
      return ok(
        procedure(
          ed,
          '13D2(b)',
          'assigned-score',
          [
            step(
              '13D2(b)',
              'assign-score',
              `${who}; a player saw another hand and the director judges that this prevents normal bidding or play: he assigns an adjusted score without play.`,
            ),
          ],
          [
            flag('assigned', '13D2(b)', 'the board is not played; the director assigns a score'),
            flag('procedural-penalty', '90', 'an offender may be penalised'),
          ],
        ),
      );
    }
    if (ed === '2007' && input.uiPreventsNormalPlay === undefined)
      return badInput(
        'finding-needed',
        '2007 Law 13D2 needs the finding uiPreventsNormalPlay (can the board be played normally despite what was seen?)',
        '13D2',
        'uiPreventsNormalPlay',
      );
    const l = ed === '2017' ? '13A2' : '13D2(a)';
    return ok(
      procedure(
        ed,
        l,
        'play-then-judge',
        [
          step(
            l,
            'correct-hands',
            `${who}; a player saw cards of another hand: the director puts the hands right and lets the board be played and scored.`,
          ),
          step(
            l,
            'judge-after-play',
            'After play, if the unauthorized information affected the result, he adjusts the score.',
          ),
        ],
        [
          flag(
            'if-judged',
            ed === '2017' ? '12C1(b)' : l,
            'adjusted score if the information from the seen cards affected the result',
          ),
          flag('procedural-penalty', '90', 'an offender may be penalised'),
        ],
      ),
    );
  }
  if (input.canBePlayed === undefined)
    return badInput(
      'finding-needed',
      `Law ${ed === '2017' ? '13B' : '13A'} needs the finding canBePlayed (can the deal be put right and played without changing a call?)`,
      ed === '2017' ? '13B' : '13A',
      'canBePlayed',
    );
  if (input.canBePlayed) {
    const l = ed === '2017' ? '13B1' : '13A';
    const steps = [
      step(
        l,
        'correct-hands',
        `${who}, and a player with a wrong hand has called: the director judges that the deal can be put right and played with every call standing.`,
      ),
    ];
    // Only the 2007 text (13E) says that putting the cards right is unauthorized for partner.
    if (ed === '2007')
      steps.push(
        step(
          '13E',
          'ui-partner',
          'Putting the hands right is unauthorized information for the partner of the player who had the wrong number of cards.',
        ),
      );
    return ok(
      procedure(ed, l, 'correct-and-play', steps, [
        flag('if-judged', l, 'after play the director may adjust the score'),
        ...(ed === '2007' ? [UI_PARTNER(ed)] : []),
      ]),
    );
  }
  const l = ed === '2017' ? '13B2' : '13B';
  return ok(
    procedure(
      ed,
      l,
      'assigned-score',
      [
        step(
          l,
          'assign-score',
          `${who}, and a player with a wrong hand has called; the deal cannot be played normally: the director assigns an adjusted score.`,
        ),
      ],
      [
        flag('assigned', ed === '2017' ? '12C1(b)' : l, 'the director assigns an adjusted score'),
        flag('procedural-penalty', '90', 'an offender may be penalised'),
      ],
    ),
  );
}

function missingCard(input: CardCountInput, under: Seat[], total: number): Result<Procedure> {
  const ed = input.edition;
  const who = `${under.join(', ')} ${under.length > 1 ? 'have' : 'has'} fewer than 13 cards (${52 - total} missing)`;
  const ui = step(
    '14C',
    'ui-partner',
    'That a card was put back is unauthorized information for the partner of the player whose hand was incomplete.',
  );
  const uiFlag = UI_PARTNER(ed);
  if (!input.openingLeadFaced) {
    const steps = [
      step('14A', 'search', `${who} before the opening lead was faced: the director looks for the missing cards.`),
    ];
    if (input.found === 'not-found')
      steps.push(
        step('14A2', 'reconstruct', 'Cards that cannot be found are replaced from another deck to rebuild the deal.'),
      );
    else steps.push(step('14A1', 'restore', 'Cards found go back to the incomplete hand.'));
    steps.push(
      step(
        '14A3',
        'continue',
        'The auction and play go on normally, with no call changed: the hand is deemed to have held all its cards throughout.',
      ),
      ui,
    );
    return ok(procedure(ed, '14A', 'restore-and-continue', steps, [uiFlag]));
  }
  if (input.correctionPeriodOver)
    return badInput(
      'after-correction-period',
      'Law 14B applies only until the end of the correction period (Law 79C)',
      '14B',
      'correctionPeriodOver',
    );
  if (input.found === undefined)
    return badInput(
      'finding-needed',
      'Law 14B needs the finding found (among-played-cards, elsewhere, not-found)',
      '14B',
      'found',
    );
  const steps = [
    step('14B', 'search', `${who}, found after the opening lead was faced: the director looks for the missing cards.`),
  ];
  const flags: ScoreFlag[] = [uiFlag];
  if (input.found === 'among-played-cards') {
    steps.push(
      step(
        '14B1',
        'defective-trick',
        'The card is among the played cards: the trick it belongs to is defective, and Law 67 applies (use defectiveTrick).',
      ),
    );
    return ok(procedure(ed, '14B1', 'law-67', [...steps, ui], flags));
  }
  steps.push(
    input.found === 'elsewhere'
      ? step('14B2', 'restore', 'The card found elsewhere goes back to the incomplete hand.')
      : step('14B3', 'reconstruct', 'Cards that cannot be found are replaced from another deck.'),
  );
  steps.push(
    step(
      '14B4',
      'deemed-held',
      'The restored card is deemed to have been in that hand all along: it may become a penalty card, and not having played it may be a revoke (Laws 50, 61–64).',
    ),
    ui,
  );
  flags.push(
    flag('if-judged', '14B4', 'rectifications for penalty cards or revokes the restored card causes'),
    flag('procedural-penalty', '90', 'a penalty may apply'),
  );
  return ok(procedure(ed, input.found === 'elsewhere' ? '14B2' : '14B3', 'restore-deemed-held', steps, flags));
}

/** Facts for {@link extraCard} (Law 14): where the card was found and whether it was played. */
export interface ExtraCardInput {
  readonly edition: Edition;
  /** The card was played to a completed trick before it was found. */
  readonly playedToCompletedTrick: boolean;
}

/** 2017 13C, 2007 13F: a card that does not belong to the deal. */
export function extraCard(input: ExtraCardInput): Result<Procedure> {
  const ed = input.edition;
  const l = ed === '2017' ? '13C' : '13F';
  const steps = [
    step(
      l,
      'remove-card',
      'A card that does not belong to the deal is removed as soon as it is found; the auction and play go on with no other rectification.',
    ),
  ];
  if (!input.playedToCompletedTrick) return ok(procedure(ed, l, 'remove-and-continue', steps, []));
  steps.push(
    step(
      l,
      'consider-adjustment',
      'It had already been played to a completed trick, so the director may adjust the score.',
    ),
  );
  return ok(
    procedure(ed, l, 'remove-may-adjust', steps, [
      flag('if-judged', l, 'an adjusted score is possible because the extra card was played to a completed trick'),
    ]),
  );
}

/** Facts for {@link cardsFromWrongBoard} (Law 15A): who called after the call made with the wrong cards. */
export interface WrongHandInput {
  readonly edition: Edition;
  /** The offender's partner called after the offender's cancelled call (the auction cannot be replayed). */
  readonly partnerCalledAfter: boolean;
  /** 2007 17D2: the offender's LHO had called after the cancelled call. */
  readonly lhoCalledAfter?: boolean;
  /** The offender's call on the correct board (2007 17D2) differs in meaning from the cancelled one. */
  readonly newCallDiffers?: boolean;
  /**
   * Later, on the board the wrong cards came from, his call differs from the one he made with them (2017 15A3, 2007
   * 17D3).
   */
  readonly laterCallDiffers?: boolean;
}

/** 2017 15A (2007 17D): a player called holding the cards of another board. */
export function cardsFromWrongBoard(input: WrongHandInput): Result<Procedure> {
  const ed = input.edition;
  const l = ed === '2017' ? '15A' : '17D';
  const steps = [
    step(
      `${l}1`,
      'cancel-calls',
      ed === '2017'
        ? 'The call made with cards from the wrong board is cancelled, with every later call.'
        : 'The call made with cards from the wrong board is cancelled.',
    ),
  ];
  const flags: ScoreFlag[] = [];
  if (input.partnerCalledAfter) {
    steps.push(
      step(
        ed === '2017' ? '15A2(a)' : '17D2',
        'assign-score',
        'His partner had already called after it: the director assigns an adjusted score for this board.',
      ),
    );
    flags.push(flag('assigned', ed === '2017' ? '15A2(a)' : '17D2', 'the auction cannot be replayed fairly'));
  } else {
    steps.push(
      step(
        ed === '2017' ? '15A2(b)' : '17D2',
        'call-again',
        'The offender takes his own hand and calls again; the auction goes on normally.',
      ),
    );
    steps.push(
      step(
        ed === '2017' ? '15A2(c)' : '16D',
        'withdrawn-calls-ui',
        "The withdrawn calls are authorized for the other side and unauthorized for the offender's side.",
      ),
    );
    if (ed === '2007' && input.lhoCalledAfter) {
      steps.push(
        step(
          '17D2',
          'lho-repeats',
          "The LHO must repeat his call; if the offender's new call differs from the cancelled one the director assigns an adjusted score.",
        ),
      );
      if (input.newCallDiffers === undefined)
        return badInput('finding-needed', '2007 Law 17D2 needs the finding newCallDiffers', '17D2', 'newCallDiffers');
      if (input.newCallDiffers)
        flags.push(flag('assigned', '17D2', "the offender's new call differs from the cancelled call"));
    }
  }
  if (input.laterCallDiffers !== undefined) {
    const l3 = ed === '2017' ? '15A3' : '17D3';
    steps.push(
      step(
        l3,
        input.laterCallDiffers ? 'assign-score-other-board' : 'play-other-board',
        input.laterCallDiffers
          ? 'On the board the cards came from, his call differs in meaning from the first: that board gets an adjusted score.'
          : 'On the board the cards came from, he repeats his call: that board is played normally.',
      ),
    );
    if (input.laterCallDiffers)
      flags.push(flag('assigned', l3, 'adjusted score on the board the wrong cards came from'));
  }
  flags.push(flag('procedural-penalty', ed === '2017' ? '15A4' : '17D4', 'a procedural penalty may be added (Law 90)'));
  return ok(procedure(ed, l, input.partnerCalledAfter ? 'assigned-score' : 'call-again', steps, flags));
}

/** Facts for {@link wrongBoardPlayed} (Law 15B–C): when it was found and whether the board was played before. */
export interface WrongBoardInput {
  readonly edition: Edition;
  /** When the director learns of it. */
  readonly discovered: 'auction' | 'play' | 'after-play';
  /** At least one of the four has played this board before (against anyone). */
  readonly playedBefore: boolean;
  /** 2007 15C: on the new auction a call differed from the corresponding call of the first. */
  readonly repeatedCallDiffers?: boolean;
}

/** 2017 15B, 2007 15A–15C: a pair or team plays a board not meant for this round. */
export function wrongBoardPlayed(input: WrongBoardInput): Result<Procedure> {
  const ed = input.edition;
  const artificial = flag(
    'artificial',
    ed === '2017' ? '15B3' : '15B',
    'an artificial adjusted score for each contestant left without a normal result on the board',
    undefined,
  );
  if (ed === '2007' && input.discovered === 'auction') {
    const steps = [
      step(
        '15C',
        'cancel-auction',
        'Found during the auction: the director cancels the auction, seats the players correctly and explains their rights now and in later rounds.',
      ),
      step('15C', 'new-auction', 'A new auction starts and the players must repeat their calls from the first one.'),
    ];
    if (input.repeatedCallDiffers === undefined)
      return badInput(
        'finding-needed',
        '2007 Law 15C needs the finding repeatedCallDiffers',
        '15C',
        'repeatedCallDiffers',
      );
    if (input.repeatedCallDiffers) {
      steps.push(step('15C', 'cancel-board', 'A call differed from the first auction: the board is cancelled.'));
      return ok(
        procedure(ed, '15C', 'board-cancelled', steps, [
          flag('cancelled', '15C', 'the board is cancelled'),
          artificial,
          flag('procedural-penalty', '90', 'if a side deliberately tried to prevent normal play'),
        ]),
      );
    }
    steps.push(step('15C', 'continue', 'Every call was repeated: the auction and play go on normally.'));
    return ok(procedure(ed, '15C', 'continue', steps, []));
  }
  const l = ed === '2017' ? '15B' : input.playedBefore ? '15B' : '15A';
  if (input.playedBefore) {
    return ok(
      procedure(
        ed,
        l,
        'board-cancelled',
        [
          step(
            ed === '2017' ? '15B1' : '15B',
            'cancel-board',
            ed === '2017'
              ? 'Somebody at the table had played this board before: the board is cancelled for both sides.'
              : 'Somebody had played this board before: the second score on it is cancelled for both sides.',
          ),
          step(
            ed === '2017' ? '15B3' : '15B',
            'artificial-scores',
            'Contestants who thereby cannot get a normal result get an artificial adjusted score.',
          ),
        ],
        [flag('cancelled', ed === '2017' ? '15B1' : '15B', 'the board is cancelled for both sides'), artificial],
      ),
    );
  }
  return ok(
    procedure(
      ed,
      l,
      'result-stands',
      [
        step(
          ed === '2017' ? '15B2' : '15A1',
          'play-on',
          ed === '2017' && input.discovered !== 'after-play'
            ? 'Nobody had played this board before: it is played to the end and its result stands.'
            : 'Nobody had played this board before: the result stands.',
        ),
        step(
          ed === '2017' ? '15B2' : '15A2',
          'correct-board-later',
          'The director may have the two pairs play the board they should have played against each other later.',
        ),
        step(
          ed === '2017' ? '15B3' : '15B',
          'artificial-scores',
          'Any contestant who cannot get a normal result on a board gets an artificial adjusted score.',
        ),
      ],
      [artificial],
    ),
  );
}
