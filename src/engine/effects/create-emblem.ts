// "You get an emblem with <abilities>" (CR 114.1): an emblem is put into its owner's command zone, where its
// abilities work (114.4). It is no card and no permanent, and nothing removes it (114.3).
import type { Effect, Ability } from '../card-def.js';
import { newObject } from '../rules/cr400-zones.js';
import { cardDef } from '../registry.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "You get an emblem with <abilities>" (CR 114.1): the emblem is named by its definition. A compiled card's
     * effect carries the emblem's abilities too; the card loader registers them under that name. */
    createEmblem: { readonly kind: 'createEmblem'; readonly emblem: string; readonly abilities?: readonly Ability[] };
  }
}

export function resolveCreateEmblem(tx: Tx, e: Extract<Effect, { kind: 'createEmblem' }>, ctx: ResolveCtx): void {
  const def = cardDef(e.emblem);
  const o = newObject(tx, -1, def.name, ctx.controller, 'command');
  tx.list('command').push(o.id);
  // Its static abilities apply from the command zone (CR 114.4): the permanents' characteristics are worked out again.
  tx.dirty();
  tx.emit({ kind: 'info' }, () => `${tx.player(ctx.controller).name} gets an emblem (${def.name})`, 'CR 114.1');
}

export const createEmblemWord: EffectWord<'createEmblem'> = {
  kind: 'createEmblem',
  rule: 'CR 114.1',
  scenario: 'planeswalkers.json#effect.createEmblem',
  polarity: () => 'help',
  resolve: resolveCreateEmblem,
};
