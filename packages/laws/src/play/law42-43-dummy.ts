/**
 * Laws 42–43: what dummy may and may not do, and what follows when he oversteps. 43B3 is where
 * 2017 gives a split score: the defenders lose what they gained, declarer's side keeps its
 * table result. 2007 sent the director to the general adjustment of Law 12B1 instead.
 *
 * @laws 42 43
 */
import { ok, otherSide, type Edition, type Result, type Side } from '@stikk/core';
import { badInput, flag, procedure, step, type Procedure } from './procedure.js';

/** Every act of dummy {@link dummyMay} rules on: his rights (Law 42) and limitations (Law 43A). */
export const DUMMY_ACTS = [
  'give-information-in-td-presence',
  'keep-count-of-tricks',
  'play-as-directed',
  'ask-declarer-revoke',
  'ask-defender-revoke',
  'prevent-irregularity-by-declarer',
  'prevent-irregularity-by-defender',
  'draw-attention-during-play',
  'draw-attention-after-play',
  'call-director-during-play',
  'take-part-in-play',
  'exchange-hands',
  'leave-seat-to-watch-declarer',
  'look-at-defender-hand',
] as const;
/** An act of dummy that Law 42 or 43 rules on (one of {@link DUMMY_ACTS}). */
export type DummyAct = (typeof DUMMY_ACTS)[number];

/** The act dummy wants to do and his situation, for {@link dummyMay}. */
export interface DummyActInput {
  readonly edition: Edition;
  readonly act: DummyAct;
  /** Dummy has already violated 43A2 and so lost his qualified rights (42B). */
  readonly rightsForfeited?: boolean;
  /** Another player has already drawn attention to an irregularity (43A1(a)). */
  readonly attentionAlreadyDrawn?: boolean;
  /** 2007 43A2(c): dummy looked at a defender's cards on his own initiative (not shown them). */
  readonly onOwnInitiative?: boolean;
}

/** Whether dummy may do an act, the law that says so, and whether it costs him his rights. */
export interface DummyActRuling {
  readonly allowed: boolean;
  readonly law: string;
  /** The act breaks 43A2 and forfeits dummy's qualified rights (42B). */
  readonly forfeitsRights: boolean;
  readonly explanation: string;
}

const rule = (allowed: boolean, law: string, explanation: string, forfeitsRights = false): DummyActRuling => ({
  allowed,
  law,
  forfeitsRights,
  explanation,
});

