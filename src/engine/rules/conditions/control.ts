// What players control as a condition: "you control an artifact", "you control three or more artifacts"
// (metalcraft), "you control two or fewer other lands" (the fast lands), "an opponent controls four or more lands",
// "an opponent controls more lands than you".
import { BASIC_LAND_TYPE_MANA, type Condition, type ObjectFilter } from '../../card-def.js';
import { alt, map, tpl, type P } from '../../grammar.js';
import type { ConditionPhrases, ConditionSayings } from '../../text.js';
import type { PlayerId } from '../../types.js';
import type { GameState } from '../../state.js';
import type { ConditionCtx, ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    youControl: { readonly kind: 'youControl'; readonly filter: ObjectFilter };
    /** "if you control N or more <filter>" */
    youControlAtLeast: { readonly kind: 'youControlAtLeast'; readonly filter: ObjectFilter; readonly n: number };
    /** "if you control N or fewer <filter>" (the fast lands' "unless you control two or fewer other lands") */
    youControlAtMost: { readonly kind: 'youControlAtMost'; readonly filter: ObjectFilter; readonly n: number };
    /** "if an opponent controls N or more <filter>" (Tectonic Edge: "Activate only if an opponent controls four or
     * more lands") */
    anOpponentControlsAtLeast: {
      readonly kind: 'anOpponentControlsAtLeast';
      readonly filter: ObjectFilter;
      readonly n: number;
    };
    /** "if an opponent controls more <filter> than you" (Knight of the White Orchid: lands) */
    anOpponentControlsMore: { readonly kind: 'anOpponentControlsMore'; readonly filter: ObjectFilter };
    /** "if you control fewer <filter> than an opponent" (Timely Reinforcements: creatures) */
    fewerThanAnOpponent: { readonly kind: 'fewerThanAnOpponent'; readonly filter: ObjectFilter };
    /** "if you control at least five other Mountains" (Valakut, the Molten Pinnacle): other than the permanent the
     * triggering event concerns (the Mountain that entered, its rulings) and the source */
    youControlAtLeastOthers: {
      readonly kind: 'youControlAtLeastOthers';
      readonly filter: ObjectFilter;
      readonly n: number;
    };
  }
}

/** "lands", "other lands" (other than the source) */
const maybeOtherPlural = (p: ConditionPhrases): P<ObjectFilter> =>
  alt<ObjectFilter>(
    p.pluralNP,
    map(tpl`other ${p.pluralNP}`, ([f]) => ({ ...f, other: true })),
  );

/** "lands", "other lands"; null for what isn't said so ("creatures you control" after "you control"). */
function pluralSaid(f: ObjectFilter, say: ConditionSayings): string | null {
  if (f.controller) return null;
  const { other, ...rest } = f;
  const np = say.np(rest, true);
  return np === null ? null : `${other ? 'other ' : ''}${np}`;
}

const withArticle = (np: string) => `${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np}`;

/** How many permanents each player controls that match the filter. */
function countsByController(s: GameState, f: ObjectFilter, ctx: ConditionCtx): Map<PlayerId, number> {
  const counts = new Map<PlayerId, number>();
  for (const id of s.battlefield) {
    const o = s.objects[id]!;
    if (ctx.match(s, o, f, ctx.p, ctx.source)) counts.set(o.controller, (counts.get(o.controller) ?? 0) + 1);
  }
  return counts;
}

export const youControlWord: ConditionWord<'youControl'> = {
  kind: 'youControl',
  rule: 'CR 108.4',
  scenario: 'costs-triggers-conditions.json#condition.youControl',
  holds: (s, c, { p, source, match }) =>
    s.battlefield.some((id) => {
      const o = s.objects[id]!;
      return o.controller === p && match(s, o, c.filter, p, source);
    }),
  parse: (p) =>
    alt<Condition>(
      // "a Plains or an Island": two basic land types, each with its article (the check lands).
      map(tpl`you control ${p.basicLandType} or ${p.basicLandType}`, ([a, b]) => ({
        kind: 'youControl',
        filter: { subtypes: [a, b] },
      })),
      map(tpl`you control ${p.article} ${p.singularNP}`, ([, f]) =>
        f.controller || f.other ? null : { kind: 'youControl', filter: f },
      ),
    ),
  render: (c, say) => {
    const f = c.filter;
    if (f.controller || f.other) return null;
    // Two basic land types are said each with its article ("a Plains or an Island"); other subtypes share one ("a
    // Goblin or Orc").
    const types = f.subtypes;
    if (
      Object.keys(f).length === 1 &&
      types?.length === 2 &&
      types.every((t) => Object.hasOwn(BASIC_LAND_TYPE_MANA, t))
    )
      return `you control ${withArticle(types[0]!)} or ${withArticle(types[1]!)}`;
    const np = say.np(f, false);
    return np === null ? null : `you control ${withArticle(np)}`;
  },
};

export const youControlAtLeastWord: ConditionWord<'youControlAtLeast'> = {
  kind: 'youControlAtLeast',
  rule: 'CR 108.4',
  scenario: 'planeswalkers.json#condition.youControlAtLeast',
  holds: (s, c, { p, source, match }) => {
    let n = 0;
    for (const id of s.battlefield) {
      const o = s.objects[id]!;
      if (o.controller === p && match(s, o, c.filter, p, source) && ++n >= c.n) return true;
    }
    return false;
  },
  parse: (p) =>
    map(tpl`you control ${p.numberWord} or more ${maybeOtherPlural(p)}`, ([n, f]) =>
      n >= 2 && !f.controller ? { kind: 'youControlAtLeast', filter: f, n } : null,
    ),
  render: (c, say) => {
    const np = pluralSaid(c.filter, say);
    return np === null ? null : `you control ${say.numberWord(c.n)} or more ${np}`;
  },
};

