// "Exile the top seven cards of your library. You may put any number of creature and/or land cards from among them onto
// the battlefield." (Xenagos, the Reveler) — the cards the effect before it moved ("them", CR 608.2c), those of the kind
// named that are still where it put them (400.7); the player chooses any number as it resolves (608.2d) and they enter
// the battlefield together under their control (614.12).
import type { Effect, ObjectFilter } from '../card-def.js';
import type { CardType } from '../types.js';
import { alt, map, tpl, words } from '../grammar.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import { enterBattlefieldTogether } from '../rules/cr614-replacement.js';
import { libraryFilter, one } from '../text.js';
import type { Tx } from '../tx.js';
import { link, objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "you may put any number of <filter> cards from among them onto the battlefield" (the cards linked before) */
    putFromAmongOntoBattlefield: { readonly kind: 'putFromAmongOntoBattlefield'; readonly filter: ObjectFilter };
  }
}

export function resolvePutFromAmong(
  tx: Tx,
  e: Extract<Effect, { kind: 'putFromAmongOntoBattlefield' }>,
  ctx: ResolveCtx,
): void {
  const p = ctx.controller;
  const fits = objectsOf(tx, { kind: 'linked' }, ctx).filter((id) =>
    matchesFilter(tx.s, tx.obj(id), e.filter, p, ctx.source),
  );
  if (fits.length === 0) return;
  const a = tx.choose({
    kind: 'chooseCards',
    player: p,
    prompt: `${ctx.sourceName}: choose any number of cards to put onto the battlefield`,
    cards: fits,
    min: 0,
    max: fits.length,
  });
  const chosen = a.kind === 'cards' ? a.cards.filter((id) => fits.includes(id)) : [];
  if (chosen.length === 0) return;
  const zone = tx.obj(chosen[0]!).zone;
  const entered = enterBattlefieldTogether(
    tx,
    chosen.map((id) => ({
      id,
      controller: p,
      from: zone,
      opts: { says: (now: string) => `${tx.player(p).name} puts ${now} onto the battlefield` },
    })),
  );
  link(ctx, entered);
}

/** A card type as a kind of card ("creature", "land"). */
const TYPE_WORDS: Readonly<Record<string, CardType>> = {
  artifact: 'Artifact',
  creature: 'Creature',
  enchantment: 'Enchantment',
  land: 'Land',
  planeswalker: 'Planeswalker',
};
const typeWord = words<CardType>(TYPE_WORDS);

export const putFromAmongWord: EffectWord<'putFromAmongOntoBattlefield'> = {
  kind: 'putFromAmongOntoBattlefield',
  rule: 'CR 608.2d',
  scenario: 'planeswalkers.json#effect.putFromAmongOntoBattlefield',
  polarity: () => 'help',
  parse: (p) =>
    map(
      tpl`you may put any number of ${alt<ObjectFilter>(
        map(tpl`${typeWord} and/or ${typeWord}`, ([a, b]) => (a === b ? null : { types: [a, b] })),
        map(p.cardKind, (f) => (libraryFilter(f) ? f : null)),
      )} cards from among them onto the battlefield`,
      ([filter]) => one({ kind: 'putFromAmongOntoBattlefield', filter }),
    ),
  render(e, _rc, say) {
    const f = e.filter;
    const keys = Object.keys(f);
    const word = (t: CardType) => Object.keys(TYPE_WORDS).find((k) => TYPE_WORDS[k] === t);
    let kind: string | null;
    if (keys.length === 1 && f.types?.length === 2 && !f.types.includes('Instant') && !f.types.includes('Sorcery'))
      kind = `${word(f.types[0]!)} and/or ${word(f.types[1]!)}`;
    else kind = say.np(f, false);
    return kind === null ? null : `you may put any number of ${kind} cards from among them onto the battlefield`;
  },
  resolve: resolvePutFromAmong,
};
