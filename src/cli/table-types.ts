// The shape of what the table (the browser client of `lorekeeper serve`, web/) is sent: its own module, of types
// alone, so the client's type checker reads these and the engine's types without the server's code.
import type { Answer, Color, ObjectId, PendingChoice, PlayerId, Ref, Step, Zone } from '../engine/index.js';

/** A card or token the person can see, as the table draws it. */
export interface TableCard {
  readonly id: ObjectId;
  /** false for a card exiled face down (CR 406.3): only that it is there is known */
  readonly known: boolean;
  readonly name: string;
  /** the face that's up's mana cost, as symbols ("{1}{G}"); "" for none */
  readonly manaCost: string;
  /** "Legendary Creature — Elf Druid" */
  readonly typeLine: string;
  readonly colors: readonly Color[];
  /** the Oracle text of the face that's up */
  readonly text: string;
  /** its keywords now (printed and granted) */
  readonly keywords: readonly string[];
  /** a creature's power and toughness now (CR 613); null for other objects */
  readonly power: number | null;
  readonly toughness: number | null;
  /** the printed power and toughness, to tell a changed value; null when none is printed */
  readonly basePower: number | null;
  readonly baseToughness: number | null;
  readonly counters: Readonly<Record<string, number>>;
  readonly tapped: boolean;
  readonly damage: number;
  readonly attachedTo: Ref | null;
  readonly zone: Zone;
  readonly controller: PlayerId;
  readonly owner: PlayerId;
  readonly token: boolean;
  /** which face of a double-faced card is up (CR 712.8) */
  readonly face: 0 | 1;
  readonly doubleFaced: boolean;
  /** a Saga's lore counters and final chapter (CR 714) */
  readonly saga: { readonly lore: number; readonly final: number } | null;
  /** combat: the player it attacks (or the controller of the planeswalker it attacks) */
  readonly attacking: PlayerId | null;
  readonly attackingPlaneswalker: ObjectId | null;
  readonly blocking: readonly ObjectId[];
  readonly blocked: boolean;
  /** CR 302.6: a creature that can't attack or use {T} abilities yet */
  readonly summoningSick: boolean;
  /** a record of an object that has left its zone (last known information, CR 608.2h) */
  readonly left: boolean;
}

export interface TablePlayer {
  readonly id: PlayerId;
  readonly name: string;
  readonly life: number;
  readonly poison: number;
  /** the cards of their hand the person can see: all of their own, and those another player revealed */
  readonly hand: readonly ObjectId[];
  readonly handCount: number;
  readonly libraryCount: number;
  /** top last, as the state keeps them */
  readonly graveyard: readonly ObjectId[];
  /** the cards they own in exile */
  readonly exile: readonly ObjectId[];
  /** what they own in the command zone: their commanders there (CR 903.6) and their emblems (CR 114) */
  readonly command: readonly ObjectId[];
  /** their mana pool ("{R}{R}", or "empty") */
  readonly pool: string;
  /** CR 800.4a: they lost (or conceded) and left the game */
  readonly lost: boolean;
  readonly conceded: boolean;
  /** CR 903.10a: the combat damage each commander has dealt them over the game (none dealt: not listed) */
  readonly commanderDamage: readonly {
    readonly commander: string;
    readonly owner: PlayerId;
    readonly amount: number;
  }[];
}

export interface TableStackItem {
  /** the stack item's id: what a target `{ability}` names */
  readonly id: number;
  readonly kind: 'spell' | 'ability';
  /** the spell's object, or the ability's source */
  readonly object: ObjectId;
  readonly name: string;
  readonly controller: PlayerId;
  /** the line the terminal shows: "Shock → Computer — You" */
  readonly text: string;
  readonly targets: readonly Ref[];
  /** each target's name, as the person sees it */
  readonly targetNames: readonly string[];
}

