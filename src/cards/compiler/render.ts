// Rules text rendered from the ability tree (DESIGN.md principle 10), and the round trip: a compiled card is
// verified when its rendering equals its Oracle text (reminder text removed, whitespace collapsed). The renderer
// writes every effect, cost, target, trigger and condition from the tree's structure; it takes from the original
// text only what has no rules meaning: which self-reference word the card used, how sentences were joined, ability
// words, and the choice between synonyms ("that card" or "it").
import {
  protectionQuality,
  PROTECTION_FROM_EACH_COLOR,
  type Ability,
  type Condition,
  type Effect,
  type Keyword,
  type ModeCount,
  type SpellMode,
  type ObjectFilter,
  type StaticEffect,
  type Trigger,
} from '../../engine/index.js';
import { COMMANDER_CAST_COUNTERS } from './lexicon.js';
import { conditionPhrase } from './conditions.js';
import { costChangeText } from './cost-changes.js';
import { entersAsCopyText } from './copies.js';
import {
  EQUIPMENT_TOKEN_KEYWORDS,
  bloodthirstText,
  chapterNumeral,
  isExalted,
  type AbilityNotes,
} from './abilities.js';
import { EQUIP_TARGET } from '../../engine/index.js';
import { ptText, renderEffects, setQuotedAbilitySayer, variantIs, type PEffect, type RenderCtx } from './effects.js';
import { SUBTYPE_PLURALS, capitalize, discardedByOpponentText, isSubtype, numberWord } from './lexicon.js';
import { squash, stripReminder } from './normalize.js';
import { classLevelBarText, classLevelCondition } from './class-levels.js';
import { renderCosts, renderHandCardKind, renderMana, renderNP, spellCostsText } from './phrases.js';
import { renderAmountPhrase, renderEachPhrase } from './amounts.js';

/** What rendering keeps from normalization and parsing (see AbilityNotes). */
export interface RenderInfo {
  /** the self-reference words, in order ("this creature", "Shock") */
  readonly selfRefs: readonly string[];
  /** how many leading abilities are intrinsic (CR 305.6: a basic land type's mana ability) and have no text */
  readonly intrinsic: number;
  /** one per ability after the intrinsic ones */
  readonly notes: readonly AbilityNotes[];
}

const NO_NOTES: AbilityNotes = { joins: [], variants: [] };

function ctx(a: { targets: RenderCtx['targets'] }, notes: AbilityNotes, self: boolean): RenderCtx {
  return { targets: a.targets, named: new Set(), self, variants: [...notes.variants] };
}

const items = (effects: readonly PEffect['e'][]): PEffect[] => effects.map((e) => ({ e }));

function variant(rc: RenderCtx, allowed: readonly string[]): string | null {
  const v = rc.variants[0];
  if (v !== undefined && allowed.includes(v)) {
    rc.variants.shift();
    return v;
  }
  return allowed[0] ?? null;
}

const COLORS_OF_PROTECTION: readonly string[] = ['white', 'blue', 'black', 'red', 'green'];

/** "it deals 1 damage to any target" said as what you may have done: "have it deal 1 damage to any target". */
function mayHave(body: string): string | null {
  const m = /^(.+?) (deal|lose|gain|draw|discard|mill|sacrifice|create|get|return|put|fight|become)s (.*)$/.exec(body);
  return m ? `have ${m[1]!} ${m[2]!} ${m[3]!}` : null;
}

function triggerText(t: Trigger, rc: RenderCtx): string | null {
  switch (t.kind) {
    case 'attachedDealsCombatDamageToPlayer': {
      const w = variant(rc, ['equipped', 'enchanted']);
      return `Whenever ${w} creature deals combat damage to a player`;
    }
    case 'attachedAttacks': {
      const w = variant(rc, ['equipped', 'enchanted']);
      return `Whenever ${w} creature attacks`;
    }
    case 'attachedDies': {
      const when = variant(rc, ['Whenever', 'When']);
      const w = variant(rc, ['equipped', 'enchanted']);
      return `${when} ${w} creature dies`;
    }
    case 'attachedDealsCombatDamage': {
      const w = variant(rc, ['equipped', 'enchanted']);
      return `Whenever ${w} creature deals combat damage`;
    }
    case 'selfEnters':
      return 'When {this} enters';
    case 'selfDies':
      return 'When {this} dies';
    case 'selfLeavesBattlefield':
      return 'When {this} leaves the battlefield';
    case 'selfAttacks':
      return 'Whenever {this} attacks';
    case 'selfDealsCombatDamageToCreature':
      return 'Whenever {this} deals combat damage to a creature';
    case 'selfEntersOrAttacks':
      return 'Whenever {this} enters or attacks';
    case 'selfDealsCombatDamageToPlayer':
      return 'Whenever {this} deals combat damage to a player';
    case 'selfBecomesBlocked':
      return 'Whenever {this} becomes blocked';
    case 'selfBlocksCreature':
      return 'Whenever {this} blocks a creature';
    case 'selfBecomesTapped':
      return 'Whenever {this} becomes tapped';
    case 'selfBecomesTarget':
      return `${variant(rc, ['When', 'Whenever'])} {this} becomes the target of a spell or ability${t.byOpponent ? ' an opponent controls' : ''}`;
    case 'selfBecomesMonstrous':
      return 'When {this} becomes monstrous';
    case 'selfBecomesClassLevel':
      return `When {this} becomes level ${t.level}`;
    case 'selfTurnedFaceUp':
      return t.orEnters ? 'When {this} enters or is turned face up' : 'When {this} is turned face up';
    case 'selfDealtDamage':
      return 'Whenever {this} is dealt damage';
    case 'opponentDealtDamage': {
      const by = (t.by ?? []).map(damageSourceText);
      if (by.some((x) => x === null)) return null;
      return `Whenever an opponent is dealt ${t.noncombat ? 'noncombat ' : ''}damage${by.map((x) => ` by ${x!}`).join(' or')}`;
    }
    case 'selfTransformsInto':
      // CR 701.27e: the face it transforms into is the face whose text this is.
      return t.orEnters ? 'Whenever {this} enters or transforms into {this}' : 'Whenever {this} transforms into {this}';
    case 'youCastNthSpell':
      return t.n === 2 || t.n === 3 ? `Whenever you cast your ${t.n === 2 ? 'second' : 'third'} spell each turn` : null;
    case 'beginningOfStep': {
      const options: Record<string, readonly string[]> = {
        'upkeep/yours': ['your upkeep'],
        'upkeep/each': ['each upkeep', "each player's upkeep"],
        'upkeep/opponents': ["each opponent's upkeep"],
        'draw/yours': ['your draw step'],
        'end_turn/yours': ['your end step'],
        'end_turn/each': ['the end step', 'each end step'],
        'begin_combat/yours': ['combat on your turn'],
        'begin_combat/each': ['each combat'],
        'precombat_main/yours': ['your first main phase'],
      };
      const o = options[`${t.step}/${t.whose}`];
      const phrase = o ? variant(rc, o) : null;
      return phrase === null ? null : `At the beginning of ${phrase}`;
    }
    case 'anotherCreatureDies': {
      const { other, ...f } = t.filter;
      const np = renderNP(f, false);
      if (np === null) return null;
      if (other) return t.orSelf ? `Whenever {this} or another ${np} dies` : `Whenever another ${np} dies`;
      return t.orSelf ? `Whenever ${article(np)} dies` : null;
    }
    case 'anotherEnters': {
      const { other, ...f } = t.filter;
      const np = renderNP(f, false);
      if (np === null) return null;
      return other ? `Whenever another ${np} enters` : `Whenever ${article(np)} enters`;
    }
    case 'youCastThisSpell':
      return 'When you cast this spell';
    case 'youCastSpell': {
      const np = spellNP(t.filter);
      return np === null ? null : `Whenever you cast ${article(np)}`;
    }
    case 'creatureAttacks':
    case 'creatureDealsCombatDamageToPlayer': {
      const { other, ...f } = t.filter;
      const np = renderNP(f, false);
      if (np === null) return null;
      const verb = t.kind === 'creatureAttacks' ? 'attacks' : 'deals combat damage to a player';
      return `Whenever ${other ? `another ${np}` : article(np)} ${verb}`;
    }
    case 'playerGainsLife':
      return `Whenever ${t.who === 'you' ? 'you gain' : 'an opponent gains'} life`;
    case 'playerDraws':
      return `Whenever ${t.who === 'you' ? 'you draw' : t.who === 'opponent' ? 'an opponent draws' : 'a player draws'} a card`;
    case 'playerCastsSpell': {
      const np = spellNP(t.filter);
      if (np === null) return null;
      const who = t.caster === 'opponent' ? 'an opponent' : 'a player';
      const when = t.duringYourTurn ? ' during your turn' : t.fromGraveyard ? ' from a graveyard' : '';
      return t.duringYourTurn && t.fromGraveyard ? null : `Whenever ${who} casts ${article(np)}${when}`;
    }
    case 'thatManaSpent': {
      const { sharesCreatureTypeWithCommander: shares, ...f } = t.spell;
      const np = spellNP(f);
      if (np === null) return null;
      return `When that mana is spent to cast ${article(np)}${shares ? ' that shares a creature type with your commander' : ''}`;
    }
    default:
      return null;
  }
}

