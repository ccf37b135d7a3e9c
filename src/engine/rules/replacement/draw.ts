// Draw replacements (CR 614.1a, 121.6): "If you would draw a card [while ...], instead ...", "If an opponent would draw
// two or more cards, instead ..." (the whole instruction, 121.2), and "the next time you would draw a card this turn,
// instead ..." (a shield made by a resolved spell).
import type { Effect } from '../../card-def.js';
import { resolveEffects, type Applied } from '../../hooks.js';
import type { Tx } from '../../tx.js';
import type { ObjectId, PlayerId } from '../../types.js';
import {
  shieldReplacer,
  STAGE,
  staticReplacer,
  type Candidate,
  type EventOf,
  type ShieldOf,
  type StaticReplacement,
} from './candidate.js';

export const replaceDraw = staticReplacer('draw', (tx, e, r: StaticReplacement<'replaceDraw'>) =>
  drawerNamed(r.effect.whose, r.src.controller, e.player) && drawConditionHolds(tx, r.effect.condition, e.player)
    ? insteadOfDraw(r, r.effect.instead, e.player)
    : null,
);

export const replaceDrawMany = staticReplacer('drawMany', (_tx, e, r: StaticReplacement<'replaceDrawMany'>) =>
  e.n >= r.effect.min && drawerNamed(r.effect.whose, r.src.controller, e.player)
    ? insteadOfDraw(r, r.effect.instead, e.player)
    : null,
);

/** Whether the drawing player is the one a draw replacement names: its controller ("you"), or an opponent. */
function drawerNamed(whose: 'you' | 'opponent', controller: PlayerId, drawer: PlayerId): boolean {
  return whose === 'you' ? controller === drawer : controller !== drawer;
}

/** A static draw replacement that applies: the drawing player's draw (or draws) replaced by its effects. */
function insteadOfDraw<E extends EventOf<'draw' | 'drawMany'>>(
  r: Pick<StaticReplacement, 'key' | 'name' | 'source' | 'src'>,
  instead: readonly Effect[],
  drawer: PlayerId,
): Candidate<E> {
  return {
    key: r.key,
    stage: STAGE.other,
    text: `${r.name}: instead`,
    told: true,
    apply: () => ({
      instead: (t, applied) =>
        runInstead(t, instead, r.source, r.src.controller, r.name, applied, drawOf(t, drawer), drawer),
    }),
  };
}

/** "The next time you would draw a card this turn, ... instead" */
export const drawInstead = shieldReplacer('draw', (_tx, e, sh: ShieldOf<'drawInstead'>, key) => {
  if (sh.player !== e.player) return null;
  return {
    key,
    stage: STAGE.other,
    text: `${sh.source}: instead`,
    told: true,
    apply: () => ({
      instead: (t, applied) => {
        // The shield is used up (CR 614.1a "the next time").
        t.s.shields = t.s.shields.filter((x) => x.id !== sh.id);
        t.dirty();
        runInstead(t, sh.effects, sh.sourceObject, sh.player, sh.source, applied, drawOf(t, e.player), e.player);
      },
    }),
  };
});

/** A player's draw, as the log names it. */
function drawOf(tx: Tx, p: PlayerId): string {
  return `${tx.player(p).name}'s draw`;
}

function runInstead(
  tx: Tx,
  effects: readonly Effect[],
  source: ObjectId,
  controller: PlayerId,
  name: string,
  applied: Applied,
  /** the event replaced, as the log says it ("Ann's draw") */
  replaced: string,
  thatPlayer?: PlayerId,
): void {
  const ctx = {
    controller,
    source,
    sourceName: name,
    targets: [],
    x: 0,
    applied,
    ...(thatPlayer === undefined ? {} : { thatPlayer }),
  };
  // CR 614.6: the replaced event never happens; the log says what replaced it, so that what happens instead (two
  // cards drawn and 1 life lost, say) is told with its source.
  const cause = tx.cause;
  tx.cause = name;
  tx.emit({ kind: 'info' }, () => `${name} replaces ${replaced}`, 'CR 614.6');
  tx.cause = cause;
  resolveEffects(tx, effects, ctx);
}

/** Conditions of draw replacements, judged for the drawing player as the draw would happen. */
function drawConditionHolds(
  tx: Tx,
  c: 'handEmpty' | 'libraryEmpty' | 'notFirstInDrawStep' | undefined,
  p: PlayerId,
): boolean {
  switch (c) {
    case undefined:
      return true;
    case 'handEmpty':
      return tx.player(p).hand.length === 0;
    case 'libraryEmpty':
      return tx.player(p).library.length === 0;
    case 'notFirstInDrawStep':
      // "except the first one they draw in each of their draw steps"
      return !(tx.s.turn.active === p && tx.s.turn.step === 'draw' && tx.player(p).drawsThisStep === 0);
  }
}
