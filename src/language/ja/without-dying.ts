/**
 * 「《灰色熊》は死なずに《丘巨人》をブロックできますか」「破壊されずにブロックできる？」: a death negated with 〜ずに (〜ないで)
 * before a block asked with できる asks whether the block can be made and, made, the blocker survives it — "can it block
 * the Giant without dying?". The negated death is the block's purpose, "to stay alive" (frames/purpose.ts: one yes or no for
 * both — no when the block can't be made, or made kills the blocker), never a death told as not happening first.
 */
import type { Chunk } from '../chunk.ts';
import type { NounPhrase, Sentence } from '../clause.ts';
import type { JaChunk } from './chunk.ts';

export function withoutDying(sentences: Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    if (!s.question) continue;
    for (let i = 0; i + 1 < s.clauses.length; i++) {
      const a = s.clauses[i]!;
      const b = s.clauses[i + 1]!;
      const av = a.verb;
      const bv = b.verb;
      const died = av !== null && ((av.verb === 'die' && !av.passive) || (av.verb === 'destroy' && av.passive)) && av.negated && av.modal === null;
      const link = av && av.chunks.length > 0 ? (chunks[av.chunks[av.chunks.length - 1]!] as JaChunk | undefined)?.ja.verb?.morph.link : null;
      // (〜ないで is the negation's te-form: said so, it is "without" too.)
      const without = link === 'without' || (link === 'te' && av!.text.trim().endsWith('ないで'));
      if (!died || !without || a.sub !== null || a.object || a.object2 || a.complement || a.keywords.length > 0 || a.times.length > 0) continue;
      if (!bv || bv.verb !== 'block' || bv.modal !== 'can' || bv.passive || bv.negated || b.sub !== null || b.wh !== null) continue;
      // 「《灰色熊》で死なずにブロックできる?」: the creature said with で before the negated death is what blocks with it.
      const by = a.roles.length === 1 && a.roles[0]!.prep === 'with' && a.roles[0]!.np?.kind === 'object' && !a.subject && !b.roles.some((r) => r.prep === 'with') ? a.roles[0]! : null;
      if (a.roles.length > 0 && !by) continue;
      if (by) b.roles = [...b.roles, by];
      // (The one that stays alive: the death's subject or the blocker said with で, else "it" — the blocker asked about.)
      const it: NounPhrase = by?.np ?? a.subject ?? { kind: 'pronoun', word: 'it', possessive: false, chunks: [], start: a.start, end: a.start, text: '' };
      if (it.kind === 'player') continue;
      s.clauses[i] = { ...a, roles: [], purpose: 'next', subject: null, object: it, verb: { ...av!, verb: 'save', negated: false, passive: false, inverted: false } };
    }
  }
}
