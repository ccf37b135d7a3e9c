// The board: each player's side (their life, hand, library, graveyard and exile; their battlefield, lands apart, with
// what is attached to a permanent drawn with it), the stack between them, and the person's hand below.
import type { JSX } from 'preact';
import type { ObjectId, PlayerId, Ref } from '../../src/engine/index.js';
import type { TableCard, TableSnapshot, TableStackItem } from '../../src/cli/table-types.js';
import { Card, CardBack, ManaCost } from './Card.js';
import type { Marks } from './decide.js';

/** What the board tells the game screen: a click on a thing, a card pointed at, a zone to open. */
export interface BoardEvents {
  readonly onObject: (id: ObjectId, e: MouseEvent) => void;
  readonly onPlayer: (p: PlayerId) => void;
  readonly onStackItem: (id: number, e: MouseEvent) => void;
  readonly onHover: (card: TableCard | null) => void;
  readonly onHoverRefs: (refs: readonly Ref[]) => void;
  readonly onZone: (player: PlayerId, zone: 'graveyard' | 'exile') => void;
}

export interface BoardProps extends BoardEvents {
  readonly s: TableSnapshot;
  readonly marks: Marks;
  /** the things a spell or ability pointed at targets */
  readonly targeted: readonly Ref[];
}

const isLand = (c: TableCard): boolean => c.typeLine.includes('Land') && c.power === null;

function isTargeted(targeted: readonly Ref[], r: Ref): boolean {
  return targeted.some((t) =>
    'player' in r ? 'player' in t && t.player === r.player : 'object' in r && 'object' in t && t.object === r.object,
  );
}

function CardOf(
  props: BoardProps & { readonly id: ObjectId; readonly upright?: boolean; readonly extra?: string },
): JSX.Element | null {
  const card = props.s.view.objects[props.id];
  if (!card) return null;
  const el = (
    <Card
      card={card}
      clickable={props.marks.clickable.has(props.id)}
      selected={props.marks.selected.has(props.id)}
      targeted={isTargeted(props.targeted, { object: props.id })}
      note={props.marks.notes.get(props.id)}
      onClick={(e) => props.onObject(props.id, e)}
      onHover={props.onHover}
      {...(props.upright ? { upright: true } : {})}
    />
  );
  return props.extra ? <div class={props.extra}>{el}</div> : el;
}

/** A permanent with what is attached to it, the attachments peeking out from behind it. */
function Group(
  props: BoardProps & { readonly id: ObjectId; readonly attached: ReadonlyMap<ObjectId, ObjectId[]> },
): JSX.Element {
  const on = props.attached.get(props.id) ?? [];
  if (on.length === 0) return <CardOf {...props} />;
  return (
    <div class="group" data-host={props.id}>
      {on.map((a) => (
        <CardOf key={a} {...props} id={a} extra="attached" />
      ))}
      <CardOf {...props} />
    </div>
  );
}

function Battlefield(props: BoardProps & { readonly player: PlayerId; readonly top: boolean }): JSX.Element {
  const { s } = props;
  const mine = s.view.battlefield.filter((id) => s.view.objects[id]?.controller === props.player);
  // What is attached to a permanent on the battlefield is drawn with it, wherever its controller sits.
  const attached = new Map<ObjectId, ObjectId[]>();
  const onSomething = new Set<ObjectId>();
  for (const id of s.view.battlefield) {
    const to = s.view.objects[id]?.attachedTo;
    if (to && 'object' in to && s.view.battlefield.includes(to.object)) {
      attached.set(to.object, [...(attached.get(to.object) ?? []), id]);
      onSomething.add(id);
    }
  }
  const own = mine.filter((id) => !onSomething.has(id));
  const lands = own
    .filter((id) => isLand(s.view.objects[id]!) && !attached.has(id))
    .sort((a, b) => landKey(s, a).localeCompare(landKey(s, b)) || a - b);
  const others = own.filter((id) => !lands.includes(id));
  const landRow = (
    <div class="row lands" aria-label="lands">
      {lands.map((id, i) => {
        // Lands alike (same name, same state) are piled: any of them does what another would.
        const piled = i > 0 && landKey(s, lands[i - 1]!) === landKey(s, id);
        return <CardOf key={id} {...props} id={id} {...(piled ? { extra: 'piled' } : {})} />;
      })}
    </div>
  );
  const mainRow = (
    <div class="row permanents" aria-label="creatures and other permanents">
      {others.map((id) => (
        <Group key={id} {...props} id={id} attached={attached} />
      ))}
    </div>
  );
  return (
    <div class={`battlefield ${props.top ? 'theirs' : 'yours'}`}>
      {props.top ? landRow : mainRow}
      {props.top ? mainRow : landRow}
    </div>
  );
}

