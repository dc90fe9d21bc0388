/**
 * A division of combat damage asked with "can" — "Can I put just 1 on the wall and trample the rest over?", "Under the
 * current rules can I just dump all 5 on the 4/4?", "could they assign 1 to each?": the division is supposed as told
 * (frames/division.ts), and whether it may be made asked (ir-asks `division-legal`): there is no damage assignment order,
 * a blocked creature's damage is divided among its blockers as its controller chooses (510.1c-d); with trample each
 * blocker must be assigned lethal damage before any goes past it (702.19b; 702.2c with deathtouch). The engine stops an
 * illegal division (510.1e), answered as what can't happen — never re-divided.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { divisionJustTold, divisionRead, tellDivision } from '../frames/division.ts';
import { ask } from './common.ts';

/**
 * 「この割り振りはできますか?」「その割り振りって合法?」「これってできる?」: the division just told, asked whether it may be made
 * — a clause of nothing but a demonstrative, the noun of a division (or これ／それ alone), and できる／合法／可能 (as English
 * "Is that legal?" is, intents/legality.ts thatLegalAsk).
 */
const JA_THAT: ReadonlySet<string> = new Set(['この', 'その', 'これ', 'それ', 'こう', 'そう']);
const JA_DIVISION_NOUNS: ReadonlySet<string> = new Set(['割り振り', '振り分け', '割り振り方', '分け方']);
const JA_CAN: ReadonlySet<string> = new Set(['できる', 'できます', 'できますか', 'できるの', 'できるか', '可能', '可能ですか', '合法', '合法ですか', '適正', '適正ですか', 'ルール上', 'OK', 'ok', 'アリ']);
const JA_GLUE: ReadonlySet<string> = new Set(['って', 'は', 'の', 'か', 'で', 'です', 'ですか', 'なの', '?', '？', '、']);

function thatDivisionJa(story: Story, c: Clause): boolean {
  if (story.lang !== 'ja' || !divisionJustTold(story) || c.subject?.kind === 'player') return false;
  const words = c.chunks.map((k) => story.chunkText(k));
  if (!words.some((w) => JA_CAN.has(w)) || !words.some((w) => JA_THAT.has(w))) return false;
  if (!words.every((w) => JA_THAT.has(w) || JA_DIVISION_NOUNS.has(w) || JA_CAN.has(w) || JA_GLUE.has(w))) return false;
  story.useChunks(c.chunks);
  return ask(story, { kind: 'division-legal' }, c);
}

export function askedDivision(story: Story, c: Clause): boolean {
  const d = c.division;
  if (!d) return thatDivisionJa(story, c);
  // ("… and trample the rest over?": the clause carrying on the one asked is read with it.)
  if (d.joined) return d.head?.division?.asked === true && divisionRead(d.head) && tellDivision(story, c);
  if (!d.asked || !tellDivision(story, c)) return false;
  return ask(story, { kind: 'division-legal' }, c);
}
