// The parser toolkit rules text is read with lives in the rules core (its words' sentences are written with it).
export { alt, lazy, list, lit, map, memo, opt, parse, parseAll, rx, seq, tpl, words } from '../../engine/index.js';
export type { P, Parses, Values } from '../../engine/index.js';
