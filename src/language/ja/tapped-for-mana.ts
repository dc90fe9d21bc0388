/** 「タップしてマナを出した」「エルフはマナを出せる？」: mana made with a permanent is its mana ability activated (605.1a; ja/index.ts runs it). */
import type { Chunk } from '../chunk.ts';
import type { Clause, NounPhrase, Sentence } from '../clause.ts';

/**
 * 「《ラノワールのエルフ》をタップしてマナを出した」「エルフって、タップして緑マナ出せる？」: tapping a permanent and then
 * making mana (マナ, with a color or not, right before 出す) is one act — its mana ability activated, the tap its cost
 * (605.1a, 602.2) — read as 「《X》でマナを出す」 is (valency.ts manaMade): the two clauses become that one.
 */
export function tappedForMana(sentences: Sentence[], chunks: readonly Chunk[]): void {
  const isMana = (k: number): boolean => chunks[k]?.senses[0]?.kind === 'thing-noun' && (chunks[k]!.senses[0] as { noun: string }).noun === 'mana';
  const isColor = (k: number): boolean => chunks[k]?.senses.some((x) => x.kind === 'color') === true;
  for (const s of sentences) {
    for (let i = 0; i + 1 < s.clauses.length; i++) {
      const tap = s.clauses[i]!;
      const make = s.clauses[i + 1]!;
      const tv = tap.verb;
      const mv = make.verb;
      if (!tv || !mv || tv.verb !== 'tap' || tv.passive || tv.negated || tv.modal !== null || tap.sub !== null || tap.wh !== null || tap.roles.length > 0 || tap.complement) continue;
      if (mv.verb !== 'cast' || mv.passive || mv.card || make.wh !== null || make.roles.length > 0 || make.complement || make.object2) continue;
      // The permanent tapped: its object, or its subject when that is no player (「エルフは、タップして…」).
      const permanent = tap.object ?? (tap.subject && tap.subject.kind !== 'player' ? tap.subject : null);
      if (!permanent || (permanent.kind !== 'object' && permanent.kind !== 'pronoun')) continue;
      const player = tap.object && tap.subject?.kind === 'player' ? tap.subject : null;
      // What is made: マナ (を) right before 出す, with a color word before it or not.
      const first = mv.chunks[0];
      if (first === undefined) continue;
      const wo = chunks[first - 1]?.text === 'を';
      const k = wo ? first - 2 : first - 1;
      if (!isMana(k)) continue;
      const words = [...(isColor(k - 1) ? [k - 1] : []), k, ...(wo ? [first - 1] : [])];
      // Nothing else may be said in the making clause: the permanent (again, shared) or the player only.
      const sharedOk = (np: NounPhrase | null): boolean => np === null || np === permanent || np.kind === 'player' || (np.kind === 'object' && permanent.kind === 'object' && np.text === permanent.text);
      if (!sharedOk(make.subject) || !sharedOk(make.object)) continue;
      const at = chunks[k]!;
      const mana: NounPhrase = { kind: 'property', noun: 'mana', of: null, adjectives: [], chunks: words, start: at.start, end: at.end, text: at.text };
      // (No player said: the one asking does it, as for any act a player does, valency.ts implicitPlayer.)
      const subject: NounPhrase = player ?? (make.subject?.kind === 'player' ? make.subject : { kind: 'player', player: { who: 'me' }, chunks: [], start: tap.start, end: tap.start, text: '' });
      const merged: Clause = {
        ...make,
        subject,
        object: permanent,
        roles: [{ prep: 'for', np: mana, time: null, chunks: words }],
        verb: { ...mv, verb: 'activate', chunks: [...tv.chunks, ...mv.chunks] },
        chunks: [...new Set([...tap.chunks, ...make.chunks, ...words])].sort((a, b) => a - b),
        times: [...new Set([...tap.times, ...make.times])],
        start: tap.start,
        text: s.text.slice(tap.start, make.end),
      };
      s.clauses.splice(i, 2, merged);
    }
    // 「《ラノワールのエルフ》はマナを出せる？」「エルフでマナ出せる？」 said in one clause, the permanent as its topic (or
    // object) and マナ right before 出す: its mana ability activated (605.1a), as 「タップして」 says above — never a cast
    // of the permanent (red team s22b: "can you cast Llanowar Elves?" was answered).
    for (let i = 0; i < s.clauses.length; i++) {
      const make = s.clauses[i]!;
      const mv = make.verb;
      // 「何マナ出る？」「マナが出る」: mana "coming out" is no permanent entering (出る as 'enter'): the clause is left
      // without a verb, so its words are named back unread — read as "what enters?", the question was dropped and
      // "what happens" answered instead (red team s22b).
      const before = mv?.chunks[0] !== undefined ? mv.chunks[0] - 1 : -1;
      if (mv?.verb === 'enter' && (isMana(before) || (['が', 'は', 'も'].includes(chunks[before]?.text ?? '') && isMana(before - 1)))) {
        s.clauses[i] = { ...make, verb: null };
        continue;
      }
      if (!mv || mv.verb !== 'cast' || mv.passive || mv.card || make.wh !== null || make.roles.length > 0 || make.complement || make.object2) continue;
      const first = mv.chunks[0];
      if (first === undefined) continue;
      const wo = chunks[first - 1]?.text === 'を';
      const k = wo ? first - 2 : first - 1;
      if (!isMana(k)) continue;
      const permanent = make.object ?? (make.subject && make.subject.kind !== 'player' ? make.subject : null);
      if (!permanent || (permanent.kind !== 'object' && permanent.kind !== 'pronoun')) continue;
      if (make.object && make.subject && make.subject.kind !== 'player' && make.subject !== make.object) continue;
      const words = [...(isColor(k - 1) ? [k - 1] : []), k, ...(wo ? [first - 1] : [])];
      const at = chunks[k]!;
      const mana: NounPhrase = { kind: 'property', noun: 'mana', of: null, adjectives: [], chunks: words, start: at.start, end: at.end, text: at.text };
      const subject: NounPhrase = make.subject?.kind === 'player' ? make.subject : { kind: 'player', player: { who: 'me' }, chunks: [], start: make.start, end: make.start, text: '' };
      s.clauses[i] = { ...make, subject, object: permanent, roles: [{ prep: 'for', np: mana, time: null, chunks: words }], verb: { ...mv, verb: 'activate' }, chunks: [...new Set([...make.chunks, ...words])].sort((a, b) => a - b) };
    }
  }
}
