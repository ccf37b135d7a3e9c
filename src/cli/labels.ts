// The keys of priority options. A practised player types a spell's key without reading the menu again, so an option
// keeps its key for the whole turn: playing a land or casting a spell doesn't renumber the others. Keys are small
// numbers, given in the order the options first appear in the turn, and given anew each turn.

/** What an option stands for, whichever menu shows it: a kind of action and the object it acts on. */
export type Identity = string;

export class KeyBook {
  private turn = -1;
  private readonly keys = new Map<Identity, string>();

  /** The key of an option in this turn, given now if it has none yet. */
  keyOf(turn: number, identity: Identity): string {
    if (turn !== this.turn) {
      this.turn = turn;
      this.keys.clear();
    }
    let key = this.keys.get(identity);
    if (key === undefined) {
      key = String(this.keys.size + 1);
      this.keys.set(identity, key);
    }
    return key;
  }
}
