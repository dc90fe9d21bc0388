/** A stated amount against the one the run gave: equal when no comparison was said ("do I take 3?"). */
import type { Comparison } from '../../language/ir.ts';
import { assertNever } from '../../core/result.ts';

export function meets(n: number, stated: number, cmp: Comparison | undefined): boolean {
  if (cmp === undefined) return n === stated;
  switch (cmp) {
    case 'gt':
      return n > stated;
    case 'ge':
      return n >= stated;
    case 'lt':
      return n < stated;
    case 'le':
      return n <= stated;
    default:
      return assertNever(cmp);
  }
}
