/**
 * Session 53 (en53, issue 12): "last turn" as people write it in a story — "I cast Grizzly Bears last turn", "Last turn
 * I played a 2/2", "it came in on my last turn", "the Elves I cast during my previous turn". A permanent the asker put
 * onto the battlefield on their last turn has been under their control since this turn began: not summoning sick
 * (302.6), so it can attack (508.1a) and use {T} abilities (602.5a). Where "last turn" could mean another player's turn,
 * or tells a spell that is on no battlefield, the words stay unread and the question is refused, never guessed.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人', 'Llanowar Elves': 'ラノワールのエルフ', 'Lightning Bolt': '稲妻' });
}, 120_000);

const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN a permanent the asker cast or that entered on their last turn THEN it is not summoning sick (302.6)', () => {
  it.each([
    ['I cast Grizzly Bears last turn. Can it attack this turn?', 'can attack', 'yes'],
    ['I played Hill Giant on my last turn. Can I attack with it?', 'can attack', 'yes'],
    ['Last turn I cast Grizzly Bears. This turn can I attack with it?', 'can attack', 'yes'],
    ['I cast a 2/2 during my previous turn. Can it attack?', 'can attack', 'yes'],
    ['Hill Giant came in last turn. Can it attack?', 'can attack', 'yes'],
    ['I cast Llanowar Elves last turn. Can I tap it for mana?', 'You can activate', 'yes'],
    ['Can the Llanowar Elves I cast on my last turn tap for mana?', 'You can activate', 'yes'],
    ['Can a 3/3 that entered last turn attack?', 'can attack', 'yes'],
    // Attackers are declared in the asker's turn (508.1): whichever turn "last turn" was, it came before this one began.
    ['Can a creature that I cast last turn attack?', 'can attack', 'yes'],
    ['I cast Grizzly Bears last turn and attack with it. They don\'t block. What\'s their life?', '18', null],
    ['前のターンに出した《灰色熊》で攻撃できる？', 'はい', 'yes'],
  ] as const)('%s', (q, says, verdict) => answered(q, says, verdict), 60_000);
});

describe('GIVEN "last turn" the story can\'t place THEN it is named, never dropped', () => {
  it.each([
    // Another player's last turn may be the one the creature came in on (302.6 is about its controller's turns).
    ['My opponent cast Llanowar Elves on their last turn. Can they tap it for mana?', 'not_understood'],
    ['Can their Grizzly Bears that entered last turn block?', 'not_understood'],
    // An instant cast last turn is on no battlefield.
    ['I cast Lightning Bolt last turn. Can I cast it again?', 'not_understood'],
    ['I attacked with Hill Giant last turn. Can it attack this turn?', 'not_understood'],
    // Read so only while the story stays in the asker's turn: asked in another player's turn (or a later one), the
    // asker's most recent turn may be the one it came in (302.6).
    ["I cast Llanowar Elves last turn. Can I tap it for mana during my opponent's upkeep?", 'not_understood'],
    ['I cast Llanowar Elves last turn. On their turn, can I tap it for mana?', 'not_understood'],
    ['I cast Grizzly Bears last turn. Can it attack next turn?', 'not_understood'],
  ] as const)('%s', (q, code) => refused(q, code), 60_000);
});
