// One card's printed facts as the Oracle card data gives them (see ../shared/reference/CARDS.md).
export interface OracleRecord {
  readonly name: string;
  readonly manaCost?: string;
  readonly typeLine: string;
  readonly oracleText: string;
  readonly power?: string;
  readonly toughness?: string;
  readonly loyalty?: string;
  readonly colors?: readonly string[];
  /** CR 204: a color indicator (back faces) — its colors are already in `colors` */
  readonly colorIndicator?: readonly string[];
  readonly layout?: string;
  /** the faces of a multi-face card (each with its own name, cost, type line, text, P/T and colors) */
  readonly faces?: readonly OracleRecord[];
}
