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

// "Look at the top three cards of target player's library. Put one back and the rest into that player's graveyard."
// (Dimir Charm): the ability's controller looks at them alone (CR 401.2, 701.20e), chooses the one put back (it stays
// on top, hidden), and the others go to their owner's graveyard, seen by all.
declare module '../card-def.js' {
  interface EffectTypes {
    /** "Look at the top N cards of <player>'s library. Put one back and the rest into that player's graveyard." */
    lookAtPlayersTopKeepOne: { readonly kind: 'lookAtPlayersTopKeepOne'; readonly who: PlayerRef; readonly n: number };
  }
}

export function resolveLookAtPlayersTopKeepOne(
  tx: Tx,
  e: Extract<Effect, { kind: 'lookAtPlayersTopKeepOne' }>,
  ctx: ResolveCtx,
): void {
  const me = ctx.controller;
  const who = tx.player(me).name;
  for (const p of playersOf(tx, e.who, ctx)) {
    const top = topCards(tx, p, e.n);
    if (top.length === 0) continue;
    const whose = p === me ? 'their' : `${tx.player(p).name}'s`;
    const looks = () => `${who} looks at the top ${top.length} card(s) of ${whose} library`;
    const names = () => top.map((id) => tx.obj(id).def).join(', ');
    tx.emit({ kind: 'info' }, () => `${looks()}: ${names()}`, 'CR 401.2', { player: me, othersText: looks });
    let kept = top[0]!;
    if (top.length > 1) {
      const a = tx.choose({
        kind: 'chooseCards',
        player: me,
        prompt: `${ctx.sourceName}: choose the card to put back (the rest go into the graveyard)`,
        cards: top,
        min: 1,
        max: 1,
      });
      kept = (a.kind === 'cards' ? a.cards[0] : undefined) ?? kept;
    }
    for (const id of top)
      if (id !== kept) changeZone(tx, id, 'graveyard', (name) => `${who} puts ${name} into ${whose} graveyard`);
  }
}

export const lookAtPlayersTopKeepOneWord: EffectWord<'lookAtPlayersTopKeepOne'> = {
  kind: 'lookAtPlayersTopKeepOne',
  rule: 'CR 401.2',
  scenario: 'effects.json#effect.lookAtPlayersTopKeepOne',
  polarity: () => 'harm',
  parse: (p) =>
    map(
      tpl`look at the top ${p.numberWord} cards of ${p.playerTarget}'s library. Put one back and the rest into that player's graveyard`,
      ([n, w]) => (n >= 2 ? one({ kind: 'lookAtPlayersTopKeepOne', who: w.who, n }, w.targets) : null),
    ),
  render(e, rc, say) {
    const t = e.who.kind === 'target' ? rc.targets[e.who.index] : undefined;
    if (!t || e.who.kind !== 'target') return null;
    rc.named.add(e.who.index);
    const what = say.target(t);
    return what === null
      ? null
      : `look at the top ${say.numberWord(e.n)} cards of ${what}'s library. Put one back and the rest into that player's graveyard`;
  },
  resolve: resolveLookAtPlayersTopKeepOne,
};