/** Whether dummy may do an act (Laws 42, 43A). */
export function dummyMay(input: DummyActInput): Result<DummyActRuling> {
  const ed = input.edition;
  if (!(DUMMY_ACTS as readonly string[]).includes(input.act))
    return badInput('unknown-dummy-act', `unknown act "${String(input.act)}"`, '42', 'act');
  const lost = input.rightsForfeited === true;
  const qualified = (law: string, what: string): DummyActRuling =>
    lost
      ? rule(false, '42B', `dummy has broken Law 43A2 and lost his right to ${what} (Law 42B)`)
      : rule(true, law, `dummy may ${what} (Law ${law})`);
  switch (input.act) {
    case 'give-information-in-td-presence':
      return ok(rule(true, '42A1', 'dummy may state facts or law when the director is present (Law 42A1)'));
    case 'keep-count-of-tricks':
      return ok(rule(true, '42A2', 'dummy may keep count of tricks won and lost (Law 42A2)'));
    case 'play-as-directed':
      return ok(rule(true, '42A3', 'dummy plays the cards declarer names, as his agent (Law 42A3)'));
    case 'ask-declarer-revoke':
      return ok(qualified('42B1', 'ask declarer, when he fails to follow suit, whether he has a card of the suit led'));
    case 'ask-defender-revoke':
      return ok(
        rule(false, '61B2(b)', 'dummy may not ask a defender whether he has revoked (Law 61B2(b)); Law 16B may apply'),
      );
    case 'prevent-irregularity-by-declarer':
      return ok(qualified('42B2', 'try to prevent an irregularity by declarer'));
    case 'prevent-irregularity-by-defender':
      if (ed === '2007')
        return ok(
          rule(false, '42B2', 'in the 2007 Laws dummy may try to prevent an irregularity by declarer only (Law 42B2)'),
        );
      return ok(qualified('9A3', 'try to prevent an irregularity (Laws 9A3, 42B2)'));
    case 'draw-attention-during-play':
      return ok(rule(false, '43A1(b)', 'dummy may not draw attention to an irregularity during play (Law 43A1(b))'));
    case 'draw-attention-after-play':
      return ok(qualified('42B3', 'draw attention to an irregularity once play of the board has ended'));
    case 'call-director-during-play':
      if (input.attentionAlreadyDrawn)
        return ok(
          rule(
            true,
            '43A1(a)',
            'another player has drawn attention to an irregularity, so dummy may call the director (Law 43A1(a))',
          ),
        );
      return ok(
        rule(
          false,
          '43A1(a)',
          ed === '2017'
            ? 'dummy may not start a call for the director during play unless another player has drawn attention to an irregularity (Law 43A1(a))'
            : 'dummy should not start a call for the director during play unless another player has drawn attention to an irregularity (2007 Law 43A1(a))',
        ),
      );
    case 'take-part-in-play':
      return ok(
        rule(
          false,
          '43A1(c)',
          'dummy may not take part in the play or say anything about it to declarer (Law 43A1(c))',
        ),
      );
    case 'exchange-hands':
      return ok(
        rule(
          false,
          '43A2(a)',
          'dummy may not exchange hands with declarer (Law 43A2(a)); he loses his qualified rights (Law 42B)',
          true,
        ),
      );
    case 'leave-seat-to-watch-declarer':
      return ok(
        rule(
          false,
          '43A2(b)',
          'dummy may not leave his seat to watch declarer play (Law 43A2(b)); he loses his qualified rights (Law 42B)',
          true,
        ),
      );
    case 'look-at-defender-hand':
      if (ed === '2007' && input.onOwnInitiative === false)
        return ok(
          rule(
            true,
            '43A2(c)',
            'in the 2007 Laws only looking on his own initiative is forbidden; a card a defender showed him is not a breach (2007 Law 43A2(c))',
          ),
        );
      return ok(
        rule(
          false,
          '43A2(c)',
          `dummy may not look at the face of a card in a defender's hand (Law 43A2(c)); he loses his qualified rights (Law 42B)${ed === '2017' ? '; a defender may not show him his hand either (Law 43A3)' : ''}`,
          true,
        ),
      );
  }
}

/** The Law 43A2 violations after which Law 43B decides the consequences. */
export const DUMMY_VIOLATIONS = [
  'warned-wrong-hand',
  'asked-declarer-revoke',
  'drew-attention-to-defender-irregularity',
] as const;
/** A Law 43A2 violation by dummy (one of {@link DUMMY_VIOLATIONS}). */
export type DummyViolation = (typeof DUMMY_VIOLATIONS)[number];

/** Facts for {@link law43bConsequences}: what dummy did after forfeiting his rights, and the scores. */
export interface Law43bInput {
  readonly edition: Edition;
  /** What dummy did after losing his rights by a 43A2 violation. */
  readonly act: DummyViolation;
  readonly declarerSide: Side;
  /** 43B2(b): declarer's card was in fact a revoke. */
  readonly declarerRevoked?: boolean;
  /**
   * 43B3: the table score of declarer's side, and the score it would have had if the defenders
   * had not gained through their irregularity (the director's judgment). Both from declarer's side.
   */
  readonly tableScore?: number;
  readonly scoreWithoutDefendersGain?: number;
}

/** The director's procedure under Law 43B with the adjusted scores, chooser and revoke treatment. */
export interface Law43bOutcome extends Procedure {
  /** The scores to record, per side, when 43B3 adjusts. Split in 2017: they need not sum to zero. */
  readonly scores: Readonly<Record<Side, number>> | null;
  /** 43B2(a): who chooses the hand declarer leads from. */
  readonly chooser: 'either-defender' | null;
  /** 43B2(b): Law 64 applies to declarer's corrected revoke as if established. */
  readonly revokeAsEstablished: boolean;
}

