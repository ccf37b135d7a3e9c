// "You may cast spells this turn as though they had flash." and "The next sorcery spell you cast this turn can be cast
// as though it had flash." (CR 601.3e: a rule that lets a player cast a spell at a time they couldn't otherwise; 702.8:
// flash), made by a resolved spell or ability for the turn (CR 611.2, 514.2). rules/player-rules.ts says what it
// allows; casting a sorcery spell ends every "next sorcery spell" rule of its caster (Quicken's rulings).
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** CR 601.3e: its controller may cast spells (or only the next sorcery spell) this turn as though they had flash */
    castAsThoughFlashThisTurn: { readonly kind: 'castAsThoughFlashThisTurn'; readonly nextSorcery: boolean };
  }
}

const ANY = 'you may cast spells this turn as though they had flash';
const NEXT_SORCERY = 'the next sorcery spell you cast this turn can be cast as though it had flash';

function resolve(tx: Tx, nextSorcery: boolean, ctx: ResolveCtx): void {
  tx.setList('rules', [
    ...tx.s.rules,
    {
      id: tx.newId(),
      kind: 'castAsThoughFlash',
      controller: ctx.controller,
      ...(nextSorcery ? { nextSorcery: true } : {}),
      duration: 'endOfTurn',
      source: ctx.sourceName,
    },
  ]);
  const who = tx.player(ctx.controller).name;
  tx.emit(
    { kind: 'info' },
    () =>
      `${ctx.sourceName}: ${who} may cast ${nextSorcery ? 'the next sorcery spell they cast' : 'spells'} this turn as though ${nextSorcery ? 'it' : 'they'} had flash`,
    'CR 601.3e',
  );
}

export const castAsThoughFlashThisTurnWord: EffectWord<'castAsThoughFlashThisTurn'> = {
  kind: 'castAsThoughFlashThisTurn',
  rule: 'CR 601.3e',
  scenario: 'effects.json#effect.castAsThoughFlashThisTurn',
  polarity: () => 'help',
  parse: () =>
    alt(
      lit(ANY, one({ kind: 'castAsThoughFlashThisTurn', nextSorcery: false })),
      lit(NEXT_SORCERY, one({ kind: 'castAsThoughFlashThisTurn', nextSorcery: true })),
    ),
  render: (e) => (e.nextSorcery ? NEXT_SORCERY : ANY),
  resolve: (tx, e, ctx) => resolve(tx, e.nextSorcery, ctx),
};
