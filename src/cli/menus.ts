// Turns a pending decision into a numbered menu, and what the player types into an Answer. Pure functions of the
// deciding player's view, so they can be tested against real game states. The engine validates every answer again
// (apply returns ok:false with a message); the checks here only give earlier, friendlier messages.
import {
  COLORS,
  STEP_NAMES,
  defaultDamageAssignment,
  defaultDivision,
  poolText,
  viewFor,
  characteristics,
  type Answer,
  type GameState,
  type ManaType,
  type ObjectId,
  type PendingChoice,
  type PlayerId,
  type PriorityAction,
  type Ref,
} from '../engine/index.js';
import {
  actionLabel,
  cardInHandText,
  isHidden,
  objectLabel,
  objectName,
  playerName,
  ptText,
  refLabel,
  refName,
  stackItemText,
  withName,
} from './describe.js';
import { mostCommonCreatureType } from '../ai/choices.js';
import { keysHint } from './commands.js';
import type { Identity } from './labels.js';

export { HELP } from './commands.js';

/** One line of a menu: what to type for it (its key), what it says, and, for menus that pick one thing, the answer
 * typing its key gives. */
export interface MenuEntry {
  readonly key: string;
  readonly label: string;
  readonly answer?: Answer;
}

export interface Menu {
  /** the question */
  readonly title: string;
  /** context printed before the entries (the hand at a mulligan, the attackers when blocking) */
  readonly info: readonly string[];
  /** printed each with its key */
  readonly entries: readonly MenuEntry[];
  /** how to answer */
  readonly hint: string;
}

/** How a menu is made beyond the decision itself (HumanGame's settings). */
export interface MenuOptions {
  /** the key of a priority option, by what it stands for, so that it keeps its key through the turn (HumanGame's
   * KeyBook); without it the options are numbered from 1 in order */
  readonly keyOf?: (identity: Identity) => string;
  /** list the mana abilities as priority options (full control); they are listed anyway while mana is in the pool */
  readonly manaAbilities?: boolean;
}

export type Parsed =
  { readonly kind: 'answer'; readonly answer: Answer } | { readonly kind: 'error'; readonly message: string };

type Choice<K extends PendingChoice['kind']> = Extract<PendingChoice, { kind: K }>;

const COLOR_WORDS: Readonly<Record<ManaType, string>> = {
  W: 'White',
  U: 'Blue',
  B: 'Black',
  R: 'Red',
  G: 'Green',
  C: 'Colorless',
};

/** The order of priority actions in a menu (the sort is stable, so the engine's order holds within a kind). */
const ACTION_ORDER: Readonly<Record<PriorityAction['kind'], number>> = {
  pass: 0,
  playLand: 1,
  cast: 2,
  activate: 3,
  activateMana: 4,
  turnFaceUp: 5,
};

/**
 * The deciding player's view, with the cards the decision offers them shown face up. viewFor hides every library
 * card, but a player searching their library (CR 701.23) must see the cards they choose from.
 */
export function decisionView(state: GameState, player: PlayerId): GameState {
  const view = viewFor(state, player);
  const c = view.pending;
  if (!c || (c.kind !== 'chooseCards' && c.kind !== 'bottomCards')) return view;
  const objects = view.objects.slice();
  for (const id of c.cards) objects[id] = state.objects[id] ?? null;
  return { ...view, objects };
}

/** A card offered in a choice: hand cards with cost and type, others with their place on the table. */
function cardEntry(view: GameState, id: ObjectId, viewer: PlayerId): string {
  const o = view.objects[id];
  if (o && !isHidden(view, id) && (o.zone === 'hand' || o.zone === 'library')) {
    return `${cardInHandText(view, id)}${o.zone === 'library' ? ' (in your library)' : ''}`;
  }
  return objectLabel(view, id, viewer);
}

function creatureLabel(view: GameState, id: ObjectId): string {
  const ch = characteristics(view, id);
  const pt = ptText(view, id);
  const kw = ch.keywords.length > 0 ? ` [${ch.keywords.join(', ')}]` : '';
  return `${ch.name}${pt ? ` ${pt}` : ''}${kw} #${id}`;
}

