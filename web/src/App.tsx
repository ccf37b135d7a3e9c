// Lorekeeper's table: a game drawn as cards and played by clicking, against the computer (#/game/ID: the server keeps
// it for this browser, by its cookie) or against people at a table over the server's WebSocket (#/table/ID: the seat's
// token is kept in this browser; #/join/ID/CODE takes the seat an invitation is for; without a token, one watches).
// The game's address finds the same game after a reload.
import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Answer, ObjectId, PlayerId, Ref } from '../../src/engine/index.js';
import type { TableCard, TableSnapshot, TableStops } from '../../src/cli/table-types.js';
import * as api from './api.js';
import { Connection, tokenFor } from './net.js';
import { Replay, SeatsBar, Stops, Waiting, downloadText } from './Table.js';
import { Board } from './Board.js';
import { Card, CardDetail } from './Card.js';
import {
  clickObject,
  clickPlayer,
  clickStackItem,
  draftAnswer,
  freshDraft,
  marks as marksOf,
  STEP_ORDER,
  STEP_WORDS,
  type ClickResult,
  type Draft,
  type MenuOption,
} from './decide.js';
import { Decision, decisionTitle } from './Decision.js';

type Route =
  | { readonly kind: 'home' }
  | { readonly kind: 'game'; readonly id: string }
  | { readonly kind: 'table'; readonly id: string }
  | { readonly kind: 'join'; readonly id: string; readonly invite: string };

function routeOf(hash: string): Route {
  const m = /^#\/game\/([0-9a-f]+)$/.exec(hash);
  if (m) return { kind: 'game', id: m[1]! };
  const t = /^#\/table\/([0-9a-f]+)$/.exec(hash);
  if (t) return { kind: 'table', id: t[1]! };
  const j = /^#\/join\/([0-9a-f]+)\/([0-9a-f]+)$/.exec(hash);
  if (j) return { kind: 'join', id: j[1]!, invite: j[2]! };
  return { kind: 'home' };
}

/** Where a game comes from and where its answers go: the HTTP API (a game against the computer) or a table's
 * WebSocket (people). */
export interface Source {
  load(): Promise<TableSnapshot>;
  answer(a: Answer, s: TableSnapshot): Promise<TableSnapshot>;
  setStops(stops: TableStops): Promise<TableSnapshot>;
  /** the snapshots the server pushes (a table: the other players' moves); returns the unsubscribe */
  subscribe?(on: (s: TableSnapshot) => void): () => void;
  replay?(step: number): Promise<{ snapshot: TableSnapshot; steps: number }>;
  log?(): Promise<string>;
  /** back to the person's decision n (a game against the computer) */
  undo?(n: number): Promise<TableSnapshot>;
  /** the creator starts a table before every seat is taken */
  start?(): Promise<TableSnapshot>;
}

function practiceSource(id: string): Source {
  return {
    load: () => api.table(id),
    answer: (a) => api.answer(id, a),
    setStops: (stops) => api.stops(id, stops),
    replay: async (step) => {
      const snapshot = await api.replay(id, step);
      return { snapshot, steps: snapshot.replay?.steps ?? 0 };
    },
    undo: (n) => api.undo(id, n),
  };
}

/** The page's one connection to the tables' WebSocket. */
let connection: Connection | null = null;
function net(): Connection {
  connection ??= new Connection();
  return connection;
}

function tableSource(id: string): Source {
  const c = net();
  return {
    load: () => c.attach(id),
    answer: (a, s) => c.answer(a, s.decision),
    setStops: (stops) => c.stops(stops),
    subscribe: (on) => {
      c.onState = (s) => {
        if (s.id === id) on(s);
      };
      return () => {
        c.onState = () => undefined;
      };
    },
    replay: (step) => c.replay(step),
    log: () => c.log(),
    start: () => c.start(),
  };
}

