// "Create N <token>" (CR 111.2): tokens are created under the controller's control.
import type { Effect, Amount, PlayerRef } from '../card-def.js';
import { newObject } from '../rules/cr400-zones.js';
import { putOntoBattlefieldAttacking } from '../rules/cr506-combat.js';
import { characteristics } from '../rules/cr613-layers.js';
import { cardDef } from '../registry.js';
import type { Tx } from '../tx.js';
import type { PlayerId } from '../types.js';
import { amountOf, link, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Create N <token>" */
    createToken: {
      readonly kind: 'createToken';
      readonly token: string;
      readonly amount: Amount;
      /** "that's tapped and attacking": put onto the battlefield attacking (CR 508.4), a player or planeswalker its
       * controller chooses; it never "attacked" */
      readonly tappedAndAttacking?: boolean;
      /** "that's attacking": put onto the battlefield attacking, untapped (CR 508.4) */
      readonly attacking?: boolean;
      /** "that's blocking that creature": put onto the battlefield blocking the creature the trigger's event names
       * (CR 506.3e, 509.3b) */
      readonly blocking?: boolean;
      /** another player creates them ("Its controller creates a 3/3 green Beast creature token", CR 111.2: they own
       * and control it) */
      readonly who?: PlayerRef;
    };
  }
}

