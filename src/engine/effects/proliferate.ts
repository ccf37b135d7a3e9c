// "Proliferate" (CR 701.34a): choose any number of permanents and/or players, then give each another counter of each
// kind already there. Permanents with counters are chosen at once; each player with counters (a player here has only
// poison counters, CR 122.1f) is asked about in turn.
import { putCounters } from '../rules/cr122-counters.js';
import { lit } from '../grammar.js';
import { one } from '../text.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    proliferate: { readonly kind: 'proliferate' };
  }
}

/** The kinds of counters on a permanent now. */
function kindsOn(tx: Tx, id: number): string[] {
  return Object.entries(tx.obj(id).counters)
    .filter(([, n]) => n > 0)
    .map(([k]) => k);
}

export function resolveProliferate(tx: Tx, ctx: ResolveCtx): void {
  const p = ctx.controller;
  const withCounters = tx.s.battlefield.filter((id) => kindsOn(tx, id).length > 0);
  const a =
    withCounters.length === 0
      ? null
      : tx.choose({
          kind: 'chooseCards',
          player: p,
          prompt: `${ctx.sourceName}: proliferate — choose any number of permanents with counters`,
          cards: withCounters.slice(),
          min: 0,
          max: withCounters.length,
        });
  const chosen = a?.kind === 'cards' ? a.cards.filter((id) => withCounters.includes(id)) : [];
  const players = tx.s.players.filter((x) => !x.lost && x.poison > 0).map((x) => x.id);
  const chosenPlayers = players.filter(
    (q) =>
      tx.choose({
        kind: 'yesNo',
        player: p,
        prompt: `${ctx.sourceName}: proliferate — give ${tx.player(q).name} another poison counter?`,
        counterFor: q,
      }).kind === 'yes',
  );
  tx.note(
    `${tx.player(p).name} proliferates (${chosen.length + chosenPlayers.length} chosen, ${ctx.sourceName})`,
    'CR 701.34a',
  );
  // CR 701.34a: each chosen permanent or player gets one counter of each kind already there, all at once.
  for (const id of chosen)
    putCounters(tx, { object: id }, p, Object.fromEntries(kindsOn(tx, id).map((k) => [k, 1])), () => 'CR 701.34a');
  for (const q of chosenPlayers) putCounters(tx, { player: q }, p, { poison: 1 }, () => 'CR 701.34a');
}

export const proliferateWord: EffectWord<'proliferate'> = {
  kind: 'proliferate',
  rule: 'CR 701.34a',
  scenario: 'effects.json#effect.proliferate',
  polarity: () => 'help',
  parse: () => lit('proliferate', one({ kind: 'proliferate' })),
  render: () => 'proliferate',
  resolve: (tx, _e, ctx) => resolveProliferate(tx, ctx),
};