/** "spell", "noncreature spell", "red spell", "instant or sorcery spell": a spell filter's noun phrase. */
function spellNP(f: ObjectFilter): string | null {
  const keys = Object.keys(f);
  let np: string | null = null;
  if (keys.length === 0) np = 'spell';
  else if (keys.length === 1 && f.notTypes?.length === 1) np = `non${f.notTypes[0]!.toLowerCase()} spell`;
  else if (keys.length === 1 && f.colors?.length === 1)
    np = `${renderNP({ colors: f.colors }, false)!.replace(/ permanent$/, '')} spell`;
  else if (keys.length === 1 && f.colors?.length === 2)
    np = `${f.colors.map((c) => renderNP({ colors: [c] }, false)!.replace(/ permanent$/, '')).join(' or ')} spell`;
  else if (keys.length === 1 && f.colorCount)
    np = `${f.colorCount === 'mono' ? 'monocolored' : f.colorCount === 'multi' ? 'multicolored' : 'colorless'} spell`;
  else if (keys.length === 1 && f.types && f.types.length <= 2)
    np = `${f.types.map((x) => x.toLowerCase()).join(' or ')} spell`;
  else if (keys.length === 2 && f.colors?.length === 1 && f.types && f.types.length <= 2)
    np = `${renderNP({ colors: f.colors }, false)!.replace(/ permanent$/, '')} ${f.types.map((x) => x.toLowerCase()).join(' or ')} spell`;
  return np;
}

/** "a red instant or sorcery spell you control", "a red planeswalker you control" (damageSource in abilities.ts). */
function damageSourceText(f: ObjectFilter): string | null {
  const { controller, ...rest } = f;
  if (controller !== 'you') return null;
  const spell = rest.types?.every((t) => t === 'Instant' || t === 'Sorcery');
  const np = spell ? spellNP(rest) : renderNP(f, false);
  return np === null ? null : spell ? `${article(np)} you control` : article(np);
}

/** "Walls", "creatures with flying or reach" (exceptBlockers in abilities.ts). */
function exceptBlockersText(f: ObjectFilter): string | null {
  const [a, b, ...more] = f.anyOf ?? [];
  if (!f.anyOf) return renderNP(f, true);
  if (Object.keys(f).length !== 2 || f.types?.join() !== 'Creature' || !a?.keyword || !b?.keyword || more.length)
    return null;
  return Object.keys(a).length === 1 && Object.keys(b).length === 1
    ? `creatures with ${a.keyword} or ${b.keyword}`
    : null;
}

function article(np: string): string {
  return `${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np}`;
}

/** An intervening "if" (CR 603.4), said after the trigger has named its source ("if it was kicked"). */
function conditionText(c: Condition): string | null {
  if (c.kind === 'duringYourStep') return null;
  const said = conditionPhrase(c, true);
  return said === null ? null : `if ${said}`;
}

function restrictionText(a: {
  readonly sorcerySpeed?: boolean;
  readonly oncePerTurn?: boolean;
  readonly condition?: Condition;
}): string | null {
  let out = '';
  if (a.sorcerySpeed) out += ' Activate only as a sorcery.';
  if (a.oncePerTurn) out += ' Activate only once each turn.';
  if (a.condition) {
    const c = a.condition;
    if (c.kind === 'duringYourStep' && c.step === 'upkeep') out += ' Activate only during your upkeep.';
    else {
      const said = conditionPhrase(c);
      if (said === null) return null;
      out += ` Activate only if ${said}.`;
    }
  }
  return out;
}

function keywordText(k: Keyword): string {
  return k;
}

function affectsText(f: ObjectFilter): string | null {
  // "creatures enchanted player controls" (Curse of Death's Hold).
  if (f.controlledByEnchantedPlayer) {
    const { controlledByEnchantedPlayer: _p, ...them } = f;
    const np = them.other || them.controller ? null : renderNP(them, true);
    return np === null ? null : `${np} enchanted player controls`;
  }
  const { other, ...rest } = f;
  const np = renderNP(rest, true);
  return np === null ? null : other ? `other ${np}` : np;
}

function keywordList(ks: readonly Keyword[]): string {
  // CR 702.16a: "protection from each color" is a protection ability for each of the five colors.
  if (ks.join() === PROTECTION_FROM_EACH_COLOR.join()) return 'protection from each color';
  return ks.length === 1
    ? ks[0]!
    : ks.length === 2
      ? `${ks[0]} and ${ks[1]}`
      : `${ks.slice(0, -1).join(', ')}, and ${ks[ks.length - 1]}`;
}

/** "Enchanted creature gets +2/+2 as long as it's a Human. Otherwise, it can't attack or block." (parseOtherwiseType) */
function otherwiseText(effects: readonly StaticEffect[]): string | null {
  const strip = (e: StaticEffect, key: 'subtypes' | 'notSubtypes'): [StaticEffect, string] | null => {
    if (!('affects' in e)) return null;
    const { [key]: types, ...rest } = e.affects;
    return types?.length === 1 ? [{ ...e, affects: rest } as StaticEffect, types[0]!] : null;
  };
  const yes = effects.map((e) => strip(e, 'subtypes'));
  const k = yes.findIndex((x) => x === null);
  if (k <= 0) return null;
  const no = effects.slice(k).map((e) => strip(e, 'notSubtypes'));
  const type = yes[0]![1];
  if (no.some((x) => x === null || x[1] !== type) || yes.slice(0, k).some((x) => x![1] !== type)) return null;
  const first = enchantedSentence(yes.slice(0, k).map((x) => x![0]));
  const second = enchantedSentence(no.map((x) => x![0]));
  const head = 'Enchanted creature ';
  if (first === null || second === null || !first.startsWith(head) || !second.startsWith(head)) return null;
  return `${first.slice(0, -1)} as long as it's ${article(type)}. Otherwise, it ${second.slice(head.length)}`;
}

/** Static abilities said in one sentence ("Creatures you control have flying and vigilance"), with "All" before
 * the subject when the text said it. */
