// The messages of the table people play each other at (`lorekeeper serve`'s WebSocket, /ws): JSON text, one message a
// frame. Types alone, so the browser client's type checker reads them without the server's code; the server checks
// every message it gets against them (protocol.ts) before anything changes.
import type { Answer } from '../engine/index.js';
import type { TableSnapshot, TableStopStep } from './table-types.js';

/** What a client may send. `re`, when given (a whole number), comes back on the answer to this message. */
export type ClientMessage = { readonly re?: number } & (
  | {
      /** a new table: the sender takes the first seat; the others are open, each with an invitation code */
      readonly type: 'create';
      readonly name: string;
      /** a built-in deck's name; "" for the server's default */
      readonly deck: string;
      /** how many seats, 2 to 6 (default 2) */
      readonly seats?: number;
      /** the kind of game (default constructed): a Commander game's decks are Commander decks (CR 903) */
      readonly format?: 'constructed' | 'commander';
    }
  /** the creator starts the game before every seat is taken: computer players take the open seats */
  | { readonly type: 'start' }
  | {
      /** takes the open seat an invitation code is for */
      readonly type: 'join';
      readonly table: string;
      readonly invite: string;
      readonly name: string;
      readonly deck: string;
    }
  /** back at one's seat (a reload, a dropped connection), with the seat's token */
  | { readonly type: 'resume'; readonly table: string; readonly token: string }
  /** watches a table: the board and the log, no hand but those revealed to all */
  | { readonly type: 'watch'; readonly table: string }
  /** answers the seat's decision, as the engine takes answers; `decision`, when given, is the `decisions` count of
   * the state the answer was made for: the game moving on since refuses it (stale) */
  | { readonly type: 'answer'; readonly answer: Answer; readonly decision?: number }
  /** passes priority, and goes on passing until something happens (e) or until one's next turn (t) */
  | { readonly type: 'passUntil'; readonly until: 'something' | 'myTurn' }
  /** where the game asks the seat's person: the steps of their turn and the others', and full control */
  | {
      readonly type: 'stops';
      readonly mine: readonly TableStopStep[];
      readonly theirs: readonly TableStopStep[];
      readonly fullControl: boolean;
    }
  /** a finished game at one of its steps (0: as dealt) */
  | { readonly type: 'replay'; readonly step: number }
  /** the whole log as text */
  | { readonly type: 'log' }
);

export type ClientMessageType = ClientMessage['type'];

/** Why a message was refused (nothing changed). */
export type ProtocolErrorCode =
  | 'malformed'
  | 'illegalAnswer'
  | 'wrongPlayer'
  | 'gameOver'
  | 'unknownTable'
  | 'unknownDeck'
  | 'badToken'
  | 'badInvite'
  | 'seatTaken'
  | 'badName'
  | 'notSeated'
  | 'waiting'
  | 'stale'
  | 'notOver'
  | 'notCreator'
  | 'full'
  | 'rateLimited'
  | 'internal';

/** What the server sends. `re` is the `re` of the message this answers, if it had one. */
export type ServerMessage = { readonly re?: number } &
  /** the sender is seated: the token acts for the seat from now on (keep it: it is asked for again on `resume`) */
  (
    | { readonly type: 'seated'; readonly table: string; readonly seat: number; readonly token: string }
    /** the table as the connection's seat (or a spectator) sees it: after every change, to everyone at the table */
    | { readonly type: 'state'; readonly snapshot: TableSnapshot }
    | { readonly type: 'replay'; readonly step: number; readonly steps: number; readonly snapshot: TableSnapshot }
    | { readonly type: 'log'; readonly text: string }
    | { readonly type: 'error'; readonly code: ProtocolErrorCode; readonly message: string }
  );
