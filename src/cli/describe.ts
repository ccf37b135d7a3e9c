// Words for the things a player sees: objects, players, abilities and priority actions. Pure functions of a
// player's view; the CLI never asks the rules core anything but characteristics() and the card registry.
import {
  abilityAt,
  HIDDEN_CARD,
  abilityOf,
  cardDef,
  castName,
  castWayName,
  characteristics,
  manaCostText,
  textFor,
  type Ability,
  type GameState,
  type ObjectId,
  type PlayerId,
  type PriorityAction,
  type Ref,
  FACE_DOWN,
  morphCostOf,
} from '../engine/index.js';

/** The engine's index doesn't export StackItem; derive it from the state rather than reach into state.ts. */
type StackItem = GameState['stack'][number];

/** Rules text uses "{this}" for the object's own name (CR 201.5); a person reads the name. */
export function withName(text: string, name: string): string {
  return text.split('{this}').join(name);
}

export function playerName(view: GameState, p: PlayerId): string {
  return view.players[p]?.name ?? `player ${p}`;
}

/** Whether the viewer may see this object's face (viewFor blanks hidden cards). */
export function isHidden(view: GameState, id: ObjectId): boolean {
  const o = view.objects[id];
  return !o || o.def === HIDDEN_CARD;
}

export function objectName(view: GameState, id: ObjectId): string {
  const o = view.objects[id];
  if (!o) return `object #${id}`;
  if (o.def === HIDDEN_CARD) return 'a hidden card';
  // CR 708.2a, 708.5: a face-down spell or permanent has no name; its controller may look at it.
  if (o.faceDown && (o.zone === 'battlefield' || o.zone === 'stack'))
    return o.def === FACE_DOWN ? 'a face-down creature' : `face-down ${cardDef(o.def).name}`;
  return characteristics(view, id).name;
}

/** "2/3" for a creature, with its current power and toughness (layers applied); "" for other objects. */
export function ptText(view: GameState, id: ObjectId): string {
  if (isHidden(view, id)) return '';
  const ch = characteristics(view, id);
  return ch.types.includes('Creature') ? `${ch.power}/${ch.toughness}` : '';
}

/** A short label to pick an object from a list: name, P/T, controller, and its id to tell twins apart. */
export function objectLabel(view: GameState, id: ObjectId, viewer: PlayerId): string {
  const o = view.objects[id];
  if (!o || o.def === HIDDEN_CARD) return objectName(view, id);
  const pt = ptText(view, id);
  const where = o.zone === 'battlefield' ? '' : ` in ${o.zone === 'stack' ? 'the stack' : o.zone}`;
  const whose = o.controller === viewer ? 'yours' : `${playerName(view, o.controller)}'s`;
  const state = [o.tapped ? 'tapped' : '', o.damage > 0 ? `${o.damage} damage` : ''].filter(Boolean).join(', ');
  return `${objectName(view, id)}${pt ? ` ${pt}` : ''} (${whose}${where}${state ? `, ${state}` : ''}) #${id}`;
}

export function refLabel(view: GameState, r: Ref, viewer: PlayerId): string {
  if ('player' in r) {
    const pl = view.players[r.player];
    const who = r.player === viewer ? `${playerName(view, r.player)} (yourself)` : playerName(view, r.player);
    return pl ? `${who}, player with ${pl.life} life` : who;
  }
  if ('object' in r) return objectLabel(view, r.object, viewer);
  // An activated or triggered ability on the stack (CR 115.1c-d): shown as the stack shows it.
  const item = view.stack.find((i) => i.id === r.ability);
  return item ? `${stackItemText(view, item)} (on the stack)` : 'an ability no longer on the stack';
}

export function refName(view: GameState, r: Ref): string {
  if ('player' in r) return playerName(view, r.player);
  if ('object' in r) return objectName(view, r.object);
  const item = view.stack.find((i) => i.id === r.ability);
  return item?.kind === 'ability'
    ? `${item.sourceName}'s ${item.triggered ? 'triggered' : 'activated'} ability`
    : 'an ability';
}

/** An ability's rules text with the source's name in it. */
export function abilityText(view: GameState, source: ObjectId, index: number): string {
  const ch = characteristics(view, source);
  const a: Ability | undefined = ch.abilities[index];
  return a && 'text' in a ? withName(a.text, ch.name) : `ability ${index + 1}`;
}

