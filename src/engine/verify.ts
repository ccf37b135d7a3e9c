// Self-checks of values the engine keeps instead of working them out again (what a player could do from step to step,
// the mana a player's sources could add): switched on, each kept value used is compared with one worked out afresh,
// and a difference is an error. The fuzzer and some tests switch them on; they cost time, so games leave them off.
let on = false;

export function verifyKeptValues(value: boolean): void {
  on = value;
}

export function verifyingKeptValues(): boolean {
  return on;
}
