// The built-in decks, usable by name.
export const BUILTIN_DECKS: Readonly<Record<string, string>> = {
  'mono-red': `Deck
22 Mountain
4 Raging Goblin
4 Balduvian Barbarians
4 Anaba Shaman
4 Goblin Hero
2 Fire Elemental
4 Lightning Blast
4 Shock
4 Hammer of Bogardan
4 Spitting Earth
4 Stone Rain
`,
  'mono-green': `Deck
20 Forest
4 Llanowar Elves
4 Birds of Paradise
4 Grizzly Bears
4 River Boa
4 Gorilla Chieftain
4 Giant Spider
4 Stalking Tiger
4 Scaled Wurm
4 Giant Growth
4 Untamed Wilds
`,
  // White, showing the seed Sagas: Summon: Yojimbo and The Legend of Yangchen // Avatar Yangchen.
  sagas: `Deck
24 Plains
4 Summon: Yojimbo
4 The Legend of Yangchen
4 Youthful Knight
4 Ajani's Sunstriker
4 Alpine Watchdog
4 Serra Angel
4 Angel of Mercy
4 Glorious Anthem
4 Healing Salve
`,
  // Black, showing Blood Scrivener's draw replacement.
  scrivener: `Deck
24 Swamp
4 Blood Scrivener
4 Typhoid Rats
4 Festering Goblin
4 Blood Bairn
4 Vampire Nighthawk
4 Nightmare
4 Mind Rot
4 Phyrexian Arena
4 Dark Ritual
`,
};
