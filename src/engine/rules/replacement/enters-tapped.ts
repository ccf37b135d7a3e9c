// "This enters tapped [unless ...]" and "As this land enters, you may pay N life. If you don't, it enters tapped."
// (CR 614.1c, 614.12).
import { loseLife } from '../cr119-life.js';
import { conditionHolds } from '../conditions.js';
import { matchesFilter } from '../cr613-layers.js';
import { STAGE, staticReplacer, type StaticReplacement } from './candidate.js';

export const entersTapped = staticReplacer('enter', (tx, e, r: StaticReplacement<'entersTapped'>) => {
  if (r.source !== e.object) return null;
  const eff = r.effect;
  const { name } = r;
  if (eff.unlessPaysLife !== undefined) {
    // "As this land enters, you may pay 2 life. If you don't, it enters tapped." (shock lands): a replacement
    // effect whose choice is made as it applies, before the land enters (CR 614.1c, 614.12a). Offered even when
    // another effect taps it anyway (the Gatherer rulings: it enters tapped whether the life is paid or not).
    const n = eff.unlessPaysLife;
    return {
      key: r.key,
      stage: STAGE.other,
      text: `${name}: pay ${n} life or it enters tapped`,
      apply: (t, en) => {
        const who = t.player(en.controller);
        // CR 119.4: life may be paid only by a player whose life total is at least the payment (and paying 0
        // always can be done, 119.4b). A payment made here counts at once: a second such land entering at the
        // same time sees the life total after it (Gatherer ruling).
        const can = n === 0 || who.life >= n;
        const pays =
          can &&
          t.choose({
            kind: 'yesNo',
            player: en.controller,
            prompt: `${name}: pay ${n} life? If you don't, it enters tapped${en.tapped ? ' (it enters tapped anyway)' : ''}`,
            payLife: { amount: n, anyway: en.tapped },
          }).kind === 'yes';
        if (pays) {
          loseLife(t, en.controller, n, ` (paid for ${name})`, 'CR 119.4');
          return { event: en };
        }
        if (!can) t.emit({ kind: 'info' }, () => `${who.name} can't pay ${n} life for ${name}`, 'CR 119.4');
        return { event: { ...en, tapped: true } };
      },
    };
  }
  const reveal = eff.unlessReveals;
  if (reveal) {
    // "As this land enters, you may reveal an Elf card from your hand. If you don't, this land enters tapped." (the
    // reveal lands): a replacement effect whose choice is made as it applies (CR 614.1c, 614.12a); a revealed card is
    // shown to every player (701.20a) and stays in the hand.
    return {
      key: r.key,
      stage: STAGE.other,
      text: `${name}: reveal a card or it enters tapped`,
      apply: (t, en) => {
        const who = t.player(en.controller);
        const cards = who.hand.filter((id) => matchesFilter(t.s, t.obj(id), reveal, en.controller, null));
        const a =
          cards.length === 0
            ? null
            : t.choose({
                kind: 'chooseCards',
                player: en.controller,
                prompt: `${name}: reveal a card from your hand? If you don't, it enters tapped`,
                cards,
                min: 0,
                max: 1,
              });
        const shown = a?.kind === 'cards' ? a.cards[0] : undefined;
        if (shown === undefined) return { event: { ...en, tapped: true } };
        const card = t.obj(shown).def;
        t.emit({ kind: 'info' }, () => `${who.name} reveals ${card} for ${name}`, 'CR 701.20a');
        return { event: en };
      },
    };
  }
  // "unless you control a Plains or an Island": judged as it enters, among the permanents already there.
  if (e.tapped || (eff.unless && conditionHolds(tx.s, eff.unless, r.src.controller, e.object))) return null;
  return {
    key: r.key,
    stage: STAGE.other,
    text: `${name} enters tapped`,
    apply: (_tx, ev) => ({ event: { ...ev, tapped: true } }),
  };
});
