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
  readonly layout?: string;
}
