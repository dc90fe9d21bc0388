/**
 * Told as happening at the same time ("At the same time, my creature deals 2 damage to them and their creature deals
 * 2 damage to me", "… simultaneously", 「同時に、私のクリーチャーが相手に2点、相手のクリーチャーが私に2点与えた」): the
 * damage the sentence tells is one event. Its results are all there when state-based actions are next checked, and
 * those are performed together (704.3): two players brought to 0 lose at once and the game is a draw (104.4a), and
 * life lost and gained by lifelink in it are counted together (120.3a, 702.15b). Applied one after the other in the
 * order written, the game ended after the first and the second was dropped (red team s16: "you win" for a draw).
 *
 * Read only of two or more damage events told in that sentence and nothing else told in it (no result of a cast or
 * an attack, no prevention): the later ones are flagged `together` (dealt with the one before them). Said of both
 * players' life totals at once (「両方のプレイヤーのライフが同時に0」) the word says what "both" says. Otherwise the
 * words are left unread, and the question is refused naming them — never answered as if they weren't said.
 */
import type { Sentence } from './clause.ts';
import type { Story } from './story.ts';

export function simultaneous(story: Story, sentences: readonly Sentence[]): void {
  for (const s of sentences) {
    const words = s.clauses.flatMap((c) => c.chunks).filter((k) => story.timeAt(k) === 'simultaneous' && !story.used.has(k));
    if (words.length === 0) continue;
    const told = story.events.filter((e) => story.toldIn.get(e) === s.index);
    const first = told.length > 0 ? story.events.indexOf(told[0]!) : -1;
    const damage = told.filter((e) => e.kind === 'damage');
    const contiguous = told.every((e, k) => story.events[first + k] === e);
    const plain = damage.every((e) => e.kind === 'damage' && e.result !== true && e.ping === undefined && e.prevented !== true && e.together !== true);
    if (damage.length >= 2 && damage.length === told.length && contiguous && plain) {
      for (const e of damage.slice(1)) if (e.kind === 'damage') e.together = true;
      story.useChunks(words);
      continue;
    }
    // 「両方のプレイヤーのライフが同時に0になったら」, "both players are at 0 life at the same time": both totals, said once.
    const both = told.length === 0 && story.life.A !== undefined && story.life.B !== undefined && s.clauses.some((c) => words.some((k) => c.chunks.includes(k)) && ((c.subject?.kind === 'player' && c.subject.player.who === 'each') || (c.subject?.kind === 'pronoun' && (c.subject.word === 'both' || c.subject.word === 'each'))));
    if (both) story.useChunks(words);
  }
}
