// "Exile a creature card from your graveyard" as a cost (CR 118.3, 601.2h, 602.2b): the card is chosen from its
// controller's graveyard as the cost is paid; an ability whose cost can't be paid can't be activated. Moorland Haunt:
// "{W}{U}, {T}, Exile a creature card from your graveyard: Create a 1/1 white Spirit creature token with flying."
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  activate,
  canActivate,
  chooseCards,
  decision,
  game,
  graveyard,
  keywords,
  logTexts,
  obj,
  objs,
  passUntil,
  pt,
  resolveTop,
} from './helpers/harness.js';

describe('Moorland Haunt: "Exile a creature card from your graveyard" (a cost)', () => {
  it('the creature card chosen is exiled as the cost is paid; the ability makes a 1/1 flying Spirit', () => {
    const g = game({
      A: {
        battlefield: ['Moorland Haunt', 'Plains', 'Island'],
        graveyard: ['Grizzly Bears', 'Forest', 'Llanowar Elves'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    const mark = g.log.length;
    activate(g, 'Moorland Haunt', 0);
    // Only the creature cards are offered.
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error(`expected the cost's choice, got ${decision(g)}`);
    expect(c.cards.map((id) => g.state.objects[id]!.def).sort()).toEqual(['Grizzly Bears', 'Llanowar Elves']);
    chooseCards(g, ['Llanowar Elves']);
    expect(objs(g, 'Llanowar Elves', { zone: 'exile' })).toHaveLength(1);
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears', 'Forest']);
    expect(obj(g, 'Moorland Haunt').tapped).toBe(true);
    expect(logTexts(g, mark)).toContain('Llanowar Elves is exiled from a graveyard (a cost) (CR 118.3)');
    resolveTop(g);
    const spirit = objs(g, 'Spirit', { zone: 'battlefield' });
    expect(spirit).toHaveLength(1);
    expect(pt(g, 'Spirit')).toBe('1/1');
    expect(keywords(g, 'Spirit')).toContain('flying');
    expect(characteristics(g.state, spirit[0]!.id).colors).toEqual(['W']);
  });

  it("can't be activated without a creature card in its controller's graveyard (an opponent's doesn't count)", () => {
    const g = game({
      A: { battlefield: ['Moorland Haunt', 'Plains', 'Island'], graveyard: ['Forest'] },
      B: { graveyard: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canActivate(g, 'Moorland Haunt', 0)).toBe(false);
  });

  it('its other ability, "{T}: Add {C}", needs no graveyard', () => {
    const g = game({ A: { battlefield: ['Moorland Haunt'] } });
    passUntil(g, { step: 'precombat_main' });
    const actions = g.state.pending?.kind === 'priority' ? g.state.pending.actions : [];
    expect(actions.some((a) => a.kind === 'activateMana' && a.source === obj(g, 'Moorland Haunt').id)).toBe(true);
  });
});
