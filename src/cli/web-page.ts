// The text page `lorekeeper serve` answers at /text (and at / when the table, web/, isn't built): the board and the log
// as the terminal writes them, and the pending decision as buttons (one per numbered entry) and a line to type what
// the terminal would take (attackers, blockers, damage). Plain HTML and script, no build step: everything it shows it
// sets as text, never as markup.
export const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lorekeeper</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f1ea; color: #222; }
  header { background: #2f3b4c; color: #fff; padding: 0.5rem 1rem; display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; }
  header h1 { font-size: 1.1rem; margin: 0 1rem 0 0; }
  main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 1rem; padding: 1rem; }
  pre { background: #fff; border: 1px solid #ccc; padding: 0.75rem; margin: 0; white-space: pre-wrap; font-size: 0.85rem; }
  #log { max-height: 24rem; overflow-y: auto; }
  #decision { background: #fff; border: 1px solid #ccc; padding: 0.75rem; }
  #decision h2 { font-size: 1rem; margin: 0 0 0.5rem 0; }
  #entries button { display: block; width: 100%; text-align: left; margin: 0.2rem 0; padding: 0.35rem 0.5rem; cursor: pointer; }
  #message { white-space: pre-wrap; color: #8a1c1c; margin: 0.5rem 0; }
  #message.info { color: #333; }
  .hint { color: #555; font-size: 0.85rem; }
  form.line { display: flex; gap: 0.5rem; margin-top: 0.5rem; }
  form.line input { flex: 1; }
  @media (max-width: 800px) { main { grid-template-columns: 1fr; } }
</style>
</head>
<body>
<header>
  <h1>Lorekeeper</h1>
  <a href="/" style="color:#fff">The table</a>
  <label>Your deck <select id="deck"></select></label>
  <label>Computer's deck <select id="opponent"></select></label>
  <label>Seed <input id="seed" size="8" placeholder="random"></label>
  <button id="new">New game</button>
  <span id="status"></span>
</header>
<main>
  <section>
    <pre id="board">Choose the decks and start a new game.</pre>
  </section>
  <section>
    <div id="decision" hidden>
      <h2 id="title"></h2>
      <pre id="info" hidden></pre>
      <div id="entries"></div>
      <form class="line" id="lineForm">
        <input id="line" autocomplete="off" aria-label="answer">
        <button>Answer</button>
      </form>
      <p class="hint" id="hint"></p>
      <p>
        <button data-line="e" title="pass priority until something happens this turn">Pass until something happens (e)</button>
        <button data-line="t" title="pass priority until your next turn">Pass until your turn (t)</button>
        <button data-line="stops">Stops</button>
        <button data-line="h">Help (h)</button>
        <button data-line="l">Full log (l)</button>
        <button data-line="q" title="asks to confirm: then type yes">Concede (q)</button>
      </p>
    </div>
    <div id="message"></div>
    <h2>Log</h2>
    <pre id="log"></pre>
  </section>
</main>
<script>
const $ = (id) => document.getElementById(id);
let game = null;

async function call(method, url, body) {
  const res = await fetch(url, {
    method,
    // The server takes only JSON, from its own page, with the browser's token (a cookie it set, out of the script's
    // reach).
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await res.json().catch(() => ({}));
  if (!res.ok && !data.id) throw new Error(data.error || res.statusText);
  return { ok: res.ok, data };
}

function show(s) {
  game = s;
  $('board').textContent = s.board;
  $('log').textContent = s.log.slice(-200).join('\\n');
  $('log').scrollTop = $('log').scrollHeight;
  // The seed comes once the game is over (knowing it would tell the order of the libraries): play --seed N replays it.
  $('status').textContent = (s.seed === null ? '' : 'Seed ' + s.seed + ' · ') + s.decks.join(' vs ') + (s.result ? ' · ' + s.result : '');
  const m = s.menu;
  $('decision').hidden = !m;
  if (m) {
    $('title').textContent = m.title;
    $('info').hidden = m.info.length === 0;
    $('info').textContent = m.info.join('\\n');
    $('hint').textContent = m.hint;
    const entries = $('entries');
    entries.replaceChildren();
    m.entries.forEach((label, i) => {
      const b = document.createElement('button');
      b.textContent = m.keys[i] + ') ' + label;
      b.addEventListener('click', () => send(m.keys[i]));
      entries.append(b);
    });
  }
  const msg = $('message');
  msg.textContent = s.message ? s.message.text : s.result || '';
  msg.className = s.message && s.message.kind === 'error' ? '' : 'info';
}

async function send(line) {
  if (!game) return;
  try {
    const r = await call('POST', '/api/games/' + game.id + '/input', { line });
    show(r.data);
    if (r.ok) $('line').value = '';
  } catch (e) {
    $('message').textContent = e.message;
  }
}

async function newGame() {
  try {
    const r = await call('POST', '/api/games', { deck: $('deck').value, opponent: $('opponent').value, seed: $('seed').value.trim() });
    show(r.data);
  } catch (e) {
    $('message').textContent = e.message;
  }
}

$('new').addEventListener('click', newGame);
$('lineForm').addEventListener('submit', (ev) => { ev.preventDefault(); send($('line').value); });
document.querySelectorAll('button[data-line]').forEach((b) => b.addEventListener('click', () => send(b.dataset.line)));

(async () => {
  const r = await call('GET', '/api/decks');
  for (const id of ['deck', 'opponent']) {
    // The first choice is the deck the server was started with (--deck, --opponent).
    for (const name of ['', ...r.data.decks]) {
      const o = document.createElement('option');
      o.value = name;
      o.textContent = name || 'as the server was started';
      $(id).append(o);
    }
  }
})();
</script>
</body>
</html>
`;