/** The attackers a blocker menu numbers, in a stable order (the union of every blocker's options). */
function attackersToBlock(c: Choice<'declareBlockers'>): ObjectId[] {
  const seen: ObjectId[] = [];
  for (const o of c.options) for (const a of o.attackers) if (!seen.includes(a)) seen.push(a);
  return seen.sort((x, y) => x - y);
}

/** Who an attacking creature's damage may go to: its blockers in order, then the defending player with trample. */
function damageRecipients(c: Choice<'assignDamage'>): Ref[] {
  const out: Ref[] = c.blockers.map((b) => ({ object: b.blocker }));
  if (c.trampleTo !== null) out.push(c.trampleTo);
  return out;
}

function manaSourceLabel(view: GameState, source: ObjectId, ability: number): string {
  const name = objectName(view, source);
  const a = characteristics(view, source).abilities[ability];
  if (!a || a.kind !== 'mana') return `Use ${name}`;
  const verb = a.costs.some((k) => k.kind === 'tap') ? 'Tap' : 'Use';
  // The engine's text says what it adds ("{T}: Add one mana of any color"): "Tap Birds for one mana of any color".
  const effect = (a.text.split(': ').slice(1).join(': ') || a.text).replaceAll('{this}', name);
  return effect.startsWith('Add ') ? `${verb} ${name} for ${effect.slice(4)}` : `${verb} ${name}: ${effect}`;
}

/** Sources that make the same mana the same way (untapped Mountains) are one entry: any of them will do. */
function manaSourceEntries(view: GameState, sources: Choice<'payMana'>['sources']): Omit<MenuEntry, 'key'>[] {
  const out: Omit<MenuEntry, 'key'>[] = [];
  for (const s of sources) {
    const label = manaSourceLabel(view, s.source, s.ability);
    if (!out.some((e) => e.label === label))
      out.push({ label, answer: { kind: 'payWith', source: s.source, ability: s.ability } });
  }
  return out;
}

/** Targets in reading order: players first (opponents before you), then opponents' objects, then yours. The engine
 * lists them in battlefield order, which interleaves both sides. */
function sortTargets(view: GameState, legal: readonly Ref[], me: PlayerId): Ref[] {
  const rank = (r: Ref): number => {
    if ('player' in r) return r.player === me ? 1 : 0;
    if ('ability' in r)
      return view.stack.find((i) => i.id === r.ability && i.kind === 'ability' && i.controller === me) ? 3 : 2;
    return view.objects[r.object]?.controller === me ? 3 : 2;
  };
  return legal
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
    .map((x) => x.r);
}

function listHint(min: number, max: number): string {
  if (max === 1) return min === 1 ? 'Type a number.' : 'Type a number, or 0 for none.';
  if (min === max) return `Type ${min} number${min === 1 ? '' : 's'} separated by spaces.`;
  return `Type ${min === 0 ? 'up to' : `${min} to`} ${max} numbers separated by spaces${min === 0 ? ' (0 for none)' : ''}.`;
}

/** Entries numbered from 1, in order. */
function numbered(entries: readonly Omit<MenuEntry, 'key'>[]): MenuEntry[] {
  return entries.map((e, i) => ({ ...e, key: String(i + 1) }));
}

/** The priority options' keys' order: numbers by value, letters (pass) first. */
function keyOrder(a: string, b: string): number {
  const na = /^\d+$/.test(a) ? Number(a) : -1;
  const nb = /^\d+$/.test(b) ? Number(b) : -1;
  return na - nb || a.localeCompare(b);
}

/**
 * Priority actions as menu entries, pass first as "p". Cards of the same name in hand are interchangeable, and so are
 * untapped lands for mana: one entry stands for all of them ("Play Mountain" once, not five times). Other abilities of
 * same-named permanents may differ (one is damaged, one is attacking), so those keep an entry each, told apart by id.
 * Mana abilities are listed only with full control or while mana is in the pool: paying a cost taps sources anyway.
 * An entry's key comes from what it stands for (its words, or the ability of the object), so that it keeps it all
 * turn.
 */