export interface TableView {
  readonly turn: {
    readonly number: number;
    readonly active: PlayerId;
    readonly step: Step;
    readonly stepName: string;
  };
  /** the person is player 0 (HUMAN) */
  readonly players: readonly TablePlayer[];
  readonly battlefield: readonly ObjectId[];
  /** bottom first */
  readonly stack: readonly TableStackItem[];
  readonly dayNight: 'day' | 'night' | null;
  /** every object the zones, the stack and the decision name, by id */
  readonly objects: Readonly<Record<string, TableCard>>;
}

/** What `GET /api/games/ID/table` and `POST /api/games/ID/answer` answer. */
export interface TableSnapshot {
  readonly id: string;
  /** each seat's deck, by seat */
  readonly decks: readonly string[];
  /** the person's seat (a spectator's: the seat drawn at the bottom) */
  readonly seat: PlayerId;
  /** a spectator's view: no hand but those revealed to all, and no decision */
  readonly spectator: boolean;
  readonly view: TableView;
  /** which decision of the person's this is: an answer over the WebSocket may name it, and is refused when the game
   * has moved on since (at a table, the count of the seat's own answers: the game's count would tell when another
   * player's stops passed for them) */
  readonly decision: number;
  /** the decision the person faces, as the engine states it (null while none: the game is over) */
  readonly pending: PendingChoice | null;
  /** words for the decision's options: one per priority action, or per mana source of a payment */
  readonly labels: readonly string[];
  /** the answer the game would suggest (the default combat damage assignment, CR 510.1c), or null */
  readonly suggested: Answer | null;
  /** the log, folded as the terminal shows it */
  readonly log: readonly string[];
  readonly over: boolean;
  readonly result: string | null;
  /** null until the game is over: whoever knows the seed knows every library's order and the computer's hand */
  readonly seed: number | null;
  /** where the game stops to ask the person (null for a spectator) */
  readonly stops: TableStops | null;
  /** a table people play each other at (the network game): its seats; null for a game against the computer */
  readonly table: TableInfo | null;
  /** a constructed game, or a Commander game (CR 903) */
  readonly format: 'constructed' | 'commander';
  /** a game against the computer: the person's decisions so far, each a point the game can be taken back to
   * (0: none yet); null at a table */
  readonly undo: number | null;
  /** a finished game against the computer replayed: the step shown (0: as dealt) and the last; null otherwise */
  readonly replay: { readonly step: number; readonly steps: number } | null;
}

/** The short names of the steps a stop can be set at, in turn order (stops.ts: STOP_STEPS). */
export type TableStopStep =
  'upkeep' | 'draw' | 'main1' | 'combat' | 'attackers' | 'blockers' | 'damage' | 'endcombat' | 'main2' | 'end';

/** A person's stops: the steps the game asks them at, in their turn and in the others'. */
export interface TableStops {
  readonly mine: readonly TableStopStep[];
  readonly theirs: readonly TableStopStep[];
  /** asked at every priority */
  readonly fullControl: boolean;
}

/** A table people play each other at: its seats, and what the person may know of it. */
export interface TableInfo {
  /** waiting: seats still open (the game starts when every seat is taken); playing; over */
  readonly status: 'waiting' | 'playing' | 'over';
  readonly format: 'constructed' | 'commander';
  /** the person may start the game now, computer players taking the open seats (the creator, while waiting) */
  readonly canStart: boolean;
  readonly seats: readonly {
    readonly name: string | null;
    /** the deck the seat plays (null while it is open) */
    readonly deck: string | null;
    readonly kind: 'person' | 'computer';
    /** a person is connected to the seat now */
    readonly connected: boolean;
  }[];
  /** the codes that seat a person at each open seat (shown to the seated players only), by seat */
  readonly invites: readonly { readonly seat: number; readonly code: string }[];
  /** how many people watch */
  readonly spectators: number;
  /** once the game is over, its steps: how many answers the engine took (a replay goes through them); null before
   * (the count would tell when another player's stops passed for them) */
  readonly steps: number | null;
}
