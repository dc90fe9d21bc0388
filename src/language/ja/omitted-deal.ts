/**
 * 「相手本体に2点。」「《稲妻》で相手に3点、」「誘発で熊に2点。」: an amount of points ending its clause after what it goes
 * to (a player or an object marked に) is damage dealt to it, the verb (与える) left unsaid — as 「相手に2点与えた」 says.
 * Only with nothing else in the clause but what deals it (で: a spell, a trigger, a permanent) and a player who does it;
 * the frames then read it as any damage dealt (who deals it is checked there, never guessed). Points told of several
 * things in one sentence (「2/2に2点、3/3に4点」) or with a division said (割り振る, 残り) are a division (divisions.ts): not this.
 */
import { chainsClauses } from './chunk.ts';
import { emptyMorph } from './morph.ts';
import type { Item } from './items.ts';
import type { Arg, Morph, State } from './clause-state.ts';
import { roleParticle } from './clause-state.ts';
import { close } from './clause-close.ts';

export function omittedDeal(st: State, arg: Arg, next: Item | undefined): boolean {
  const np = arg.np;
  if (arg.particles.length > 0 || np.kind !== 'amount' || np.n === null || (np.noun !== 'total' && np.noun !== 'damage')) return false;
  const end = next === undefined || (next.kind === 'chunk' && chainsClauses(next.c.text));
  if (!end || (st.question && next === undefined) || st.cur.rest.wh !== null) return false;
  if (divisionSaid(st, np.chunks[0] ?? -1)) return false;
  const others = st.cur.args.filter((a) => a !== arg);
  const to = others.filter((a) => roleParticle(a.particles) === 'に');
  if (to.length !== 1 || (to[0]!.np.kind !== 'player' && to[0]!.np.kind !== 'object')) return false;
  const fits = (a: Arg): boolean =>
    a === to[0] || roleParticle(a.particles) === 'で' || (a.np.kind === 'player' && ['が', 'は'].includes(roleParticle(a.particles) ?? ''));
  if (!others.every(fits) || others.filter((a) => roleParticle(a.particles) === 'で').length > 1) return false;
  arg.particles = ['を'];
  const morph: Morph = { ...emptyMorph(), link: next === undefined ? null : 'te', past: next === undefined };
  close(st, { verb: 'deal', card: null, passive: false, negated: false, modal: null, perfect: false, hypothetical: false, chunks: [], text: '' }, morph, null);
  return true;
}

const SENTENCE_END: ReadonlySet<string> = new Set(['。', '？', '?', '！', '!']);

/** The sentence around chunk k tells points more than once, or a division (割り振る, 振る, 残り). */
function divisionSaid(st: State, k: number): boolean {
  const chunks = st.r.chunks;
  let from = k;
  while (from > 0 && !SENTENCE_END.has(chunks[from - 1]?.text ?? '')) from--;
  const sentence = chunks.slice(from, st.r.end);
  const points = sentence.filter((c) => c.senses.some((x) => x.kind === 'number') && /点$/.test(c.text));
  return points.length > 1 || sentence.some((c) => c.senses.some((x) => x.kind === 'verb' && x.verb === 'assign') || /割り振|残り/.test(c.text));
}