function staticText(
  effects: readonly StaticEffect[],
  variants: readonly string[] = [],
  granted: AbilityNotes = NO_NOTES,
): string | null {
  const [tapped, counters] = effects;
  if (effects.length === 2 && tapped?.kind === 'entersTapped' && counters?.kind === 'entersWithCounters') {
    // "{this} enters tapped [and] with two charge counters on it." (two replacement effects, one sentence)
    const withCounters = staticSentence([counters]);
    if (tapped.unless || tapped.unlessPaysLife !== undefined || counters.condition || withCounters === null)
      return null;
    const rest = withCounters.slice('{this} enters '.length);
    return `{this} enters tapped ${variants[0] === 'andWith' ? 'and ' : ''}${rest}`;
  }
  const [cantBlock, unblockable, ...others] = effects;
  if (
    cantBlock?.kind === 'cantAttackOrBlock' &&
    unblockable?.kind === 'cantBeBlocked' &&
    others.length === 0 &&
    !cantBlock.attack &&
    JSON.stringify(cantBlock.affects) === '{"self":true}'
  )
    return "{this} can't block and can't be blocked.";
  if (variants[0] === 'otherwise') return otherwiseText(effects);
  if (variants[0] === 'diesOrCard') return diesOrCardText(effects);
  if (variants[0] === 'eachOtherThats') return eachOtherThatsText(effects, variants[1] === 'eachArticle');
  const text = staticSentence(effects, granted);
  // CR 301.5a: an Equipment's "equipped creature" is the filter an Aura's "enchanted creature" is.
  if (text !== null && variants[0] === 'equipped')
    return text.startsWith('Enchanted creature ') ? `Equipped${text.slice('Enchanted'.length)}` : null;
  if (text === null || variants[0] !== 'all') return text;
  // A subtype keeps its capital ("All Sliver creatures", "All Goblins"); other words don't ("All creatures").
  const first = text.split(' ')[0] ?? '';
  const proper = isSubtype(first) || SUBTYPE_PLURALS.has(first);
  return `All ${proper ? text : text.charAt(0).toLowerCase() + text.slice(1)}`;
}

/** CR 611.3a: "{this} gets +1/+1 as long as you control a Mountain.", "As long as {this} is monstrous, it has hexproof
 * and indestructible." (parseConditionalStatic) */
function conditionalStaticText(
  effects: readonly StaticEffect[],
  c: Condition,
  variants: readonly string[],
): string | null {
  const cond = conditionPhrase(c);
  if (cond === null) return null;
  const first = variants.includes('asLongAsFirst');
  const self = effects.every((e) => 'affects' in e && JSON.stringify(e.affects) === '{"self":true}');
  let body: string | null;
  const paired = effects.every((e) => 'affects' in e && e.affects.pairedGroup);
  if (paired) body = pairedBody(effects);
  else if (effects.length === 1 && effects[0]!.kind === 'notCreature')
    body = `${variants.includes('it') ? 'it' : '{this}'} isn't a creature`;
  else if (self) {
    const [e, ...rest] = effects;
    const ks = rest.flatMap((x) => (x.kind === 'grantKeyword' ? [x.keyword] : []));
    const who = variants.includes('it') ? 'it' : '{this}';
    if (e?.kind === 'modifyPT' && ks.length === rest.length)
      body = `${who} gets ${ptText(e.power, e.toughness)}${ks.length ? ` and has ${keywordList(ks)}` : ''}`;
    else if (e?.kind === 'grantKeyword' && ks.length === rest.length)
      body = `${who} has ${keywordList([e.keyword, ...ks])}`;
    else body = null;
  } else {
    const s = staticSentence(effects);
    body = s === null ? null : s.slice(0, -1);
    // A subtype keeps its capital after "As long as ..., " ("Goblins you control"); other words don't.
    if (
      body !== null &&
      first &&
      !isSubtype(body.split(' ')[0] ?? '') &&
      !SUBTYPE_PLURALS.has(body.split(' ')[0] ?? '')
    )
      body = body.charAt(0).toLowerCase() + body.slice(1);
  }
  if (body === null) return null;
  return first ? `As long as ${cond}, ${body}.` : `${capitalize(body)} as long as ${cond}.`;
}

/** CR 702.95b: "both creatures have double strike", "each of those creatures gets +4/+4". */
function pairedBody(effects: readonly StaticEffect[]): string | null {
  const [e] = effects;
  if (effects.length === 1 && e?.kind === 'modifyPT' && !e.forEach)
    return `each of those creatures gets ${ptText(e.power, e.toughness)}`;
  const ks = effects.flatMap((x) => (x.kind === 'grantKeyword' ? [x.keyword] : []));
  return ks.length === effects.length ? `both creatures have ${keywordList(ks)}` : null;
}

/** "Enchanted creature gets +2/+0 and has trample.", "Enchanted creature can't attack or block." (CR 303.4m) */
function enchantedSentence(effects: readonly StaticEffect[], granted: AbilityNotes = NO_NOTES): string | null {
  const first = effects[0];
  if (!first || !('affects' in first) || !first.affects.attachedBySource) return null;
  const { attachedBySource: _, ...rest } = first.affects;
  const keys = Object.keys(rest);
  const noun =
    keys.length === 0
      ? 'permanent'
      : keys.length === 1 && rest.types?.length === 1 && (rest.types[0] === 'Creature' || rest.types[0] === 'Land')
        ? rest.types[0].toLowerCase()
        : null;
  if (noun === null) return null;
  const same = JSON.stringify(first.affects);
  if (effects.some((x) => !('affects' in x) || JSON.stringify(x.affects) !== same)) return null;
  if (first.kind === 'control') return effects.length === 1 ? `You control enchanted ${noun}.` : null;
  // CR 305.7: "Enchanted land is an Island."
  if (first.kind === 'setLandType')
    return effects.length === 1 && noun === 'land' ? `Enchanted land is ${article(first.landType)}.` : null;
  if (first.kind === 'cantAttackOrBlock') {
    if (effects.length !== 1) return null;
    const what = first.attack && first.block ? 'attack or block' : first.attack ? 'attack' : 'block';
    return `Enchanted ${noun} can't ${what}.`;
  }
  // "has first strike and gets +X/+0, where X is ...": the keywords first, then the pump X times (CR 611.3a).
  const pump = effects[effects.length - 1];
  if (first.kind === 'grantKeyword' && pump?.kind === 'modifyPT' && pump.forEach) {
    const ks = effects.slice(0, -1).flatMap((x) => (x.kind === 'grantKeyword' ? [x.keyword] : []));
    const x = renderAmountPhrase(pump.forEach);
    const part = (n: number) => (n === 0 ? '+0' : n > 0 ? '+X' : '-X');
    return ks.length !== effects.length - 1 || x === null
      ? null
      : `Enchanted ${noun} has ${keywordList(ks)} and gets ${part(pump.power)}/${part(pump.toughness)}, where X is ${x}.`;
  }
  const parts: string[] = [];
  let rest2 = effects;
  if (first.kind === 'modifyPT') {
    const each = first.forEach ? renderEachPhrase(first.forEach) : '';
    if (each === null) return null;
    parts.push(`gets ${ptText(first.power, first.toughness)}${first.forEach ? ` for each ${each}` : ''}`);
    rest2 = effects.slice(1);
  }
  // CR 113.1: "has "<ability>"" — one ability granted, said last.
  const last = rest2[rest2.length - 1];
  if (last?.kind === 'grantAbility') {
    if (rest2.length !== 1) return null;
    const q = quotedAbility(last.ability, granted);
    return q === null ? null : `Enchanted ${noun} ${[...parts, `has ${q}`].join(' and ')}`;
  }
  const ks: Keyword[] = [];
  for (const x of rest2) {
    if (x.kind !== 'grantKeyword') return null;
    ks.push(x.keyword);
  }
  // CR 702.16g: "protection from black and from green" (the Swords).
  const pq = ks.map((k) => protectionQuality(k));
  if (ks.length === 2 && pq.every((q) => q !== null && COLORS_OF_PROTECTION.includes(q)))
    parts.push(`has protection from ${pq[0]!} and from ${pq[1]!}`);
  else if (ks.length > 0) parts.push(`has ${keywordList(ks)}`);
  return parts.length === 0 ? null : `Enchanted ${noun} ${parts.join(' and ')}.`;
}