export function resolveCreateToken(tx: Tx, e: Extract<Effect, { kind: 'createToken' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  // CR 111.2: the player who creates a token owns it and controls it as it enters.
  for (const p of e.who ? playersOf(tx, e.who, ctx) : [ctx.controller]) create(tx, e, n, p, ctx);
}

function create(tx: Tx, e: Extract<Effect, { kind: 'createToken' }>, n: number, p: PlayerId, ctx: ResolveCtx): void {
  const token = e.token;
  const def = cardDef(token);
  for (let i = 0; i < n; i++) {
    // The token's definition is found by the effect's key (its name, or its description, CR 111.4).
    const o = newObject(tx, -1, token, p, 'battlefield', true);
    tx.battlefield().push(o.id);
    tx.emit(
      {
        kind: 'zoneChange',
        object: o.id,
        newObject: o.id,
        name: def.name,
        from: null,
        to: 'battlefield',
        owner: p,
        controller: p,
      },
      () => `${tx.player(p).name} creates a ${def.name} token`,
    );
    // "that's tapped and attacking" (CR 508.4)
    if (e.tappedAndAttacking) {
      tx.mutStatus(o.id).tapped = true;
      putOntoBattlefieldAttacking(tx, o.id, def.name);
    }
    if (e.attacking) putOntoBattlefieldAttacking(tx, o.id, def.name);
    if (e.blocking && ctx.thatObject !== undefined) putOntoBattlefieldBlocking(tx, o.id, ctx.thatObject, def.name);
    // "Create a token, then attach this Equipment to it" (CR 702.92a): the token is what a later "it" names.
    link(ctx, [o.id]);
  }
}

/** CR 506.3e: a creature put onto the battlefield blocking blocks that attacker only if it is attacking the creature's
 * controller or a planeswalker they control; else it enters but never blocks. The attacker becomes blocked (509.1h);
 * no "blocks" ability triggers (509.3a-b: it wasn't declared as a blocker). */
function putOntoBattlefieldBlocking(tx: Tx, id: number, attacker: number, name: string): void {
  const a = tx.obj(attacker);
  const o = tx.obj(id);
  if (a.left || a.zone !== 'battlefield' || a.attacking !== o.controller || !characteristics(tx.s, id).creature) return;
  tx.mutStatus(id).blocking = [attacker];
  tx.mutStatus(attacker).blocked = true;
  tx.emit({ kind: 'info' }, () => `${name} enters blocking ${characteristics(tx.s, attacker).name}`, 'CR 506.3e');
}

export const createTokenWord: EffectWord<'createToken'> = {
  kind: 'createToken',
  rule: 'CR 111.2',
  scenario: 'effects.json#effect.createToken/tapped-and-attacking',
  polarity: () => 'help',
  parse: (p) =>
    alt(
      map(tpl`create ${p.article} ${p.tokenKind(false)}`, ([, token]) =>
        one({ kind: 'createToken', token, amount: { kind: 'const', n: 1 } }),
      ),
      // CR 508.4: "create a 4/4 white Angel creature token with flying that's tapped and attacking" (Geist of Saint
      // Traft).
      map(tpl`create ${p.article} ${p.tokenKind(false)} that's tapped and attacking`, ([, token]) =>
        one({ kind: 'createToken', token, amount: { kind: 'const', n: 1 }, tappedAndAttacking: true }),
      ),
      // CR 508.4: "create a 1/1 white Cat Soldier creature token with vigilance that's attacking" (Brimaz).
      map(tpl`create ${p.article} ${p.tokenKind(false)} that's attacking`, ([, token]) =>
        one({ kind: 'createToken', token, amount: { kind: 'const', n: 1 }, attacking: true }),
      ),
      // CR 506.3e: "... that's blocking that creature" after "Whenever {this} blocks a creature" (Brimaz).
      map(tpl`create ${p.article} ${p.tokenKind(false)} that's blocking that creature`, ([, token]) =>
        one({ kind: 'createToken', token, amount: { kind: 'const', n: 1 }, blocking: true }),
      ),
      map(tpl`create ${p.numberWord} ${p.tokenKind(true)}`, ([n, token]) =>
        n >= 2 ? one({ kind: 'createToken', token, amount: { kind: 'const', n } }) : null,
      ),
      // CR 508.4: "create two 1/1 white Soldier creature tokens that are tapped and attacking" (Hero of Bladehold)
      map(tpl`create ${p.numberWord} ${p.tokenKind(true)} that are tapped and attacking`, ([n, token]) =>
        n >= 2 ? one({ kind: 'createToken', token, amount: { kind: 'const', n }, tappedAndAttacking: true }) : null,
      ),
      map(tpl`create X ${p.tokenKind(true)} that are tapped and attacking`, ([token]) =>
        one({ kind: 'createToken', token, amount: { kind: 'x' }, tappedAndAttacking: true }),
      ),
      map(tpl`create X ${p.tokenKind(true)}`, ([token]) => one({ kind: 'createToken', token, amount: { kind: 'x' } })),
      // "create a 0/1 green Plant creature token for each land you control" (counted as it resolves, CR 608.2h)
      map(tpl`create ${p.article} ${p.tokenKind(false)} for each ${p.each}`, ([, token, counted]) =>
        one({ kind: 'createToken', token, amount: { kind: 'forEach', per: 1, counted } }),
      ),
      // "create a number of 1/0 blue Elemental creature tokens equal to your devotion to blue"
      map(tpl`create a number of ${p.tokenKind(true)} equal to ${p.amount}`, ([token, amount]) =>
        one({ kind: 'createToken', token, amount }),
      ),
      // Another player creates it: "Its controller creates a 3/3 green Beast creature token" (CR 111.2); "you create"
      // where the sentence names its players (Sword of Body and Mind: "you create ... and that player mills ...").
      map(p.playerDoes('create', 'creates', tpl`${p.article} ${p.tokenKind(false)}`), ([w, [, token]]) =>
        one(
          { kind: 'createToken', token, amount: { kind: 'const', n: 1 }, who: w.who },
          w.targets,
          w.variants ? { variants: w.variants } : {},
        ),
      ),
      // "create a 3/3 ... token with deathtouch and a 3/3 ... token with lifelink": two tokens, one phrase.
      map(tpl`create ${p.article} ${p.tokenKind(false)} and ${p.article} ${p.tokenKind(false)}`, ([, a, , b]) => ({
        items: [
          { e: { kind: 'createToken', token: a, amount: { kind: 'const', n: 1 } } },
          { e: { kind: 'createToken', token: b, amount: { kind: 'const', n: 1 } } },
        ],
        targets: [],
        joins: ['+'],
      })),
    ),
  render(e, rc, say) {
    const what = say.tokens(e.token, e.amount);
    if (what === null) return null;
    if (e.tappedAndAttacking && (e.who || (e.amount.kind !== 'const' && e.amount.kind !== 'x'))) return null;
    const single1 = e.amount.kind === 'const' && e.amount.n === 1;
    if (e.attacking || e.blocking)
      return e.who || !single1 || e.tappedAndAttacking || (e.attacking && e.blocking)
        ? null
        : `create ${what} ${e.attacking ? "that's attacking" : "that's blocking that creature"}`;
    const single = e.amount.kind === 'const' && e.amount.n === 1;
    const attacking = single ? " that's tapped and attacking" : ' that are tapped and attacking';
    if (!e.who) return `create ${what}${e.tappedAndAttacking ? attacking : ''}`;
    const s = say.playerSubject(e.who, rc, 'create', 'creates');
    return s === null ? null : `${s} ${what}`;
  },
  // "create <tokens> and <other tokens>" (Wurmcoil Engine): one phrase.
  renderGroup(items, _rc, say) {
    const [a, b, ...more] = items.map((i) => i.e);
    if (a?.kind !== 'createToken' || b?.kind !== 'createToken' || more.length) return null;
    const x = say.tokens(a.token, a.amount);
    const y = say.tokens(b.token, b.amount);
    return x === null || y === null ? null : `create ${x} and ${y}`;
  },
  resolve: resolveCreateToken,
};
