// "As {this} enters, choose a player / a color." (CR 614.1c, 614.12a): a replacement effect of the entering permanent
// itself; its controller makes the choice before it enters, and the choice is remembered on the permanent for the
// abilities linked to it ("protection from the chosen player", "creatures of the chosen color", CR 607.2d).
import { COLOR_NAMES, COLORS } from '../../types.js';
import { opponentsInGame } from '../cr800-multiplayer.js';
import { STAGE, staticReplacer, type StaticReplacement } from './candidate.js';

export const asEntersChoose = staticReplacer('enter', (_tx, e, r: StaticReplacement<'asEntersChoose'>) => {
  const what = r.effect.what;
  if (r.source !== e.object || e.chosen?.[what] !== undefined) return null;
  const { name } = r;
  const prompt = `${name}: choose a ${what}`;
  return {
    key: r.key,
    stage: STAGE.other,
    text: prompt,
    told: true,
    apply: (t, ev) => {
      const chooser = e.controller;
      if (what === 'player') {
        // Any player still in the game may be chosen (the choosing player too); offered the opponents first.
        const players = [...opponentsInGame(t.s, chooser), chooser];
        const a = t.choose({
          kind: 'chooseMode',
          player: chooser,
          prompt,
          modes: players.map((p) => ({ mode: p, text: t.player(p).name })),
        });
        const player = a.kind === 'mode' && players.includes(a.mode) ? a.mode : players[0]!;
        t.emit(
          { kind: 'info' },
          () => `${t.player(chooser).name} chooses ${t.player(player).name} for ${name}`,
          'CR 614.12a',
        );
        return { event: { ...ev, chosen: { ...ev.chosen, player } } };
      }
      const a = t.choose({ kind: 'chooseColor', player: chooser, prompt, colors: [...COLORS] });
      const color = a.kind === 'color' && a.color !== 'C' ? a.color : COLORS[0];
      t.emit(
        { kind: 'info' },
        () => `${t.player(chooser).name} chooses ${COLOR_NAMES[color]} for ${name}`,
        'CR 614.12a',
      );
      return { event: { ...ev, chosen: { ...ev.chosen, color } } };
    },
  };
});