/** CR 113.1: an ability granted to other objects, in its quotation marks with its period inside ("{T}: Add {G}{G}.");
 * "{this}" in it is said by the card's own words (selfWords). */
function quotedAbility(a: Ability, notes: AbilityNotes = NO_NOTES): string | null {
  const t = abilityText(a, notes);
  return t === null || !t.endsWith('.') || t.includes('"') ? null : `"${t}"`;
}
setQuotedAbilitySayer(quotedAbility);

function staticSentence(effects: readonly StaticEffect[], granted: AbilityNotes = NO_NOTES): string | null {
  const e = effects[0];
  if (!e) return null;
  if ('affects' in e && e.affects.attachedBySource) return enchantedSentence(effects, granted);
  if (e.kind === 'grantAbility' || (e.kind === 'modifyPT' && effects[1]?.kind === 'grantAbility')) {
    // "Elves you control have "{T}: Add {G}{G}."", "... get +1/+1 and have "..."" (CR 613.1f).
    const g = effects[effects.length - 1]!;
    if (g.kind !== 'grantAbility' || effects.length > 2 || (e.kind === 'modifyPT' && e.forEach)) return null;
    if (JSON.stringify(g.affects) !== JSON.stringify(e.affects) || g.affects.self) return null;
    const who = affectsText(g.affects);
    const q = quotedAbility(g.ability, granted);
    if (who === null || q === null) return null;
    const pump = e.kind === 'modifyPT' ? `get ${ptText(e.power, e.toughness)} and ` : '';
    return `${capitalize(who)} ${pump}have ${q}`;
  }
  if (e.kind === 'grantKeyword') {
    const ks: Keyword[] = [];
    for (const x of effects) {
      if (x.kind !== 'grantKeyword' || JSON.stringify(x.affects) !== JSON.stringify(e.affects)) return null;
      ks.push(x.keyword);
    }
    // CR 702.16k: "{this} has protection from the chosen player" (True-Name Nemesis).
    if (e.affects.self && effects.length === 1 && e.keyword === 'protection from the chosen player')
      return '{this} has protection from the chosen player.';
    const who = affectsText(e.affects);
    return who === null ? null : `${capitalize(who)} have ${keywordList(ks)}.`;
  }
  // "Creatures you control get +2/+2 and have flying."
  if (e.kind === 'modifyPT' && effects.length > 1) {
    const rest = effects.slice(1);
    const ks = rest.flatMap((x) =>
      x.kind === 'grantKeyword' && JSON.stringify(x.affects) === JSON.stringify(e.affects) ? [x.keyword] : [],
    );
    const who = affectsText(e.affects);
    return who === null || e.forEach || ks.length !== rest.length
      ? null
      : `${capitalize(who)} get ${ptText(e.power, e.toughness)} and have ${keywordList(ks)}.`;
  }
  if (effects.length !== 1) return null;
  switch (e.kind) {
    case 'modifyPT': {
      // "for each ...": what the layers count (CR 611.3a).
      const each = e.forEach ? renderEachPhrase(e.forEach) : '';
      // "{this} gets -X/-X, where X is your life total" (Death's Shadow): an amount no "for each" says.
      if (each === null && e.forEach && e.affects.self) {
        const x = renderAmountPhrase(e.forEach);
        const part = (n: number) => (n === 0 ? '+0' : n > 0 ? '+X' : '-X');
        return x === null ? null : `{this} gets ${part(e.power)}/${part(e.toughness)}, where X is ${x}.`;
      }
      if (each === null) return null;
      const forEach = e.forEach ? ` for each ${each}` : '';
      if (JSON.stringify(e.affects) === '{"self":true}')
        return e.forEach ? `{this} gets ${ptText(e.power, e.toughness)}${forEach}.` : null;
      const who = affectsText(e.affects);
      return who === null ? null : `${capitalize(who)} get ${ptText(e.power, e.toughness)}${forEach}.`;
    }
    case 'loseAllAbilities': {
      const who = affectsText(e.affects);
      return who === null ? null : `${capitalize(who)} lose all abilities.`;
    }
    case 'attackTax': {
      const g = e.cost.length === 1 && e.cost[0]!.kind === 'generic' ? e.cost[0]!.n : null;
      return g === null
        ? null
        : `Creatures can't attack you unless their controller pays {${g}} for each creature they control that's attacking you.`;
    }
    case 'entersTapped': {
      if (e.unlessReveals) {
        const kind = e.unless || e.unlessPaysLife !== undefined ? null : renderHandCardKind(e.unlessReveals);
        if (kind === null) return null;
        const article = /^[aeiou]/i.test(kind) ? 'an' : 'a';
        return `As {this} enters, you may reveal ${article} ${kind} card from your hand. If you don't, {this} enters tapped.`;
      }
      if (e.unlessPaysLife !== undefined)
        return e.unless
          ? null
          : `As {this} enters, you may pay ${e.unlessPaysLife} life. If you don't, it enters tapped.`;
      if (!e.unless) return '{this} enters tapped.';
      const unless = conditionPhrase(e.unless);
      return unless === null ? null : `{this} enters tapped unless ${unless}.`;
    }
    case 'creaturesYouControlEnterAsCopy':
      return 'Creatures you control enter as a copy of {this}.';
    case 'dredge':
      return `Dredge ${e.n}`;
    case 'entersAsCopy':
      return effects.length === 1 ? entersAsCopyText(e, (a) => abilityText(a, NO_NOTES)) : null;
    case 'entersWithCounters': {
      const bloodthirst = bloodthirstText(e);
      if (bloodthirst !== null) return bloodthirst;
      const a = e.amount;
      const n =
        a.kind === 'const'
          ? a.n === 1
            ? `a ${e.counter} counter`
            : `${numberWord(a.n)} ${e.counter} counters`
          : a.kind === 'x'
            ? `X ${e.counter} counters`
            : null;
      if (n === null) return null;
      if (e.perKick)
        return e.condition || a.kind !== 'const' || a.n !== 1
          ? null
          : `{this} enters with ${n} on it for each time it was kicked.`;
      if (!e.condition) return `{this} enters with ${n} on it.`;
      return e.condition.kind === 'kicked' && a.kind === 'const'
        ? `If {this} was kicked, it enters with ${n} on it.`
        : null;
    }
    case 'cantBeBlocked':
      return "{this} can't be blocked.";
    case 'cantCastOrActivate': {
      const of = e.abilitiesOf ? renderNP(e.abilitiesOf, true) : null;
      if (e.abilitiesOf && of === null) return null;
      if (e.players === 'opponents' && e.spells && e.duringYourTurn)
        return e.abilitiesOf && Object.keys(e.abilitiesOf).join() !== 'types'
          ? null
          : of === null
            ? "Your opponents can't cast spells during your turn."
            : `During your turn, your opponents can't cast spells or activate abilities of ${typesOrText(e.abilitiesOf)}.`;
      return !e.players && !e.spells && !e.duringYourTurn && of !== null
        ? `Activated abilities of ${of} can't be activated.`
        : null;
    }
    case 'othersEnterTapped': {
      const np = renderNP(e.affects, true);
      return np === null ? null : `${capitalize(np)} enter tapped.`;
    }
    case 'asEntersChoose':
      return `As {this} enters, choose a ${e.what}.`;
    case 'cantGainLife':
      return e.who === 'players' ? "Players can't gain life." : "Your opponents can't gain life.";
    case 'noMaximumHandSize':
      return 'You have no maximum hand size.';
    case 'playWithTopRevealed':
      return 'Play with the top card of your library revealed.';
    case 'playLandsFromTop':
      return 'You may play lands from the top of your library.';
    case 'castFromGraveyard':
      return 'You may cast this card from your graveyard.';
    case 'playExiledWith':
      return 'You may play lands and cast spells from among cards exiled with {this}.';
    case 'additionalLandEachTurn':
      return e.n === 1
        ? 'You may play an additional land on each of your turns.'
        : e.n === 2
          ? 'You may play two additional lands on each of your turns.'
          : null;
    case 'cantBeCountered':
      return "{this} can't be countered.";
    case 'doesntUntap':
      return "{this} doesn't untap during your untap step.";
    case 'cantAttackOrBlock': {
      if (JSON.stringify(e.affects) !== '{"self":true}') return null;
      return `{this} can't ${e.attack && e.block ? 'attack or block' : e.attack ? 'attack' : 'block'}.`;
    }
    case 'cantBeBlockedBy': {
      const np = e.except ? exceptBlockersText(e.filter) : renderNP(e.filter, true);
      return np === null ? null : `{this} can't be blocked ${e.except ? 'except ' : ''}by ${np}.`;
    }
    case 'maxBlockers':
      return e.n === 1 ? "{this} can't be blocked by more than one creature." : null;
    case 'mustAttack': {
      if (!e.affects) return '{this} attacks each combat if able.';
      const np = affectsText(e.affects);
      return np === null ? null : `${capitalize(np)} attack each combat if able.`;
    }
    case 'mustBlock':
      return '{this} blocks each combat if able.';
    case 'cdaPT': {
      const power = renderAmountPhrase(e.power);
      if (power === null) return null;
      if (JSON.stringify(e.power) === JSON.stringify(e.toughness))
        return `{this}'s power and toughness are each equal to ${power}.`;
      const t = e.toughness;
      return t.kind === 'plus' && JSON.stringify(t.amount) === JSON.stringify(e.power)
        ? `{this}'s power is equal to ${power} and its toughness is equal to that number plus ${t.n}.`
        : null;
    }
    case 'exileInsteadOfGraveyard':
      return 'If {this} would be put into a graveyard from anywhere, exile it instead.';
    case 'exileCardsInsteadOfGraveyard': {
      const any = Object.keys(e.cards).length === 0;
      const kind = any ? null : renderHandCardKind(e.cards);
      const what = any ? (e.tokens ? 'a card or token' : 'a card') : kind === null ? null : `${article(kind)} card`;
      if (what === null || (e.tokens && !any) || (e.opponents && (!any || e.tokens))) return null;
      const where = e.opponents ? "an opponent's graveyard" : 'a graveyard';
      return `If ${what} would be put into ${where} from anywhere, exile it instead.`;
    }
    case 'shuffleIntoLibraryInsteadOfGraveyard':
      return "If {this} would be put into a graveyard from anywhere, reveal {this} and shuffle it into its owner's library instead.";
    case 'battlefieldIfDiscardedByOpponent': {
      const n = e.plusCounters ?? 0;
      return `${discardedByOpponentText(n > 0 ? ` with ${numberWord(n)} +1/+1 counters on it` : '')}.`;
    }
    case 'addLandType':
      return JSON.stringify(e.affects) === '{"types":["Land"]}'
        ? `Each land is ${article(e.landType)} in addition to its other land types.`
        : null;
    case 'preventDamageTo':
      return `Prevent all ${e.combatOnly ? 'combat ' : ''}damage that would be dealt to ${e.who === 'self' ? '{this}' : 'you'}.`;
    default:
      return null;
  }
}

