/**
 * 「《四肢切断》をライフ4点払って相手の《X》に撃った」「《大霊堂のスカージ》をライフ2払って唱えた」: a card named with を before
 * life paid in the te-form ("… paying 4 life, cast at X") is the object of the verb after the payment, not of 払う — the
 * payment is said inside the cast, as 「ライフを4点払って《四肢切断》を…撃った」 says it first. The card leaves the paying
 * clause and opens the next one, whose verb reads it (a cast, or nothing read). The same for 「《X》をライフで払って撃った」 (its
 * Phyrexian mana paid with life, frames/verbs.ts). Only life told so: 「《X》を払う」 alone stays what it says.
 */
import type { VerbInfo } from '../clause.ts';
import type { Arg, Morph, State } from './clause-state.ts';
import { roleParticle } from './clause-state.ts';

/** The card taken out of a te-form clause paying life, for the clause after it; null (nothing moved) otherwise. */
export function cardBeforePayment(st: State, v: VerbInfo | null, m: Morph): Arg | null {
  if (v?.verb !== 'pay' || m.link !== 'te' || v.negated || v.passive || v.modal !== null) return null;
  const args = st.cur.args;
  const card = args.findIndex((a) => roleParticle(a.particles) === 'を' && a.np.kind === 'object' && a.np.card !== null && a.np.count === null);
  const life = args.findIndex((a, k) => k > card && (lifeAmount(a) || lifeAsMeans(a)));
  if (card < 0 || life < 0 || args.length !== 2 && !(args.length === 3 && args[0]!.np.kind === 'player' && card === 1)) return null;
  const [moved] = args.splice(card, 1);
  const paid = args[args.length - 1]!;
  if (paid.particles.length === 0 && lifeAmount(paid)) paid.particles = ['を'];
  return moved ?? null;
}

/** 「ライフ4点」「ライフを4点」: an amount of life, bare or with を. */
function lifeAmount(a: Arg): boolean {
  return a.np.kind === 'amount' && a.np.noun === 'life' && a.np.n !== null && (a.particles.length === 0 || roleParticle(a.particles) === 'を');
}

/** 「ライフで」: life as what it is paid with, no amount or whose said. */
function lifeAsMeans(a: Arg): boolean {
  return a.np.kind === 'property' && a.np.noun === 'life' && a.np.of === null && a.particles.join('') === 'で';
}
