// What a table people play each other at adds to the game screen: its seats (who is connected, who watches), the
// invitation links while a seat is open, the stops a person can switch, and the replay of a finished game.
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { TableSnapshot, TableStops, TableStopStep } from '../../src/cli/table-types.js';

/** The steps a stop can be set at, in turn order, with their names (stops.ts). */
const STOP_STEPS: readonly (readonly [TableStopStep, string])[] = [
  ['upkeep', 'Upkeep'],
  ['draw', 'Draw step'],
  ['main1', 'Precombat main'],
  ['combat', 'Beginning of combat'],
  ['attackers', 'Declare attackers'],
  ['blockers', 'Declare blockers'],
  ['damage', 'Combat damage'],
  ['endcombat', 'End of combat'],
  ['main2', 'Postcombat main'],
  ['end', 'End step'],
];

/** Who sits at the table, who is connected, how many watch. */
export function SeatsBar({ s }: { readonly s: TableSnapshot }): JSX.Element | null {
  const t = s.table;
  if (!t) return null;
  return (
    <div class="seats-bar" data-testid="seats">
      {t.seats.map((x, i) => (
        <span key={i} class={`seat${x.connected ? ' connected' : ''}${i === s.seat && !s.spectator ? ' mine' : ''}`}>
          <span class="dot" aria-hidden="true" />
          {x.name ?? 'open seat'}
          {i === s.seat && !s.spectator ? ' (you)' : ''}
          {x.name !== null && !x.connected && x.kind === 'person' ? ' — away' : ''}
        </span>
      ))}
      {s.spectator && <span class="seat watching">You are watching</span>}
      {t.spectators > 0 && <span class="seat">{t.spectators} watching</span>}
    </div>
  );
}

/** While a seat is open: the links that seat a person (for the seated players), and the one to watch. */
export function Waiting({
  s,
  onStart,
  error,
}: {
  readonly s: TableSnapshot;
  readonly onStart: () => void;
  readonly error: string | null;
}): JSX.Element {
  const base = `${location.origin}${location.pathname}`;
  const [copied, setCopied] = useState<number | null>(null);
  const copy = (i: number, text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(i),
      () => undefined,
    );
  };
  return (
    <main class="waiting" data-testid="waiting">
      <h2>Waiting for players</h2>
      <p>
        {s.table!.seats.length} seats, {s.format === 'commander' ? 'Commander' : 'constructed'}:{' '}
        {s.table!.seats.map((x, i) => `${i + 1}. ${x.name ?? 'open'}${x.deck ? ` (${x.deck})` : ''}`).join(' · ')}
      </p>
      {s.table!.invites.length > 0 ? (
        <>
          <p>
            Send each person you play with the link of a seat; the game begins when every seat is taken
            {s.table!.canStart ? ', or when you start it' : ''}.
          </p>
          {s.table!.invites.map((inv) => {
            const link = `${base}#/join/${s.id}/${inv.code}`;
            return (
              <div key={inv.seat} class="invite">
                <label>
                  Seat {inv.seat + 1}
                  <input
                    readOnly
                    value={link}
                    data-testid="invite-link"
                    onFocus={(e) => (e.target as HTMLInputElement).select()}
                  />
                </label>
                <button type="button" onClick={() => copy(inv.seat, link)}>
                  {copied === inv.seat ? 'Copied' : 'Copy'}
                </button>
              </div>
            );
          })}
        </>
      ) : (
        <p>The game begins when every seat is taken.</p>
      )}
      {s.table!.canStart && (
        <div class="buttons">
          <button type="button" class="primary" data-testid="start-table" onClick={onStart}>
            Start now: computer players take the open seats
          </button>
        </div>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <p class="hint">
        To watch: <code>{`${base}#/table/${s.id}`}</code>
      </p>
    </main>
  );
}

/** The stops, as switches: the steps of one's own turn and of the others' where the game asks. */
export function Stops(props: { readonly stops: TableStops; readonly onChange: (s: TableStops) => void }): JSX.Element {
  const { stops } = props;
  const flip = (side: 'mine' | 'theirs', step: TableStopStep) => {
    const has = stops[side].includes(step);
    const next = has ? stops[side].filter((x) => x !== step) : [...stops[side], step];
    props.onChange({ ...stops, [side]: STOP_STEPS.map(([x]) => x).filter((x) => next.includes(x)) });
  };
  return (
    <div class="stops" data-testid="stops-panel">
      <p class="hint">
        The game asks you where you can act: at the steps switched on here, whenever another player puts something on
        the stack you could answer, and for every choice that is yours (attackers, blockers, targets). Elsewhere it
        passes for you.
      </p>
      <table>
        <thead>
          <tr>
            <th>Step</th>
            <th>Your turn</th>
            <th>Their turn</th>
          </tr>
        </thead>
        <tbody>
          {STOP_STEPS.map(([step, name]) => (
            <tr key={step}>
              <td>{name}</td>
              {(['mine', 'theirs'] as const).map((side) => (
                <td key={side}>
                  <input
                    type="checkbox"
                    aria-label={`${name}, ${side === 'mine' ? 'your' : 'their'} turn`}
                    data-testid={`stop-${side}-${step}`}
                    checked={stops[side].includes(step)}
                    onChange={() => flip(side, step)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <label class="full-control">
        <input
          type="checkbox"
          data-testid="full-control"
          checked={stops.fullControl}
          onChange={() => props.onChange({ ...stops, fullControl: !stops.fullControl })}
        />{' '}
        Full control: asked at every priority, even when all you could do is pass
      </label>
    </div>
  );
}

/** The controls of a replay: step back and forth through a finished game. */
export function Replay(props: {
  readonly step: number;
  readonly steps: number;
  readonly onStep: (n: number) => void;
  readonly onClose: () => void;
}): JSX.Element {
  const { step, steps, onStep } = props;
  return (
    <div class="replay-bar" data-testid="replay-bar">
      <strong>Replay</strong>
      <button type="button" aria-label="first step" disabled={step === 0} onClick={() => onStep(0)}>
        «
      </button>
      <button
        type="button"
        aria-label="step back"
        data-testid="replay-back"
        disabled={step === 0}
        onClick={() => onStep(step - 1)}
      >
        ‹
      </button>
      <input
        type="range"
        min={0}
        max={steps}
        value={step}
        aria-label="step"
        onChange={(e) => onStep(Number((e.target as HTMLInputElement).value))}
      />
      <span class="replay-step" data-testid="replay-step">
        {step} / {steps}
      </span>
      <button
        type="button"
        aria-label="step forward"
        data-testid="replay-forward"
        disabled={step === steps}
        onClick={() => onStep(step + 1)}
      >
        ›
      </button>
      <button type="button" aria-label="last step" disabled={step === steps} onClick={() => onStep(steps)}>
        »
      </button>
      <button type="button" onClick={props.onClose}>
        Back to the game
      </button>
    </div>
  );
}

/** Saves a text as a file the browser downloads. */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