function priorityEntries(view: GameState, c: Choice<'priority'>, opts: MenuOptions): MenuEntry[] {
  const pl = view.players[c.player];
  const floating = !!pl && (poolText(pl.pool) !== 'empty' || pl.specialMana.length > 0);
  const actions = c.actions.filter(
    (a) => a.kind !== 'pass' && (a.kind !== 'activateMana' || opts.manaAbilities === true || floating),
  );
  const listed: { label: string; identity: Identity; answer: PriorityAction }[] = [];
  const labels = actions.map((a) => actionLabel(view, a));
  actions.forEach((a, i) => {
    let label = labels[i]!;
    if (a.kind === 'activate' && labels.filter((l) => l === label).length > 1)
      label = label.replace(': ', ` #${a.source}: `);
    else if (listed.some((e) => e.label === label)) return;
    listed.push({ label, identity: a.kind === 'activate' ? `activate ${a.source} ${a.ability}` : label, answer: a });
  });
  listed.sort((x, y) => ACTION_ORDER[x.answer.kind] - ACTION_ORDER[y.answer.kind]);
  const entries: MenuEntry[] = listed.map((e, i) => ({
    key: opts.keyOf ? opts.keyOf(e.identity) : String(i + 1),
    label: e.label,
    answer: e.answer,
  }));
  entries.sort((x, y) => keyOrder(x.key, y.key));
  return [{ key: 'p', label: 'Pass priority', answer: { kind: 'pass' } }, ...entries];
}

/** "Your precombat main phase", "Computer's end step". */
function stepTitle(view: GameState, me: PlayerId): string {
  const t = view.turn;
  const whose = t.active === me ? 'Your' : `${playerName(view, t.active)}'s`;
  return `${whose} ${STEP_NAMES[t.step]}`;
}

