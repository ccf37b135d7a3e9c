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
  'commander-gruul': `# Radha, Heir to Keld: red-green creatures and burn
Commander
1 Radha, Heir to Keld

Deck
20 Mountain
19 Forest
1 Barrage of Expendables
1 Chaos Charm
1 Crackling Club
1 Fleeting Effigy
1 Nettle Sentinel
1 Spark Elemental
1 Tattermunge Maniac
1 Abrade
1 Bloodrage Brawler
1 Breath of Fire
1 Brushstrider
1 Eumidian Terrabotanist
1 Explosive Shot
1 Garruk's Companion
1 Initiate's Companion
1 Jibbirik Omnivore
1 Kalonian Tusker
1 Piggy Bank
1 Yavimaya Iconoclast
1 Ambush Wolf
1 Arc Runner
1 Bathe in Dragonfire
1 Bolt of Keranos
1 Bombard
1 Boon Satyr
1 Burrowing Razormaw
1 Deadapult
1 Direct Current
1 Fateful End
1 Force of Savagery
1 Gnottvold Recluse
1 Groundbreaker
1 Leatherback Baloth
1 Regal Imperiosaur
1 Bee Sting
1 Cinder Giant
1 Colossadactyl
1 Crash and Burn
1 Crocodile of the Crossing
1 Electrify
1 Engulfing Eruption
1 Hulking Raptor
1 Lumbering Satyr
1 Ravenous Giant
1 Ripchain Razorkin
1 Rumbling Slum
1 Blood Rites
1 Charging Monstrosaur
1 Cleansing Screech
1 Command the Storm
1 Endless Wurm
1 Gigantosaurus
1 Lithophage
1 Rubblebelt Recluse
1 Aggressive Mammoth
1 Explosive Impact
1 Fiery Fall
1 Fiery Finish
1 Quakestrider Ceratops
1 Terra Stomper
`,
  'commander-orzhov': `# Arvad the Cursed: white-black creatures and removal
Commander
1 Arvad the Cursed

Deck
20 Plains
19 Swamp
1 Diregraf Ghoul
1 Elite Vanguard
1 Venerable Knight
1 Wolf Cove Villager
1 Blacklance Paragon
1 Cathar Commando
1 Chief of the Edge
1 Crooked Custodian
1 Easy Prey
1 Eliminate
1 Epic Downfall
1 Fell
1 Pale Rider of Trostad
1 Spiteful Bully
1 Toxic Abomination
1 Umbral Collar Zealot
1 Wretched Anurid
1 Amateur Hero
1 Baleful Ammit
1 Benalish Marshal
1 Bloodied Ghost
1 Bring to Trial
1 Daring Mechanic
1 Douse in Gloom
1 Dread Shade
1 Essence Extraction
1 Flayed One
1 Master of the Feast
1 Rotting Regisaur
1 Agonizing Syphon
1 Blade Banish
1 Deadly Derision
1 Defend the Campus
1 Eat to Extinction
1 Eviscerate
1 Fear of Fear Itself
1 Feed the Serpent
1 Indomitable Ancients
1 Juzám Djinn
1 Mindslicer
1 Phyrexian Vatmother
1 Stronghold Taskmaster
1 Urborg Shambler
1 Vampiric Spirit
1 Angelic Edict
1 Blessed Light
1 Blight Grenade
1 Bog Elemental
1 Contract Killing
1 Dark Nourishment
1 Deadly Visit
1 Doom Whisperer
1 Essence Drain
1 Eviscerator
1 Final Death
1 Halo Hunter
1 Unhallowed Phalanx
1 Deathless Angel
1 Dread Reaper
1 Rampaging Spiketail
`,
};
