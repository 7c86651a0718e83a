/**
 * Law 61B: who may ask a player who failed to follow suit whether he has a card of the suit led.
 * A spoken question, not an act of the table log, so the ruling assistant asks this function.
 *
 * @laws 61
 */
import { ok, type Edition, type Result } from '@stikk/core';
import { badInput } from './procedure.js';

/** The roles that may ask about a revoke under Law 61B. */
export const INQUIRY_ROLES = ['declarer', 'dummy', 'defender'] as const;
/** The role of the player who asks: declarer, dummy or a defender. */
export type InquiryRole = (typeof INQUIRY_ROLES)[number];

/** Who asks whom about a possible revoke, and under which edition and regulation. */
export interface RevokeInquiryInput {
  readonly edition: Edition;
  readonly asker: InquiryRole;
  /** Whom he asks: declarer, a defender of the other side, or his partner (defenders only). */
  readonly asked: 'declarer' | 'defender' | 'partner';
  /** Dummy has lost his qualified rights by a Law 43A2 violation. */
  readonly dummyRightsForfeited?: boolean;
  /** 2007 61B: the regulating authority forbids defenders to ask each other. */
  readonly regulationForbidsDefenders?: boolean;
}

/** Whether the question is allowed, under which law, and whether it risks unauthorized information. */
export interface RevokeInquiryRuling {
  readonly allowed: boolean;
  readonly law: string;
  /** The question may give partner unauthorized information (Law 16). */
  readonly uiRisk: boolean;
  readonly explanation: string;
}

/** Law 61B: whether the asker may ask a player who showed out whether he has a card of the suit led. */
export function revokeInquiry(input: RevokeInquiryInput): Result<RevokeInquiryRuling> {
  const ed = input.edition;
  const r = (allowed: boolean, law: string, explanation: string, uiRisk = false) =>
    ok({ allowed, law, uiRisk, explanation });
  if (input.asker === 'declarer') {
    if (input.asked !== 'defender') return badInput('bad-inquiry', 'declarer asks a defender', '61B1', 'asked');
    return r(
      true,
      '61B1',
      'declarer may ask a defender who failed to follow whether he has a card of the suit led (Law 61B1)',
    );
  }
  if (input.asker === 'dummy') {
    if (input.asked === 'defender')
      return r(
        false,
        '61B2(b)',
        'dummy may not ask a defender about a possible revoke; Law 16B may apply (Law 61B2(b))',
      );
    if (input.asked !== 'declarer') return badInput('bad-inquiry', 'dummy could only ask declarer', '61B2', 'asked');
    if (input.dummyRightsForfeited)
      return r(
        true,
        '43B2(b)',
        'dummy, having lost his rights, asks declarer first: declarer must correct an illegal card and Law 64 applies as if the revoke were established (Laws 61B2(a), 43B2(b))',
      );
    return r(true, '61B2(a)', 'dummy may ask declarer whether he has a card of the suit led (Laws 61B2(a), 42B1)');
  }
  if (input.asked === 'declarer')
    return r(true, '61B3', 'a defender may ask declarer about a possible revoke (Law 61B3)');
  if (input.asked === 'partner') {
    if (ed === '2007' && input.regulationForbidsDefenders)
      return r(false, '61B', 'the regulating authority forbids defenders to ask each other (2007 Law 61B)');
    return r(
      true,
      '61B3',
      'a defender may ask his partner, but the question may give unauthorized information (Laws 61B3, 16)',
      true,
    );
  }
  return badInput('bad-inquiry', 'a defender asks declarer or his partner', '61B3', 'asked');
}

/** 2017 Law 61C (2007 62C3): claiming that a revoke occurred gives no right to inspect quitted tricks. */
export const REVOKE_CLAIM_NO_INSPECTION = (edition: Edition): string => (edition === '2017' ? '61C' : '62C3');
