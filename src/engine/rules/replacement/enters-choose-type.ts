// "As this enters, choose a creature type" (CR 614.1c, 614.12).
import { SUBTYPES } from '../../subtypes.js';
import { STAGE, staticReplacer, type StaticReplacement } from './candidate.js';

export const asEntersChooseCreatureType = staticReplacer(
  'enter',
  (_tx, e, r: StaticReplacement<'asEntersChooseCreatureType'>) => {
    // The player who will control it chooses one of the creature types of CR 205.3m (a card type or a made-up word
    // can't be chosen, Cavern of Souls ruling).
    if (r.source !== e.object || e.chosenType !== null) return null;
    const { name } = r;
    return {
      key: r.key,
      stage: STAGE.other,
      text: `${name}: choose a creature type`,
      told: true,
      apply: (t, ev) => {
        const a = t.choose({
          kind: 'chooseCreatureType',
          player: e.controller,
          prompt: `${name}: choose a creature type`,
          types: SUBTYPES.creature,
        });
        const type = a.kind === 'creatureType' ? a.type : SUBTYPES.creature[0];
        t.emit({ kind: 'info' }, () => `${t.player(e.controller).name} chooses ${type} for ${name}`, 'CR 614.1c');
        return { event: { ...ev, chosenType: type } };
      },
    };
  },
);