/** "Each other creature you control that's a Werewolf or a Wolf gets +1/+1." (parseEachOtherThats) */
function eachOtherThatsText(effects: readonly StaticEffect[], eachArticle: boolean): string | null {
  const [e] = effects;
  if (effects.length !== 1 || e?.kind !== 'modifyPT' || e.forEach) return null;
  const f = e.affects;
  const ts = f.subtypes ?? [];
  if (Object.keys(f).sort().join() !== 'controller,other,subtypes,types' || f.types?.join() !== 'Creature') return null;
  if (f.controller !== 'you' || !f.other || ts.length < 2) return null;
  const words = ts.map((t, i) => (i === 0 || eachArticle ? article(t) : t));
  const list =
    words.length === 2 ? words.join(' or ') : `${words.slice(0, -1).join(', ')}, or ${words[words.length - 1]}`;
  return `Each other creature you control that's ${list} gets ${ptText(e.power, e.toughness)}.`;
}

/** Anafenza, the Foremost's phrasing of cards of a type exiled instead of going to an opponent's graveyard. */
function diesOrCardText(effects: readonly StaticEffect[]): string | null {
  const [e] = effects;
  if (effects.length !== 1 || e?.kind !== 'exileCardsInsteadOfGraveyard' || e.tokens || !e.opponents) return null;
  const t = e.cards.types;
  if (Object.keys(e.cards).join() !== 'types' || t?.length !== 1 || t[0] !== 'Creature') return null;
  const w = t[0].toLowerCase();
  return `If a nontoken ${w} an opponent owns would die or a ${w} card not on the battlefield would be put into an opponent's graveyard, exile that card instead.`;
}

/** "artifacts, creatures, or enchantments": a filter of card types alone, said with "or" (Grand Abolisher). */
function typesOrText(f: ObjectFilter | undefined): string {
  const ts = (f?.types ?? []).map((t) => `${t.toLowerCase()}s`);
  return ts.length <= 2 ? ts.join(' or ') : `${ts.slice(0, -1).join(', ')}, or ${ts[ts.length - 1]}`;
}

/** CR 702.29: a hand ability "[mana], Discard this card: Draw a card" is written "Cycling [mana]"; one that searches
 * for a basic land, a land or a subtype is landcycling or typecycling. */
function cyclingText(a: Extract<Ability, { kind: 'activated' }>): string | null {
  const [cost, discard, ...more] = a.costs;
  const e = a.effects[0];
  if (a.zone !== 'hand' || cost?.kind !== 'mana' || discard?.kind !== 'discardSelf' || more.length) return null;
  if (a.effects.length !== 1 || !e || a.targets.length) return null;
  const mana = renderCosts([cost]);
  if (e.kind === 'drawCards' && e.who.kind === 'you' && e.amount.kind === 'const' && e.amount.n === 1)
    return `Cycling ${mana}`;
  if (e.kind !== 'searchLibrary' || e.to !== 'hand' || e.count !== 1) return null;
  const f = e.filter;
  const keys = Object.keys(f).sort().join(',');
  if (keys === 'supertypes,types' && f.types?.join() === 'Land' && f.supertypes?.join() === 'Basic')
    return `Basic landcycling ${mana}`;
  if (keys === 'types' && f.types?.join() === 'Land') return `Landcycling ${mana}`;
  if (keys === 'subtypes' && f.subtypes?.length === 1) return `${f.subtypes[0]}cycling ${mana}`;
  return null;
}

/** CR 702.6a: "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery." is
 * written "Equip [cost]". */
