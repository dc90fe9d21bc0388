/**
 * Session 53 (issue 11, rev53 item 1): a can-ask about regenerating a creature ("Can I regenerate it?", 「再生できる?」,
 * "Can I save it … with a regeneration shield?") is answered by putting a shield on it — honest only when the question
 * tells something that makes one (701.19a: a spell or ability that says "regenerate"). No source told: asked back, never
 * "Yes"; a told card's unread line that might be one: named; a source told (the creature's own ability, a spell in hand):
 * answered as before. Wordings of our own.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'River Boa': 'リバー・ボア', 'Murder': '殺害', 'Doom Blade': '破滅の刃', 'Death Ward': '死の守り', 'Drudge Skeletons': '蠢く骸骨', 'Mossbridge Troll': 'Mossbridge Troll', 'Lightning Bolt': '稲妻' });
}, 120_000);

const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN a can-ask about regenerating a creature WHEN nothing told can regenerate it THEN it is asked back, never answered yes', () => {
  it.each([
    ['My opponent casts Murder targeting my Grizzly Bears. Can I regenerate it?', 'Grizzly Bears'],
    ['My opponent casts Doom Blade on my 2/2. Can I regenerate it?', '2/2'],
    ['Can my Grizzly Bears be regenerated from Doom Blade?', 'Grizzly Bears'],
    ['Can my Grizzly Bears regenerate from Murder?', 'Grizzly Bears'],
    ['Can I save my 3/3 from Murder with a regeneration shield?', '3/3'],
    ['《灰色熊》は《破滅の刃》から再生できますか?', '灰色熊'],
    ['相手が私の2/2に《殺害》を唱えた。それは再生できますか?', '2/2'],
    ['《殺害》を撃たれたら、《灰色熊》は再生で助かる?', '灰色熊'],
  ] as const)('%s', async (q, names) => {
    await refused(q, 'needs_detail', names);
  });
});

describe('GIVEN a can-ask about regenerating WHEN a told card has an unread line that might regenerate THEN that line is named', () => {
  it.each([
    ['I control Mossbridge Troll. My opponent casts Murder targeting my Grizzly Bears. Can I regenerate the Bears?'],
  ] as const)('%s', async (q) => {
    await refused(q, 'unmodelled', 'regenerate');
  });
});

describe('GIVEN a can-ask about regenerating WHEN a source is told THEN it is answered as before', () => {
  it.each([
    ['My opponent casts Murder targeting my River Boa. Can I regenerate it?', 'survives', 'yes'],
    ['Can River Boa be regenerated from Murder?', 'survives', 'yes'],
    ['I have Death Ward in hand. My opponent casts Murder targeting my Grizzly Bears. Can I regenerate it?', 'survives', 'yes'],
    ['Can I save my River Boa from Doom Blade with a regeneration shield?', 'survives', 'yes'],
    ['《リバー・ボア》は《破滅の刃》から再生できますか?', '戦場に残ります', 'yes'],
    ['《蠢く骸骨》は《殺害》から再生できますか?', '戦場に残ります', 'yes'],
    ['Can Drudge Skeletons be regenerated from Murder?', 'survives', 'yes'],
  ] as const)('%s', async (q, says, verdict) => {
    await answered(q, says, verdict);
  });
});
