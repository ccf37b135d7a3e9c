// "... gains <keyword> until end of turn" (CR 611.2, layer 6)
import type { Effect, Keyword, ProtectionKeyword, Duration, ObjectRef } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import type { Tx } from '../tx.js';
import { COLORS, COLOR_NAMES, type Color, type ObjectId } from '../types.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, capitalized, map, tpl, lit } from '../grammar.js';
import { pump, pumpPhrases, sayPump } from './modify-pt.js';
import { one, variantsOf, type Obj } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    grantKeyword: {
      readonly kind: 'grantKeyword';
      readonly what: ObjectRef;
      readonly keyword: Keyword;
      readonly duration: Duration;
    };
    /** "<object> can't be blocked this turn" (CR 509.1b restriction, for the turn: 611.2, 514.2) */
    cantBeBlockedThisTurn: { readonly kind: 'cantBeBlockedThisTurn'; readonly what: ObjectRef };
    /** "<object> gains protection from the color of your choice until end of turn": the controller chooses a color as
     * it resolves (CR 608.2d), and the object gains protection from that color (CR 702.16, layer 6) */
    grantProtectionFromChosenColor: {
      readonly kind: 'grantProtectionFromChosenColor';
      readonly what: ObjectRef;
      readonly duration: Duration;
      /** said "Choose a color. <objects> gain protection from the chosen color until end of turn" (the choice is
       * made the same way, as the effect happens: CR 608.2d); `plural` when the objects are a group */
      readonly chooseFirst?: { readonly plural: boolean };
    };
  }
}

export function resolveGrantKeyword(tx: Tx, e: Extract<Effect, { kind: 'grantKeyword' }>, ctx: ResolveCtx): void {
  grantKeyword(tx, objectsOf(tx, e.what, ctx), e.keyword, e.duration, ctx);
}

function grantKeyword(
  tx: Tx,
  affected: readonly ObjectId[],
  keyword: Keyword,
  duration: Extract<Effect, { kind: 'grantKeyword' }>['duration'],
  ctx: ResolveCtx,
): void {
  createContinuousEffect(
    tx,
    ctx,
    affected,
    { kind: 'grantKeyword', keyword },
    duration,
    (name) => `${name} gains ${keyword}`,
  );
}

/** "<object> can't be blocked this turn": a restriction on blocking it (CR 509.1b) until the turn ends (514.2). */
export function resolveCantBeBlockedThisTurn(
  tx: Tx,
  e: Extract<Effect, { kind: 'cantBeBlockedThisTurn' }>,
  ctx: ResolveCtx,
): void {
  createContinuousEffect(
    tx,
    ctx,
    objectsOf(tx, e.what, ctx),
    { kind: 'cantBeBlocked' },
    'endOfTurn',
    (name) => `${name} can't be blocked this turn`,
  );
}

/** CR 702.16a: protection from each color. */
const PROTECTION_FROM: Readonly<Record<Color, ProtectionKeyword>> = {
  W: 'protection from white',
  U: 'protection from blue',
  B: 'protection from black',
  R: 'protection from red',
  G: 'protection from green',
};

/** "... gains protection from the color of your choice until end of turn": the color is chosen as the effect happens
 * (CR 608.2d), by the controller of the spell or ability; the object gains protection from it (CR 702.16, layer 6). */
export function resolveGrantProtectionFromChosenColor(
  tx: Tx,
  e: Extract<Effect, { kind: 'grantProtectionFromChosenColor' }>,
  ctx: ResolveCtx,
): void {
  const affected = objectsOf(tx, e.what, ctx);
  if (affected.length === 0) return;
  const a = tx.choose({
    kind: 'chooseColor',
    player: ctx.controller,
    prompt: `${ctx.sourceName}: choose a color to give protection from`,
    colors: [...COLORS],
  });
  const color = a.kind === 'color' && a.color !== 'C' ? a.color : 'W';
  tx.emit({ kind: 'info' }, () => `${tx.player(ctx.controller).name} chooses ${COLOR_NAMES[color]}`);
  grantKeyword(tx, affected, PROTECTION_FROM[color], e.duration, ctx);
}

