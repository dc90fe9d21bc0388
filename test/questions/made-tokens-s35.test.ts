/**
 * Issue 12: tokens a spell makes in the run, referred to as "the tokens", by their subtype ("the Insect tokens", "the
 * Soldiers") or 「ゴブリン・トークン」, are asked of as a group (111.1, 111.4): each one's P/T or keywords after every effect
 * (613.4c), alike ones said once with how many. Tokens the story itself told are those objects; a plural subtype that
 * the one told card also has ("the Insects" after casting Hornet Queen) could mean it or it with its tokens: named back.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Intangible Virtue': '無形の美徳', 'Hornet Queen': 'スズメバチの女王', 'Raise the Alarm': '警報を鳴らせ', 'Dragon Fodder': 'ドラゴンの餌', 'Glorious Anthem': '栄光の頌歌', 'Lightning Bolt': '稲妻' });
}, 120_000);
const answered = answeredCiting(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN tokens a spell makes asked of as a group THEN each is answered (111.1, 613.4c)', () => {
  it.each([
    ['I have Intangible Virtue out and cast Hornet Queen. What are the stats and keywords of the Insect tokens?', 'Each of the 4 Insect Tokens is 2/2.\nEach of the 4 Insect Tokens has flying, deathtouch, vigilance.', '613.4c'],
    ['I have Intangible Virtue out and cast Raise the Alarm. What is the power and toughness of the tokens?', 'Each of the 2 Soldier Tokens is 2/2.', '613.4c'],
    ['I have Intangible Virtue and cast Raise the Alarm. How big are the Soldiers?', 'Each of the 2 Soldier Tokens is 2/2.', '613.4c'],
    ["I control Glorious Anthem and cast Dragon Fodder. What are the Goblin tokens' power and toughness?", 'Each of the 2 Goblin Tokens is 2/2.', '613.4c'],
    ['I cast Raise the Alarm. What are the keywords of the tokens?', 'Each of the 2 Soldier Tokens has no keyword abilities.', '111.1'],
    ['《無形の美徳》がある状態で《ドラゴンの餌》を唱えた。ゴブリン・トークンのP/Tは？', 'ゴブリン・トークン（2体とも）は2/2です。', '111.1'],
    ['《栄光の頌歌》がある状態で《ドラゴンの餌》を唱えた。トークンのパワーとタフネスは？', 'ゴブリン・トークン（2体とも）は2/2です。', '613.4c'],
  ] as const)('%s → %s', (q, says, rule) => answered(q, says, null, rule), 60_000);
});

describe('GIVEN tokens the story told, or none made THEN no made tokens are invented', () => {
  it.each([
    // Told tokens are those objects (each named as told).
    ['I control two 1/1 Soldier tokens and Glorious Anthem. What is the P/T of the tokens?', 'Your first 1/1 Soldier token is 2/2.', '613.4c'],
    ['I cast Lightning Bolt at my opponent. What is the power and toughness of the tokens?', 'No token is created.', '608.2'],
  ] as const)('%s → %s', (q, says, rule) => answered(q, says, null, rule), 60_000);
  it.each([
    ['I have Intangible Virtue and I cast Hornet Queen. How big are the Insects?', 'not_understood', 'the Insects'],
  ] as const)('%s → %s', (q, code, says) => refused(q, code, says), 60_000);
});
