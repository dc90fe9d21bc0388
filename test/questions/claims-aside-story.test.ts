/**
 * Claims and story framing around the real question, over a catalog that holds what the full one does: split cards
 * whose faces are everyday words ("Survive", "Said", "Hit", "Away") — with them every claim using such a word was kept
 * read and the whole question refused. The claim is set aside in every position (its own sentence before, between or
 * after the story, after ", but", with a relative clause on its speaker, hearsay), story openers with no game content
 * are set aside, and what a sentence tells around a claim ("but my friend said no and they cast Giant Growth") stays
 * read. The answer is the board's (704.5g: 3 damage to a 2/2; 702.15b lifelink).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { CardSpotter } from '../../src/language/lexicon/cards.ts';
import { loadRealCards, realCardDeps } from '../cards/compile-helpers.ts';
import { answeredIn, answeredRight, refusedAs } from '../support/ask-rows.ts';

const NAMES: Record<string, string> = { 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人', 'Lightning Bolt': '稲妻', 'Vampire Nighthawk': 'Vampire Nighthawk', 'Giant Growth': '巨大化' };
/** Split cards whose face names are everyday English words (spotted by face, as the catalog's index spots them). */
const FACES = ['Struggle // Survive', 'Said // Done', 'Hit // Run', 'Far // Away'];

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(NAMES);
  const cards = [...(await loadRealCards([...Object.keys(NAMES), ...FACES])).values()];
  deps.cards = new CardSpotter(
    cards.flatMap((c) => [
      { name: c.name.toLowerCase(), kind: 'name' as const, english: c.name, typeLine: c.type_line ?? '', playable: true },
      ...(NAMES[c.name] !== undefined && NAMES[c.name] !== c.name ? [{ name: NAMES[c.name]!, kind: 'ja' as const, english: c.name, typeLine: c.type_line ?? '', playable: true }] : []),
      ...(c.name.includes(' // ') ? c.name.split(' // ').map((f) => ({ name: f.toLowerCase(), kind: 'face' as const, english: c.name, typeLine: c.type_line ?? '', playable: true })) : []),
    ]),
  );
}, 120_000);

const BOLT = 'I cast Lightning Bolt on their Grizzly Bears.';
const BLOCK = 'My Grizzly Bears blocks their Hill Giant.';