export function App(): JSX.Element {
  const [route, setRoute] = useState<Route>(() => routeOf(location.hash));
  useEffect(() => {
    const onHash = () => setRoute(routeOf(location.hash));
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  switch (route.kind) {
    case 'game':
      return <Game key={route.id} id={route.id} source={practiceSource(route.id)} />;
    case 'table':
      return <Game key={route.id} id={route.id} source={tableSource(route.id)} />;
    case 'join':
      return tokenFor(route.id) ? (
        <Redirect to={`#/table/${route.id}`} />
      ) : (
        <Join id={route.id} invite={route.invite} />
      );
    case 'home':
      return <Home />;
  }
}

function Redirect({ to }: { readonly to: string }): JSX.Element {
  useEffect(() => {
    location.replace(to);
  }, [to]);
  return <main class="home loading">…</main>;
}

/** The deck a person may choose: the built-in ones, or the server's default. */
function DeckSelect(props: {
  readonly name: string;
  readonly decks: readonly string[];
  readonly value: string;
  readonly onChange: (v: string) => void;
}): JSX.Element {
  return (
    <select
      name={props.name}
      value={props.value}
      onChange={(e) => props.onChange((e.target as HTMLSelectElement).value)}
    >
      <option value="">as the server was started</option>
      {props.decks.map((d) => (
        <option key={d} value={d}>
          {d}
        </option>
      ))}
    </select>
  );
}

const NO_DECKS: Record<api.Format, string[]> = { constructed: [], commander: [] };

/** How many players, and which kind of game: a constructed game or Commander (CR 903). */
function GameKind(props: {
  readonly prefix: string;
  readonly players: number;
  readonly format: api.Format;
  readonly onPlayers: (n: number) => void;
  readonly onFormat: (f: api.Format) => void;
  readonly label: string;
}): JSX.Element {
  return (
    <>
      <label>
        {props.label}
        <select
          name={`${props.prefix}players`}
          value={String(props.players)}
          onChange={(e) => props.onPlayers(Number((e.target as HTMLSelectElement).value))}
        >
          {[2, 3, 4, 5, 6].map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label>
        Format
        <select
          name={`${props.prefix}format`}
          value={props.format}
          onChange={(e) => props.onFormat((e.target as HTMLSelectElement).value as api.Format)}
        >
          <option value="constructed">Constructed (20 life)</option>
          <option value="commander">Commander (40 life)</option>
        </select>
      </label>
    </>
  );
}

/** Taking the seat an invitation is for: a name and a deck (of the table's format). */
function Join({ id, invite }: { readonly id: string; readonly invite: string }): JSX.Element {
  const [decks, setDecks] = useState<Record<api.Format, string[]>>(NO_DECKS);
  const [format, setFormat] = useState<api.Format>('constructed');
  const [name, setName] = useState('');
  const [deck, setDeck] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api.decks().then(setDecks, (e: unknown) => setError(String((e as Error).message)));
    // The table's format, from a look at it as a spectator.
    net()
      .attach(id)
      .then(
        (s) => setFormat(s.format),
        () => undefined,
      );
  }, []);
  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      await net().join(id, invite, name, deck);
      location.hash = `#/table/${id}`;
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <main class="home">
      <h1>Lorekeeper</h1>
      <p>
        You are invited to a {format === 'commander' ? 'Commander game' : 'game of Magic: The Gathering'}. Choose a name
        and a deck, and take your seat.
      </p>
      <form
        class="new-game"
        onSubmit={(e) => {
          e.preventDefault();
          void join();
        }}
      >
        <label>
          Your name
          <input
            name="name"
            maxLength={24}
            value={name}
            onInput={(e) => setName((e.target as HTMLInputElement).value)}
          />
        </label>
        <label>
          Your deck
          <DeckSelect name="deck" decks={decks[format]} value={deck} onChange={setDeck} />
        </label>
        <button class="primary" type="submit" disabled={busy} data-testid="join">
          Take the seat
        </button>
      </form>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <p class="hint">
        <a href={`#/table/${id}`}>Watch the table instead</a>
      </p>
    </main>
  );
}