function landKey(s: TableSnapshot, id: ObjectId): string {
  const c = s.view.objects[id]!;
  const plain = c.damage === 0 && Object.keys(c.counters).length === 0;
  return `${c.name}|${c.tapped ? 1 : 0}|${plain ? '' : id}`;
}

function PlayerBar(props: BoardProps & { readonly player: PlayerId }): JSX.Element {
  const { s } = props;
  const pl = s.view.players[props.player]!;
  const you = pl.id === s.seat && !s.spectator;
  const active = s.view.turn.active === pl.id;
  const clickable = props.marks.players.has(pl.id);
  const targeted = isTargeted(props.targeted, { player: pl.id });
  // CR 903.6: a commander in the command zone is drawn as a card (cast from there by clicking it); an emblem
  // (CR 114) as a line.
  const commanders = pl.command.filter((id) => (s.view.objects[id]?.typeLine ?? '') !== '');
  const emblems = pl.command.filter((id) => !commanders.includes(id));
  return (
    <div class={`player-bar${active ? ' active' : ''}${pl.lost ? ' left' : ''}`} data-player={pl.id}>
      <button
        type="button"
        class={`life${clickable ? ' clickable' : ''}${targeted ? ' targeted' : ''}`}
        aria-label={`${pl.name}: ${pl.life} life`}
        onClick={() => props.onPlayer(pl.id)}
      >
        <span class="who">{you ? 'You' : pl.name}</span>
        <span class="life-total">{pl.life}</span>
        {pl.poison > 0 && (
          <span class="poison" title="poison counters">
            {pl.poison} poison
          </span>
        )}
      </button>
      {pl.lost && (
        // CR 800.4a: a player who lost has left the game, with everything they owned.
        <span class="left-game" data-testid="left-game">
          {pl.conceded ? 'conceded' : 'lost'} and left the game
        </span>
      )}
      {pl.commanderDamage.map((d) => (
        <span
          key={`${d.owner}-${d.commander}`}
          class="commander-damage"
          title={`combat damage ${d.commander} (${s.view.players[d.owner]?.name ?? ''}'s commander) has dealt ${you ? 'you' : pl.name} (21 loses the game, CR 903.10a)`}
        >
          {d.commander} {d.amount}
        </span>
      ))}
      <span class="zone-count" title="cards in library">
        <span class="mini-back" /> <span class="zone-word">library</span> {pl.libraryCount}
      </span>
      {!you && (
        <span class="zone-count" title="cards in hand">
          <span class="mini-hand" /> <span class="zone-word">hand</span> {pl.handCount}
        </span>
      )}
      <button type="button" class="zone-button" onClick={() => props.onZone(pl.id, 'graveyard')}>
        Graveyard {pl.graveyard.length}
      </button>
      <button type="button" class="zone-button" onClick={() => props.onZone(pl.id, 'exile')}>
        Exile {pl.exile.length}
      </button>
      {pl.pool !== 'empty' && (
        <span class="pool" title="mana pool">
          Pool <ManaCost cost={pl.pool} />
        </span>
      )}
      {commanders.length > 0 && (
        <span class="command-zone" aria-label="command zone">
          {commanders.map((id) => (
            <CardOf key={id} {...props} id={id} upright />
          ))}
        </span>
      )}
      {emblems.map((id) => (
        <span
          key={id}
          class="emblem"
          onMouseEnter={() => props.onHover(s.view.objects[id] ?? null)}
          onMouseLeave={() => props.onHover(null)}
        >
          Emblem: {s.view.objects[id]?.name}
        </span>
      ))}
    </div>
  );
}