export const youControlAtMostWord: ConditionWord<'youControlAtMost'> = {
  kind: 'youControlAtMost',
  rule: 'CR 108.4',
  scenario: 'costs-triggers-conditions.json#condition.youControlAtMost',
  holds: (s, c, { p, source, match }) => {
    let n = 0;
    for (const id of s.battlefield) {
      const o = s.objects[id]!;
      if (o.controller === p && match(s, o, c.filter, p, source) && ++n > c.n) return false;
    }
    return true;
  },
  parse: (p) =>
    map(tpl`you control ${p.numberWord} or fewer ${maybeOtherPlural(p)}`, ([n, f]) =>
      n >= 1 && !f.controller ? { kind: 'youControlAtMost', filter: f, n } : null,
    ),
  render: (c, say) => {
    const np = pluralSaid(c.filter, say);
    return np === null ? null : `you control ${say.numberWord(c.n)} or fewer ${np}`;
  },
};

export const anOpponentControlsAtLeastWord: ConditionWord<'anOpponentControlsAtLeast'> = {
  kind: 'anOpponentControlsAtLeast',
  rule: 'CR 108.4',
  scenario: 'costs-triggers-conditions.json#condition.anOpponentControlsAtLeast',
  holds: (s, c, ctx) => {
    for (const [q, n] of countsByController(s, c.filter, ctx)) if (q !== ctx.p && n >= c.n) return true;
    return false;
  },
  parse: (p) =>
    map(tpl`an opponent controls ${p.numberWord} or more ${p.pluralNP}`, ([n, f]) =>
      n >= 2 && !f.controller && !f.other ? { kind: 'anOpponentControlsAtLeast', filter: f, n } : null,
    ),
  render: (c, say) => {
    const np = c.filter.other ? null : pluralSaid(c.filter, say);
    return np === null ? null : `an opponent controls ${say.numberWord(c.n)} or more ${np}`;
  },
};

export const anOpponentControlsMoreWord: ConditionWord<'anOpponentControlsMore'> = {
  kind: 'anOpponentControlsMore',
  rule: 'CR 108.4',
  scenario: 'choices.json#condition.anOpponentControlsMore',
  holds: (s, c, ctx) => {
    // Each opponent's count against yours (Knight of the White Orchid: "if an opponent controls more lands than
    // you").
    const counts = countsByController(s, c.filter, ctx);
    const mine = counts.get(ctx.p) ?? 0;
    for (const [q, n] of counts) if (q !== ctx.p && n > mine) return true;
    return false;
  },
  parse: (p) =>
    map(tpl`an opponent controls more ${p.pluralNP} than you`, ([f]) =>
      f.controller || f.other ? null : { kind: 'anOpponentControlsMore', filter: f },
    ),
  render: (c, say) => {
    const np = c.filter.other ? null : pluralSaid(c.filter, say);
    return np === null ? null : `an opponent controls more ${np} than you`;
  },
};

export const fewerThanAnOpponentWord: ConditionWord<'fewerThanAnOpponent'> = {
  kind: 'fewerThanAnOpponent',
  rule: 'CR 108.4',
  scenario: 'costs-triggers-conditions.json#condition.fewerThanAnOpponent',
  holds: (s, c, ctx) => {
    // Your count against each opponent's still in the game (CR 102.2-3, 800.4a): fewer than one of them has.
    const counts = countsByController(s, c.filter, ctx);
    const mine = counts.get(ctx.p) ?? 0;
    return s.players.some((q) => q.id !== ctx.p && !q.lost && (counts.get(q.id) ?? 0) > mine);
  },
  parse: (p) =>
    map(tpl`you control fewer ${p.pluralNP} than an opponent`, ([f]) =>
      f.controller || f.other ? null : { kind: 'fewerThanAnOpponent', filter: f },
    ),
  render: (c, say) => {
    const np = c.filter.other ? null : pluralSaid(c.filter, say);
    return np === null ? null : `you control fewer ${np} than an opponent`;
  },
};

export const youControlAtLeastOthersWord: ConditionWord<'youControlAtLeastOthers'> = {
  kind: 'youControlAtLeastOthers',
  rule: 'CR 603.4',
  scenario: 'costs-triggers-conditions.json#condition.youControlAtLeastOthers',
  holds: (s, c, { p, source, match, facts }) => {
    let n = 0;
    for (const id of s.battlefield) {
      if (id === facts.thatObject || id === source) continue;
      const o = s.objects[id]!;
      if (o.controller === p && match(s, o, c.filter, p, source) && ++n >= c.n) return true;
    }
    return false;
  },
  parse: (p) =>
    map(tpl`you control at least ${p.numberWord} other ${p.pluralNP}`, ([n, f]) =>
      n >= 2 && !f.controller && !f.other ? { kind: 'youControlAtLeastOthers', filter: f, n } : null,
    ),
  render: (c, say) => {
    const np = pluralSaid(c.filter, say);
    return np === null ? null : `you control at least ${say.numberWord(c.n)} other ${np}`;
  },
};