function Home(): JSX.Element {
  const [decks, setDecks] = useState<Record<api.Format, string[]>>(NO_DECKS);
  const [deck, setDeck] = useState('');
  const [opponent, setOpponent] = useState('');
  const [seed, setSeed] = useState('');
  const [players, setPlayers] = useState(2);
  const [format, setFormat] = useState<api.Format>('constructed');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [tableDeck, setTableDeck] = useState('');
  const [seats, setSeats] = useState(2);
  const [tableFormat, setTableFormat] = useState<api.Format>('constructed');
  useEffect(() => {
    api.decks().then(setDecks, (e: unknown) => setError(String((e as Error).message)));
  }, []);
  const createTable = async () => {
    setBusy(true);
    setError(null);
    try {
      const id = await net().create(name, tableDeck, seats, tableFormat);
      location.hash = `#/table/${id}`;
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const id = await api.newGame({ deck, opponent, seed: seed.trim(), players, format });
      location.hash = `#/game/${id}`;
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <main class="home">
      <h1>Lorekeeper</h1>
      <p>Play Magic: The Gathering against the computer, by the Comprehensive Rules.</p>
      <form
        class="new-game"
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <GameKind
          prefix=""
          label="Players"
          players={players}
          format={format}
          onPlayers={setPlayers}
          onFormat={(f) => {
            setFormat(f);
            setDeck('');
            setOpponent('');
          }}
        />
        <label>
          Your deck
          <DeckSelect name="deck" decks={decks[format]} value={deck} onChange={setDeck} />
        </label>
        <label>
          {players > 2 ? "The computers' deck" : "The computer's deck"}
          <DeckSelect name="opponent" decks={decks[format]} value={opponent} onChange={setOpponent} />
        </label>
        <label>
          Seed
          <input
            name="seed"
            inputMode="numeric"
            placeholder="random"
            value={seed}
            onInput={(e) => setSeed((e.target as HTMLInputElement).value)}
          />
        </label>
        <button class="primary" type="submit" disabled={busy} data-testid="start">
          Start a game
        </button>
      </form>
      <h2>Play people</h2>
      <p>
        Start a table, then send each other player their seat&apos;s invitation link: the game begins when every seat is
        taken, or when you start it and computer players take the seats still open.
      </p>
      <form
        class="new-game"
        onSubmit={(e) => {
          e.preventDefault();
          void createTable();
        }}
      >
        <label>
          Your name
          <input
            name="player-name"
            maxLength={24}
            value={name}
            onInput={(e) => setName((e.target as HTMLInputElement).value)}
          />
        </label>
        <GameKind
          prefix="table-"
          label="Seats"
          players={seats}
          format={tableFormat}
          onPlayers={setSeats}
          onFormat={(f) => {
            setTableFormat(f);
            setTableDeck('');
          }}
        />
        <label>
          Your deck
          <DeckSelect name="table-deck" decks={decks[tableFormat]} value={tableDeck} onChange={setTableDeck} />
        </label>
        <button class="primary" type="submit" disabled={busy} data-testid="create-table">
          Start a table
        </button>
      </form>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <p class="hint">
        The <a href="/text">text page</a> shows the same game as the terminal does.
      </p>
    </main>
  );
}

const EMPTY_DRAFT: Draft = { attackers: [], blocks: [], cards: [], x: 0, order: [], damage: [], mana: {} };

interface Popup {
  readonly card: TableCard | null;
  readonly title: string;
  readonly options: readonly MenuOption[];
}

function Game({ id, source }: { readonly id: string; readonly source: Source }): JSX.Element {
  const [live, setS] = useState<TableSnapshot | null>(null);
  const [replay, setReplay] = useState<{
    readonly step: number;
    readonly steps: number;
    readonly s: TableSnapshot;
  } | null>(null);
  const [stopsOpen, setStopsOpen] = useState(false);
  const s = replay ? replay.s : live;
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const [hover, setHoverCard] = useState<{ readonly card: TableCard; readonly side: 'left' | 'right' } | null>(null);
  const [popup, setPopup] = useState<Popup | null>(null);
  const [zone, setZone] = useState<{ readonly player: PlayerId; readonly zone: 'graveyard' | 'exile' } | null>(null);
  const [hoverRefs, setHoverRefs] = useState<readonly Ref[]>([]);
  const [overClosed, setOverClosed] = useState(false);
  const [conceding, setConceding] = useState(false);
  const [takingBack, setTakingBack] = useState<number | null>(null);
  const touch = useRef(false);
  const pointerX = useRef(0);
  // The card pointed at is shown large on the other half of the screen, clear of the card itself.
  const setHover = (card: TableCard | null) =>
    setHoverCard(card && { card, side: pointerX.current > innerWidth / 2 ? 'left' : 'right' });

  const show = (t: TableSnapshot) => {
    setS(t);
    setDraft(freshDraft(t));
    setPopup(null);
    setError(null);
    setHoverRefs([]);
    // The card pointed at may be gone (played, died): it is pointed at again when the pointer moves onto it.
    setHoverCard(null);
  };

  useEffect(() => {
    const off = source.subscribe?.(show);
    source.load().then(show, (e: unknown) => setGone((e as Error).message));
    return off;
  }, [id]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setPopup(null);
        setZone(null);
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);

  const send = async (a: Answer) => {
    if (busy) return;
    setBusy(true);
    setPopup(null);
    try {
      show(await source.answer(a, live!));
    } catch (e) {
      const err = e as api.ApiError;
      if (err.status === 404) setGone(err.message);
      else setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  const goTo = async (step: number) => {
    if (!source.replay) return;
    try {
      const r = await source.replay(step);
      setReplay({ step, steps: r.steps, s: r.snapshot });
      setDraft(EMPTY_DRAFT);
      setOverClosed(true);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const saveStops = async (stops: TableStops) => {
    try {
      show(await source.setStops(stops));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const takeBack = async (n: number) => {
    if (!source.undo) return;
    setTakingBack(null);
    setBusy(true);
    try {
      show(await source.undo(n));
      setOverClosed(false);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const startTable = async () => {
    if (!source.start) return;
    try {
      show(await source.start());
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const downloadLog = async () => {
    if (source.log) downloadText(`lorekeeper-${id}.txt`, await source.log());
  };

  if (gone)
    return (
      <main class="home">
        <h1>Lorekeeper</h1>
        <p class="error" role="alert">
          {gone}
        </p>
        <p>
          <a href="#/">Start a new game</a>
        </p>
      </main>
    );
  if (!s) return <main class="home loading">Loading the game…</main>;

  const m = marksOf(s, draft);
  const act = (r: ClickResult, card: TableCard | null) => {
    if (r === null) {
      // Nothing to do with it: on a touch screen or a narrow one, where no card is shown large as it is pointed at,
      // a tap shows it.
      if (card && (touch.current || matchMedia('(max-width: 760px)').matches))
        setPopup({ card, title: card.name, options: [] });
      return;
    }
    if (r.kind === 'answer') void send(r.answer);
    else if (r.kind === 'draft') setDraft(r.draft);
    else setPopup({ card, title: card ? card.name : 'Choose', options: r.options });
  };
  const onObject = (oid: ObjectId) => act(clickObject(s, draft, oid, touch.current), s.view.objects[oid] ?? null);
  const c = s.pending;
  const chooser = c && (c.kind === 'chooseCards' || c.kind === 'bottomCards') ? c : null;
  const zonePlayer = zone ? s.view.players[zone.player] : null;
  const zoneCards = zone && zonePlayer ? [...zonePlayer[zone.zone]].reverse() : [];

  return (
    <div
      class={`game${busy ? ' busy' : ''}`}
      onPointerDownCapture={(e: PointerEvent) => {
        touch.current = e.pointerType === 'touch';
      }}
      onPointerOverCapture={(e: PointerEvent) => {
        pointerX.current = e.clientX;
      }}
    >
      <header class="top">
        <a class="brand" href="#/" title="new game">
          Lorekeeper
        </a>
        <TurnInfo s={s} />
        <span class="spacer" />
        {s.stops && !s.over && !replay && (
          <button type="button" data-testid="stops" onClick={() => setStopsOpen(true)}>
            Stops
          </button>
        )}
        {live?.over && source.replay && !replay && (
          <button type="button" data-testid="replay" onClick={() => void goTo(0)}>
            Replay
          </button>
        )}
        {source.undo && live && (live.undo ?? 0) > 0 && !replay && (
          <button type="button" data-testid="take-back" onClick={() => setTakingBack(live.undo ?? 1)}>
            Take back
          </button>
        )}
        {live?.over && source.log && (
          <button type="button" data-testid="download-log" onClick={() => void downloadLog()}>
            Download log
          </button>
        )}
        {!s.over &&
          !s.spectator &&
          !replay &&
          (conceding ? (
            <span class="confirm">
              Concede?{' '}
              <button
                type="button"
                data-testid="concede-yes"
                onClick={() => {
                  setConceding(false);
                  void send({ kind: 'concede' });
                }}
              >
                Yes
              </button>{' '}
              <button type="button" onClick={() => setConceding(false)}>
                No
              </button>
            </span>
          ) : (
            <button type="button" data-testid="concede" onClick={() => setConceding(true)}>
              Concede
            </button>
          ))}
        <a class="button" href="#/">
          New game
        </a>
        {s.table && <SeatsBar s={s} />}
        {replay && (
          <Replay
            step={replay.step}
            steps={replay.steps}
            onStep={(n) => void goTo(n)}
            onClose={() => setReplay(null)}
          />
        )}
      </header>
      {s.table?.status === 'waiting' ? (
        <Waiting s={s} onStart={() => void startTable()} error={error} />
      ) : (
        <>
          <Board
            s={s}
            marks={m}
            targeted={hoverRefs}
            onObject={onObject}
            onPlayer={(p) => act(clickPlayer(s, p), null)}
            onStackItem={(sid) => {
              const item = s.view.stack.find((i) => i.id === sid);
              act(clickStackItem(s, draft, sid), item ? (s.view.objects[item.object] ?? null) : null);
            }}
            onHover={setHover}
            onHoverRefs={setHoverRefs}
            onZone={(player, z) => setZone({ player, zone: z })}
          />
          {replay ? (
            <section class="decision" aria-label="replay" data-kind="replay">
              <h2 class="decision-title">
                Replay: step {replay.step} of {replay.steps}
              </h2>
              <p class="hint">The game as {s.spectator ? 'a spectator' : 'you'} saw it then.</p>
            </section>
          ) : (
            <Decision s={s} draft={draft} busy={busy} error={error} send={(a) => void send(a)} setDraft={setDraft} />
          )}
          <aside class="side-panel">
            <Log lines={s.log} />
          </aside>
        </>
      )}
      {takingBack !== null && live && (
        <Modal label="Take back" onClose={() => setTakingBack(null)}>
          <div class="take-back" data-testid="take-back-panel">
            <p class="hint">
              The game goes back to one of your decisions, as it was before you made it: everything after it is undone
              (the computer may then play differently).
            </p>
            <label>
              Back to your decision{' '}
              <input
                type="number"
                min={1}
                max={live.undo ?? 1}
                value={takingBack}
                data-testid="take-back-to"
                onInput={(e) => setTakingBack(Number((e.target as HTMLInputElement).value))}
              />{' '}
              of {live.undo}
            </label>
            <div class="buttons">
              <button
                type="button"
                class="primary"
                data-testid="take-back-go"
                disabled={busy}
                onClick={() => void takeBack(takingBack)}
              >
                Take back
              </button>
              <button type="button" onClick={() => setTakingBack(null)}>
                Cancel
              </button>
            </div>
          </div>
        </Modal>
      )}
      {stopsOpen && s.stops && (
        <Modal label="Where the game stops to ask you" onClose={() => setStopsOpen(false)}>
          <Stops stops={s.stops} onChange={(x) => void saveStops(x)} />
        </Modal>
      )}
      {hover && !popup && (
        <aside class={`preview ${hover.side}`} aria-hidden="true">
          <CardDetail card={hover.card} />
        </aside>
      )}
      {popup && (
        <Modal onClose={() => setPopup(null)} label={popup.title}>
          {popup.card && <CardDetail card={popup.card} />}
          {popup.options.length > 0 && (
            <div class="buttons column menu">
              {popup.options.map((o, i) => (
                <button
                  key={i}
                  type="button"
                  class="menu-option"
                  disabled={busy}
                  onClick={() => {
                    if (o.answer) void send(o.answer);
                    else if (o.draft) {
                      setDraft(o.draft);
                      setPopup(null);
                    }
                  }}
                >
                  {o.label}
                </button>
              ))}
            </div>
          )}
        </Modal>
      )}
      {chooser && (
        <Modal label={decisionTitle(s)} wide>
          <div class="chooser">
            {chooser.cards.map((cid) => {
              const card = s.view.objects[cid];
              return card ? (
                <Card
                  key={cid}
                  card={card}
                  upright
                  clickable
                  selected={draft.cards.includes(cid)}
                  onClick={() => onObject(cid)}
                  onHover={setHover}
                />
              ) : null;
            })}
          </div>
          <div class="buttons">
            <button
              type="button"
              class="primary"
              data-testid="choose"
              disabled={busy || draftAnswer(s, draft) === null}
              onClick={() => {
                const a = draftAnswer(s, draft);
                if (a) void send(a);
              }}
            >
              {draft.cards.length === 0 ? 'Choose none' : `Choose ${draft.cards.length}`}
            </button>
          </div>
          {error && (
            <p class="error" role="alert">
              {error}
            </p>
          )}
        </Modal>
      )}
      {zone && zonePlayer && (
        <Modal
          onClose={() => setZone(null)}
          label={`${zone.player === s.seat && !s.spectator ? 'Your' : `${zonePlayer.name}'s`} ${zone.zone}`}
          wide
        >
          <div class="chooser">
            {zoneCards.length === 0 && <p>Empty.</p>}
            {zoneCards.map((cid) => {
              const card = s.view.objects[cid];
              return card ? (
                <Card
                  key={cid}
                  card={card}
                  upright
                  clickable={m.clickable.has(cid)}
                  onClick={() => {
                    setZone(null);
                    const r = clickObject(s, draft, cid, touch.current);
                    if (r) act(r, card);
                    else setPopup({ card, title: card.name, options: [] });
                  }}
                  onHover={setHover}
                />
              ) : null;
            })}
          </div>
        </Modal>
      )}
      {s.over && !overClosed && (
        <Modal label="Game over" onClose={() => setOverClosed(true)}>
          <div class="game-over" data-testid="game-over">
            <p class="result">{s.result}</p>
            {s.seed !== null && (
              <p class="hint">
                Seed {s.seed}: <code>lorekeeper play --seed {s.seed}</code> deals the same game.
              </p>
            )}
            <div class="buttons">
              <a class="button primary" href="#/">
                New game
              </a>
              <button type="button" onClick={() => setOverClosed(true)}>
                Look at the table
              </button>
              {source.replay && (
                <button type="button" onClick={() => void goTo(0)}>
                  Replay it
                </button>
              )}
            </div>
          </div>
        </Modal>
      )}
    </div>
  );
}

/** Whose turn, which step, and the steps of a turn with the current one lit. */
function TurnInfo({ s }: { readonly s: TableSnapshot }): JSX.Element {
  const t = s.view.turn;
  if (t.number === 0) return <span class="turn">Before the game: opening hands</span>;
  const whose =
    t.active === s.seat && !s.spectator ? 'Your turn' : `${s.view.players[t.active]?.name ?? 'Their'}'s turn`;
  return (
    <span class="turn">
      <span class="turn-text">
        Turn {t.number} · <strong>{whose}</strong>
        <span class="step-now"> · {t.stepName}</span>
        {s.view.dayNight && ` · ${s.view.dayNight === 'day' ? 'Day' : 'Night'}`}
      </span>
      <span class="phases" aria-hidden="true">
        {STEP_ORDER.filter((x) => x !== 'untap' && x !== 'cleanup' && x !== 'first_strike_damage').map((x) => (
          <span
            key={x}
            class={x === t.step || (x === 'combat_damage' && t.step === 'first_strike_damage') ? 'phase now' : 'phase'}
          >
            {STEP_WORDS[x]}
          </span>
        ))}
      </span>
    </span>
  );
}

function Log({ lines }: { readonly lines: readonly string[] }): JSX.Element {
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);
  const shown = lines.slice(-300);
  return (
    <section class="log" aria-label="game log">
      <h2>Log</h2>
      <ol ref={ref}>
        {shown.map((l, i) => (
          <li
            key={lines.length - shown.length + i}
            class={l.startsWith('—') ? 'steps' : l.startsWith('Turn ') ? 'turn-line' : ''}
          >
            {l}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Modal(props: {
  readonly label: string;
  readonly onClose?: () => void;
  readonly wide?: boolean;
  readonly children: ComponentChildren;
}): JSX.Element {
  return (
    <div class="backdrop" onClick={(e) => e.target === e.currentTarget && props.onClose?.()}>
      <div class={`modal${props.wide ? ' wide' : ''}`} role="dialog" aria-modal="true" aria-label={props.label}>
        <div class="modal-head">
          <h2>{props.label}</h2>
          {props.onClose && (
            <button type="button" class="close" aria-label="close" onClick={props.onClose}>
              ×
            </button>
          )}
        </div>
        {props.children}
      </div>
    </div>
  );
}
