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
import { alt, lit, map, tpl } from '../grammar.js';
import { one, type Clause } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<player> sacrifices a <filter>. If they can't, <ifCant>" — the player chooses one they control (CR 701.21a) */
    sacrificeChosen: {
      readonly kind: 'sacrificeChosen';
      readonly who: PlayerRef;
      readonly filter: ObjectFilter;
      readonly ifCant?: readonly Effect[];
      /** "sacrifices two creatures of their choice" (Barter in Blood): that many, or as many as they can (CR 701.21a) */
      readonly count?: number;
      /** "any opponent may sacrifice a creature of their choice" (Desecration Demon): each of them, in APNAP order,
       * chooses whether to (CR 101.4, 118.12); an "If a player does" after it asks whether any did */
      readonly optional?: boolean;
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
    // "two creatures": as many as they control, up to that many (Barter in Blood's ruling: a player with one
    // creature sacrifices it).
    const k = Math.min(e.count ?? 1, options.length);
    // "any opponent may sacrifice two creatures": a player who can't sacrifice that many can't choose to (CR 118.3).
    if (e.optional && k < (e.count ?? 1)) continue;
    const a = tx.choose({
      kind: 'chooseCards',
      player: p,
      prompt: e.optional
        ? `${ctx.sourceName}: you may sacrifice ${k === 1 ? 'a permanent' : k}`
        : k === 1
          ? `${ctx.sourceName}: choose a permanent to sacrifice`
          : `${ctx.sourceName}: choose ${k} to sacrifice`,
      cards: options,
      min: e.optional ? 0 : k,
      max: k,
    });
    const chosen = a.kind === 'cards' && a.cards.length === k ? a.cards : e.optional ? [] : options.slice(0, k);
    if (e.optional && chosen.length === 0)
      tx.emit({ kind: 'info' }, () => `${tx.player(p).name} doesn't sacrifice (${ctx.sourceName})`, 'CR 101.4');
    picks.push(...chosen);
  }
  for (const id of picks) sacrifice(tx, id);
  // "that creature": what was sacrificed, as it last existed (its record keeps it, CR 608.2h).
  ctx.sacrificed?.push(...picks);
  // "any opponent may": one who can't is not asked, and nothing else happens to them.
  if (e.optional) return;
  for (const p of couldnt) {
    tx.emit({ kind: 'info' }, () => `${tx.player(p).name} can't sacrifice (${ctx.sourceName})`);
    resolveEffects(tx, e.ifCant ?? [], ctx);
  }
}

/** "that creature" names what was sacrificed only when it was a creature. */
const isCreatures = (f: ObjectFilter): boolean =>
  f.types?.length === 1 && f.types[0] === 'Creature' && !f.subtypes && Object.keys(f).length === 1;

