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
};
