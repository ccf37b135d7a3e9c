// The decision the person faces, in words, with the buttons that answer it: "Pass" named for what passing does,
// "No attacks" / "Attack with 2", "Auto-pay", Yes / No, the modes, X, colors, the order of triggers, damage. What is
// answered by clicking the board (cards to play, targets, attackers, blockers, sources of mana) is said here too.
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { Answer, ManaType } from '../../src/engine/index.js';
import type { TableSnapshot } from '../../src/cli/table-types.js';
import { ManaCost, RulesText } from './Card.js';
import {
  damageRecipients,
  draftAnswer,
  offBoardActions,
  passLabel,
  refName,
  targetLabel,
  type Choice,
  type Draft,
} from './decide.js';

export interface DecisionProps {
  readonly s: TableSnapshot;
  readonly draft: Draft;
  readonly busy: boolean;
  readonly error: string | null;
  readonly send: (a: Answer) => void;
  readonly setDraft: (d: Draft) => void;
}

const COLOR_WORDS: Readonly<Record<ManaType, string>> = {
  W: 'White',
  U: 'Blue',
  B: 'Black',
  R: 'Red',
  G: 'Green',
  C: 'Colorless',
};

function Btn(props: {
  readonly label: string;
  readonly answer: Answer | null;
  readonly send: (a: Answer) => void;
  readonly busy: boolean;
  readonly primary?: boolean;
  readonly testid?: string;
}): JSX.Element {
  const a = props.answer;
  return (
    <button
      type="button"
      class={props.primary ? 'primary' : ''}
      disabled={props.busy || a === null}
      data-testid={props.testid}
      onClick={() => a && props.send(a)}
    >
      <RulesText text={props.label} />
    </button>
  );
}

function Stepper(props: {
  readonly label: JSX.Element | string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly onChange: (n: number) => void;
}): JSX.Element {
  return (
    <div class="stepper">
      <span class="stepper-label">{props.label}</span>
      <button
        type="button"
        aria-label="less"
        disabled={props.value <= props.min}
        onClick={() => props.onChange(props.value - 1)}
      >
        −
      </button>
      <span class="stepper-value">{props.value}</span>
      <button
        type="button"
        aria-label="more"
        disabled={props.value >= props.max}
        onClick={() => props.onChange(props.value + 1)}
      >
        +
      </button>
    </div>
  );
}

/** The decision's question, as a title. */
export function decisionTitle(s: TableSnapshot): string {
  const c = s.pending;
  if (!c) {
    if (s.over) return s.result ?? 'The game is over';
    if (s.spectator) return 'Watching the game';
    const t = s.table;
    const who = s.view.players.find((p) => p.id !== s.seat && !p.lost)?.name;
    return t ? `Waiting for ${who ?? 'the other player'}…` : 'The game is over';
  }
  switch (c.kind) {
    case 'mulligan':
      return c.mulligans === 0 ? 'Keep your opening hand?' : `Keep this hand? (mulligans so far: ${c.mulligans})`;
    case 'bottomCards':
      return `Put ${c.count} card${c.count === 1 ? '' : 's'} from your hand on the bottom of your library`;
    case 'priority':
      return s.view.stack.length > 0
        ? 'Respond, or let the top of the stack resolve'
        : s.view.turn.active === s.seat
          ? `Your ${s.view.turn.stepName}: play a card, or pass`
          : `Their ${s.view.turn.stepName}: you may respond`;
    case 'target':
      return c.prompt;
    case 'chooseX':
      return c.prompt;
    case 'divide':
      return c.prompt;
    case 'chooseMode':
      return c.prompt;
    case 'payMana':
      return c.prompt;
    case 'declareAttackers':
      return 'Declare attackers: click the creatures that attack';
    case 'declareBlockers':
      return 'Declare blockers: click a creature to block with';
    case 'assignDamage':
      return `${refName(s, { object: c.attacker })} assigns ${c.amount} combat damage`;
    case 'chooseCards':
      return c.prompt;
    case 'orderTriggers':
      return 'Your abilities trigger together: put them on the stack in an order';
    case 'yesNo':
      return c.prompt;
    case 'chooseReplacement':
      return c.prompt;
    case 'chooseColor':
      return c.prompt;
    case 'chooseCreatureType':
      return c.prompt;
    case 'chooseManaCombination':
      return c.prompt;
  }
}

