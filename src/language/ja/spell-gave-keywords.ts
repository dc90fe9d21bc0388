/** 「《X》で熊に呪禁を付けた」: keywords given with an instant or sorcery are that spell cast, then the keywords gained (ja/index.ts runs it). */
import type { Chunk } from '../chunk.ts';
import type { Clause, NounPhrase, Sentence } from '../clause.ts';
import { phraseChunks } from '../clause.ts';

/**
 * 「対応して《タミヨウの保管》で熊に呪禁を付けた」「相手が《X》で熊に破壊不能を与えた」「《X》で呪禁を付けられた」: keywords given
 * (付ける, 与える) with an instant or sorcery are that spell cast — at the one marked に, or at "it" when none is said —
 * and then the keywords gained, told as its result: the two clauses 「熊に《X》を撃って、熊は呪禁を得た」 says (the
 * card's own text is what the engine runs, 608.2; what is told it gives is told as well, as in English "… and it gains
 * hexproof"). In the passive the one it was done to suffers it (cast by the other player, as 撃たれた says).
 */
export function spellGaveKeywords(sentences: Sentence[], chunks: readonly Chunk[]): void {
  const isSpell = (np: NounPhrase | null): boolean => np?.kind === 'object' && np.card !== null && /\b(?:Instant|Sorcery)\b/u.test(np.card.typeLine);
  for (const s of sentences) {
    for (let i = 0; i < s.clauses.length; i++) {
      const c = s.clauses[i]!;
      const v = c.verb;
      if (!v || v.negated || v.card || v.modal !== null || c.wh !== null || c.keywords.length === 0 || c.object || c.object2 || c.complement || c.lacks.length > 0) continue;
      const spell = c.roles.find((r) => r.prep === 'with');
      if (!spell || !isSpell(spell.np)) continue;
      const to = c.roles.find((r) => r.prep === 'to');
      // (付けた with no one said and no object is read as "has" (valency.ts attach); with a spell and a recipient it is given.)
      if (!(v.verb === 'attach' || v.verb === 'give' || (v.verb === 'have' && (v.passive || (!c.subject && to))))) continue;
      if (c.roles.some((r) => r !== spell && r !== to)) continue;
      if (v.passive ? c.subject !== null && c.subject.kind !== 'pronoun' : c.subject !== null && c.subject.kind !== 'player') continue;
      if (to && (!to.np || to.np.kind === 'player')) continue;
      const kw = c.chunks.filter((k) => chunks[k]?.senses[0]?.kind === 'keyword');
      if (kw.length === 0) continue;
      const rest = c.chunks.filter((k) => !kw.includes(k));
      const it: NounPhrase = { kind: 'pronoun', word: 'it', possessive: false, chunks: [], start: c.start, end: c.start, text: '' };
      const recipient = to?.np ?? it;
      const card = (spell.np as Extract<NounPhrase, { kind: 'object' }>).card!;
      // The cast: active, the spell its object and the recipient its target; passive, the spell the verb's (《X》を撃たれた).
      const cast: Clause = v.passive
        ? { ...c, keywords: [], roles: [], subject: recipient, verb: { ...v, verb: 'cast', card, chunks: [...v.chunks, ...phraseChunks(spell.np)] }, chunks: rest }
        : { ...c, keywords: [], roles: to ? [{ ...to, prep: 'on' }] : [], object: spell.np, verb: { ...v, verb: 'cast' }, chunks: rest };
      const gained: Clause = { ...c, sub: null, times: [], roles: [], subject: recipient === it ? it : { ...recipient }, verb: { ...v, verb: 'gain', passive: false, perfect: false, chunks: [] }, chunks: kw };
      s.clauses.splice(i, 1, cast, gained);
      i++;
    }
  }
}