/** Law 43B2–B3: consequences of what dummy does once his rights are forfeited. */
export function law43bConsequences(input: Law43bInput): Result<Law43bOutcome> {
  const ed = input.edition;
  const penalty = flag('procedural-penalty', '43B1', 'dummy may be penalised under Law 90 for breaking Law 43A');
  switch (input.act) {
    case 'warned-wrong-hand': {
      const p = procedure(
        ed,
        '43B2(a)',
        'defender-chooses-hand',
        [
          step(
            '43B2(a)',
            'defender-chooses-hand',
            'Dummy, with his rights lost, warned declarer against leading from the wrong hand: either defender may choose which hand declarer leads from.',
          ),
        ],
        [penalty],
      );
      return ok({ ...p, scores: null, chooser: 'either-defender', revokeAsEstablished: false });
    }
    case 'asked-declarer-revoke': {
      if (input.declarerRevoked === undefined)
        return badInput(
          'finding-needed',
          'Law 43B2(b) needs the finding declarerRevoked',
          '43B2(b)',
          'declarerRevoked',
        );
      if (!input.declarerRevoked) {
        const p = procedure(
          ed,
          '43B2(b)',
          'no-revoke',
          [
            step(
              '43B2(b)',
              'no-revoke',
              "Dummy asked first, but declarer's play was legal: nothing follows apart from a possible penalty to dummy.",
            ),
          ],
          [penalty],
        );
        return ok({ ...p, scores: null, chooser: null, revokeAsEstablished: false });
      }
      const p = procedure(
        ed,
        '43B2(b)',
        'correct-and-transfer',
        [
          step(
            '43B2(b)',
            'substitute-card',
            'Dummy, with his rights lost, was first to ask declarer about a revoke: declarer must replace the illegal card with a legal one.',
          ),
          step(
            '64',
            'transfer-as-established',
            'Law 64 then applies as if the revoke had been established: count the transfer from this trick (the 64B exceptions still apply).',
          ),
        ],
        [flag('assigned', '64A', 'trick transfer computed as for an established revoke', input.declarerSide), penalty],
      );
      return ok({ ...p, scores: null, chooser: null, revokeAsEstablished: true });
    }
    case 'drew-attention-to-defender-irregularity': {
      if (input.tableScore === undefined || input.scoreWithoutDefendersGain === undefined)
        return badInput(
          'finding-needed',
          "Law 43B3 needs tableScore and scoreWithoutDefendersGain (declarer side's scores)",
          '43B3',
          input.tableScore === undefined ? 'tableScore' : 'scoreWithoutDefendersGain',
        );
      if (!Number.isInteger(input.tableScore) || !Number.isInteger(input.scoreWithoutDefendersGain))
        return badInput('bad-score', 'scores must be whole numbers of points', '43B3', 'tableScore');
      const ds = input.declarerSide;
      const defs = otherSide(ds);
      const first = step(
        '43B3',
        'no-rectification',
        "Dummy, with his rights lost, was first to draw attention to a defender's irregularity: there is no rectification and play goes on as if nothing had happened.",
      );
      const gained = input.scoreWithoutDefendersGain > input.tableScore;
      if (!gained) {
        const p = procedure(
          ed,
          '43B3',
          'no-gain',
          [
            first,
            step(
              '43B3',
              'no-adjustment',
              'The defenders gained nothing from their irregularity: the table result stands.',
            ),
          ],
          [penalty],
        );
        return ok({
          ...p,
          scores: { [ds]: input.tableScore, [defs]: -input.tableScore } as Record<Side, number>,
          chooser: null,
          revokeAsEstablished: false,
        });
      }
      if (ed === '2017') {
        const p = procedure(
          ed,
          '43B3',
          'split-score',
          [
            first,
            step(
              '43B3',
              'remove-defenders-gain',
              `The defenders gained from their irregularity: only their score is adjusted, to ${-input.scoreWithoutDefendersGain}; declarer's side keeps its table score of ${input.tableScore}.`,
            ),
          ],
          [
            flag('split', '43B3', "the defenders lose their gain; declarer's side keeps the table result", defs),
            penalty,
          ],
        );
        return ok({
          ...p,
          scores: { [ds]: input.tableScore, [defs]: -input.scoreWithoutDefendersGain } as Record<Side, number>,
          chooser: null,
          revokeAsEstablished: false,
        });
      }
      const p = procedure(
        ed,
        '43B3',
        'adjusted-12B1',
        [
          first,
          step(
            '12B1',
            'adjust',
            `At the end of play the director adjusts under Law 12B1, taking away the defenders' gain: ${input.scoreWithoutDefendersGain} to declarer's side.`,
          ),
        ],
        [flag('assigned', '12B1', 'an adjusted score that removes the advantage the defenders gained'), penalty],
      );
      return ok({
        ...p,
        scores: { [ds]: input.scoreWithoutDefendersGain, [defs]: -input.scoreWithoutDefendersGain } as Record<
          Side,
          number
        >,
        chooser: null,
        revokeAsEstablished: false,
      });
    }
  }
  return badInput('unknown-dummy-violation', `unknown act "${String(input.act)}"`, '43B', 'act');
}
