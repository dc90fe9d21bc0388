/**
 * A loyalty ability named by its cost and the ability word — 「《ヴェールのリリアナ》の+1能力を起動した」「-2能力を起動できますか」,
 * "her -2 ability" — is the ability with that cost (606.4), as 「-2を起動」 is: 能力 after the symbol is no amount (it was
 * taken for a noun of things after "+1", and the symbol left unread). Outcomes by hand: one loyalty ability of a permanent
 * per turn (606.3), and only at sorcery speed in its controller's main phase (606.3).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Liliana of the Veil': 'ヴェールのリリアナ' });
}, 120_000);

/** [question, what the answer says, verdict, a rule its trace cites]. */
const ANSWERED: [string, string, 'yes' | 'no' | null, string][] = [
  ['《ヴェールのリリアナ》の+1能力を起動した。同じターンに-2能力を起動できますか？', 'すでに起動されています', 'no', '606.3'],
  ['《ヴェールのリリアナ》の+1能力を起動した。-2能力も起動できる？', 'すでに起動されています', 'no', '606.3'],
  ['対戦相手のターンに《ヴェールのリリアナ》の-2能力を起動できますか？', 'メイン・フェイズ', 'no', '606.3'],
  ["I activated Liliana of the Veil's +1 ability. Can I activate her -2 ability this turn?", 'already activated this turn', 'no', '606.3'],
];

/** [question, what the answer says, verdict]. */
const PLAIN: [string, string, 'yes' | 'no' | null][] = [['《ヴェールのリリアナ》の-2能力を起動できますか？', 'はい', 'yes']];

/** A cost the card has no ability of: refused by name, never another ability used. */
const REFUSED: [string, string, string][] = [['《ヴェールのリリアナ》の0能力を使った。+1能力を起動できますか？', 'impossible', 'ヴェールのリリアナ']];

describe('GIVEN a loyalty ability named with its cost and the ability word (606.4)', () => {
  it.each(ANSWERED)('THEN %s is answered (%s)', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
  it.each(PLAIN)('THEN %s is answered (%s)', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
  it.each(REFUSED)('THEN %s is refused (%s)', async (q, code, says) => refusedAs(() => deps)(q, code, says));
});
