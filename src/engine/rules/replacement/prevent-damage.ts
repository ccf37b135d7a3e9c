// Prevention effects on damage (CR 615): "Prevent all [combat] damage that would be dealt to {this}" / "to you", and
// prevention shields made by resolved spells ("prevent the next N damage", 615.7).
import { isObjectRef, isPlayerRef } from '../../types.js';
import { sameRef } from '../cr115-targets.js';
import { matchesFilter } from '../cr613-layers.js';
import { damageCantBePrevented } from '../player-rules.js';
import { shieldReplacer, STAGE, staticReplacer, type ShieldOf, type StaticReplacement } from './candidate.js';

export const preventDamageTo = staticReplacer('damage', (tx, e, r: StaticReplacement<'preventDamageTo'>) => {
  const eff = r.effect;
  if (eff.combatOnly && !e.combat) return null;
  // CR 615.12: damage that can't be prevented — the effect applies but prevents none of it (it has nothing else to do).
  if (damageCantBePrevented(tx.s)) return null;
  const hits =
    eff.who === 'self'
      ? isObjectRef(e.to) && e.to.object === r.source
      : isPlayerRef(e.to) && e.to.player === r.src.controller;
  if (!hits) return null;
  return {
    key: r.key,
    stage: STAGE.other,
    text: `${r.name} prevents the damage`,
    rule: 'CR 615.1',
    apply: (_tx, ev) => ({ event: { ...ev, amount: 0 } }),
  };
});

export const preventShield = shieldReplacer('damage', (tx, e, sh: ShieldOf<'prevent'>, key) => {
  if (
    (sh.combatOnly && !e.combat) ||
    e.amount <= 0 ||
    // CR 615.12: a shield prevents none of damage that can't be prevented, and isn't used up by it.
    damageCantBePrevented(tx.s) ||
    (sh.from && !matchesFilter(tx.s, tx.obj(e.source), sh.from, sh.controller, null))
  )
    return null;
  if (sh.to !== null && !sameRef(sh.to, e.to)) return null;
  return {
    key,
    stage: STAGE.other,
    text: `${sh.source} prevents the damage`,
    rule: 'CR 615.1',
    apply: (t, d) => {
      if (sh.amount === null) return { event: { ...d, amount: 0 } };
      // CR 615.7: a shield that prevents the next N damage is used up by what it prevents.
      const prevented = Math.min(sh.amount, d.amount);
      const left = sh.amount - prevented;
      t.s.shields =
        left > 0
          ? t.s.shields.map((x) => (x.id === sh.id ? { ...sh, amount: left } : x))
          : t.s.shields.filter((x) => x.id !== sh.id);
      t.dirty();
      return { event: { ...d, amount: d.amount - prevented } };
    },
  };
});