export const grantKeywordWord: EffectWord<'grantKeyword'> = {
  kind: 'grantKeyword',
  rule: 'CR 611.2',
  scenario: 'effects.json#effect.grantKeyword',
  polarity: () => 'help',
  // "gets +N/+N and gains ..." is read by modifyPT's word (modify-pt.ts), which makes the keywords' effects too.
  parse: (p) =>
    pumpPhrases((after) =>
      alt(
        map(tpl`${p.singleSubject} gains ${p.keywords}${after}`, ([o, ks, d]) => pump(o, null, ks, false, d)),
        map(tpl`${p.pluralSubject} gain ${p.keywords}${after}`, ([o, ks, d]) => pump(o, null, ks, false, d)),
      ),
    ),
  // "It gains haste." after a return (Whip of Erebos): for as long as it remains on the battlefield (CR 611.2c); the
  // compiler reads that sentence.
  render: (e, rc, say) =>
    e.duration === 'permanent' && e.what.kind === 'linked'
      ? ((it) => (it === null ? null : `${it} gains ${e.keyword}`))(say.ref(e.what, rc))
      : sayPump([{ e }], rc, say),
  renderGroup: sayPump,
  resolve: resolveGrantKeyword,
};

export const cantBeBlockedThisTurnWord: EffectWord<'cantBeBlockedThisTurn'> = {
  kind: 'cantBeBlockedThisTurn',
  rule: 'CR 611.2',
  scenario: 'effects.json#effect.cantBeBlockedThisTurn',
  polarity: () => 'help',
  /** "Target creature can't be blocked this turn." (Rogue's Passage; CR 509.1b) */
  parse: (p) =>
    map(tpl`${p.singleSubject} can't be blocked this turn`, ([o]) =>
      one({ kind: 'cantBeBlockedThisTurn', what: o.ref }, o.targets, variantsOf(o)),
    ),
  render(e, rc, say) {
    const what = say.ref(e.what, rc);
    return what === null ? null : `${what} can't be blocked this turn`;
  },
  resolve: resolveCantBeBlockedThisTurn,
};

export const grantProtectionFromChosenColorWord: EffectWord<'grantProtectionFromChosenColor'> = {
  kind: 'grantProtectionFromChosenColor',
  rule: 'CR 611.2',
  scenario: 'protection.json#effect.grantProtectionFromChosenColor',
  polarity: () => 'help',
  // CR 702.16, 608.2d: "<object> gains protection from the color of your choice until end of turn" — the color is
  // chosen as the effect happens.
  parse: (p) =>
    alt(
      map(tpl`${p.singleSubject} gains protection from the color of your choice${lit(' until end of turn')}`, ([o]) =>
        one({ kind: 'grantProtectionFromChosenColor', what: o.ref, duration: 'endOfTurn' }, o.targets, variantsOf(o)),
      ),
      // "Choose a color. White creatures you control gain protection from the chosen color until end of turn." (Brave
      // the Elements): the instruction in two sentences.
      map(
        tpl`choose a color. ${capitalized(
          alt<readonly [Obj, boolean]>(
            map(tpl`${p.singleSubject} gains`, ([o]) => [o, false]),
            map(tpl`${p.pluralSubject} gain`, ([o]) => [o, true]),
          ),
        )} protection from the chosen color until end of turn`,
        ([[o, plural]]) =>
          one(
            { kind: 'grantProtectionFromChosenColor', what: o.ref, duration: 'endOfTurn', chooseFirst: { plural } },
            o.targets,
            variantsOf(o),
          ),
      ),
    ),
  render(e, rc, say) {
    const what = e.what.kind === 'each' ? say.pluralSubject(e.what.filter, rc) : say.ref(e.what, rc);
    if (what === null || e.duration !== 'endOfTurn') return null;
    if (!e.chooseFirst) return `${what} gains protection from the color of your choice until end of turn`;
    const verb = e.chooseFirst.plural ? 'gain' : 'gains';
    return `choose a color. ${what.charAt(0).toUpperCase()}${what.slice(1)} ${verb} protection from the chosen color until end of turn`;
  },
  resolve: resolveGrantProtectionFromChosenColor,
};