function OpponentHand({
  count,
  shown,
  props,
}: {
  readonly count: number;
  readonly shown: readonly ObjectId[];
  readonly props: BoardProps;
}): JSX.Element {
  const hidden = count - shown.length;
  return (
    <div class="row opp-hand" aria-label={`their hand: ${count} card${count === 1 ? '' : 's'}`}>
      {Array.from({ length: Math.min(hidden, 8) }, (_, i) => (
        <div key={i} class={i > 0 ? 'piled' : ''}>
          <CardBack />
        </div>
      ))}
      {hidden > 8 && <span class="more">+{hidden - 8}</span>}
      {shown.map((id) => (
        <CardOf key={id} {...props} id={id} upright />
      ))}
    </div>
  );
}

function StackView(props: BoardProps): JSX.Element {
  const { s } = props;
  const items = [...s.view.stack].reverse();
  if (items.length === 0) return <div class="stack empty">The stack is empty</div>;
  return (
    <div class="stack" aria-label="the stack, top first">
      <span class="stack-title">Stack</span>
      {items.map((item, i) => (
        <StackEntry key={item.id} item={item} top={i === 0} {...props} />
      ))}
    </div>
  );
}

function StackEntry(props: BoardProps & { readonly item: TableStackItem; readonly top: boolean }): JSX.Element {
  const { item, s } = props;
  const card = s.view.objects[item.object];
  const clickable = props.marks.stack.has(item.id);
  return (
    <button
      type="button"
      class={`stack-item ${item.controller === s.seat ? 'yours' : 'theirs'}${clickable ? ' clickable' : ''}${props.top ? ' top' : ''}`}
      data-stack={item.id}
      onClick={(e) => props.onStackItem(item.id, e)}
      onMouseEnter={() => {
        props.onHoverRefs(item.targets);
        if (card) props.onHover(card);
      }}
      onMouseLeave={() => {
        props.onHoverRefs([]);
        props.onHover(null);
      }}
    >
      <span class="stack-name">
        {item.kind === 'ability' ? `${item.name}: ability` : item.name}
        {card && item.kind === 'spell' && <ManaCost cost={card.manaCost} />}
      </span>
      {item.targetNames.length > 0 && <span class="stack-targets">→ {item.targetNames.join(', ')}</span>}
      <span class="stack-who">{s.view.players[item.controller]?.name}</span>
    </button>
  );
}

export function Board(props: BoardProps): JSX.Element {
  const { s } = props;
  const me = s.seat;
  // The other players in turn order from the person's left (CR 101.4), each with their side.
  const n = s.view.players.length;
  const others = s.view.players.map((_, k) => s.view.players[(me + 1 + k) % n]!).slice(0, n - 1);
  const hand = s.view.players[me]?.hand ?? [];
  return (
    <div class={`board players-${n}`}>
      <div class={`opponents${others.length > 1 ? ' many' : ''}`}>
        {others.map((p) => (
          <section
            key={p.id}
            class={`side theirs${p.lost ? ' gone' : ''}${s.view.turn.active === p.id ? ' active' : ''}`}
            aria-label={`${p.name}'s side`}
          >
            <div class="side-head">
              <PlayerBar {...props} player={p.id} />
              {!p.lost && <OpponentHand count={p.handCount} shown={p.hand} props={props} />}
            </div>
            <Battlefield {...props} player={p.id} top />
          </section>
        ))}
      </div>
      <StackView {...props} />
      <section class="side yours" aria-label={s.spectator ? `${s.view.players[me]?.name ?? ''}'s side` : 'your side'}>
        <Battlefield {...props} player={me} top={false} />
        <div class="side-head">
          <PlayerBar {...props} player={me} />
        </div>
        {s.spectator ? (
          // A spectator sees no hand: this player's too is a count (and the cards revealed from it).
          <OpponentHand count={s.view.players[me]?.handCount ?? 0} shown={hand} props={props} />
        ) : (
          <div class="row hand" aria-label="your hand">
            {hand.map((id) => (
              <CardOf key={id} {...props} id={id} upright />
            ))}
            {hand.length === 0 && <span class="empty-hand">Your hand is empty</span>}
          </div>
        )}
      </section>
    </div>
  );
}