/** The menu for a pending decision, as `view`'s player (the one deciding) sees it. */
export function buildMenu(view: GameState, c: PendingChoice, opts: MenuOptions = {}): Menu {
  const me = c.player;
  switch (c.kind) {
    case 'priority': {
      const top = view.stack[view.stack.length - 1];
      return {
        title: top
          ? `On the stack: ${stackItemText(view, top)}. You have priority.`
          : `${stepTitle(view, me)}: you have priority.`,
        info: [],
        entries: priorityEntries(view, c, opts),
        hint: `Type a key: ${keysHint(['pass', 'something', 'myTurn', 'show', 'help'])}.`,
      };
    }
    case 'mulligan': {
      const hand = view.players[me]?.hand ?? [];
      // CR 103.5 (London mulligan): the new hand is seven cards, then one card per mulligan taken goes to the bottom.
      const next = c.mulligans + 1;
      return {
        title: `Keep this hand or take a mulligan? (mulligans so far: ${c.mulligans})`,
        info: [`Your hand (${c.handSize}):`, ...hand.map((id) => `  ${cardInHandText(view, id)}`)],
        entries: numbered([
          { label: 'Keep', answer: { kind: 'keep' } },
          {
            label: `Mulligan (shuffle this hand away, draw seven, put ${next} on the bottom of your library)`,
            answer: { kind: 'mulligan' },
          },
        ]),
        hint: 'Type 1 or 2 (or k / m).',
      };
    }
    case 'bottomCards':
      return {
        title: `Choose ${c.count} card${c.count === 1 ? '' : 's'} to put on the bottom of your library`,
        info: [],
        entries: numbered(c.cards.map((id) => ({ label: cardEntry(view, id, me) }))),
        hint: listHint(c.count, c.count),
      };
    case 'chooseCards':
      return {
        title: c.prompt,
        info: [],
        entries: [
          ...numbered(c.cards.map((id) => ({ label: cardEntry(view, id, me) }))),
          ...(c.min === 0 ? [{ key: '0', label: 'None', answer: { kind: 'cards', cards: [] } as const }] : []),
        ],
        hint: listHint(c.min, Math.min(c.max, c.cards.length)),
      };
    case 'target':
      return {
        title: withName(c.prompt, objectName(view, c.source)),
        info: [],
        entries: numbered([
          ...sortTargets(view, c.legal, me).map((r) => ({
            label: refLabel(view, r, me),
            answer: { kind: 'target', target: r } as const,
          })),
          ...(c.optional ? [{ label: 'No target', answer: { kind: 'target', target: null } as const }] : []),
        ]),
        hint: 'Type a number.',
      };
    case 'chooseX':
      return { title: c.prompt, info: [], entries: [], hint: `Type a number from 0 to ${c.max}.` };
    case 'divide': {
      // CR 601.2d: one amount a target, each at least 1.
      const def = defaultDivision(c.amount, c.targets.length);
      return {
        title: c.prompt,
        info: ['Targets:', ...c.targets.map((r, i) => `  [${i + 1}] ${refLabel(view, r, me)}`)],
        entries: [
          {
            key: '1',
            label: `Default: ${def.map((n, i) => `${n} to ${refName(view, c.targets[i]!)}`).join(', ')}`,
            answer: { kind: 'divide', amounts: def },
          },
        ],
        hint: `Type 1 for the default, or "= " and an amount for each target in order, e.g. "= ${def.join(' ')}".`,
      };
    }
    case 'payMana':
      return {
        title: `${c.prompt}: ${c.remaining} still to pay`,
        info: [],
        entries: numbered([
          ...(c.canAutoPay ? [{ label: 'Auto-pay', answer: { kind: 'autoPay' } as const }] : []),
          ...manaSourceEntries(view, c.sources),
          ...(c.canPayLife
            ? [{ label: 'Pay 2 life for a Phyrexian symbol', answer: { kind: 'payLife' } as const }]
            : []),
          { label: 'Cancel (take the spell or ability back)', answer: { kind: 'cancel' } },
        ]),
        hint: 'Type a number.',
      };
    case 'declareAttackers': {
      // Planeswalkers that may be attacked instead of the player (CR 506.3) are numbered for "attacker:planeswalker".
      const walkers = planeswalkersToAttack(c);
      return {
        title: 'Declare attackers',
        info:
          walkers.length === 0
            ? []
            : [
                'Planeswalkers you may attack instead of the player:',
                ...walkers.map(
                  (w, i) =>
                    `  [${i + 1}] ${objectName(view, w)} (${view.objects[w]!.counters.loyalty ?? 0} loyalty) #${w}`,
                ),
              ],
        entries: [
          ...numbered(
            c.options.map((o) => ({
              label:
                `${creatureLabel(view, o.attacker)} → ${o.defenders.map((d) => playerName(view, d)).join(' or ')}` +
                (o.mustAttackWhom
                  ? ` (attacks ${o.mustAttackWhom.map((w) => (w.planeswalker !== undefined ? creatureLabel(view, w.planeswalker) : playerName(view, w.defender))).join(' or ')} if able)`
                  : o.mustAttack
                    ? ' (attacks each combat if able)'
                    : '') +
                o.costs.map((x) => ` (costs ${x.cost} to attack ${playerName(view, x.defender)})`).join(''),
            })),
          ),
          { key: 'a', label: 'Attack with all of them', answer: allAttack(c) },
          { key: '0', label: 'No attack', answer: { kind: 'attackers', attackers: [] } },
        ],
        hint:
          'Type the numbers of the creatures that attack, e.g. "1 3", or a (all) or 0 (no attack).' +
          (walkers.length > 0 ? ' "1:2": creature 1 attacks planeswalker 2.' : ''),
      };
    }
    case 'declareBlockers': {
      const atk = attackersToBlock(c);
      return {
        title: 'Declare blockers',
        info: [
          'Attacking creatures:',
          ...atk.map((a, i) => `  [${i + 1}] ${creatureLabel(view, a)}`),
          'Your blockers:',
        ],
        entries: [
          ...numbered(
            c.options.map((o) => ({
              label: `${creatureLabel(view, o.blocker)} — can block ${o.attackers.map((a) => `[${atk.indexOf(a) + 1}]`).join(', ')}`,
            })),
          ),
          { key: '0', label: 'No blocks', answer: { kind: 'blockers', blocks: [] } },
        ],
        hint:
          'Type blocks as blocker:attacker pairs, e.g. "1:1 2:1" (a lone blocker number blocks the only attacker ' +
          'it can block), or 0 (no blocks).',
      };
    }
    case 'assignDamage': {
      const rec = damageRecipients(c);
      const def = defaultDamageAssignment(c);
      const lethal = (r: Ref) =>
        'object' in r ? ` (lethal: ${c.blockers.find((b) => b.blocker === r.object)?.lethal ?? '?'})` : ' (trample)';
      return {
        title: `${objectName(view, c.attacker)} assigns ${c.amount} combat damage`,
        info: ['Recipients:', ...rec.map((r, i) => `  [${i + 1}] ${refLabel(view, r, me)}${lethal(r)}`)],
        entries: [
          {
            key: '1',
            label: `Default: ${def.map((d) => `${d.amount} to ${refName(view, d.to)}`).join(', ')}`,
            answer: { kind: 'damage', assignment: def },
          },
        ],
        hint: `Type 1 for the default, or "= " and an amount for each recipient in order, e.g. "= ${rec.map(() => 1).join(' ')}".`,
      };
    }
    case 'orderTriggers':
      return {
        title: 'Your triggered abilities trigger at the same time: choose the order they go on the stack',
        info: [],
        entries: [
          ...numbered(c.triggers.map((t) => ({ label: withName(t.text, objectName(view, t.source)) }))),
          { key: '0', label: 'In the order shown', answer: { kind: 'order', order: c.triggers.map((_, i) => i) } },
        ],
        hint: `Type the numbers in the order they are put on the stack, e.g. "${c.triggers
          .map((_, i) => c.triggers.length - i)
          .join(' ')}" (the last one put there resolves first), or 0 for the order shown.`,
      };
    case 'chooseMode': {
      // The engine's prompt is "<card name>: choose a mode"; mode texts may say "{this}".
      const name = c.prompt.split(': ')[0] ?? 'this spell';
      return {
        title: c.prompt,
        info: [],
        entries: numbered(
          c.modes.map((m) => ({ label: withName(m.text, name), answer: { kind: 'mode', mode: m.mode } as const })),
        ),
        hint: 'Type a number.',
      };
    }
    case 'chooseReplacement':
      return {
        title: `${c.prompt} (CR 616.1)`,
        info: [],
        entries: numbered(
          c.options.map((text, index) => ({ label: text, answer: { kind: 'option', index } as const })),
        ),
        hint: 'Type a number.',
      };
    case 'yesNo':
      return {
        // The engine's prompt is "<source name>: <ability text> — do it?", with {this} left in the text.
        title: withName(c.prompt, c.prompt.split(': ')[0] ?? 'it'),
        info: [],
        entries: numbered([
          { label: 'Yes', answer: { kind: 'yes' } },
          { label: 'No', answer: { kind: 'no' } },
        ]),
        hint: 'Type 1 or 2 (or y / n).',
      };
    case 'chooseColor':
      return {
        title: c.prompt,
        info: [],
        entries: numbered(
          c.colors.map((color) => ({
            label: `${COLOR_WORDS[color]} {${color}}`,
            answer: { kind: 'color', color } as const,
          })),
        ),
        hint: 'Type a number (or a letter: W U B R G).',
      };
    case 'chooseCreatureType': {
      // Over 300 types (CR 205.3m): the menu lists those of the creature cards you own, the most common first.
      const suggested = ownedCreatureTypes(view, me).filter((t) => c.types.includes(t));
      const first = mostCommonCreatureType(view, c);
      const list = suggested.length ? suggested : [first];
      return {
        title: c.prompt,
        info: [],
        entries: numbered(list.map((type) => ({ label: type, answer: { kind: 'creatureType', type } as const }))),
        hint: 'Type a number, or the name of any creature type (e.g. Zombie).',
      };
    }
    case 'chooseManaCombination':
      return {
        title: c.prompt,
        info: [],
        entries: numbered(
          combinations(c.types, c.amount)
            .slice(0, 40)
            .map((mana) => ({
              label: mana.map((t) => `{${t}}`).join(''),
              answer: { kind: 'manaCombination', mana } as const,
            })),
        ),
        hint: `Type a number, or the ${c.amount} mana as letters (e.g. ${c.types.join('').slice(0, 2)}).`,
      };
  }
}