/** [question, what the answer says, verdict]. */
const ANSWERED: [string, string, 'yes' | 'no' | null][] = [
  // The s31 gap: a claim in a sentence of its own, no "who's right" — before, between and after.
  [`${BOLT} My buddy said the Bears survive. Does the Bears die?`, 'Grizzly Bears dies', 'yes'],
  [`My buddy said the Bears survive. ${BOLT} Does the Bears die?`, 'Grizzly Bears dies', 'yes'],
  [`${BOLT} Does the Bears die? My buddy said it survives.`, 'Grizzly Bears dies', 'yes'],
  ['I cast Lightning Bolt on their Grizzly Bears, but my buddy said it survives. Does the Bears die?', 'Grizzly Bears dies', 'yes'],
  [`${BLOCK} My friend says my Grizzly Bears survives. Does my Grizzly Bears die?`, 'Grizzly Bears dies', 'yes'],
  // A speaker with a relative clause; the asker's past belief with "hit" (a face name) in it.
  [`${BOLT} My friend who was watching says the Bears survive. Does the Bears die?`, 'Grizzly Bears dies', 'yes'],
  ['I attack with my Hill Giant and they block with their Grizzly Bears. I thought my Giant would hit them anyway. Does the Bears die?', 'Grizzly Bears dies', 'yes'],
  [`Quick one. ${BLOCK} My opponent figured the Bears would survive. Does my Grizzly Bears die?`, 'Grizzly Bears dies', 'yes'],
  // "get the 2 life" in a claim is an amount, not a total hidden in it.
  ["I was at 20. I attack with Vampire Nighthawk and they don't block. He's arguing I don't actually get the 2 life from lifelink. What's my life total?", '22', null],
  // Hearsay is a claim; its check answered by the concrete question.
  ["I attack with Vampire Nighthawk and they don't block. I was at 20. Apparently I gain 2 life? Is that right, and what's my life total?", '22', null],
  // Two claims cut at ", but"; what the sentence tells after "said no" is read (Giant Growth in response: 5/5, 3 damage).
  [`${BOLT} I said the Bears survive, but my friend said no. Does the Bears die?`, 'Grizzly Bears dies', 'yes'],
  ['I cast Lightning Bolt on their Grizzly Bears, but my friend said no and they cast Giant Growth on it in response. Does the Bears die?', 'survives', 'no'],
  // A check right after a question asked as one.
  [`${BOLT} Does the Bears die? Is that right, and is it put into the graveyard?`, 'Grizzly Bears dies', 'yes'],
  // A statement with a check tagged on, beside another question, is the asker's claim; alone, it is the question.
  [`${BOLT} Hexproof doesn't matter here, right? Does the Bears die?`, 'Grizzly Bears dies', 'yes'],
  [`${BLOCK} My Grizzly Bears dies, right?`, 'Grizzly Bears dies', 'yes'],
  // Story openers with no game content, first or anywhere.
  [`Casual game last night. ${BLOCK} Does my Grizzly Bears die?`, 'Grizzly Bears dies', 'yes'],
  ['Rules question for the table: my Grizzly Bears blocks their Hill Giant. Does my Grizzly Bears die, or what?', 'Grizzly Bears dies', 'yes'],
  // Japanese: a request to be told asks as a question does; what made the asker wonder is the telling.
  ['私の《灰色熊》が相手の《丘巨人》をブロックしました。熊は生き残ると友人が言っています。本当でしょうか?私のライフも教えてください。', '20', null],
  ['先日の対戦で気になったので質問です。私の《灰色熊》が相手の《丘巨人》をブロックしました。熊は死にますか?', '死亡します', 'yes'],
  ['相手の《灰色熊》に《稲妻》を撃ちました。熊は生き残ると思っていたのですが、熊は死にますか?', '死亡します', 'yes'],
  // 「どうなるのが正しいですか」 asks what happens (the right outcome), no check of the claim.
  ['相手の《灰色熊》に《稲妻》を撃ちました。熊は生き残ると友人が言っています。熊はどうなるのが正しいですか?', '墓地', null],
];

/** [question, code]: never answered. */
const REFUSED: [string, string][] = [
  // A claim with no question beside it, or hearsay alone: named, never read as what happened.
  [`${BOLT} My buddy said the Bears survive.`, 'not_understood'],
  [`${BOLT} Apparently the Bears survive.`, 'not_understood'],
  // A total told in a claim stays read (and is named).
  [`${BOLT} My buddy said the opponent has 2 life left. Is he dead?`, 'not_understood'],
  // A frame naming a format (903.7 Commander: 40 life) is no empty frame.
  [`Commander game last night. ${BLOCK} Does my Grizzly Bears die?`, 'not_understood'],
  // A relative clause of the speaker that tells a card is no speaker's only: kept, named.
  [`${BOLT} My friend who cast Giant Growth says the Bears survive. Does the Bears die?`, 'not_understood'],
  // A claim with only its check: named.
  ['熊は生き残ると友人が言っています。正しい?', 'not_understood'],
];

describe('claims and frames set aside, with a catalog of everyday face names', () => {
  it.each(ANSWERED)('%s', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

describe('neighbours still refused', () => {
  it.each(REFUSED)('%s', async (q, code) => refusedAs(() => deps)(q, code));
});

describe('the restatement names the claim', () => {
  it('the claim after ", but" and the words after "said no" kept', async () => {
    const r = await answeredIn('en', () => deps)('I cast Lightning Bolt on their Grizzly Bears, but my friend said no and they cast Giant Growth on it in response. Does the Bears die?');
    expect(r.understood).toContain('casts Giant Growth');
    expect(r.understood).toContain('is a claim, checked by the answer');
  });
  it('hearsay', async () => {
    const r = await answeredIn('en', () => deps)("I attack with Vampire Nighthawk and they don't block. I was at 20. Apparently I gain 2 life? Is that right, and what's my life total?");
    expect(r.understood).toContain('“Apparently I gain 2 life” is a claim');
    expect(r.understood).not.toContain('you gain 2 life');
  });
});
