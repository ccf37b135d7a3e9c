// Piles (CR 700.3): one player separates a set of objects into two piles — each object in exactly one, a pile may be
// empty (700.3a, 700.3d) — and a player chooses one pile.
// - "Separate all permanents target player controls into two piles. That player sacrifices all permanents in the pile
//   of their choice." (Liliana of the Veil); "... Destroy all creatures in the pile of that player's choice."
// - "Reveal the top N cards of your library. An opponent separates those cards into two piles. Put one pile into your
//   hand and the other into your graveyard / on the bottom of your library in any order." (Fact or Fiction, Jace,
//   Architect of Thought)
import type { Effect, ObjectFilter, PlayerRef } from '../card-def.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import { changeZone } from '../rules/cr400-zones.js';
import { destroy, sacrifice } from '../rules/cr701-keyword-actions.js';
import { nextInTurnOrder } from '../rules/cr800-multiplayer.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { playersOf, type ResolveCtx } from './context.js';
import { chooseAny, putOnBottom, topCards } from './scry.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Separate all <filter> target player controls into two piles. That player sacrifices all permanents in the pile
     * of their choice / Destroy all creatures in the pile of that player's choice." — you separate (CR 700.3) */
    separatePermanents: {
      readonly kind: 'separatePermanents';
      readonly who: PlayerRef;
      readonly filter: ObjectFilter;
      readonly then: 'sacrifice' | 'destroy';
    };
    /** "Reveal the top N cards of your library. An opponent separates those cards into two piles. Put one pile into
     * your hand and the other <rest>." — an opponent separates, you choose (CR 700.3) */
    revealPiles: { readonly kind: 'revealPiles'; readonly n: number; readonly rest: 'graveyard' | 'bottom' };
  }
}

/** CR 700.3: `separator` puts each object into one of two piles (the first pile is the objects chosen, the second the
 * rest; either may be empty); `chooser` chooses one. Returns the chosen pile and the other. */
function separateAndChoose(
  tx: Tx,
  objects: readonly ObjectId[],
  separator: PlayerId,
  chooser: PlayerId,
  source: string,
  choosePrompt: string,
): [ObjectId[], ObjectId[]] {
  const first = chooseAny(
    tx,
    separator,
    objects,
    `${source}: choose the cards of the first pile (the rest form the second)`,
  );
  const second = objects.filter((id) => !first.includes(id));
  const names = (pile: readonly ObjectId[]) =>
    pile.length === 0 ? 'no cards' : pile.map((id) => tx.obj(id).def).join(', ');
  tx.note(`${tx.player(separator).name} separates them into two piles: ${names(first)} / ${names(second)}`, 'CR 700.3');
  const a = tx.choose({
    kind: 'chooseMode',
    player: chooser,
    prompt: `${source}: ${choosePrompt}`,
    modes: [
      { mode: 0, text: `first pile: ${names(first)}` },
      { mode: 1, text: `second pile: ${names(second)}` },
    ],
  });
  const pick = a.kind === 'mode' && a.mode === 1 ? 1 : 0;
  tx.note(`${tx.player(chooser).name} chooses the ${pick === 0 ? 'first' : 'second'} pile`, 'CR 700.3');
  return pick === 0 ? [first, second] : [second, first];
}

export function resolveSeparatePermanents(
  tx: Tx,
  e: Extract<Effect, { kind: 'separatePermanents' }>,
  ctx: ResolveCtx,
): void {
  for (const p of playersOf(tx, e.who, ctx)) {
    const objects = tx.s.battlefield.filter((id) => {
      const o = tx.obj(id);
      return o.controller === p && matchesFilter(tx.s, o, e.filter, ctx.controller, ctx.source);
    });
    const prompt = `choose the pile whose permanents you ${e.then === 'sacrifice' ? 'sacrifice' : 'see destroyed'}`;
    const [chosen] = separateAndChoose(tx, objects, ctx.controller, p, ctx.sourceName, prompt);
    // The permanents of the chosen pile are sacrificed (or destroyed) at the same time.
    for (const id of chosen)
      if (e.then === 'sacrifice') sacrifice(tx, id);
      else destroy(tx, id, `by ${ctx.sourceName}`);
  }
}

