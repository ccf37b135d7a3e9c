// "<player> sacrifices a <permanent>. If they can't, <effects>": the player chooses one of the permanents they
// control that match, on resolution (CR 701.21a, 608.2d); with none, the "if you can't" effects happen instead.
// "Each player sacrifices a creature of their choice" (Innocent Blood): one each, chosen in APNAP order (101.4).
import type { Effect, ObjectFilter, PlayerRef } from '../card-def.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import { sacrifice } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { playersOf, type ResolveCtx } from './context.js';
import { resolveEffects } from '../hooks.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<player> sacrifices a <filter>. If they can't, <ifCant>" — the player chooses one they control (CR 701.21a) */
    sacrificeChosen: {
      readonly kind: 'sacrificeChosen';
      readonly who: PlayerRef;
      readonly filter: ObjectFilter;
      readonly ifCant?: readonly Effect[];
    };
  }
}

export function resolveSacrificeChosen(tx: Tx, e: Extract<Effect, { kind: 'sacrificeChosen' }>, ctx: ResolveCtx): void {
  // CR 101.4: each player chooses in APNAP order, seeing the choices made before; then the permanents are sacrificed
  // at the same time.
  const picks: ObjectId[] = [];
  const couldnt: PlayerId[] = [];
  const n = tx.s.players.length;
  const apnap = (p: PlayerId) => (p - tx.s.turn.active + n) % n;
  for (const p of playersOf(tx, e.who, ctx).sort((a, b) => apnap(a) - apnap(b))) {
    const options = tx.s.battlefield.filter((id) => {
      const o = tx.obj(id);
      return o.controller === p && matchesFilter(tx.s, o, e.filter, ctx.controller, ctx.source);
    });
    if (options.length === 0) {
      couldnt.push(p);
      continue;
    }
    const a = tx.choose({
      kind: 'chooseCards',
      player: p,
      prompt: `${ctx.sourceName}: choose a permanent to sacrifice`,
      cards: options,
      min: 1,
      max: 1,
    });
    picks.push((a.kind === 'cards' ? a.cards[0] : undefined) ?? options[0]!);
  }
  for (const id of picks) sacrifice(tx, id);
  for (const p of couldnt) {
    tx.emit({ kind: 'info' }, () => `${tx.player(p).name} can't sacrifice (${ctx.sourceName})`);
    resolveEffects(tx, e.ifCant ?? [], ctx);
  }
}

export const sacrificeChosenWord: EffectWord<'sacrificeChosen'> = {
  kind: 'sacrificeChosen',
  rule: 'CR 701.21a',
  scenario: 'effects.json#effect.sacrificeChosen',
  polarity: () => 'harm',
  /** "Target player sacrifices a creature.", "Each opponent sacrifices a creature." (Diabolic Edict): the player chooses
   * one of their own as it resolves (CR 701.21a, 608.2d). */
  parse: (p) =>
    map(
      p.playerDoes(
        'sacrifice',
        'sacrifices',
        alt<[ObjectFilter, boolean]>(
          map(tpl`${p.article} ${p.singularNP} of their choice`, ([, f]) => [f, true]),
          map(tpl`${p.article} ${p.singularNP}`, ([, f]) => [f, false]),
        ),
      ),
      ([w, [f, choice], you]) =>
        f.controller || f.other || (you && choice)
          ? null
          : one(
              { kind: 'sacrificeChosen', who: w.who, filter: f },
              w.targets,
              you ? { variants: ['you'] } : choice ? { variants: ['of their choice'] } : {},
            ),
    ),
  render(e, rc, say) {
    const np = say.np(e.filter, false);
    if (np === null || e.ifCant) return null;
    const a = `${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np}${say.variantIs(rc, 'of their choice') ? ' of their choice' : ''}`;
    if (e.who.kind === 'you') return say.variantIs(rc, 'you') ? `you sacrifice ${a}` : null;
    const s = say.playerSubject(e.who, rc, 'sacrifice', 'sacrifices');
    return s === null ? null : `${s} ${a}`;
  },
  resolve: resolveSacrificeChosen,
};
