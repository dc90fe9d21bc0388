/**
 * A payment for a spell said before its cast: 「《四肢切断》をライフ4点払って相手の…に撃った」「《四肢切断》をライフで払って唱え
 * られますか」「《四肢切断》をライフ払いで…に撃った」「ライフを4点払って《四肢切断》を撃った」. Japanese says the spell as what is paid
 * for (を) and the life bare, with で, or as its own を; the cast after it then leaves its spell unsaid. Read as English
 * tells it — "I cast Dismember paying 4 life on …" — the spell is the cast's object and the payment a clause after the
 * cast, so one reading (frames/life-payment.ts, frames/verbs.ts lifeForCast) tells the cost of that cast (601.2b,
 * 601.2h), whichever order the words came in.
 */
import type { Clause, NounPhrase, Sentence } from '../clause.ts';
import type { Chunk } from '../chunk.ts';

const isLife = (np: NounPhrase | null): boolean => np?.kind === 'amount' && np.noun === 'life' && np.n !== null;
const lifeProperty = (np: NounPhrase | null): boolean => np?.kind === 'property' && np.noun === 'life' && np.of === null;

/** The payment clause's life: an amount said bare or with を, or 「ライフで」 (with life, amount unsaid). */
function saysLife(p: Clause): boolean {
  return isLife(p.object) || lifeProperty(p.object) || p.roles.some((r) => r.prep === 'with' && lifeProperty(r.np));
}

/** 「《四肢切断》をライフ4点払って」: the spell the clause pays for becomes the next cast's object; the life the payment's. */
function spellToCast(p: Clause, c: Clause): void {
  const spell = p.object;
  if (spell?.kind !== 'object' || spell.card === null || c.object !== null) return;
  const life = [p.subject, p.complement, p.object2].find((np) => isLife(np)) ?? null;
  const withLife = p.roles.some((r) => r.prep === 'with' && lifeProperty(r.np));
  if (!life && !withLife) return;
  const player: NounPhrase = { kind: 'player', player: { who: 'me' }, chunks: [], start: p.start, end: p.start, text: '' };
  // (「ライフ4点」 taken as who is acted on read 「唱えられますか」 as a passive: with the player as subject it is the potential, can.)
  if (c.subject === life && c.verb?.passive === true && /られ/.test(c.verb.text)) c.verb = { ...c.verb, passive: false, modal: 'can' };
  if (c.subject === life) c.subject = p.subject === life ? player : p.subject;
  if (p.subject === life) p.subject = player;
  if (p.complement === life) p.complement = null;
  if (p.object2 === life) p.object2 = null;
  p.object = life;
  c.object = spell;
  const moved = new Set(spell.chunks);
  p.chunks = p.chunks.filter((k) => !moved.has(k));
  c.chunks = [...new Set([...c.chunks, ...spell.chunks])].sort((a, b) => a - b);
}

/**
 * 「《四肢切断》をライフ払いで…に撃った」: 「ライフ払い」 (life payment) said as the cast's manner — read as a payment clause of its
 * own ("paying with life"), the cast's subject the player.
 */
function nominalPayment(c: Clause, chunks: readonly Chunk[]): Clause | null {
  const s = c.subject;
  if (c.verb?.verb !== 'cast' || !lifeProperty(s) || s!.chunks.length !== 1) return null;
  const k = s!.chunks[0]!;
  if (chunks[k + 1]?.text !== '払い' || chunks[k + 2]?.text !== 'で') return null;
  const player: NounPhrase = { kind: 'player', player: { who: 'me' }, chunks: [], start: c.start, end: c.start, text: '' };
  const words = [k, k + 1, k + 2];
  c.subject = player;
  c.chunks = c.chunks.filter((x) => !words.includes(x));
  return { ...c, sub: null, subject: player, verb: { ...c.verb, verb: 'pay', chunks: [k + 1], text: '払い', modal: null, hypothetical: false, inverted: false }, object: s, object2: null, roles: [], complement: null, keywords: [], adjectives: [], times: [], wh: null, asked: null, lacks: [], yesNo: false, chunks: words, text: chunks.slice(k, k + 3).map((x) => x.text).join('') };
}

/** Each sentence's payments said before their casts, read after them (see the header). */
export function paymentsAfterCasts(sentences: Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    for (let i = 0; i < s.clauses.length; i++) {
      const c = s.clauses[i]!;
      const nominal = nominalPayment(c, chunks);
      if (nominal) {
        s.clauses.splice(i + 1, 0, nominal);
        i++;
        continue;
      }
      const next = s.clauses[i + 1];
      if (!next || c.verb?.verb !== 'pay' || next.verb?.verb !== 'cast' || c.verb.negated || c.sub !== null) continue;
      spellToCast(c, next);
      if (!saysLife(c) || next.object === null || next.verb.passive) continue;
      s.clauses[i] = next;
      s.clauses[i + 1] = c;
      i++;
    }
  }
}