export function resolveRevealPiles(tx: Tx, e: Extract<Effect, { kind: 'revealPiles' }>, ctx: ResolveCtx): void {
  const me = ctx.controller;
  const who = tx.player(me).name;
  const top = topCards(tx, me, e.n);
  if (top.length === 0) return;
  // CR 701.20a: revealed, every player sees them.
  tx.note(`${who} reveals ${top.map((id) => tx.obj(id).def).join(', ')} from the top of their library`, 'CR 701.20a');
  // "An opponent": the next one in turn order still in the game (the only one in a two-player game).
  const next = nextInTurnOrder(tx.s, me);
  const opponent = next === me ? null : next;
  const [hand, other] =
    opponent === null
      ? [top, []]
      : separateAndChoose(tx, top, opponent, me, ctx.sourceName, 'choose the pile to put into your hand');
  for (const id of hand) changeZone(tx, id, 'hand', (name) => `${who} puts ${name} into their hand`);
  if (other.length === 0) return;
  if (e.rest === 'graveyard') {
    for (const id of other) changeZone(tx, id, 'graveyard', (name) => `${who} puts ${name} into their graveyard`);
    return;
  }
  putOnBottom(tx, me, other, 'any');
}

const separated: readonly [string, ObjectFilter][] = [
  ['permanents', {}],
  ['creatures', { types: ['Creature'] }],
];

export const separatePermanentsWord: EffectWord<'separatePermanents'> = {
  kind: 'separatePermanents',
  rule: 'CR 700.3',
  scenario: 'planeswalkers.json#effect.separatePermanents',
  polarity: () => 'harm',
  parse: (p) =>
    alt(
      ...separated.map(([word, filter]) =>
        map(
          tpl`separate all ${lit(word)} ${p.playerTarget} controls into two piles. ${alt(
            lit(`That player sacrifices all ${word} in the pile of their choice`, 'sacrifice' as const),
            lit(`Destroy all ${word} in the pile of that player's choice`, 'destroy' as const),
          )}`,
          ([, w, then]) => one({ kind: 'separatePermanents', who: w.who, filter, then }, w.targets),
        ),
      ),
    ),
  render(e, rc, say) {
    const word = separated.find(([, f]) => JSON.stringify(f) === JSON.stringify(e.filter))?.[0];
    const t = e.who.kind === 'target' ? rc.targets[e.who.index] : undefined;
    if (!word || !t || e.who.kind !== 'target') return null;
    rc.named.add(e.who.index);
    const what = say.target(t);
    const then =
      e.then === 'sacrifice'
        ? `That player sacrifices all ${word} in the pile of their choice`
        : `Destroy all ${word} in the pile of that player's choice`;
    return what === null ? null : `separate all ${word} ${what} controls into two piles. ${then}`;
  },
  resolve: resolveSeparatePermanents,
};

export const revealPilesWord: EffectWord<'revealPiles'> = {
  kind: 'revealPiles',
  rule: 'CR 700.3',
  scenario: 'effects.json#effect.revealPiles',
  polarity: () => 'help',
  parse: (p) =>
    map(
      tpl`reveal the top ${p.numberWord} cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other ${alt(
        lit('into your graveyard', 'graveyard' as const),
        lit('on the bottom of your library in any order', 'bottom' as const),
      )}`,
      ([n, rest]) => one({ kind: 'revealPiles', n, rest }),
    ),
  render(e, rc, say) {
    const rest = e.rest === 'graveyard' ? 'into your graveyard' : 'on the bottom of your library in any order';
    return `reveal the top ${say.numberWord(e.n)} cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other ${rest}`;
  },
  resolve: resolveRevealPiles,
};