/** The words for a priority action: "Cast Shock {R}", "Play Mountain", "Activate Anaba Shaman: {R}, {T}: ...". */
export function actionLabel(view: GameState, a: PriorityAction): string {
  switch (a.kind) {
    case 'pass':
      return 'Pass priority';
    case 'playLand': {
      // CR 712.12: a modal double-faced card played with its back face up is named by that face.
      const back = a.face === 1 ? cardDef(objectName(view, a.card)).back : undefined;
      return `Play ${back ? back.name : objectName(view, a.card)}`;
    }
    case 'cast': {
      const name = objectName(view, a.card);
      const back = a.via === 'back' || a.via === 'adventure' ? cardDef(name).back : undefined;
      if (back) {
        // CR 712.11b: the back face of a modal double-faced card, for its own mana cost; CR 715.3: an adventurer
        // card as its Adventure.
        const cost = manaCostText(back.manaCost);
        return `Cast ${back.name}${cost ? ` ${cost}` : ''}${a.via === 'adventure' ? ' as an Adventure' : ''}`;
      }
      const halves = cardDef(name).halves;
      if (halves && (a.via === 'left' || a.via === 'right' || a.via === 'aftermath' || a.via === 'fused')) {
        // CR 709.3: one half of a split card, for its own mana cost; fused, both halves for both costs (702.102a);
        // with aftermath, the right half from a graveyard (702.127a).
        if (a.via === 'fused')
          return `Cast ${name} fused ${manaCostText([...halves[0].manaCost, ...halves[1].manaCost])}`;
        const half = a.via === 'left' ? halves[0] : halves[1];
        return `Cast ${half.name} ${manaCostText(half.manaCost)}${a.via === 'aftermath' ? ' using Aftermath (from your graveyard)' : ''}`;
      }
      if (a.via === 'alternative') {
        // CR 118.9: the alternative cost the card's text offers, as it says it.
        const alt = cardDef(name).abilities.find((ab) => ab.kind === 'alternativeCost');
        return `Cast ${name} (${alt ? textFor(alt.text, name) : 'alternative cost'})`;
      }
      if (a.via === 'morph' || a.via === 'megamorph')
        // CR 702.37c: face down for {3}.
        return `Cast ${name} face down using ${castWayName(a.via)} {3}`;
      if (a.via) {
        // Another way to cast, with what it costs: "Cast Hook-Haunt Drifter using Disturb {1}{U} (from your
        // graveyard)".
        const o = view.objects[a.card];
        const spell = castName(view, o?.owner ?? 0, a.card, a.via);
        const kw = cardDef(name).abilities.find((ab) => ab.kind === 'castKeyword' && ab.keyword === a.via);
        // Jump-start pays the mana cost (and a discard, CR 702.133a), kicker the mana cost and the kicker cost
        // (702.33a); the other keywords their own cost.
        const own = manaCostText(kw?.kind === 'castKeyword' ? kw.cost : cardDef(name).manaCost);
        const cost =
          a.via === 'kicker' || a.via === 'multikicker'
            ? ` ${manaCostText(cardDef(name).manaCost)} + ${own}`
            : ` ${own}`;
        const where = o && o.zone !== 'hand' ? ` (from your ${o.zone})` : '';
        return `Cast ${spell} using ${castWayName(a.via)}${cost}${where}`;
      }
      const cost = manaCostText(cardDef(name).manaCost);
      return `Cast ${name}${cost ? ` ${cost}` : ''}`;
    }
    case 'activate': {
      const o = view.objects[a.source];
      // Abilities that work from a graveyard (Hammer of Bogardan) say so: the card is not on the battlefield.
      const where = o && o.zone !== 'battlefield' ? ` (in your ${o.zone})` : '';
      return `Activate ${objectName(view, a.source)}${where}: ${abilityText(view, a.source, a.ability)}`;
    }
    case 'activateMana':
      return `Activate ${objectName(view, a.source)} for mana: ${abilityText(view, a.source, a.ability)}`;
    case 'turnFaceUp': {
      // CR 702.37e: the controller knows what the face-down permanent is (708.5) and shows its morph cost.
      const o = view.objects[a.permanent];
      const m = o ? morphCostOf(o, a.manifest === true) : null;
      return `Turn ${m ? m.name : objectName(view, a.permanent)} face up${m ? ` ${manaCostText(m.cost)}` : ''}`;
    }
  }
}

/** A spell or ability on the stack, as one line. */
export function stackItemText(view: GameState, item: StackItem): string {
  if (item.kind === 'spell') {
    const o = view.objects[item.object];
    const name = objectName(view, item.object);
    const pt = ptText(view, item.object);
    const targets = o && o.targets.length > 0 ? ` → ${o.targets.map((t) => refName(view, t)).join(', ')}` : '';
    const x = o && o.x > 0 ? ` (X=${o.x})` : '';
    const mode = o ? modeText(name, o.modes) : '';
    const who = o ? ` — ${playerName(view, o.controller)}` : '';
    return `${name}${pt ? ` ${pt}` : ''}${x}${mode}${targets}${who}`;
  }
  const targets = item.targets.length > 0 ? ` → ${item.targets.map((t) => refName(view, t)).join(', ')}` : '';
  const who = ` — ${playerName(view, item.controller)}`;
  // A delayed trigger (CR 603.7) is no ability printed on its source: it has no index and no text of its own.
  if (item.delayed) return `${item.sourceName}'s delayed triggered ability${targets}${who}`;
  // A triggered ability may be made by a keyword (miracle's, CR 702.94a) or granted by another object (CR 613.1f):
  // the engine says which ability it is.
  const a = item.triggered ? abilityOf(item) : abilityAt(item);
  const text = a && 'text' in a ? withName(a.text, item.sourceName) : 'ability';
  const kind = item.triggered ? 'triggered ability' : 'ability';
  return `${item.sourceName}'s ${kind}: "${text}"${targets}${who}`;
}

/** The chosen mode of a modal spell (CR 700.2), as " (mode: ...)"; "" for other spells. */
function modeText(name: string, modes: readonly number[]): string {
  if (modes.length === 0) return '';
  const spell = cardDef(name).abilities.find((a) => a.kind === 'spell');
  const texts = modes.flatMap((i) => {
    const m = spell && spell.kind === 'spell' ? spell.modes?.[i] : undefined;
    return m ? [withName(m.text, name)] : [];
  });
  return texts.length === 0 ? '' : ` (${texts.length === 1 ? 'mode' : 'modes'}: ${texts.join('; ')})`;
}

/** "Shock {R} — Instant", "Grizzly Bears {1}{G} — Creature 2/2": a card in hand. */
export function cardInHandText(view: GameState, id: ObjectId): string {
  if (isHidden(view, id)) return 'a hidden card';
  const ch = characteristics(view, id);
  const def = cardDef(ch.name);
  const cost = manaCostText(def.manaCost);
  const types = [...ch.supertypes, ...ch.types].join(' ');
  const pt = ch.types.includes('Creature') ? ` ${ch.power}/${ch.toughness}` : '';
  return `${ch.name}${cost ? ` ${cost}` : ''} — ${types}${pt}`;
}
