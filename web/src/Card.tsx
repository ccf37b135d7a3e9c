// A card as the table draws it: its frame in its colors, name and mana cost, type line, keywords, power and
// toughness (changed values marked), counters, damage, a Saga's chapter; turned 90° when tapped. And the mana symbols
// of costs and rules text.
import type { ComponentChildren, JSX } from 'preact';
import type { TableCard } from '../../src/cli/table-types.js';

/** "{2}{R/W}{T}" → its symbols, each as it is written inside the braces. */
export function symbolsOf(text: string): string[] {
  return [...text.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

const MANA_COLORS = new Set(['W', 'U', 'B', 'R', 'G', 'C']);

const discColor = (c: string): string => `var(--m-${MANA_COLORS.has(c) ? c.toLowerCase() : 'n'})`;

/** One mana symbol: a disc in its color with its letter ({R}), split for hybrid ({R/W}, {2/R}), φ for Phyrexian
 * ({R/P}), grey with the number for generic ({2}). */
export function ManaSymbol({ symbol }: { readonly symbol: string }): JSX.Element {
  if (symbol === 'T')
    return (
      <span class="sym sym-tap" title="{T}: tap">
        ⟳
      </span>
    );
  if (symbol === 'Q')
    return (
      <span class="sym sym-tap" title="{Q}: untap">
        ⟲
      </span>
    );
  const [a = '', b] = symbol.split('/');
  if (b === 'P')
    return (
      <span class="sym" style={{ background: discColor(a) }} title={`{${symbol}}`}>
        φ
      </span>
    );
  if (b !== undefined)
    return (
      <span
        class="sym hybrid"
        style={{ background: `linear-gradient(135deg, ${discColor(a)} 50%, ${discColor(b)} 50%)` }}
        title={`{${symbol}}`}
      >
        {a === '2' ? '2' : ''}
      </span>
    );
  return (
    <span class="sym" style={{ background: discColor(a) }} title={`{${symbol}}`}>
      {a}
    </span>
  );
}

export function ManaCost({ cost }: { readonly cost: string }): JSX.Element | null {
  if (cost === '') return null;
  return (
    <span class="cost" aria-label={cost}>
      {symbolsOf(cost).map((s, i) => (
        <ManaSymbol key={i} symbol={s} />
      ))}
    </span>
  );
}

/** Rules text with its mana symbols drawn ("{T}: Add {R}."). */
export function RulesText({ text }: { readonly text: string }): JSX.Element {
  const out: ComponentChildren[] = [];
  let last = 0;
  for (const m of text.matchAll(/\{([^}]+)\}/g)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(<ManaSymbol key={m.index} symbol={m[1]!} />);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}

/** The frame's color: one color, gold for several, grey for none (brown for a land). */
export function frameClass(card: TableCard): string {
  if (!card.known) return 'frame-back';
  if (card.colors.length > 1) return 'frame-m';
  if (card.colors.length === 1) return `frame-${card.colors[0]!.toLowerCase()}`;
  return card.typeLine.includes('Land') ? 'frame-l' : 'frame-a';
}

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII'];

/** The mana a land makes, as its text says ("{T}: Add {R} or {G}."): drawn large on it. */
function landMana(card: TableCard): string[] {
  if (!card.typeLine.includes('Land') || card.power !== null) return [];
  const out: string[] = [];
  for (const m of card.text.matchAll(/Add ([^.]*)/g))
    for (const sym of symbolsOf(m[1]!)) if (!out.includes(sym)) out.push(sym);
  return out;
}

/** The rules text the card has room for: no reminder text, no line of keywords (they are listed apart). */
function shortText(card: TableCard): string {
  const keywords = new Set(card.keywords.map((k) => k.toLowerCase()));
  return card.text
    .replace(/\([^)]*\)/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.split(/,\s*/).every((k) => keywords.has(k.toLowerCase())))
    .join(' ');
}

function counterBadges(card: TableCard): JSX.Element[] {
  const out: JSX.Element[] = [];
  for (const [name, n] of Object.entries(card.counters)) {
    if (n <= 0 || (name === 'lore' && card.saga) || name === 'loyalty') continue;
    const label = name === '+1/+1' || name === '-1/-1' ? `${name}${n > 1 ? ` ×${n}` : ''}` : `${n} ${name}`;
    out.push(
      <span
        key={name}
        class={`badge counter${name === '-1/-1' ? ' minus' : ''}`}
        title={`${n} ${name} counter${n > 1 ? 's' : ''}`}
      >
        {label}
      </span>,
    );
  }
  return out;
}

export interface CardProps {
  readonly card: TableCard;
  /** marks: a click acts on it, it is picked, a spell or ability targets it */
  readonly clickable?: boolean;
  readonly selected?: boolean;
  readonly targeted?: boolean;
  /** a word on its part in the decision ("attacks Computer") */
  readonly note?: string | undefined;
  readonly onClick?: (e: MouseEvent) => void;
  readonly onHover?: (card: TableCard | null) => void;
  /** draw it untapped (in a hand, a chooser, a zone's list) */
  readonly upright?: boolean;
}

export function Card(props: CardProps): JSX.Element {
  const { card } = props;
  const tapped = card.tapped && card.zone === 'battlefield' && !props.upright;
  const cls = [
    'card',
    frameClass(card),
    props.clickable ? 'clickable' : '',
    props.selected ? 'selected' : '',
    props.targeted ? 'targeted' : '',
    card.attacking !== null ? 'attacking' : '',
    card.blocking.length > 0 ? 'blocking' : '',
    card.summoningSick ? 'sick' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const pt = card.power !== null && card.toughness !== null;
  const ptCls =
    pt && card.basePower !== null && card.baseToughness !== null
      ? card.power! + card.toughness! > card.basePower + card.baseToughness
        ? ' up'
        : card.power! + card.toughness! < card.basePower + card.baseToughness
          ? ' down'
          : ''
      : '';
  const loyalty = card.counters.loyalty;
  const label = card.known ? `${card.name}${card.tapped ? ' (tapped)' : ''}` : 'a face-down card';
  const combat = card.attacking !== null ? 'attacking' : card.blocking.length > 0 ? 'blocking' : null;
  const mana = card.known ? landMana(card) : [];
  const text = card.known ? shortText(card) : '';
  return (
    <div class={`slot${tapped ? ' tapped' : ''}`} data-id={card.id}>
      <button
        type="button"
        class={cls}
        aria-label={label}
        aria-pressed={props.selected ? 'true' : undefined}
        data-card={card.name}
        onClick={props.onClick}
        onMouseEnter={() => props.onHover?.(card)}
        onMouseLeave={() => props.onHover?.(null)}
      >
        {card.known ? (
          <>
            <span class="card-top">
              <span class="card-name">{card.name}</span>
              <ManaCost cost={card.manaCost} />
            </span>
            <span class="card-art">
              {mana.length > 0 && (
                <span class="land-mana">
                  {mana.map((m) => (
                    <ManaSymbol key={m} symbol={m} />
                  ))}
                </span>
              )}
              {card.keywords.length > 0 && <span class="card-kw">{card.keywords.join(', ')}</span>}
              {mana.length === 0 && text !== '' && !card.saga && (
                <span class="card-text">
                  <RulesText text={text} />
                </span>
              )}
              {card.saga && (
                <span class="saga" title={`chapter ${card.saga.lore} of ${card.saga.final}`}>
                  {Array.from({ length: card.saga.final }, (_, i) => (
                    <span key={i} class={i < card.saga!.lore ? 'ch done' : 'ch'}>
                      {ROMAN[i + 1] ?? i + 1}
                    </span>
                  ))}
                </span>
              )}
            </span>
            <span class="card-type">{card.typeLine}</span>
            {pt && (
              <span class={`pt${ptCls}`}>
                {card.power}/{card.toughness}
              </span>
            )}
            {loyalty !== undefined && <span class="loyalty">{loyalty}</span>}
            <span class="badges">
              {card.damage > 0 && <span class="badge damage">{card.damage} dmg</span>}
              {counterBadges(card)}
              {card.token && <span class="badge token">token</span>}
              {card.face === 1 && <span class="badge">back face</span>}
            </span>
            {combat && <span class={`combat ${combat}`}>{combat === 'attacking' ? 'attacks' : 'blocks'}</span>}
          </>
        ) : (
          <span class="card-back-mark">face down</span>
        )}
      </button>
      {props.note && <span class="note">{props.note}</span>}
    </div>
  );
}

/** The back of a card: a library, the opponent's hand. */
export function CardBack({ label }: { readonly label?: string }): JSX.Element {
  return (
    <div class="slot">
      <div class="card frame-back" aria-hidden="true">
        <span class="card-back-mark">{label ?? ''}</span>
      </div>
    </div>
  );
}

/** The large card the table shows for the card pointed at: everything it says, Oracle text included. */
export function CardDetail({ card }: { readonly card: TableCard }): JSX.Element {
  if (!card.known) return <div class="detail">A card exiled face down: no one may look at it.</div>;
  const pt = card.power !== null ? `${card.power}/${card.toughness}` : null;
  const counters = Object.entries(card.counters).filter(([, n]) => n > 0);
  return (
    <div class={`detail ${frameClass(card)}`}>
      <div class="detail-top">
        <strong>{card.name}</strong>
        <ManaCost cost={card.manaCost} />
      </div>
      <div class="detail-type">{card.typeLine}</div>
      <div class="detail-text">
        {card.text.split('\n').map((line, i) => (
          <p key={i}>
            <RulesText text={line} />
          </p>
        ))}
        {card.keywords.length > 0 && (
          <p class="detail-now">
            Now has: <em>{card.keywords.join(', ')}</em>
          </p>
        )}
      </div>
      <div class="detail-foot">
        {pt && (
          <span>
            {pt}
            {card.basePower !== null && `${card.basePower}/${card.baseToughness}` !== pt
              ? ` (printed ${card.basePower}/${card.baseToughness})`
              : ''}
          </span>
        )}
        {card.saga && (
          <span>
            Chapter {card.saga.lore} of {card.saga.final}
          </span>
        )}
        {counters.map(([name, n]) => (
          <span key={name}>
            {n} {name} counter{n > 1 ? 's' : ''}
          </span>
        ))}
        {card.damage > 0 && <span>{card.damage} damage</span>}
        {card.tapped && <span>tapped</span>}
        {card.summoningSick && <span>summoning sick</span>}
        {card.token && <span>token</span>}
      </div>
    </div>
  );
}
