// "<They> become N/N <subtype> creatures. They're still <what they were>." — a continuous effect from a resolved
// ability (CR 611.2) that adds the creature type and subtypes (layer 4, CR 613.1d; 205.1b: the new types are added
// to the old ones) and sets base power and toughness (layer 7b). With no duration stated it lasts for the game.
// A land that becomes a creature until end of turn ("It's still a land", Mutavault, Inkmoth Nexus, Celestial
// Colonnade) may also get other card types and every creature type (layer 4, 205.3m), colors that replace its own
// (layer 5, 105.3) and keywords (layer 6); it is a creature that came under its controller's control when it did,
// for summoning sickness (302.6).
import type { Effect, Duration, Keyword, ObjectRef } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import type { ContinuousMod } from '../state.js';
import type { Tx } from '../tx.js';
import { COLOR_NAMES } from '../types.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { CardType, Color } from '../types.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, opt, tpl } from '../grammar.js';
import type { P } from '../grammar.js';
import { one, SELF, type EffectPhrases } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<They> become N/N <subtype> creatures. They're still <their types>." — for good (CR 611.2, layers 4 and 7b);
     * "{this} becomes a 1/1 Phyrexian Blinkmoth artifact creature with flying and infect until end of turn. It's still
     * a land." — with other card types, every creature type, colors and keywords (layers 4, 5 and 6) */
    becomeCreature: {
      readonly kind: 'becomeCreature';
      readonly what: ObjectRef;
      readonly subtypes: readonly string[];
      /** card types it becomes besides a creature ("artifact creature"), layer 4 */
      readonly types?: readonly CardType[];
      /** "with all creature types" (CR 205.3m), layer 4 */
      readonly allCreatureTypes?: boolean;
      /** "a white and blue ... creature": its colors become these (CR 105.3, layer 5) */
      readonly colors?: readonly Color[];
      /** "with flying and vigilance" (layer 6) */
      readonly keywords?: readonly Keyword[];
      /** the base power and toughness it gets (layer 7b); none: its own stay (a Vehicle, CR 301.7b) */
      readonly power?: number;
      readonly toughness?: number;
      /** default: for the rest of the game */
      readonly duration?: Duration;
    };
  }
}

export function resolveBecomeCreature(tx: Tx, e: Extract<Effect, { kind: 'becomeCreature' }>, ctx: ResolveCtx): void {
  const pt = e.power !== undefined && e.toughness !== undefined ? { power: e.power, toughness: e.toughness } : null;
  const until = e.duration === 'endOfTurn' ? ' until end of turn' : '';
  const mod: ContinuousMod = {
    kind: 'becomeCreature',
    subtypes: e.subtypes,
    ...pt,
    ...(e.types?.length ? { types: e.types } : {}),
    ...(e.allCreatureTypes ? { allCreatureTypes: true } : {}),
    ...(e.colors?.length ? { colors: e.colors } : {}),
    ...(e.keywords?.length ? { keywords: e.keywords } : {}),
  };
  const colors = (e.colors ?? []).map((c) => COLOR_NAMES[c]).join(' and ');
  const types = (e.types ?? []).map((t) => t.toLowerCase());
  const described = [colors, ...e.subtypes, ...types, 'creature'].filter((w) => w !== '').join(' ');
  const extra = [
    ...(e.allCreatureTypes ? ['all creature types'] : []),
    ...(e.keywords?.length ? [e.keywords.join(' and ')] : []),
  ];
  createContinuousEffect(tx, ctx, objectsOf(tx, e.what, ctx), mod, e.duration ?? 'permanent', (name) =>
    pt
      ? `${name} becomes a ${pt.power}/${pt.toughness} ${described}${extra.length ? ` with ${extra.join(', ')}` : ''}${until}`
      : // No power and toughness given: a Vehicle crewed (CR 702.122a), the only such effect.
        `${name} becomes an artifact creature${until}`,
  );
}

// A land that becomes a creature until end of turn (CR 611.2; layers 4, 5, 6 and 7b): "{this} becomes a 2/2 creature
// with all creature types until end of turn", "Until end of turn, {this} becomes a 4/4 white and blue Elemental
// creature with flying and vigilance". The sentence after it, "It's still a land." (CR 205.1b: it keeps its types), is
// read with it (the compiler's parseBody).

interface CreatureDescription {
  readonly power: number;
  readonly toughness: number;
  readonly colors: readonly Color[];
  readonly subtypes: readonly string[];
  readonly artifact: boolean;
  readonly allCreatureTypes: boolean;
  readonly keywords: readonly Keyword[];
}

