/**
 * "when they draw for turn", "I draw in my draw step", "they draw for the turn": the card the active player draws in
 * their draw step (504.1) — a turn-based action the run makes when it reaches that step, so the clause is read as that
 * point of the turn (the moment frames/index.ts pushed for it), the drawer's own draw step. Any other draw (several
 * cards, a draw in another step, a draw by another player than the step's) is no such action and is left as it was.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { momentOf } from './moments.ts';
import { countWith } from '../kanji-numerals.ts';

export function turnDraw(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || v.verb !== 'draw' || v.negated || v.passive || v.modal !== null || c.object2 !== null || c.complement !== null) return false;
  if (c.subject?.kind !== 'player' || (c.subject.player.who !== 'me' && c.subject.player.who !== 'opponent' && c.subject.player.who !== 'they')) return false;
  // ("draw a card", "draw 1" only: more than one card is no turn-based draw.)
  const o = c.object;
  // (「カードを引いたら」「1枚のカードを引く」: one card, in Japanese.)
  // (「1枚引いた」「カードを1枚引いて」: the one card counted with 枚, said as the object or after it; another count is no such draw.)
  const counts = c.chunks.filter((k) => countWith(story.chunkText(k), '枚') !== null && !(o?.chunks.includes(k) ?? false));
  if (counts.some((k) => countWith(story.chunkText(k), '枚') !== 1)) return false;
  // (「カードを2枚引いた」: the count read into the object's own — two cards are no draw step's draw; main answered it as one.)
  if (o?.kind === 'object' && o.count !== null && o.count !== 1) return false;
  const one = o === null || /^(?:a|one|1|their|his|her|my|the)\s+card(?:\s+for\s+(?:the\s+)?turn)?$/i.test(o.text.trim()) || /^(?:(?:1|一|１)枚の)?カード$/.test(o.text.trim()) || countWith(o.text, '枚') === 1;
  if (!one) return false;
  const m = momentOf(story, c, true);
  const drawer = story.side(c.subject.player);
  if (m?.moment.step !== 'draw' || (m.moment.turn !== null && m.moment.turn !== drawer)) return false;
  const last = story.events.at(-1);
  if (last?.kind !== 'moment' || last.moment.step !== 'draw') return false;
  // The draw is made as the step begins (504.1): the run walks into the step (questions/action-list.ts), never starts in
  // it, where the draw has been made already.
  last.moment = { turn: drawer, step: 'draw', next: last.moment.next, drawn: true };
  story.noted++;
  story.useChunks([...v.chunks, ...(o ? o.chunks : []), ...counts]);
  return true;
}