export function Decision(props: DecisionProps): JSX.Element {
  const { s } = props;
  const c = s.pending;
  return (
    <section
      class="decision"
      aria-label="your decision"
      data-kind={c?.kind ?? (s.over ? 'over' : 'waiting')}
      data-decision={s.decision}
    >
      <h2 class="decision-title">{decisionTitle(s)}</h2>
      {c && <Answers {...props} c={c} />}
      {props.error && (
        <p class="error" role="alert">
          {props.error}
        </p>
      )}
    </section>
  );
}

function Answers(props: DecisionProps & { readonly c: NonNullable<TableSnapshot['pending']> }): JSX.Element {
  const { s, c, send, busy, draft, setDraft } = props;
  const b = (label: string, answer: Answer | null, primary = false, testid?: string) => (
    <Btn label={label} answer={answer} send={send} busy={busy} primary={primary} {...(testid ? { testid } : {})} />
  );
  switch (c.kind) {
    case 'mulligan':
      return (
        <div class="buttons">
          {b(`Keep ${s.view.players[s.seat]?.hand.length ?? 7} cards`, { kind: 'keep' }, true, 'keep')}
          {b(`Mulligan (draw 7, put ${c.mulligans + 1} back)`, { kind: 'mulligan' }, false, 'mulligan')}
        </div>
      );
    case 'bottomCards':
    case 'chooseCards':
      return <p class="hint">Choose in the window that shows the cards.</p>;
    case 'priority': {
      const off = offBoardActions(s);
      const playable = c.actions.some((a) => a.kind === 'playLand' || a.kind === 'cast' || a.kind === 'activate');
      return (
        <>
          {playable && <p class="hint">Glowing cards can be played: click one (or a permanent to use its ability).</p>}
          {off.length > 0 && (
            <div class="buttons column">
              {off.map((x, i) => (
                <Btn key={i} label={x.label} answer={x.action} send={send} busy={busy} />
              ))}
            </div>
          )}
          <div class="buttons">{b(passLabel(s), { kind: 'pass' }, true, 'pass')}</div>
        </>
      );
    }
    case 'target':
      return (
        <>
          <p class="hint">Click a glowing card, player or stack item, or choose here:</p>
          <div class="buttons column targets">
            {c.legal.map((r, i) => (
              <Btn key={i} label={targetLabel(s, r)} answer={{ kind: 'target', target: r }} send={send} busy={busy} />
            ))}
            {c.optional && b('No target', { kind: 'target', target: null }, false, 'no-target')}
          </div>
        </>
      );
    case 'chooseX':
      return (
        <>
          <Stepper label="X =" value={draft.x} min={0} max={c.max} onChange={(x) => setDraft({ ...draft, x })} />
          <input
            type="range"
            min={0}
            max={c.max}
            value={draft.x}
            aria-label="X"
            onInput={(e) => setDraft({ ...draft, x: Number((e.target as HTMLInputElement).value) })}
          />
          <div class="buttons">{b(`X is ${draft.x}`, draftAnswer(s, draft), true, 'submit')}</div>
        </>
      );
    case 'chooseMode':
      return (
        <div class="buttons column">
          {c.modes.map((m) => (
            <Btn key={m.mode} label={m.text} answer={{ kind: 'mode', mode: m.mode }} send={send} busy={busy} />
          ))}
        </div>
      );
    case 'payMana':
      return (
        <>
          <p class="hint">
            Still to pay: <ManaCost cost={c.remaining} /> — tap glowing sources, or pay automatically.
          </p>
          <div class="buttons">
            {c.canAutoPay && b('Auto-pay', { kind: 'autoPay' }, true, 'auto-pay')}
            {c.canPayLife && b('Pay 2 life', { kind: 'payLife' }, false, 'pay-life')}
            {b('Cancel', { kind: 'cancel' }, false, 'cancel')}
          </div>
        </>
      );
    case 'declareAttackers':
      return <Attackers {...props} c={c} />;
    case 'declareBlockers': {
      const n = draft.blocks.length;
      return (
        <>
          <p class="hint">
            {c.options.some((o) => o.attackers.length > 0)
              ? 'Click your glowing creatures to block (again to take a block back).'
              : 'None of your creatures can block.'}
          </p>
          <div class="buttons">
            {n > 0 && (
              <button type="button" disabled={busy} onClick={() => setDraft({ ...draft, blocks: [] })}>
                Clear
              </button>
            )}
            {b(
              n === 0 ? 'No blocks' : `Block with ${n} creature${n === 1 ? '' : 's'}`,
              draftAnswer(s, draft),
              true,
              'submit',
            )}
          </div>
        </>
      );
    }
    case 'assignDamage':
      return <Damage {...props} c={c} />;
    case 'divide':
      return <Divide {...props} c={c} />;
    case 'orderTriggers':
      return <Order {...props} c={c} />;
    case 'yesNo':
      return (
        <div class="buttons">
          {b('Yes', { kind: 'yes' }, true, 'yes')}
          {b('No', { kind: 'no' }, false, 'no')}
        </div>
      );
    case 'chooseReplacement':
      return (
        <div class="buttons column">
          {c.options.map((o, i) => (
            <Btn key={i} label={o} answer={{ kind: 'option', index: i }} send={send} busy={busy} />
          ))}
        </div>
      );
    case 'chooseColor':
      return (
        <div class="buttons">
          {c.colors.map((k) => (
            <Btn
              key={k}
              label={`{${k}} ${COLOR_WORDS[k]}`}
              answer={{ kind: 'color', color: k }}
              send={send}
              busy={busy}
            />
          ))}
        </div>
      );
    case 'chooseCreatureType':
      return <CreatureType {...props} c={c} />;
    case 'chooseManaCombination': {
      const total = Object.values(draft.mana).reduce((a, n) => a + (n ?? 0), 0);
      return (
        <>
          {c.types.map((t) => (
            <Stepper
              key={t}
              label={<ManaCost cost={`{${t}}`} />}
              value={draft.mana[t] ?? 0}
              min={0}
              max={(draft.mana[t] ?? 0) + c.amount - total}
              onChange={(n) => setDraft({ ...draft, mana: { ...draft.mana, [t]: n } })}
            />
          ))}
          <div class="buttons">{b(`Add ${total} of ${c.amount} mana`, draftAnswer(s, draft), true, 'submit')}</div>
        </>
      );
    }
  }
}

