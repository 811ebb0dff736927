// The one order of text wherever names are sorted (a tie between equal counts): by UTF-16 code units, the same on
// every machine and in every locale, so that a report's rows come out in the same order each run.

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