/** The creature types of the creature cards a player owns that the view shows, the most common first. */
function ownedCreatureTypes(view: GameState, me: PlayerId): string[] {
  const counts = new Map<string, number>();
  for (const o of view.objects) {
    if (!o || o.left || o.owner !== me || isHidden(view, o.id) || o.token) continue;
    const ch = characteristics(view, o.id);
    if (!ch.types.includes('Creature')) continue;
    for (const t of ch.subtypes) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([t]) => t);
}

/** Every way to choose n mana among the types, each listed once (types in the order given). */
function combinations(types: readonly ManaType[], n: number): ManaType[][] {
  if (n === 0) return [[]];
  if (types.length === 0) return [];
  const [head, ...rest] = types;
  const out: ManaType[][] = [];
  for (let k = n; k >= 0; k--)
    for (const tail of combinations(rest, n - k)) out.push([...Array.from({ length: k }, () => head!), ...tail]);
  return out;
}

const err = (message: string): Parsed => ({ kind: 'error', message });
const ok = (answer: Answer): Parsed => ({ kind: 'answer', answer });

/** Whole numbers separated by spaces or commas; null if anything else is there. */
function numbers(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (!parts.every((p) => /^\d+$/.test(p))) return null;
  return parts.map(Number);
}

/** Distinct entry numbers 1..n, as 0-based indices. */
function indices(text: string, n: number): number[] | string {
  const nums = numbers(text);
  if (!nums) return `Type numbers from 1 to ${n} separated by spaces.`;
  const bad = nums.find((k) => k < 1 || k > n);
  if (bad !== undefined) return `${bad} is not on the list (1 to ${n}).`;
  if (new Set(nums).size !== nums.length) return 'A number is listed twice.';
  return nums.map((k) => k - 1);
}