function equipText(a: Extract<Ability, { kind: 'activated' }>): string | null {
  const [cost, ...more] = a.costs;
  const e = a.effects[0];
  if (a.zone !== 'battlefield' || !a.sorcerySpeed || a.condition || cost?.kind !== 'mana' || more.length) return null;
  if (a.effects.length !== 1 || e?.kind !== 'attach' || e.what.kind !== 'self') return null;
  if (e.to.kind !== 'target' || e.to.index !== 0 || JSON.stringify(a.targets) !== JSON.stringify([EQUIP_TARGET]))
    return null;
  return `Equip ${renderCosts([cost])}`;
}

/** CR 702.21a: "Whenever this permanent becomes the target of a spell or ability an opponent controls, counter that
 * spell or ability unless that player pays [cost]." is written "Ward [cost]". */
function wardText(a: Extract<Ability, { kind: 'triggered' }>): string | null {
  const [e, ...more] = a.effects;
  if (a.trigger.kind !== 'selfBecomesTarget' || !a.trigger.byOpponent || a.condition || a.optional) return null;
  if (a.targets.length || more.length || e?.kind !== 'counterUnlessPays' || e.what.kind !== 'thatSpellOrAbility')
    return null;
  return `Ward ${renderCosts([{ kind: 'mana', cost: e.cost }])}`;
}

/** CR 702.92a, 702.163a, 702.182a: "When this Equipment enters, create <token>, then attach this Equipment to it." is
 * written as its keyword ("Living weapon", "For Mirrodin!", "Job select"). */
function equipmentTokenKeyword(a: Extract<Ability, { kind: 'triggered' }>): string | null {
  const [create, attach, ...more] = a.effects;
  if (a.trigger.kind !== 'selfEnters' || a.condition || a.optional || a.targets.length || more.length) return null;
  if (create?.kind !== 'createToken' || create.amount.kind !== 'const' || create.amount.n !== 1) return null;
  if (attach?.kind !== 'attach' || attach.what.kind !== 'self' || attach.to.kind !== 'linked') return null;
  const token = create.token;
  return Object.keys(EQUIPMENT_TOKEN_KEYWORDS).find((k) => EQUIPMENT_TOKEN_KEYWORDS[k] === token) ?? null;
}

/** CR 702.122a: "Tap any number of other untapped creatures you control with total power N or greater: This
 * permanent becomes an artifact creature until end of turn." is written "Crew N". */
function crewText(a: Extract<Ability, { kind: 'activated' }>): string | null {
  const [cost, ...more] = a.costs;
  const [e, ...rest] = a.effects;
  if (cost?.kind !== 'crew' || more.length || rest.length || a.targets.length || a.sorcerySpeed || a.condition)
    return null;
  if (e?.kind !== 'becomeCreature' || e.what.kind !== 'self' || e.subtypes.length || e.power !== undefined) return null;
  return e.duration === 'endOfTurn' && a.zone === 'battlefield' ? `Crew ${cost.power}` : null;
}

/** One ability's line (null when the tree holds something the renderer can't say). */
function abilityText(a: Ability, notes: AbilityNotes): string | null {
  switch (a.kind) {
    case 'keyword':
      return capitalize(keywordText(a.keyword));
    case 'enchant': {
      // CR 702.5a: "Enchant [object or player]"
      if (a.what.kind === 'player') return a.what.who ? null : 'Enchant player';
      const np = renderNP(a.what.filter, false);
      return np === null ? null : `Enchant ${np}`;
    }
    case 'alternativeCost': {
      // CR 118.9
      const cs = spellCostsText(a.costs);
      return cs === null ? null : `You may ${cs} rather than pay {this}'s mana cost.`;
    }
    case 'additionalCost': {
      // CR 118.8
      const cs = spellCostsText(a.costs);
      return cs === null ? null : `As an additional cost to cast {this}, ${cs}.`;
    }
    case 'castKeyword':
      // "Flashback {2}{U}", "Miracle {1}{R}", "Disturb {1}{U}", "Bestow {3}{G}" (CR 702.34, 702.94, 702.146, 702.103)
      return `${capitalize(a.keyword)} ${renderCosts([{ kind: 'mana', cost: a.cost }])}`;
    case 'mana': {
      const p = a.produce;
      let what: string;
      switch (p.kind) {
        case 'fixed':
          what = renderMana(p.mana);
          break;
        case 'anyColor':
          what = p.n === 1 ? 'one mana of any color' : `${numberWord(p.n)} mana of any one color`;
          break;
        case 'commanderIdentity':
          what = "one mana of any color in your commander's color identity";
          break;
        case 'combination': {
          const [x, y] = p.types;
          if (!p.listed || p.amount !== 2 || p.types.length !== 2 || !x || !y) return null;
          what = `{${x}}{${x}}, {${x}}{${y}}, or {${y}}{${y}}`;
          break;
        }
        case 'oneOf': {
          const m = p.types.map((t) => `{${t}}`);
          what = m.length === 2 ? `${m[0]} or ${m[1]}` : `${m.slice(0, -1).join(', ')}, or ${m[m.length - 1]}`;
          break;
        }
        case 'amount': {
          // "Add {G} for each creature you control", "Choose a color. Add an amount of mana of that color equal to ..."
          const said =
            p.type === 'chosenColor'
              ? renderAmountPhrase(p.amount)
              : p.amount.kind === 'countersOnSelf'
                ? `${p.amount.counter} counter on {this}`
                : renderEachPhrase(p.amount);
          const cs = renderCosts(a.costs);
          if (said === null || cs === null || a.condition || a.rider || a.effects || a.restriction) return null;
          return p.type === 'chosenColor'
            ? `${cs}: Choose a color. Add an amount of mana of that color equal to ${said}.`
            : `${cs}: Add {${p.type}} for each ${said}.`;
        }
        default:
          return null;
      }
      const cs = renderCosts(a.costs);
      if (cs === null) return null;
      if (a.condition) {
        // CR 602.5b: "{T}: Add {C}{C}. Activate only if you control five or more lands." (no riders with it)
        const r = restrictionText(a);
        return r === null || a.effects ? null : `${cs}: Add ${what}.${r}`;
      }
      if (a.oncePerTurn) return a.effects || a.rider ? null : `${cs}: Add ${what}. Activate only once each turn.`;
      if (a.rider === 'commanderCastCounters')
        return a.effects ? null : `${cs}: Add ${what}. ${COMMANDER_CAST_COUNTERS}.`;
      if (!a.effects) return `${cs}: Add ${what}.`;
      // "This land deals 1 damage to you." after the mana (the painlands).
      const more = renderEffects(items(a.effects), notes.joins, ctx({ targets: [] }, notes, false));
      return more === null ? null : `${cs}: Add ${what}. ${capitalize(more)}.`;
    }
    case 'activated': {
      const keyworded = cyclingText(a) ?? equipText(a) ?? crewText(a) ?? levelUpText(a);
      if (keyworded) return keyworded;
      const emblem = emblemText(a.effects, notes.emblem);
      if (emblem !== null) {
        const cs = renderCosts(a.costs);
        return cs === null || a.targets.length > 0 ? null : `${cs}: ${emblem}`;
      }
      if (a.modes) {
        // CR 700.2a: "<cost>: Choose one —" and its bullets (parseModalActivated).
        const heading = modeHeading(a.choose, a.modes.length);
        const bullets = modeBullets(a.modes, notes);
        const cs = renderCosts(a.costs);
        const r = restrictionText(a);
        if (heading === null || bullets === null || cs === null || r !== '' || a.effects.length > 0) return null;
        return [`${cs}: ${heading}`, ...bullets].join('\n');
      }
      const lasting = lastingText(a.effects, notes);
      if (lasting !== null) {
        const cs = renderCosts(a.costs);
        const r = restrictionText(a);
        return cs === null || r === null || a.targets.length > 0 ? null : `${cs}: ${lasting}.${r}`;
      }
      const rc = ctx(
        a,
        notes,
        a.costs.some((c) => c.kind === 'sacrificeSelf'),
      );
      const body = renderEffects(items(a.effects), notes.joins, rc);
      const r = restrictionText(a);
      const cs = renderCosts(a.costs);
      return body === null || r === null || cs === null ? null : `${cs}: ${capitalize(body)}.${r}`;
    }
    case 'triggered': {
      // Ward is read with no wording notes; its meaning written out has its trigger's "When"/"Whenever" (Frost Titan).
      const ward = notes.variants.length === 0 ? wardText(a) : null;
      const keyword = equipmentTokenKeyword(a) ?? ward ?? (isExalted(a) ? 'Exalted' : null);
      if (keyword) return keyword;
      const rc = ctx(a, notes, false);
      if (a.trigger.kind === 'chapter') {
        // CR 714.2a: a chapter ability is written with its chapter number in roman numerals and an em dash.
        const body = renderEffects(items(a.effects), notes.joins, rc);
        if (body === null || a.condition) return null;
        return `${chapterNumeral(a.trigger.chapter)} — ${a.optional ? `You may ${body}` : capitalize(body)}.`;
      }
      const head = triggerText(a.trigger, rc);
      if (head === null) return null;
      rc.self = head.includes('{this}');
      const cond = a.condition ? conditionText(a.condition) : '';
      if (cond === null) return null;
      if (a.modes) {
        // CR 700.2b: "When {this} enters, choose one —" and its bullets (parseModalTriggered).
        const heading = modeHeading(a.choose, a.modes.length);
        const bullets = modeBullets(a.modes, notes);
        if (heading === null || bullets === null || a.optional) return null;
        return [`${head}, ${cond ? `${cond}, ` : ''}c${heading.slice(1)}`, ...bullets].join('\n');
      }
      // "you may gain 1 life", "you may have it deal 1 damage" (parseTriggered's wording note, after the head's).
      const form = !a.optional ? '' : variantIs(rc, 'may you') ? 'you' : variantIs(rc, 'may have') ? 'have' : '';
      let body = renderEffects(items(a.effects), notes.joins, rc);
      if (body === null) return null;
      if (form === 'you') body = body.startsWith('you ') ? body.slice(4) : null;
      else if (form === 'have') body = mayHave(body);
      if (body === null) return null;
      return `${head}, ${cond ? `${cond}, ` : ''}${a.optional ? 'you may ' : ''}${body}.`;
    }
    case 'static': {
      if (a.effect.kind === 'replaceDraw') {
        const rc = ctx({ targets: [] }, notes, false);
        const body = renderEffects(items(a.effect.instead), notes.joins, rc);
        return body === null || a.effect.whose !== 'you' || a.effect.condition !== 'handEmpty'
          ? null
          : `If you would draw a card while you have no cards in hand, instead ${body}.`;
      }
      return staticText([a.effect]);
    }
    case 'spell': {
      if (a.modes) {
        const head = modeHeading(a.choose, a.modes.length);
        const bullets = modeBullets(a.modes, notes);
        return head === null || bullets === null ? null : [head, ...bullets].join('\n');
      }
      const body = renderEffects(items(a.effects), notes.joins, ctx(a, notes, false));
      return body === null ? null : `${capitalize(body)}.`;
    }
  }
}