function Attackers(props: DecisionProps & { readonly c: Choice<'declareAttackers'> }): JSX.Element {
  const { s, c, draft, setDraft, send, busy } = props;
  const n = draft.attackers.length;
  const all = c.options
    .filter((o) => o.defenders.length > 0)
    .map(
      (o) =>
        draft.attackers.find((a) => a.attacker === o.attacker) ?? { attacker: o.attacker, defender: o.defenders[0]! },
    );
  return (
    <>
      <p class="hint">
        {c.options.length > 0
          ? 'Click your glowing creatures to attack (again to hold one back).'
          : 'None of your creatures can attack.'}
      </p>
      <div class="buttons">
        {c.options.length > 1 && n < c.options.length && (
          <button
            type="button"
            disabled={busy}
            data-testid="all-attack"
            onClick={() => setDraft({ ...draft, attackers: all })}
          >
            All attack
          </button>
        )}
        <Btn
          label={n === 0 ? 'No attacks' : `Attack with ${n} creature${n === 1 ? '' : 's'}`}
          answer={draftAnswer(s, draft)}
          send={send}
          busy={busy}
          primary
          testid="submit"
        />
      </div>
    </>
  );
}

/** CR 601.2d: an amount divided among the targets, each getting at least 1. */
function Divide(props: DecisionProps & { readonly c: Choice<'divide'> }): JSX.Element {
  const { s, c, draft, setDraft } = props;
  const total = draft.damage.reduce((a, b) => a + b, 0);
  return (
    <>
      {c.targets.map((r, i) => (
        <Stepper
          key={i}
          label={targetLabel(s, r)}
          value={draft.damage[i] ?? 1}
          min={1}
          max={(draft.damage[i] ?? 1) + c.amount - total}
          onChange={(n) => setDraft({ ...draft, damage: draft.damage.map((v, j) => (j === i ? n : v)) })}
        />
      ))}
      <div class="buttons">
        <Btn
          label={`Divide ${total} of ${c.amount}`}
          answer={draftAnswer(s, draft)}
          send={props.send}
          busy={props.busy}
          primary
          testid="submit"
        />
      </div>
    </>
  );
}

