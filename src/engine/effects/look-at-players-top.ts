// "Look at the top card of target player's library. You may put that card on the bottom of that player's library."
// (Jace, the Mind Sculptor) / "... You may put that card into their graveyard." The controller of the ability looks at
// the card alone (CR 401.2: a library is hidden; the look is told to that player only), and may move it; a card put
// on the bottom of the same library doesn't change zones (401.4), so it stays the same object.
import type { Effect, PlayerRef } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import { playersOf, type ResolveCtx } from './context.js';
import { chooseAny, topCards } from './scry.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Look at the top card of target player's library. You may put that card on the bottom of that player's
     * library / into their graveyard." (CR 401.2) */
    lookAtPlayersTop: {
      readonly kind: 'lookAtPlayersTop';
      readonly who: PlayerRef;
      readonly mayPut: 'bottom' | 'graveyard';
    };
  }
}

export function resolveLookAtPlayersTop(
  tx: Tx,
  e: Extract<Effect, { kind: 'lookAtPlayersTop' }>,
  ctx: ResolveCtx,
): void {
  const me = ctx.controller;
  const who = tx.player(me).name;
  for (const p of playersOf(tx, e.who, ctx)) {
    const [top] = topCards(tx, p, 1);
    if (top === undefined) continue;
    const whose = p === me ? 'their' : `${tx.player(p).name}'s`;
    const looks = () => `${who} looks at the top card of ${whose} library`;
    tx.emit({ kind: 'info' }, () => `${looks()}: ${tx.obj(top).def}`, 'CR 401.2', { player: me, othersText: looks });
    const where = e.mayPut === 'bottom' ? `on the bottom of ${whose} library` : `into ${whose} graveyard`;
    const put = chooseAny(tx, me, [top], `${ctx.sourceName}: you may put that card ${where}`);
    if (put.length === 0) continue;
    if (e.mayPut === 'graveyard') {
      changeZone(tx, top, 'graveyard', (name) => `${who} puts ${name} into ${whose} graveyard`);
      continue;
    }
    const lib = tx.zone(p, 'library');
    lib.splice(lib.lastIndexOf(top), 1);
    lib.unshift(top);
    tx.note(`${who} puts a card on the bottom of ${whose} library`, 'CR 401.4');
  }
}

export const lookAtPlayersTopWord: EffectWord<'lookAtPlayersTop'> = {
  kind: 'lookAtPlayersTop',
  rule: 'CR 401.2',
  scenario: 'planeswalkers.json#effect.lookAtPlayersTop',
  polarity: () => 'neutral',
  parse: (p) =>
    map(
      tpl`look at the top card of ${p.playerTarget}'s library. You may put that card ${alt(
        lit("on the bottom of that player's library", 'bottom' as const),
        lit('into their graveyard', 'graveyard' as const),
      )}`,
      ([w, mayPut]) => one({ kind: 'lookAtPlayersTop', who: w.who, mayPut }, w.targets),
    ),
  render(e, rc, say) {
    const t = e.who.kind === 'target' ? rc.targets[e.who.index] : undefined;
    if (!t || e.who.kind !== 'target') return null;
    rc.named.add(e.who.index);
    const what = say.target(t);
    const where = e.mayPut === 'bottom' ? "on the bottom of that player's library" : 'into their graveyard';
    return what === null ? null : `look at the top card of ${what}'s library. You may put that card ${where}`;
  },
  resolve: resolveLookAtPlayersTop,
};
