// Every decision a player makes is a PendingChoice in the state; every answer is an Answer. (DESIGN principle 2)
import type { CastWay } from './card-def.js';
import type { ManaType, ObjectId, PlayerId, Ref } from './types.js';

/** An action a player with priority may take (CR 117.1). */
export type PriorityAction =
  | { readonly kind: 'pass' }
  /** `face` 1: a modal double-faced card played with its back face up (CR 712.12) */
  | { readonly kind: 'playLand'; readonly card: ObjectId; readonly face?: 1 }
  /** `via`: cast another way than from hand (or exile with a permission) for its mana cost (CR 601.2b), e.g. bestowed
   * for its bestow cost (CR 702.103a) */
  | { readonly kind: 'cast'; readonly card: ObjectId; readonly via?: CastWay }
  | { readonly kind: 'activate'; readonly source: ObjectId; readonly ability: number }
  | { readonly kind: 'activateMana'; readonly source: ObjectId; readonly ability: number }
  /** CR 116.2b, 702.37e: turn a face-down permanent face up for its morph cost (a special action) */
  | { readonly kind: 'turnFaceUp'; readonly permanent: ObjectId; readonly manifest?: true };
// (`manifest`: a manifested permanent turned face up for its mana cost, CR 701.40b, rather than its morph cost.)

export interface AttackOption {
  readonly attacker: ObjectId;
  readonly defenders: readonly PlayerId[];
  /** CR 506.3, 508.1b: planeswalkers the defenders control, which it may attack instead of a player */
  readonly planeswalkers: readonly ObjectId[];
  /** CR 508.1d: a requirement says it attacks if able */
  readonly mustAttack: boolean;
  /** CR 508.1d: a requirement says whom it attacks if able ("attack Gideon Jura if able"): it must attack one of these
   * (each attackable now at no cost), which obeys its other requirements too */
  readonly mustAttackWhom?: readonly { readonly defender: PlayerId; readonly planeswalker?: ObjectId }[];
  /** CR 508.1g: the mana attacking each defending player (not their planeswalkers) costs with this creature, if any */
  readonly costs: readonly { readonly defender: PlayerId; readonly cost: string }[];
}

export interface BlockOption {
  readonly blocker: ObjectId;
  readonly attackers: readonly ObjectId[];
  /** CR 509.1c: a requirement says it blocks if able */
  readonly mustBlock: boolean;
}

export interface ManaPaymentOption {
  readonly source: ObjectId;
  readonly ability: number;
  readonly produces: readonly ManaType[];
  /** CR 106.6: what its mana may be spent on, when restricted ("only to cast a Bear creature spell") */
  readonly restriction?: string;
}

/** Whether an effect is bad or good for what it affects. */
export type Polarity = 'harm' | 'help' | 'neutral';

/** CR 700.2: the option of a mode choice that stops choosing modes (offered once the least number is chosen). */
export const NO_MORE_MODES = 'no more modes';