/** The keys a menu shows, as a message says them: "1 to 3", "1 to 3 or p", "1 to 2, a or 0". */
function keysText(menu: Menu): string {
  const counted = (k: string) => /^[1-9]\d*$/.test(k);
  const nums = menu.entries.filter((e) => counted(e.key)).map((e) => Number(e.key));
  const others = menu.entries.filter((e) => !counted(e.key)).map((e) => e.key);
  const lo = Math.min(...nums);
  const hi = Math.max(...nums);
  const range =
    nums.length === 0
      ? []
      : nums.length === 1
        ? [String(lo)]
        : nums.length === hi - lo + 1
          ? [`${lo} to ${hi}`]
          : nums.map(String);
  const all = [...range, ...others];
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} or ${all[all.length - 1]!}`;
}

/** The entry whose key is typed. */
function pick(menu: Menu, text: string): Parsed {
  const entry = menu.entries.find((e) => e.key === text && e.answer);
  if (entry?.answer) return ok(entry.answer);
  if (text === '') return err(`Nothing typed: type ${keysText(menu)} (h for help).`);
  return err(`${text} is not on the list: type ${keysText(menu)} (h for help).`);
}

/**
 * What the player typed, as an answer to the pending decision, or an error to show before asking again (an empty
 * line is never an answer). `view` is the deciding player's view (decisionView); `opts` those the menu was made with.
 * Commands (help, show, ...) are read before this (commands.ts).
 */
export function parseInput(view: GameState, c: PendingChoice, input: string, opts: MenuOptions = {}): Parsed {
  const text = input.trim().toLowerCase();
  const menu = buildMenu(view, c, opts);
  if (text === '' || /^(0|n|no|none)$/.test(text)) {
    // The named choice of none: "No attack", "No blocks", "None", "No target", "In the order shown".
    const none = menu.entries.find((e) => e.key === '0');
    if (text !== '' && none?.answer) return ok(none.answer);
  }
  switch (c.kind) {
    case 'priority':
      if (text === 'pass') return ok({ kind: 'pass' });
      return pick(menu, text);
    case 'mulligan':
      if (text === 'k' || text === 'keep') return ok({ kind: 'keep' });
      if (text === 'm' || text === 'mulligan') return ok({ kind: 'mulligan' });
      return pick(menu, text);
    case 'yesNo':
      if (text === 'y' || text === 'yes') return ok({ kind: 'yes' });
      if (text === 'n' || text === 'no') return ok({ kind: 'no' });
      return pick(menu, text);
    case 'chooseColor': {
      const color = COLORS.find((k) => k.toLowerCase() === text) ?? (text === 'c' ? 'C' : undefined);
      if (color && c.colors.includes(color)) return ok({ kind: 'color', color });
      return pick(menu, text);
    }
    case 'chooseCreatureType': {
      const type = c.types.find((t) => t.toLowerCase() === text);
      if (type) return ok({ kind: 'creatureType', type });
      return pick(menu, text);
    }
    case 'chooseManaCombination': {
      const letters = text
        .replace(/[\s{}]/g, '')
        .toUpperCase()
        .split('');
      if (letters.length === c.amount && letters.every((l) => c.types.some((t) => t === l)))
        return ok({ kind: 'manaCombination', mana: letters as ManaType[] });
      return pick(menu, text);
    }
    case 'target':
    case 'payMana':
    case 'chooseMode':
    case 'chooseReplacement':
      return pick(menu, text);
    case 'chooseX': {
      if (!/^\d+$/.test(text)) return err(`Type a number from 0 to ${c.max}.`);
      const value = Number(text);
      return value > c.max ? err(`X can be at most ${c.max}.`) : ok({ kind: 'x', value });
    }
    case 'bottomCards':
    case 'chooseCards': {
      const min = c.kind === 'bottomCards' ? c.count : c.min;
      const max = c.kind === 'bottomCards' ? c.count : c.max;
      if (text === '') return pick(menu, text);
      const idx = indices(text, c.cards.length);
      if (typeof idx === 'string') return err(idx);
      if (idx.length < min || idx.length > max)
        return err(min === max ? `Choose exactly ${min}.` : `Choose between ${min} and ${max}.`);
      return ok({ kind: 'cards', cards: idx.map((i) => c.cards[i]!) });
    }
    case 'declareAttackers': {
      // Two-player games: each attacker attacks the one player it may attack (CR 506.2), the first listed, unless
      // "n:k" sends it at a planeswalker.
      const all = text === 'a' || text === 'all';
      if (all) return ok(allAttack(c));
      if (text === '') return pick(menu, text);
      if (text.includes(':')) return parseAttacks(view, c, text);
      const idx = indices(text, c.options.length);
      if (typeof idx === 'string') return err(idx);
      const attackers = idx.map((i) => ({ attacker: c.options[i]!.attacker, defender: c.options[i]!.defenders[0]! }));
      return ok({ kind: 'attackers', attackers });
    }
    case 'declareBlockers':
      if (text === '') return pick(menu, text);
      return parseBlocks(c, text);
    case 'assignDamage': {
      if (!text.startsWith('=')) return pick(menu, text);
      const rec = damageRecipients(c);
      const nums = numbers(text.slice(1));
      if (!nums || nums.length !== rec.length)
        return err(`After "=", type ${rec.length} amounts, one for each recipient in order.`);
      const total = nums.reduce((a, b) => a + b, 0);
      if (total !== c.amount) return err(`The amounts must add up to ${c.amount} (they add up to ${total}).`);
      return ok({ kind: 'damage', assignment: rec.map((to, i) => ({ to, amount: nums[i]! })) });
    }
    case 'divide': {
      if (!text.startsWith('=')) return pick(menu, text);
      const nums = numbers(text.slice(1));
      if (!nums || nums.length !== c.targets.length)
        return err(`After "=", type ${c.targets.length} amounts, one for each target in order.`);
      if (nums.some((n) => n < 1)) return err('Each target must get at least 1.');
      const total = nums.reduce((a, b) => a + b, 0);
      if (total !== c.amount) return err(`The amounts must add up to ${c.amount} (they add up to ${total}).`);
      return ok({ kind: 'divide', amounts: nums });
    }
    case 'orderTriggers': {
      if (text === '') return pick(menu, text);
      const idx = indices(text, c.triggers.length);
      if (typeof idx === 'string') return err(idx);
      if (idx.length !== c.triggers.length) return err(`List all ${c.triggers.length} numbers.`);
      return ok({ kind: 'order', order: idx });
    }
  }
}

/** Every creature that can attack attacks the player it may attack (CR 506.2: the first listed, in two-player games). */
function allAttack(c: Choice<'declareAttackers'>): Answer {
  return {
    kind: 'attackers',
    attackers: c.options.map((o) => ({
      attacker: o.attacker,
      ...(o.mustAttackWhom?.[0] ?? { defender: o.defenders[0]! }),
    })),
  };
}

/** The planeswalkers any attacker may attack, in a stable order. */
function planeswalkersToAttack(c: Choice<'declareAttackers'>): ObjectId[] {
  const seen: ObjectId[] = [];
  for (const o of c.options) for (const w of o.planeswalkers) if (!seen.includes(w)) seen.push(w);
  return seen.sort((x, y) => x - y);
}

/** "1 2:1": attacker 1 attacks the player, attacker 2 attacks planeswalker 1. */
function parseAttacks(view: GameState, c: Choice<'declareAttackers'>, text: string): Parsed {
  const walkers = planeswalkersToAttack(c);
  const attackers: { attacker: ObjectId; defender: PlayerId; planeswalker?: ObjectId }[] = [];
  for (const part of text.split(/[\s,]+/).filter(Boolean)) {
    const m = /^(\d+)(?::(\d+))?$/.exec(part);
    if (!m) return err(`"${part}" is not an attacker or an attacker:planeswalker pair.`);
    const opt = c.options[Number(m[1]) - 1];
    if (!opt) return err(`There is no attacker ${m[1]} (1 to ${c.options.length}).`);
    if (attackers.some((a) => a.attacker === opt.attacker)) return err(`Attacker ${m[1]} is listed twice.`);
    if (m[2] === undefined) {
      attackers.push({ attacker: opt.attacker, defender: opt.defenders[0]! });
      continue;
    }
    const w = walkers[Number(m[2]) - 1];
    if (w === undefined || !opt.planeswalkers.includes(w))
      return err(`There is no planeswalker ${m[2]} attacker ${m[1]} may attack.`);
    attackers.push({ attacker: opt.attacker, defender: view.objects[w]!.controller, planeswalker: w });
  }
  return ok({ kind: 'attackers', attackers });
}

function parseBlocks(c: Choice<'declareBlockers'>, text: string): Parsed {
  const atk = attackersToBlock(c);
  const blocks: { blocker: ObjectId; attacker: ObjectId }[] = [];
  for (const part of text.split(/[\s,]+/).filter(Boolean)) {
    const m = /^(\d+)(?::(\d+))?$/.exec(part);
    if (!m) return err(`"${part}" is not a blocker:attacker pair.`);
    const opt = c.options[Number(m[1]) - 1];
    if (!opt) return err(`There is no blocker ${m[1]} (1 to ${c.options.length}).`);
    if (m[2] === undefined && opt.attackers.length !== 1)
      return err(`Blocker ${m[1]} can block several attackers: say which, e.g. ${m[1]}:1.`);
    const attacker = m[2] === undefined ? opt.attackers[0] : atk[Number(m[2]) - 1];
    if (attacker === undefined) return err(`There is no attacker ${m[2]} (1 to ${atk.length}).`);
    if (!opt.attackers.includes(attacker)) return err(`Blocker ${m[1]} can't block attacker ${m[2]}.`);
    if (blocks.some((b) => b.blocker === opt.blocker)) return err(`Blocker ${m[1]} is listed twice.`);
    blocks.push({ blocker: opt.blocker, attacker });
  }
  return ok({ kind: 'blockers', blocks });
}
