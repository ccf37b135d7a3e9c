// Committed game events: what happened, for triggers (CR 603), the log and clients.
import type { ManaType, ObjectId, PlayerId, Step, Zone } from './types.js';

export type GameEvent =
  | { readonly kind: 'gameStart'; readonly startingPlayer: PlayerId }
  | { readonly kind: 'turnBegin'; readonly turn: number; readonly player: PlayerId }
  | { readonly kind: 'stepBegin'; readonly step: Step }
  | {
      readonly kind: 'zoneChange';
      readonly object: ObjectId;
      /** the new object's id (CR 400.7) */
      readonly newObject: ObjectId | null;
      readonly name: string;
      readonly from: Zone | null;
      readonly to: Zone | null;
      readonly owner: PlayerId;
      /** controller while it was in the old zone */
      readonly controller: PlayerId;
    }
  | { readonly kind: 'draw'; readonly player: PlayerId; readonly object: ObjectId }
  /** a player revealed a card from their hand (CR 701.20), e.g. for its miracle ability */
  | { readonly kind: 'reveal'; readonly player: PlayerId; readonly object: ObjectId }
  /** CR 601.2i: a spell became cast; `from`: the zone the card was in as it began to be cast (601.2a) */
  | {
      readonly kind: 'cast';
      readonly player: PlayerId;
      readonly object: ObjectId;
      readonly name: string;
      readonly from: Zone;
    }
  | { readonly kind: 'activate'; readonly player: PlayerId; readonly source: ObjectId; readonly text: string }
  | { readonly kind: 'triggerPut'; readonly player: PlayerId; readonly source: ObjectId; readonly text: string }
  /** CR 115: an object became a target of a spell or ability as it was put on the stack (told by that event's
   * sentence) */
  | {
      readonly kind: 'becameTarget';
      readonly object: ObjectId;
      /** the spell or ability it became a target of: its stack item's id, and its controller */
      readonly by: number;
      readonly byController: PlayerId;
    }
  | { readonly kind: 'resolve'; readonly name: string }
  | { readonly kind: 'fizzle'; readonly name: string }
  | {
      readonly kind: 'damage';
      readonly source: ObjectId;
      readonly sourceName: string;
      readonly toPlayer: PlayerId | null;
      readonly toObject: ObjectId | null;
      readonly amount: number;
      readonly combat: boolean;
    }
  | { readonly kind: 'lifeChange'; readonly player: PlayerId; readonly amount: number }
  | { readonly kind: 'tap'; readonly object: ObjectId }
  /** CR 701.27: a permanent transformed; `face` is the face now up */
  | { readonly kind: 'transformed'; readonly object: ObjectId; readonly face: 0 | 1 }
  /** CR 701.37b: a permanent became monstrous */
  /** CR 701.37b; `x`: the X of "monstrosity X" (701.37c) */
  | { readonly kind: 'becameMonstrous'; readonly object: ObjectId; readonly x: number }
  /** CR 716.2a: a permanent's level became `level` */
  | { readonly kind: 'classLevelBecame'; readonly object: ObjectId; readonly level: number }
  /** CR 702.37e, 708.8: a face-down permanent was turned face up */
  | { readonly kind: 'turnedFaceUp'; readonly object: ObjectId; readonly player: PlayerId }
  | { readonly kind: 'untap'; readonly object: ObjectId }
  /** CR 730.1: it became day or night (`from` null: the game had neither designation) */
  | { readonly kind: 'dayNight'; readonly from: 'day' | 'night' | null; readonly to: 'day' | 'night' }
  /** CR 106.6: mana a "when that mana is spent" ability watches was spent to cast a spell */
  | { readonly kind: 'manaSpent'; readonly source: ObjectId; readonly player: PlayerId; readonly spell: ObjectId }
  | {
      readonly kind: 'manaAdded';
      readonly player: PlayerId;
      readonly source: ObjectId;
      readonly mana: readonly ManaType[];
    }
  | {
      readonly kind: 'counters';
      readonly object: ObjectId;
      readonly counter: string;
      /** added (positive) or removed (negative) */
      readonly delta: number;
      /** how many there were before */
      readonly before: number;
    }
  | { readonly kind: 'poison'; readonly player: PlayerId; readonly amount: number }
  | {
      readonly kind: 'attack';
      readonly attacker: ObjectId;
      readonly defender: PlayerId;
      /** the planeswalker it attacks, if not the player (CR 506.3) */
      readonly planeswalker: ObjectId | null;
      /** CR 506.5: the only creature declared as an attacker */
      readonly alone: boolean;
    }
  | { readonly kind: 'block'; readonly blocker: ObjectId; readonly attacker: ObjectId }
  /** CR 509.1h: an attacking creature becomes blocked (once, however many creatures block it) */
  | { readonly kind: 'becameBlocked'; readonly attacker: ObjectId }
  | { readonly kind: 'regenerate'; readonly object: ObjectId }
  | { readonly kind: 'shuffle'; readonly player: PlayerId }
  /** a player scried, surveilled or searched their library (triggers: "whenever an opponent scries ...") */
  | { readonly kind: 'libraryLook'; readonly player: PlayerId; readonly action: 'scry' | 'surveil' | 'search' }
  | { readonly kind: 'mulligan'; readonly player: PlayerId; readonly keep: boolean }
  | { readonly kind: 'playerLoses'; readonly player: PlayerId; readonly reason: string }
  | { readonly kind: 'gameOver'; readonly winner: PlayerId | null }
  | { readonly kind: 'info' };

/** An event with the sentence a person would say, and the rule behind it when the game did it on its own. */
export interface LoggedEvent {
  readonly event: GameEvent;
  readonly text: string;
  readonly rule?: string;
  /** the one player who may see this event as it is: a card moving between zones hidden from the other players (a
   * library and its owner's hand, CR 401.2, 402.3); `eventsFor` gives the others `othersText` and no card name */
  readonly privateTo?: PlayerId;
  readonly othersText?: string;
  /** the spell, ability or replacement effect whose effect this event is, by its source's name: a client names it
   * with the sentence ("Blood Scrivener: Ann loses 1 life") when the sentence doesn't already */
  readonly source?: string;
}

/** What the other players are told of an event private to one player. */
export interface PrivateTo {
  readonly player: PlayerId;
  readonly othersText: () => string;
}