export type PendingChoice =
  | { readonly kind: 'mulligan'; readonly player: PlayerId; readonly handSize: number; readonly mulligans: number }
  | {
      readonly kind: 'bottomCards';
      readonly player: PlayerId;
      readonly cards: readonly ObjectId[];
      readonly count: number;
    }
  | { readonly kind: 'priority'; readonly player: PlayerId; readonly actions: readonly PriorityAction[] }
  | {
      readonly kind: 'target';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly legal: readonly Ref[];
      readonly optional: boolean;
      /** the spell or ability's source */
      readonly source: ObjectId;
      /** whether what happens to this target harms it or helps it, for computer players */
      readonly polarity: Polarity;
    }
  | { readonly kind: 'chooseX'; readonly player: PlayerId; readonly prompt: string; readonly max: number }
  /** CR 601.2d: divide `amount` (damage, counters) among the targets chosen, each getting at least 1; answered with
   * `{ kind: 'divide', amounts }`, one share a target in the order of `targets` */
  | {
      readonly kind: 'divide';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly amount: number;
      readonly targets: readonly Ref[];
      /** the spell or ability's source */
      readonly source: ObjectId;
      /** whether what is divided harms or helps the targets, for computer players */
      readonly polarity: Polarity;
    }
  /** One of a few options, each told in words: CR 601.2b, the mode of a modal spell (modes whose targets can't be
   * chosen are left out); 700.3, one of two piles */
  | {
      readonly kind: 'chooseMode';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly modes: readonly { readonly mode: number; readonly text: string }[];
    }
  | {
      readonly kind: 'payMana';
      readonly player: PlayerId;
      readonly prompt: string;
      /** the mana still to pay, as text */
      readonly remaining: string;
      readonly canAutoPay: boolean;
      /** a Phyrexian symbol is left and the player may pay 2 life for it (CR 107.4f, 119.4) */
      readonly canPayLife: boolean;
      readonly sources: readonly ManaPaymentOption[];
    }
  | {
      readonly kind: 'declareAttackers';
      readonly player: PlayerId;
      readonly options: readonly AttackOption[];
    }
  | { readonly kind: 'declareBlockers'; readonly player: PlayerId; readonly options: readonly BlockOption[] }
  | {
      readonly kind: 'assignDamage';
      readonly player: PlayerId;
      readonly attacker: ObjectId;
      readonly amount: number;
      /** blockers, each with the damage that is lethal to it (CR 510.1c-d, 702.2c deathtouch) */
      readonly blockers: readonly { readonly blocker: ObjectId; readonly lethal: number }[];
      /** trample: the rest may go to the player or planeswalker it attacks (CR 702.19b-c) */
      readonly trampleTo: Ref | null;
    }
  | {
      readonly kind: 'chooseCards';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly cards: readonly ObjectId[];
      readonly min: number;
      readonly max: number;
    }
  | {
      readonly kind: 'orderTriggers';
      readonly player: PlayerId;
      /** text: "<source>: <rules text>" as players read it; rulesText keeps self-references as {this} */
      readonly triggers: readonly {
        readonly source: ObjectId;
        readonly text: string;
        readonly rulesText: string;
        readonly sourceName: string;
      }[];
    }
  | {
      readonly kind: 'yesNo';
      readonly player: PlayerId;
      readonly prompt: string;
      /** answering yes pays this much life (CR 119.4) so that a permanent doesn't enter tapped — or, `anyway`, it
       * enters tapped all the same (another effect taps it): what a computer player weighs */
      readonly payLife?: { readonly amount: number; readonly anyway: boolean };
      /** the player the question is about, when it asks whether to give that player a counter (proliferate, CR
       * 701.34a): what a computer player weighs */
      readonly counterFor?: PlayerId;
    }
  /** CR 616.1: which of several applicable replacement effects applies first */
  | {
      readonly kind: 'chooseReplacement';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly options: readonly string[];
    }
  | {
      readonly kind: 'chooseColor';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly colors: readonly ManaType[];
    }
  /** "choose a creature type" (CR 205.3m lists them) */
  | {
      readonly kind: 'chooseCreatureType';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly types: readonly string[];
    }
  /** "Add N mana in any combination of <types>": how many of each (the answer lists the N mana) */
  | {
      readonly kind: 'chooseManaCombination';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly amount: number;
      readonly types: readonly ManaType[];
    };

export type Answer =
  | PriorityAction
  | { readonly kind: 'keep' }
  | { readonly kind: 'mulligan' }
  | { readonly kind: 'target'; readonly target: Ref | null }
  | { readonly kind: 'x'; readonly value: number }
  | { readonly kind: 'autoPay' }
  | { readonly kind: 'payWith'; readonly source: ObjectId; readonly ability: number }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'payLife' }
  | {
      readonly kind: 'attackers';
      /** each attacker with the player it attacks; attacking a planeswalker, `defender` is that planeswalker's
       * controller (CR 506.2) */
      readonly attackers: readonly {
        readonly attacker: ObjectId;
        readonly defender: PlayerId;
        readonly planeswalker?: ObjectId;
      }[];
    }
  | {
      readonly kind: 'blockers';
      readonly blocks: readonly { readonly blocker: ObjectId; readonly attacker: ObjectId }[];
    }
  | {
      readonly kind: 'damage';
      readonly assignment: readonly { readonly to: Ref; readonly amount: number }[];
    }
  | { readonly kind: 'cards'; readonly cards: readonly ObjectId[] }
  | { readonly kind: 'order'; readonly order: readonly number[] }
  | { readonly kind: 'yes' }
  | { readonly kind: 'no' }
  | { readonly kind: 'color'; readonly color: ManaType }
  | { readonly kind: 'creatureType'; readonly type: string }
  | { readonly kind: 'manaCombination'; readonly mana: readonly ManaType[] }
  | { readonly kind: 'option'; readonly index: number }
  | { readonly kind: 'mode'; readonly mode: number }
  /** a division (CR 601.2d): each target's share, in the order the decision lists the targets */
  | { readonly kind: 'divide'; readonly amounts: readonly number[] }
  /** CR 104.3a: a player may concede at any time */
  | { readonly kind: 'concede' };

export type ErrorCode = 'wrongPlayer' | 'illegalAnswer' | 'malformed' | 'gameOver';

/** Why an answer was refused; the state is unchanged. */
export interface GameError {
  readonly code: ErrorCode;
  readonly message: string;
}

/** Why a raw answer was refused: `malformed` — it isn't an answer of the right shape (the message names the field);
 * `illegalAnswer` — it is one, but not a legal answer to the decision. */
export interface AnswerError extends GameError {
  readonly code: 'malformed' | 'illegalAnswer';
}

export type ParsedAnswer =
  { readonly ok: true; readonly answer: Answer } | { readonly ok: false; readonly error: AnswerError };
