// The keywords of the card model (CR 702): the keyword abilities the engine knows, protection's qualities, and the
// keywords with a cost to cast their card another way.
/** CR 702.16a: the qualities a protection ability the engine knows is from — a color (the source has it), the number
 * of colors a source has, a card type (a permanent of that type, or a source of that type elsewhere), or everything
 * (702.16j: every source). */
export const PROTECTION_QUALITIES = [
  'white',
  'blue',
  'black',
  'red',
  'green',
  'multicolored',
  'monocolored',
  'artifacts',
  'creatures',
  'everything',
  // CR 702.16a: a creature type — a source with that subtype (or every creature type, 205.3m).
  'Demons',
  'Dragons',
  // CR 702.16k: a player — the one chosen as the permanent entered ("protection from the chosen player", 607.2d).
  'the chosen player',
] as const;
export type ProtectionQuality = (typeof PROTECTION_QUALITIES)[number];

/** CR 702.16: "Protection from [quality]", one keyword for each quality, as landwalk has one for each land type
 * (702.14). "Protection from A and from B" is two of them (702.16g). vocabulary.ts checks that each quality has one. */
export const PROTECTION_KEYWORDS = [
  'protection from white',
  'protection from blue',
  'protection from black',
  'protection from red',
  'protection from green',
  'protection from multicolored',
  'protection from monocolored',
  'protection from artifacts',
  'protection from creatures',
  'protection from everything',
  'protection from Demons',
  'protection from Dragons',
  'protection from the chosen player',
] as const satisfies readonly `protection from ${ProtectionQuality}`[];
export type ProtectionKeyword = (typeof PROTECTION_KEYWORDS)[number];

/** CR 702.16a: "protection from each color" is these five abilities, in the order white, blue, black, red, green. */
export const PROTECTION_FROM_EACH_COLOR: readonly ProtectionKeyword[] = [
  'protection from white',
  'protection from blue',
  'protection from black',
  'protection from red',
  'protection from green',
];

/** CR 702.16a: the creature type each creature-type quality names ("protection from Dragons": from Dragon sources). */
export const PROTECTION_CREATURE_TYPES: Readonly<Partial<Record<ProtectionQuality, string>>> = {
  Demons: 'Demon',
  Dragons: 'Dragon',
};

/** The quality a protection keyword is from, or null for any other keyword. */
export function protectionQuality(k: Keyword): ProtectionQuality | null {
  return k.startsWith('protection from ') ? (k.slice(16) as ProtectionQuality) : null;
}

/** CR 702: keyword abilities the engine knows. */
export const KEYWORDS = [
  'flying',
  'reach',
  'haste',
  'vigilance',
  'trample',
  'first strike',
  'double strike',
  'deathtouch',
  'lifelink',
  'menace',
  'defender',
  'indestructible',
  'hexproof',
  'flash',
  'plainswalk',
  'islandwalk',
  'swampwalk',
  'mountainwalk',
  'forestwalk',
  'infect',
  'wither',
  'jump-start',
  'devoid',
  'skulk',
  'shroud',
  'fear',
  'intimidate',
  'shadow',
  'changeling',
  'daybound',
  'nightbound',
  ...PROTECTION_KEYWORDS,
  'undying',
  'persist',
  'prowess',
  'battle cry',
  'evolve',
  'soulbond',
  'unleash',
  'convoke',
  'delve',
  'fuse',
  'aftermath',
  'cascade',
] as const;
export type Keyword = (typeof KEYWORDS)[number];

/** Keyword abilities that are triggered abilities (CR 702.93a undying, 702.79a persist, 702.108a prowess, 702.91a
 * battle cry, 702.100a evolve, 702.95a soulbond, 702.85a cascade): each stands for the triggered ability the rules give it (rules/cr702-*.ts), which
 * triggers as a printed one does. A permanent has such an ability only as printed (or granted as an ability, not as a
 * keyword by an effect: "gains persist until end of turn" is not read). */
export const TRIGGERED_KEYWORDS = [
  'undying',
  'persist',
  'prowess',
  'battle cry',
  'evolve',
  'soulbond',
  'cascade',
] as const satisfies readonly Keyword[];
export type TriggeredKeyword = (typeof TRIGGERED_KEYWORDS)[number];

/** Whether a keyword is a triggered ability (one of TRIGGERED_KEYWORDS). */
export function isTriggeredKeyword(k: Keyword): k is TriggeredKeyword {
  return (TRIGGERED_KEYWORDS as readonly Keyword[]).includes(k);
}

/** Keywords the engine reads only as printed on the object: the triggered keywords, unleash (CR 702.98a), whose
 * replacement effect is the entering object's own, convoke and delve (702.51a, 702.66a), read from the spell as
 * cast, and fuse and aftermath (702.102a, 702.127a), read from a split card's halves. No effect may give them ("have
 * prowess", "gains persist", "spells you cast have convoke"). */
export function isPrintedOnlyKeyword(k: Keyword): boolean {
  return (
    isTriggeredKeyword(k) || k === 'unleash' || k === 'convoke' || k === 'delve' || k === 'fuse' || k === 'aftermath'
  );
}

/** CR 702.34, 702.94, 702.146, 702.103, 702.96, 702.33: keywords with a cost to cast their card another way — an
 * alternative cost (CR 118.9): flashback from a graveyard, miracle as the card is drawn, disturb transformed from a
 * graveyard, bestow from hand as an Aura spell with enchant creature, overload from hand with "each" for "target"; or
 * an additional cost (118.8): kicker, paid with the mana cost. Morph and megamorph (702.37a-b) cast the card face
 * down for {3}; their cost is the one paid to turn the permanent face up (702.37e). Evoke (702.74a) casts a permanent
 * card from hand for its evoke cost, and it is sacrificed as it enters. */
export const CAST_KEYWORDS = [
  'flashback',
  'miracle',
  'disturb',
  'bestow',
  'overload',
  'kicker',
  'multikicker',
  'morph',
  'megamorph',
  'evoke',
] as const;
export type CastKeyword = (typeof CAST_KEYWORDS)[number];

/** A way to cast a card other than from hand for its mana cost, announced as it is cast (CR 601.2b): a keyword with an
 * alternative cost, jump-start (an additional cost, CR 702.133a), or the back face of a modal double-faced card (its
 * own mana cost, CR 712.11b), or an adventurer card as its Adventure (CR 715.3), or the alternative cost a spell's own
 * text offers ("You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost",
 * CR 118.9), or a half of a split card (CR 709.3: `left`, `right`; `fused`, both halves, 702.102a; `aftermath`, the
 * right half from a graveyard, 702.127a). */
export const CAST_WAYS = [
  ...CAST_KEYWORDS,
  'jump-start',
  'back',
  'adventure',
  'alternative',
  'left',
  'right',
  'fused',
  'aftermath',
] as const;
export type CastWay = (typeof CAST_WAYS)[number];