/** CR 700.2: "Choose one —", "Choose two —", "Choose one or both —", "Choose one or more —" (parseModal). */
function modeHeading(c: ModeCount | undefined, modes: number): string | null {
  if (!c) return 'Choose one —';
  if (c.min === c.max) return c.min === 2 ? 'Choose two —' : c.min === 3 ? 'Choose three —' : null;
  if (c.min !== 1) return null;
  return c.max === 2 ? 'Choose one or both —' : c.max === modes && modes > 2 ? 'Choose one or more —' : null;
}

/** The bullets of a modal spell or ability, one a mode (CR 700.2). */
function modeBullets(modes: readonly SpellMode[], notes: AbilityNotes): string[] | null {
  const lines: string[] = [];
  for (const [i, m] of modes.entries()) {
    const mn = notes.modes?.[i] ?? NO_NOTES;
    const body = renderEffects(items(m.effects), mn.joins, ctx(m, mn, false));
    if (body === null) return null;
    lines.push(`• ${capitalize(body)}.`);
  }
  return lines;
}

/**
 * CR 711.2: a leveler's abilities under their level symbols (and CR 716.2a: a Class's under its level bars). The [P/T] a level gives is said with its symbol ("LEVEL
 * 1-4" and "1/2" on the next line); each ability had at that level is said as the ability it is (a granted keyword
 * as the keyword, a granted ability as that ability), and must have that level's condition, as every ability after the
 * first symbol must.
 */
function levelItems(
  abilities: readonly Ability[],
  notes: readonly AbilityNotes[],
): ({ readonly a: Ability; readonly notes: AbilityNotes } | { readonly header: string })[] {
  const out: ({ readonly a: Ability; readonly notes: AbilityNotes } | { readonly header: string })[] = [];
  let current: string | null = null;
  abilities.forEach((a, i) => {
    const n = notes[i] ?? NO_NOTES;
    const c =
      a.kind === 'static' && (a.condition?.kind === 'levelBetween' || a.condition?.kind === 'classLevel')
        ? a.condition
        : null;
    // CR 716.2a: a class level bar begins the section of the abilities had from its level on.
    const bar = classLevelBarText(a);
    if (bar !== null && a.kind === 'activated' && a.effects[0]?.kind === 'classLevel') {
      current = JSON.stringify(classLevelCondition(a.effects[0].level));
      out.push({ header: bar });
      return;
    }
    if (a.kind === 'static' && c?.kind === 'levelBetween' && a.effect.kind === 'basePT') {
      current = JSON.stringify(c);
      out.push({
        header: `LEVEL ${c.min}${c.max === undefined ? '+' : `-${c.max}`}\n${a.effect.power}/${a.effect.toughness}`,
      });
      return;
    }
    if (current === null && !c) return out.push({ a, notes: n });
    if (a.kind !== 'static' || !c || JSON.stringify(c) !== current) return out.push({ header: UNSAID });
    const e = a.effect;
    const self = 'affects' in e && JSON.stringify(e.affects) === '{"self":true}';
    if (e.kind === 'grantKeyword' && self) out.push({ a: { kind: 'keyword', keyword: e.keyword }, notes: n });
    else if (e.kind === 'grantAbility' && self) out.push({ a: e.ability, notes: n });
    else if (!self) out.push({ a: { kind: 'static', effect: e, text: a.text }, notes: n });
    else out.push({ header: UNSAID });
  });
  return out;
}

/** CR 702.87a: "[Cost]: Put a level counter on this permanent. Activate only as a sorcery." is written "Level up
 * [cost]". */
function levelUpText(a: Extract<Ability, { kind: 'activated' }>): string | null {
  const [cost, ...more] = a.costs;
  const e = a.effects[0];
  if (a.zone !== 'battlefield' || !a.sorcerySpeed || a.condition || cost?.kind !== 'mana' || more.length) return null;
  if (a.effects.length !== 1 || a.targets.length || e?.kind !== 'putCounters' || e.what.kind !== 'self') return null;
  if (e.counter !== 'level' || e.amount.kind !== 'const' || e.amount.n !== 1) return null;
  return `Level up ${renderCosts([cost])}`;
}

const UNSAID = '⟨?⟩';

/**
 * CR 114.2: "You get an emblem with "<ability>"" (or two abilities, each in its quotation marks, joined by "and"),
 * the sentence's period inside the last quotation marks. Static abilities that affect the same objects are one
 * sentence ("Creatures you control get +2/+2 and have flying."). Null if the effects are no compiled emblem.
 */
