/**
 * "Will X save my creature from Y?" (intents/save-from.ts): the threat Y cast at the creature by the other player, the
 * means X answering it while it waits on the stack (117.3c) — an instant, or a regeneration shield (701.19a) — and
 * whether the creature survives the threat. Exiled by the threat itself is "not saved" though it didn't die; moved away by
 * the means (a bounce) has no yes or no. Also a creature "is attacking me" / "is blocking their 3/3": the progressive of
 * the combat verb, with whom it attacks or what it blocks (en/sentence-shapes.ts progressive). Wordings of our own.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs, restatedVerdict } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Lightning Bolt': '稲妻', 'Giant Growth': '巨大化', 'River Boa': 'リバー・ボア', 'Swords to Plowshares': '剣を鍬に', 'Murder': 'Murder', 'Unsummon': 'Unsummon', 'Flame Slash': 'Flame Slash', 'Drudge Skeletons': 'Drudge Skeletons', 'Shock': 'Shock', 'Titanic Growth': 'Titanic Growth', 'Wrath of God': 'Wrath of God', 'Day of Judgment': 'Day of Judgment' });
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null, string];
const answered = answeredCiting(() => deps);
const restated = restatedVerdict(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN "will/does/can X save Y from Z" WHEN Z is a spell and X an instant or a regeneration shield THEN X answers Z on the stack and the verdict is whether Y survives Z', () => {
  const ROWS: Row[] = [
    ['Will Giant Growth save my Grizzly Bears from Lightning Bolt?', 'survives', 'yes', '117.3c'],
    ['Can I save my Grizzly Bears from Lightning Bolt with Giant Growth?', 'survives', 'yes', '608.2'],
    ['Does Giant Growth save my 1/1 from Shock?', 'survives', 'yes', '120.3'],
    ['Would Titanic Growth save my Grizzly Bears from Flame Slash?', 'survives', 'yes', '120.3'],
    // Not enough, or the wrong kind of help: a pump doesn't stop a destroy effect (701.8).
    ['Will Giant Growth save my 2/2 from Murder?', 'dies', 'no', '608.2'],
    ['Will Giant Growth save my 1/1 from Flame Slash?', 'dies', 'no', '704.5g'],
    // A shield replaces destruction (701.19a) but not exile (Swords exiles: the creature leaves alive, not saved).
    ['Does a regeneration shield save River Boa from Murder?', 'survives', 'yes', '701.19'],
    ['Does a regeneration shield save my Drudge Skeletons from Lightning Bolt?', 'survives', 'yes', '701.19'],
    ['Does a regeneration shield save River Boa from Swords to Plowshares?', 'leaves the battlefield (to exile)', 'no', '608.2'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // The same frame in Japanese (から: what it is saved from; で: with what), read into the same IR.
  const JA: Row[] = [
    ['《巨大化》で《灰色熊》を《稲妻》から守れる？', '戦場に残ります', 'yes', '117.3c'],
    ['《巨大化》は私の《灰色熊》を《稲妻》から助けられる？', '戦場に残ります', 'yes', '608.2'],
  ];
  it.each(JA)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
});

describe('GIVEN whose the threat or the creature is WHEN said (or not) THEN the threat is the other player\'s', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['Will Giant Growth save my Grizzly Bears from Lightning Bolt?', 'the opponent casts Lightning Bolt targeting your Grizzly Bears; in response, you cast Giant Growth', 'yes'],
    ['Will Giant Growth save Grizzly Bears from my Lightning Bolt?', "in response, the opponent casts Giant Growth targeting the opponent's Grizzly Bears", 'yes'],
    ["Can my opponent save their Grizzly Bears from my Shock with Giant Growth?", 'you cast Shock targeting', 'yes'],
  ];
  it.each(ROWS)('%s', (q, understood, verdict) => restated(q, understood, verdict), 60_000);
});

describe('GIVEN a means that moves the creature away itself WHEN asked if it saves it THEN no yes or no is given', () => {
  it('Unsummon in response to Murder: the creature is in its owner\'s hand, neither saved nor killed', () => refused('Will Unsummon save my Grizzly Bears from Murder?', 'not_understood', 'no yes/no answer'), 60_000);
  // (No means said: nothing to run — left to the kill readings, which name it.)
  it('no means said', () => refused('Can I save my Grizzly Bears from Lightning Bolt?', 'not_understood'), 60_000);
  // "Can I save it?" after a threat, with nothing on the board that could: whether some card could is not what a run
  // answers ("No, it dies" answered another question) — in English and Japanese (守る, 助ける).
  it.each([
    ['My opponent casts Lightning Bolt on my Grizzly Bears. Can I save it?'],
    ['They Shock my 2/2. Could I save it?'],
    ['相手が私の《灰色熊》に《稲妻》を撃った。熊を守れる？'],
  ])('nothing to save it with: %s', (q) => refused(q, 'not_understood'), 60_000);
});

describe('GIVEN a creature "is attacking" a player or "is blocking" a creature WHEN read THEN it attacks that player or blocks that creature (508.1, 509.1)', () => {
  const ROWS: Row[] = [
    ["I'm at 7. A 4/4 is attacking me and I don't block. What's my life after combat?", 'is 3', null, '510.1'],
    ['My 2/2 is blocking their 3/3. Does my 2/2 die?', 'dies', 'yes', '510.2'],
    ['Their 3/3 is attacking me and my 1/1 is blocking it. Does my 1/1 die?', 'dies', 'yes', '509.1'],
    ['A 6/6 trampler is attacking me and my 2/2 is blocking it. How much damage do I take?', '4', null, '702.19'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  it('the attacker is the other player\'s', () => restated('A 5/5 is attacking me. Do I take 5 damage?', "the opponent's 5/5 creature attacks you", 'yes'), 60_000);
});

describe('GIVEN a move asked "to save it" WHEN the move is what would save that creature THEN the purpose is the survival asked (no extra words left)', () => {
  const ROWS: Row[] = [
    // Wrath of God: "They can't be regenerated" (701.19c): the shield does nothing.
    ['Opponent casts Wrath of God. Can I regenerate my River Boa to save it?', 'dies', 'no', '701.19'],
    ['They cast Day of Judgment. Can I regenerate my Drudge Skeletons to save them?', 'survives', 'yes', '701.19'],
    ['Opponent casts Murder on my River Boa. Can I regenerate it to save it?', 'survives', 'yes', '701.19'],
    ['Opponent casts Murder on my Grizzly Bears. In response, can I Giant Growth it to save it?', 'dies', 'no', '608.2'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
});

describe('GIVEN a player regenerates a creature whose controller is not said WHEN a spell is asked about after THEN the creature is that player\'s (602.2) and the spell the other player\'s', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['If I regenerate River Boa, does it survive Murder?', 'the opponent casts Murder targeting your River Boa', 'yes'],
    ['If my opponent regenerates River Boa, does it survive my Murder?', "you cast Murder targeting the opponent's River Boa", 'yes'],
    ['Drudge Skeletons blocks a 3/3 and I regenerate it. Is the Skeletons still on the battlefield?', 'your Drudge Skeletons blocks', 'yes'],
  ];
  it.each(ROWS)('%s', (q, understood, verdict) => restated(q, understood, verdict), 60_000);
});