const creatureDescription = (p: EffectPhrases): P<CreatureDescription> => {
  const creatureWith = alt<{ all: boolean; keywords: Keyword[] }>(
    lit(' with all creature types', { all: true, keywords: [] }),
    map(tpl` with ${p.keywords}`, ([ks]) => ({ all: false, keywords: ks })),
  );
  return map(
    tpl`${p.digits}/${p.digits} ${opt(map(tpl`${p.colors} `, ([c]) => c))}${opt(p.creatureSubtypes)}${opt(lit('artifact '))}creature${opt(creatureWith)}`,
    ([power, toughness, colors, subtypes, artifact, w]) => ({
      power,
      toughness,
      colors: colors ?? [],
      subtypes: subtypes ?? [],
      artifact: artifact !== null,
      allCreatureTypes: w?.all ?? false,
      keywords: w?.keywords ?? [],
    }),
  );
};

function becomeCreatureEffect(d: CreatureDescription): Effect {
  return {
    kind: 'becomeCreature',
    what: SELF,
    subtypes: d.subtypes,
    power: d.power,
    toughness: d.toughness,
    duration: 'endOfTurn',
    ...(d.artifact ? { types: ['Artifact' as const] } : {}),
    ...(d.allCreatureTypes ? { allCreatureTypes: true } : {}),
    ...(d.colors.length ? { colors: d.colors } : {}),
    ...(d.keywords.length ? { keywords: d.keywords } : {}),
  };
}

export const becomeCreatureWord: EffectWord<'becomeCreature'> = {
  kind: 'becomeCreature',
  rule: 'CR 611.2',
  scenario: 'planeswalkers.json#effect.becomeCreature',
  // Lands becoming creatures are the controller's own, untapped by the same ability.
  polarity: () => 'help',
  parse: (p) =>
    alt(
      map(tpl`{this} becomes ${p.article} ${creatureDescription(p)} until end of turn`, ([, d]) =>
        one(becomeCreatureEffect(d), [], { variants: ['{this}'] }),
      ),
      // "... until end of turn and can't be blocked this turn" (Creeping Tar Pit): two effects, one phrase.
      map(
        tpl`{this} becomes ${p.article} ${creatureDescription(p)} until end of turn and can't be blocked this turn`,
        ([, d]) => ({
          items: [
            { e: becomeCreatureEffect(d), variants: ['{this}'] },
            { e: { kind: 'cantBeBlockedThisTurn', what: SELF } },
          ],
          targets: [],
          joins: ['+'],
        }),
      ),
      map(tpl`until end of turn, {this} becomes ${p.article} ${creatureDescription(p)}`, ([, d]) =>
        one(becomeCreatureEffect(d), [], { variants: ['untilFirst', '{this}'] }),
      ),
    ),
  renderGroup(items, rc, say) {
    const [a, b, ...more] = items.map((i) => i.e);
    if (a?.kind !== 'becomeCreature' || b?.kind !== 'cantBeBlockedThisTurn' || b.what.kind !== 'self' || more.length)
      return null;
    if (say.variantIs(rc, 'untilFirst')) return null;
    const text = becomeCreatureWord.render!(a, rc, say);
    const still = ". It's still a land";
    return text?.endsWith(` until end of turn${still}`)
      ? `${text.slice(0, -still.length)} and can't be blocked this turn${still}`
      : null;
  },
  render(e, rc, say) {
    // "It's still a land." follows it.
    if (e.what.kind !== 'self' || e.power === undefined || e.toughness === undefined || e.duration !== 'endOfTurn')
      return null;
    if (e.types && (e.types.length !== 1 || e.types[0] !== 'Artifact')) return null;
    const untilFirst = say.variantIs(rc, 'untilFirst');
    const who = say.selfWord(rc);
    const pt = `${e.power}/${e.toughness}`;
    const colors = e.colors?.length ? `${e.colors.map((c) => say.color(c)).join(' and ')} ` : '';
    const subtypes = e.subtypes.map((t) => `${t} `).join('');
    const artifact = e.types ? 'artifact ' : '';
    if (e.allCreatureTypes && e.keywords?.length) return null;
    const with_ = e.allCreatureTypes
      ? ' with all creature types'
      : e.keywords?.length
        ? ` with ${say.keywords(e.keywords)}`
        : '';
    const a = /^(8|11|18)\//.test(pt) ? 'an' : 'a';
    const described = `${a} ${pt} ${colors}${subtypes}${artifact}creature${with_}`;
    return untilFirst
      ? `until end of turn, ${who} becomes ${described}. It's still a land`
      : `${who} becomes ${described} until end of turn. It's still a land`;
  },
  resolve: resolveBecomeCreature,
};
