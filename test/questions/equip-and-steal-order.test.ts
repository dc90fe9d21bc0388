/**
 * Issue 11 (red team s21): the order of a story with an equip ability or a borrowed creature in it.
 * "I equip X to Y" is X's equip ability activated (702.6a): it waits on the stack like any spell or ability
 * (405.1), so a spell told after it with no word for when is asked back when "then" and "in response" answer
 * differently, as for spells (608.1, 117.3c) — main answered as if in response; "in response" to it is read.
 * "I cast Act of Treason on his X and sacrifice it to Y": a player sacrifices only what they control (701.21a),
 * so the sacrifice comes once the spell has resolved (608.1) — main placed it with the spell still on the stack
 * and answered "can't happen". The sacrificed creature goes to its owner's graveyard (400.3).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Darksteel Plate': 'ダークスティールの板金鎧',
    'Grizzly Bears': '灰色熊',
    Murder: '殺害',
    'Act of Treason': '反逆の行動',
    Threaten: '脅しつけ',
    "Ashnod's Altar": 'アシュノッドの供犠台',
  });
}, 120_000);
const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN a spell told after an equip with no word for when THEN asked back when the order decides it', () => {
  it.each([
    ['I equip Darksteel Plate to my Grizzly Bears. He casts Murder on it. Does it die?', 'needs_detail', 'in response'],
    ['《ダークスティールの板金鎧》を私の《灰色熊》に装備した。相手が《殺害》を唱えた。熊は死ぬ？', 'needs_detail', 'それに対応して'],
  ] as const)('%s → asked back', (q, code, says) => refused(q, code, says), 60_000);

  it.each([
    // Told in response: Murder resolves first, the Bears dies (the equip then has no legal target, 608.2b).
    ['I equip Darksteel Plate to my Grizzly Bears. In response, he casts Murder on it. Does it die?', 'Your Grizzly Bears dies', 'yes'],
    // Told after: indestructible (702.12b).
    ['I equip Darksteel Plate to my Grizzly Bears. Then he casts Murder on it. Does it die?', 'indestructible', 'no'],
  ] as const)('%s → %s', (q, says, verdict) => answered(q, says, verdict), 60_000);
});

describe("GIVEN a creature taken with a spell and sacrificed in the same sentence THEN sacrificed after the spell resolved (701.21a, 608.1)", () => {
  it.each([
    ["I cast Act of Treason on his Grizzly Bears and sacrifice it to Ashnod's Altar. Where does the Bears go?", "The opponent's Grizzly Bears ends up in its owner's graveyard.", null],
    ["I cast Threaten on his Grizzly Bears and sacrifice it to Ashnod's Altar. Where does the Bears go?", "The opponent's Grizzly Bears ends up in its owner's graveyard.", null],
    // One's own creature needs no waiting: as before.
    ["I cast Act of Treason on my own Grizzly Bears and sacrifice it to Ashnod's Altar. Where does the Bears go?", "Your Grizzly Bears ends up in its owner's graveyard.", null],
  ] as const)('%s → %s', (q, says, verdict) => answered(q, says, verdict), 60_000);
});