function Damage(props: DecisionProps & { readonly c: Choice<'assignDamage'> }): JSX.Element {
  const { s, c, draft, setDraft } = props;
  const rec = damageRecipients(c);
  const total = draft.damage.reduce((a, b) => a + b, 0);
  return (
    <>
      {rec.map((r, i) => {
        const lethal = 'object' in r ? c.blockers.find((x) => x.blocker === r.object)?.lethal : undefined;
        return (
          <Stepper
            key={i}
            label={`${refName(s, r)}${lethal !== undefined ? ` (lethal ${lethal})` : ' (trample)'}`}
            value={draft.damage[i] ?? 0}
            min={0}
            max={(draft.damage[i] ?? 0) + c.amount - total}
            onChange={(n) => setDraft({ ...draft, damage: draft.damage.map((v, j) => (j === i ? n : v)) })}
          />
        );
      })}
      <div class="buttons">
        <Btn
          label={`Assign ${total} of ${c.amount} damage`}
          answer={draftAnswer(s, draft)}
          send={props.send}
          busy={props.busy}
          primary
          testid="submit"
        />
      </div>
    </>
  );
}

function Order(props: DecisionProps & { readonly c: Choice<'orderTriggers'> }): JSX.Element {
  const { s, c, draft, setDraft } = props;
  const move = (i: number, by: number) => {
    const order = [...draft.order];
    const j = i + by;
    if (j < 0 || j >= order.length) return;
    [order[i], order[j]] = [order[j]!, order[i]!];
    setDraft({ ...draft, order });
  };
  return (
    <>
      <p class="hint">The first goes on the stack first, and so resolves last.</p>
      <ol class="order">
        {draft.order.map((t, i) => (
          <li key={t}>
            <span class="order-text">
              <RulesText text={c.triggers[t]?.text ?? ''} />
            </span>
            <button type="button" aria-label="earlier" disabled={i === 0} onClick={() => move(i, -1)}>
              ↑
            </button>
            <button type="button" aria-label="later" disabled={i === draft.order.length - 1} onClick={() => move(i, 1)}>
              ↓
            </button>
          </li>
        ))}
      </ol>
      <div class="buttons">
        <Btn
          label="Put them on the stack"
          answer={draftAnswer(s, draft)}
          send={props.send}
          busy={props.busy}
          primary
          testid="submit"
        />
      </div>
    </>
  );
}

function CreatureType(props: DecisionProps & { readonly c: Choice<'chooseCreatureType'> }): JSX.Element {
  const { c } = props;
  const [type, setType] = useState(c.types[0] ?? '');
  return (
    <>
      <select aria-label="creature type" value={type} onChange={(e) => setType((e.target as HTMLSelectElement).value)}>
        {c.types.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
      <div class="buttons">
        <Btn
          label={`Choose ${type}`}
          answer={{ kind: 'creatureType', type }}
          send={props.send}
          busy={props.busy}
          primary
          testid="submit"
        />
      </div>
    </>
  );
}