export const sacrificeChosenWord: EffectWord<'sacrificeChosen'> = {
  kind: 'sacrificeChosen',
  rule: 'CR 701.21a',
  scenario: 'effects.json#effect.sacrificeChosen',
  polarity: () => 'harm',
  /** "Target player sacrifices a creature.", "Each opponent sacrifices a creature." (Diabolic Edict): the player chooses
   * one of their own as it resolves (CR 701.21a, 608.2d). */
  parse: (p) =>
    alt(
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
      // Barter in Blood: "Each player sacrifices two creatures of their choice."
      map(
        p.playerDoes('sacrifice', 'sacrifices', tpl`${p.numberWord} ${p.pluralNP} of their choice`),
        ([w, [n, f], you]) =>
          n < 2 || f.controller || f.other || you
            ? null
            : one({ kind: 'sacrificeChosen', who: w.who, filter: f, count: n }, w.targets, {
                variants: ['of their choice'],
              }),
      ),
      // CR 101.4, 118.12: "any opponent may sacrifice a creature of their choice" (Desecration Demon), "any player may
      // sacrifice two creatures of their choice" (Prowling Pangolin): each in APNAP order chooses whether to.
      map(
        tpl`any ${alt(lit('opponent', 'eachOpponent' as const), lit('player', 'eachPlayer' as const))} may sacrifice ${alt<
          [number, ObjectFilter]
        >(
          map(tpl`${p.article} ${p.singularNP}`, ([, f]) => [1, f]),
          map(tpl`${p.numberWord} ${p.pluralNP}`, ([n, f]) => (n >= 2 ? [n, f] : null)),
        )} of their choice`,
        ([who, [n, f]]) =>
          f.controller || f.other
            ? null
            : one({
                kind: 'sacrificeChosen',
                who: { kind: who },
                filter: f,
                optional: true,
                ...(n > 1 ? { count: n } : {}),
              }),
      ),
      // Devour Flesh: "Target player sacrifices a creature of their choice, then gains life equal to that creature's
      // toughness" — the creature as it last existed on the battlefield (CR 608.2h).
      map(
        p.playerDoes(
          'sacrifice',
          'sacrifices',
          tpl`${p.article} ${p.singularNP} of their choice, then gains life equal to that creature's toughness`,
        ),
        ([w, [, f], you]): Clause | null =>
          you ||
          w.who.kind === 'eachPlayer' ||
          w.who.kind === 'eachOpponent' ||
          f.controller ||
          f.other ||
          !isCreatures(f)
            ? null
            : {
                items: [
                  { e: { kind: 'sacrificeChosen', who: w.who, filter: f }, variants: ['of their choice'] },
                  {
                    e: {
                      kind: 'gainLife',
                      who: w.who,
                      amount: { kind: 'valueOf', of: { kind: 'sacrificed' }, value: 'toughness' },
                    },
                  },
                ],
                targets: w.targets,
                joins: ['+'],
              },
      ),
    ),
  renderGroup(items, rc, say) {
    const [a, b, ...more] = items.map((i) => i.e);
    if (a?.kind !== 'sacrificeChosen' || b?.kind !== 'gainLife' || more.length || a.count || a.ifCant) return null;
    const am = b.amount;
    if (am.kind !== 'valueOf' || am.of.kind !== 'sacrificed' || am.value !== 'toughness') return null;
    if (JSON.stringify(a.who) !== JSON.stringify(b.who) || !isCreatures(a.filter)) return null;
    const np = say.np(a.filter, false);
    const s = say.playerSubject(a.who, rc, 'sacrifice', 'sacrifices');
    if (np === null || s === null || !say.variantIs(rc, 'of their choice')) return null;
    return `${s} ${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np} of their choice, then gains life equal to that creature's toughness`;
  },
  render(e, rc, say) {
    if (e.optional) {
      const np = e.count === undefined ? say.np(e.filter, false) : say.np(e.filter, true);
      const who = e.who.kind === 'eachOpponent' ? 'opponent' : e.who.kind === 'eachPlayer' ? 'player' : null;
      if (np === null || who === null || e.ifCant) return null;
      const n = e.count === undefined ? (/^[aeiou]/i.test(np) ? 'an' : 'a') : say.numberWord(e.count);
      return `any ${who} may sacrifice ${n} ${np} of their choice`;
    }
    if (e.count !== undefined) {
      const nps = say.np(e.filter, true);
      const s = say.playerSubject(e.who, rc, 'sacrifice', 'sacrifices');
      return nps === null || s === null || e.ifCant || e.who.kind === 'you' || !say.variantIs(rc, 'of their choice')
        ? null
        : `${s} ${say.numberWord(e.count)} ${nps} of their choice`;
    }
    const np = say.np(e.filter, false);
    if (np === null || e.ifCant) return null;
    const a = `${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np}${say.variantIs(rc, 'of their choice') ? ' of their choice' : ''}`;
    if (e.who.kind === 'you') return say.variantIs(rc, 'you') ? `you sacrifice ${a}` : null;
    const s = say.playerSubject(e.who, rc, 'sacrifice', 'sacrifices');
    return s === null ? null : `${s} ${a}`;
  },
  resolve: resolveSacrificeChosen,
};
