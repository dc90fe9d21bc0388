/**
 * Three small readings of s35, each a family:
 * - a personal pronoun said to have what only a permanent has ("she's indestructible", "he has first strike") is the
 *   creature "it" would be there, never the player (113.1a-b: a player has only the abilities effects grant it, so hexproof or protection keep it a player's) — and never guessed when "it"
 *   would be more than one thing;
 * - scrying a library nobody described happens unseen (701.22a): nothing modelled reads that library's order (a draw
 *   is an unseen card, a mill still stops), so Gods Willing or Viscera Seer no longer stop the question;
 * - a spell told aimed at something though its card doesn't target (115.1a: Wrath of God, Anger of the Gods) is
 *   answered from its text and the restatement says the aim changes nothing, never silently.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs, restatedVerdict } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Avacyn, Angel of Hope': '希望の天使アヴァシン', 'Thalia, Guardian of Thraben': 'スレイベンの守護者、サリア', 'Gods Willing': '神々の思し召し',
    'Viscera Seer': '臓物の予見者', 'Wrath of God': '神の怒り', 'Grizzly Bears': '灰色熊', 'Serra Angel': 'セラの天使', 'Doom Blade': '破滅の刃',
  });
}, 120_000);

describe('GIVEN a personal pronoun said to have a keyword or a size', () => {
  it.each([
    ['I attack with Thalia, Guardian of Thraben. She has first strike. They block with a 2/2. Does she die?', 'your Thalia, Guardian of Thraben with first strike', 'no'],
    ["I cast Doom Blade on my opponent's Avacyn, Angel of Hope. Does Avacyn die even though she's indestructible?", 'Avacyn, Angel of Hope with indestructible', 'no'],
  ] as const)('%s THEN it is the creature', async (q, understood, verdict) => restatedVerdict(() => deps)(q, understood, verdict));
  it.each([
    // (Only a player was told: the pronoun is no creature, and the clause stays unread.)
    ['My opponent is at 5. She has flying. Can she block?', 'not_understood', 'She has flying'],
    // (A keyword a player may be given, 113.1b: the pronoun stays the player's, whatever creature is there.)
    ['My opponent controls Serra Angel. She has hexproof. Can I Lightning Bolt the Angel?', 'not_understood', 'She has hexproof'],
  ] as const)('%s THEN it is not read as a creature', async (q, code, says) => refusedAs(() => deps)(q, code, says));
});

describe('GIVEN a scry of a library the question did not describe', () => {
  it.each([
    ['My opponent casts Doom Blade on my Grizzly Bears and I respond with Gods Willing naming black. Do the Bears survive?', 'survives', 'yes', '701.22a'],
    ['I sacrifice my Grizzly Bears to Viscera Seer. Does the Bears die?', 'dies', 'yes', '701.22a'],
    ['《臓物の予見者》で《灰色熊》を生け贄に捧げた。熊は死ぬ？', '死亡します', 'yes', '701.22a'],
  ] as const)('%s THEN it is scried unseen and answered', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
});

describe('GIVEN a spell without targets told aimed at a creature', () => {
  it.each([
    ['I cast Wrath of God targeting their Grizzly Bears. Does my Serra Angel survive?', 'it has no target, 115.1a', 'no'],
    ['I cast Wrath of God on their Serra Angel. Does my Grizzly Bears die?', 'it has no target, 115.1a', 'yes'],
    ['相手の《灰色熊》に《神の怒り》を撃ったら、私の《セラの天使》は生き残る？', '対象を取らない呪文です（115.1a）', 'no'],
  ] as const)('%s THEN the restatement says so', async (q, understood, verdict) => restatedVerdict(() => deps)(q, understood, verdict));
});
