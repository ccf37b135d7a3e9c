// What a test needs that the engine can't do, found by reading the test before running it: unknown cards (set-up,
// actions, targets, combat, expectations, decks), ops and expectation kinds with no counterpart in the engine, and
// ways of casting or targeting it doesn't have. Each reason is worded the same in every test so that the reasons can
// be counted across tests.
import { CAST_KEYWORDS, findCard, type CastWay } from '../engine/index.js';
import { expectationCards, unsupportedKind } from './expectations.js';
import { findScenarioCard, knownCardName } from './names.js';
import type { GameSetup, TargetRef, TestCase } from './types.js';

const ALT_CAST = [/^(.+?) using (.+)$/i, /^(.+?) with (overload|bestow|surge|spectacle|evoke|dash|prowl|madness)$/i];

/** For a castSpell card field: the card's name and the alternative way of casting it, if one is written. */
export function splitCastName(card: string): { name: string; alternative: string | null } {
  if (card.startsWith('@') || findCard(card)) return { name: card, alternative: null };
  // "fused A // B": the split card, both halves cast (CR 702.102a).
  if (/^fused /i.test(card)) return { name: card.replace(/^fused /i, ''), alternative: 'fused' };
  for (const re of ALT_CAST) {
    const m = re.exec(card);
    if (m) return { name: m[1]!, alternative: m[2]! };
  }
  return { name: card, alternative: null };
}

/** The engine's way to cast that an alternative written in a scenario names ("X using Disturb"), or null if none. */
export function castWayOf(alternative: string): CastWay | null {
  const k = alternative.toLowerCase();
  // CR 702.102a, 702.127a: a split card fused, or its half with aftermath from a graveyard ("B using Aftermath").
  if (k === 'jump-start' || k === 'fused' || k === 'aftermath') return k;
  return CAST_KEYWORDS.find((w) => w === k) ?? null;
}

/** Reasons the test can't be run at all with this engine, found by reading it. */
export function unsupportedReasons(game: GameSetup, test: TestCase): string[] {
  const reasons = new Set<string>();
  const card = (name: string) => {
    if (!name.startsWith('@') && !knownCardName(name)) reasons.add(`unknown card: ${name}`);
  };
  for (const deck of Object.values(game.decks)) for (const c of deck) card(c.name);
  const targets = (ts: readonly TargetRef[]) => {
    for (const t of ts) {
      if (t.card !== undefined) card(t.card);
      if (t.copy === 'only') reasons.add('targets a copy of a spell: the engine has no copies of spells');
    }
  };
  let ran = false;
  for (const op of test.ops) {
    if ('unknown' in op) {
      reasons.add(`op "${op.op}" is not supported`);
      continue;
    }
    switch (op.op) {
      case 'addCard':
        card(op.card);
        if (findScenarioCard(op.card)?.token && op.alias !== undefined)
          reasons.add('an alias on a token added by addCard: a token is no physical card to follow');
        if (op.zone === 'exile') reasons.add(`addCard to exile: the engine's game set-up has no exile zone`);
        // In a Commander game, a card added to the command zone is its player's commander (CR 903.6).
        if (op.zone === 'command' && !game.type.startsWith('commander-'))
          reasons.add(`addCard to command: only a Commander game's commanders start in the command zone`);
        if (ran) reasons.add('set-up op after the first run');
        break;
      case 'removeAllCardsFromHand':
      case 'removeAllCardsFromLibrary':
      case 'setLife':
      case 'skipInitShuffling':
      case 'disableManaAutoPayment':
        if (ran) reasons.add('set-up op after the first run');
        break;
      case 'castSpell': {
        const { name, alternative } = splitCastName(op.card);
        card(name);
        if (alternative && !castWayOf(alternative))
          reasons.add(
            `casting ${alternative === 'fused' ? 'fused split cards' : `"using/with ${alternative}"`}: the engine has no such way to cast`,
          );
        targets(op.targets);
        if (op.condition?.kind === 'spellCopyOnStack')
          reasons.add('condition spellCopyOnStack: the engine has no copies of spells');
        break;
      }
      case 'activate':
      case 'activateMana':
        targets(op.targets);
        if (op.condition?.kind === 'spellCopyOnStack')
          reasons.add('condition spellCopyOnStack: the engine has no copies of spells');
        break;
      case 'playLand':
        card(op.card);
        break;
      case 'addCounters':
        card(op.card);
        break;
      case 'attack':
        card(op.attacker);
        // Attacking a planeswalker is the engine's (CR 506.3); a battle would be an unknown card.
        if (op.defender?.permanent !== undefined) card(op.defender.permanent);
        break;
      case 'block':
        card(op.blocker);
        card(op.attacker);
        break;
      case 'target':
        targets(op.targets.length > 0 ? op.targets : parseTargetValue(op.value, game.players));
        break;
      case 'check':
      case 'expect': {
        const why = unsupportedKind(op.what, op.raw);
        if (why) reasons.add(why);
        for (const c of expectationCards(op.raw)) card(c);
        break;
      }
      case 'run':
        ran = true;
        break;
      case 'concede':
      case 'waitStack':
      case 'show':
      case 'attackSkip':
      case 'blockSkip':
      case 'choice':
      case 'mode':
      case 'stopAt':
      case 'strict':
        break;
    }
  }
  return [...reasons];
}

/** A `target` answer written only as text: "PlayerB", "targetPlayer=PlayerA", "@x", a card name; "^" for several. */
export function parseTargetValue(value: string, players: readonly string[]): TargetRef[] {
  return value
    .split('^')
    .filter((v) => v !== '')
    .map((v) => {
      const raw = v.replace(/^target\w*=/i, '');
      const player = players.find((p) => raw === p || raw === `Player${p}` || raw === `player${p}`);
      if (player !== undefined) return { player };
      if (raw.startsWith('@')) return { alias: raw };
      return { card: raw };
    });
}