function emblemText(effects: readonly Effect[], said: readonly AbilityNotes[] = []): string | null {
  const e = effects.length === 1 ? effects[0]! : null;
  if (e?.kind !== 'createEmblem' || !e.abilities) return null;
  const notes = e.abilities.map((a, i): AbilityNotes => {
    const own = said[i] ?? NO_NOTES;
    const prev = e.abilities![i - 1];
    const same =
      a.kind === 'static' &&
      prev?.kind === 'static' &&
      'affects' in a.effect &&
      'affects' in prev.effect &&
      JSON.stringify(a.effect.affects) === JSON.stringify(prev.effect.affects);
    return same ? { ...own, sameLine: true } : own;
  });
  // An ability the emblem grants is said in single quotation marks inside the emblem's double ones.
  const lines = renderText(e.abilities, '{this}', { selfRefs: [], intrinsic: 0, notes })
    .split('\n')
    .map((l) => l.replace(/ (has|have) "(.+\.)"$/, " $1 '$2'"));
  if (lines.length > 2 || lines.some((l) => l.includes(UNSAID) || !/\.'?$/.test(l))) return null;
  if (lines.slice(0, -1).some((l) => l.endsWith("'"))) return null;
  // The first ability has no period of its own; the sentence's is inside the last quotation marks.
  return `You get an emblem with "${lines.map((l, i) => (i === lines.length - 1 ? l : l.slice(0, -1))).join('" and "')}"`;
}

/** CR 603.7b: "Until your next turn, whenever <event>, <effects>" (no period), the ability's whole instruction; null
 * if the effects are no such ability. */
function lastingText(effects: readonly Effect[], notes: AbilityNotes): string | null {
  const e = effects.length === 1 ? effects[0]! : null;
  if (e?.kind !== 'lastingTrigger') return null;
  const inner = abilityText(e.ability, notes);
  if (inner === null || !inner.startsWith('Whenever ') || !inner.endsWith('.')) return null;
  const until = e.duration === 'endOfTurn' ? 'Until end of turn' : 'Until your next turn';
  return `${until}, w${inner.slice(1, -1)}`;
}

/**
 * Renders a card's abilities as Oracle-style text. Without render info every ability gets its own line and every
 * self-reference is written {this}; with the info from compiling, the text says things the way the card did.
 */
export function renderText(abilities: readonly Ability[], name: string, info?: RenderInfo): string {
  const intrinsic = info?.intrinsic ?? 0;
  const lines: string[] = [];
  let statics: StaticEffect[] = [];
  let staticVariants: readonly string[] = [];
  let staticGranted: AbilityNotes = NO_NOTES;
  let staticCondition: Condition | undefined;
  let staticWord: string | undefined;
  const flushStatics = () => {
    if (statics.length) {
      const said =
        (staticCondition
          ? conditionalStaticText(statics, staticCondition, staticVariants)
          : staticText(statics, staticVariants, staticGranted)) ?? UNSAID;
      lines.push(staticWord ? `${staticWord} — ${said}` : said);
    }
    statics = [];
    staticGranted = NO_NOTES;
    staticWord = undefined;
  };
  for (const item of levelItems(abilities.slice(intrinsic), info?.notes ?? [])) {
    if ('header' in item) {
      flushStatics();
      lines.push(item.header);
      continue;
    }
    renderOne(item.a, item.notes);
  }
  function renderOne(a: Ability, notes: AbilityNotes): void {
    if (a.kind === 'static' && (a.effect.kind === 'spellCost' || a.effect.kind === 'selfCost')) {
      // CR 601.2f: a cost change is a line of its own.
      flushStatics();
      const said = costChangeText(a.effect, a.condition) ?? UNSAID;
      lines.push(notes.abilityWord ? `${notes.abilityWord} — ${said}` : said);
      return;
    }
    if (a.kind === 'static' && a.effect.kind !== 'replaceDraw') {
      if (!notes.sameLine) {
        flushStatics();
        staticVariants = notes.variants;
        staticCondition = a.condition;
      } else if (a.condition !== staticCondition) staticCondition = undefined;
      if (notes.granted) staticGranted = notes.granted;
      statics.push(a.effect);
      // CR 207.2c: an ability word before the line, said when the line is (its statics may go on after this one).
      if (notes.abilityWord) staticWord = notes.abilityWord;
      return;
    }
    flushStatics();
    let text = abilityText(a, notes) ?? UNSAID;
    if (a.kind === 'triggered' && a.trigger.kind === 'chapter' && notes.sameLine && lines.length) {
      // CR 714.2c: "II, III — <effect>" — chapter abilities with the same effect share one line.
      const prev = lines[lines.length - 1]!;
      const dash = prev.indexOf(' — ');
      const own = text.indexOf(' — ');
      lines[lines.length - 1] =
        dash > 0 && own > 0 && prev.slice(dash) === text.slice(own)
          ? `${prev.slice(0, dash)}, ${text.slice(0, own)}${prev.slice(dash)}`
          : UNSAID;
      return;
    }
    if (a.kind === 'triggered' && a.trigger.kind !== 'chapter' && notes.sameLine && lines.length) {
      // CR 603.2: "Whenever <event> and when <event>, <effect>" — one line for the abilities of parseTwoEventTriggered.
      const prev = lines[lines.length - 1]!;
      const comma = prev.indexOf(', ');
      const own = text.indexOf(', ');
      lines[lines.length - 1] =
        comma > 0 && own > 0 && prev.slice(comma) === text.slice(own)
          ? `${prev.slice(0, comma)} and ${text.charAt(0).toLowerCase()}${text.slice(1)}`
          : UNSAID;
      return;
    }
    if (a.kind === 'keyword' && notes.sameLine && lines.length) {
      // "Flying, vigilance"; "Protection from artifacts; reach"; "Protection from black and from red" (CR 702.16g).
      const join = notes.variants[0] ?? ', ';
      const quality = protectionQuality(a.keyword);
      lines[lines.length - 1] +=
        join === ' and from ' && quality !== null
          ? `${join}${quality}`
          : `${join}${text.charAt(0).toLowerCase()}${text.slice(1)}`;
      return;
    }
    if (notes.abilityWord) text = `${notes.abilityWord} — ${text}`;
    lines.push(text);
  }
  flushStatics();
  // A sentence that ends in a quoted ability ends with the period inside the quotation marks ('... with "<ability>."').
  return selfWords(lines.join('\n').replace(/\."\.(?=\n|$)/g, '."'), info?.selfRefs ?? [], name);
}

/** Writes each {this} with the word the card used there, capitalized where a sentence begins. */
function selfWords(text: string, refs: readonly string[], name: string): string {
  let k = 0;
  return text.replace(/\{this\}/g, (_m, offset: number) => {
    const word = refs[k++] ?? (refs.length === 0 ? name : '{this}');
    const before = text.slice(Math.max(0, offset - 2), offset);
    // A quoted ability begins a sentence too ('with "This token's power ...').
    const start = offset === 0 || /(?:\n|\. |: |• |— | ")$/.test(text.slice(0, offset)) || before.endsWith('\n');
    return start ? capitalize(word) : word;
  });
}

/** The Oracle text as the round trip compares it: reminder text removed, whitespace collapsed (CR 207.2a). */
export function comparable(oracleText: string): string {
  return squash(stripReminder(oracleText));
}

export interface RoundTrip {
  readonly verified: boolean;
  readonly expected: string;
  readonly actual: string;
}

export function roundTrip(
  oracleText: string,
  abilities: readonly Ability[],
  name: string,
  info: RenderInfo,
): RoundTrip {
  const expected = comparable(oracleText);
  const actual = squash(renderText(abilities, name, info));
  return { verified: expected === actual, expected, actual };
}
