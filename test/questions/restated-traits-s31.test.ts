/**
 * A card's size and keywords restated in brackets after its name (session 31): "Vampire Nighthawk w/ Rancor (4/3 flying
 * deathtouch lifelink trample)", "(so 5/5 now)", 「《怨恨》付き《灰色熊》(4/2トランプル)」「《ファイレクシアの十字軍》(先制攻撃・感染)」.
 * The note is checked against what the set-up makes of the card — its printed characteristics with what is attached to
 * it and the counters on it (613.4, 613.1f) — and said back as checked when it agrees; where it doesn't, the question
 * is refused naming both (never a keyword granted on the asker's word, nor the note silently dropped).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊', 'Llanowar Elves': 'ラノワールのエルフ', Rancor: '怨恨', Bonesplitter: '骨断ちの矛槍', 'Serra Angel': 'セラの天使',
    'Vampire Nighthawk': '吸血鬼の夜鷲', 'Phyrexian Crusader': 'ファイレクシアの十字軍', 'Giant Growth': '巨大化',
    'Glorious Anthem': '栄光の頌歌', Shock: 'ショック', Disenchant: '解呪',
  });
}, 120_000);

describe('GIVEN a card restated in brackets as the set-up makes it', () => {
  it.each([
    // Rancor: +2/+0 and trample (Serra Angel 4/4 flying vigilance): 2 lethal to the 2/2 flier, 4 trample over (702.19b).
    ['My Serra Angel w/ Rancor (6/4 flying vigilance trample) attacks and is blocked by a 2/2 with flying. How much damage does the opponent take?', 'is then a 6/4 with flying, vigilance and trample', '4 damage'],
    // Bonesplitter: +2/+0 (Llanowar Elves 1/1).
    ["My Llanowar Elves equipped with Bonesplitter (3/1) attacks and isn't blocked. How much damage does it deal?", 'is then a 3/1', '3 damage'],
    // Keywords joined by commas; deathtouch kills the Angel (702.2b), lifelink gains 2 (702.15b).
    ['Their Vampire Nighthawk (2/3 flying, deathtouch, lifelink) attacks and my Serra Angel blocks. What dies?', 'then a 2/3 with flying, deathtouch and lifelink', 'Serra Angel'],
    // "so … now": what the clause made it — after Giant Growth (+3/+3), not before.
    ["I cast Giant Growth on my Llanowar Elves (so 4/4 now). It's blocked by a 3/3. What happens?", 'is then a 4/4', 'Died: the opponent'],
    ['《骨断ちの矛槍》を装備した《ラノワールのエルフ》(3/1)で攻撃して、ブロックされなかった。相手は何点受ける?', '3/1である', '3点'],
    // Counters on it counted (122.1a): a 2/2 with two +1/+1 counters is a 4/4.
    ['+1/+1カウンターが2個乗った《灰色熊》(4/4)で攻撃して、ブロックされなかった。相手は何点受ける?', '4/4である', '4点'],
    ['相手の《セラの天使》(4/4飛行・警戒)が攻撃してきたので《吸血鬼の夜鷲》でブロックした。どっちが死ぬ?', '4/4で飛行と警戒を持つ', '死亡'],
    ['《怨恨》がついた《セラの天使》(6/4、飛行、警戒、トランプル)で攻撃して飛行を持つ2/2にブロックされた。相手は何点受ける?', '6/4で', '4点'],
    // Keywords alone, joined by 「・」 (read with the keyword before it): first strike and infect (702.7, 702.90).
    ['相手の《ファイレクシアの十字軍》(先制攻撃・感染)を私の《吸血鬼の夜鷲》でブロックしたら、どっちが死ぬの?', '先制攻撃と感染を持つ', '何も死亡しません'],
    ['相手の《怨恨》付き《灰色熊》(4/2トランプル)が攻撃してきたので《吸血鬼の夜鷲》でブロック。相手はプレイヤーに最大限ダメージを割り振った。私のライフは?', '4/2でトランプルを持つ', '21'],
  ] as const)('%s THEN it is checked and answered', async (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));
});

describe('GIVEN a card restated otherwise than the set-up makes it', () => {
  it.each([
    // Rancor gives trample, not flying: the difference is named (613.1f).
    ['My Grizzly Bears w/ Rancor (4/2 flying) attacks and is blocked by a 1/1. How much damage does the opponent take?', 'without flying'],
    // Nothing told makes Llanowar Elves a 2/2 (printed 1/1).
    ["My Llanowar Elves (2/2) attacks and isn't blocked. How much damage does it deal?", '1/1'],
    // A keyword in brackets on a card is no grant: Grizzly Bears has no flying.
    ["My Grizzly Bears (flying) attacks and isn't blocked. How much damage does it deal?", 'without flying'],
    // "so": after the clause — Giant Growth makes it a 4/4, not a 5/5.
    ["I cast Giant Growth on my Llanowar Elves (so 5/5). It's blocked by a 3/3. What happens?", '4/4'],
    ['相手の《怨恨》付き《灰色熊》(4/2飛行)が攻撃してきたので《吸血鬼の夜鷲》でブロック。どうなる?', '飛行なし'],
    ['相手の《灰色熊》(3/3)が攻撃してきたので《吸血鬼の夜鷲》でブロック。私のライフは?', '2/2'],
  ] as const)('%s THEN both are named and nothing is answered', async (q, says) => refusedAs(() => deps)(q, 'needs_detail', says));
});

describe('GIVEN an attachment said with "attached", or a survival told with the size it is left at', () => {
  it.each([
    // "with X attached" says no more than "with X" (301.5a, 303.4): Bonesplitter +2/+0.
    ["My Grizzly Bears with Bonesplitter attached attacks and isn't blocked. How much damage does it deal?", 'your Bonesplitter', '4 damage'],
    ['My Llanowar Elves w/ Rancor attached (3/1 trample) attacks and is blocked by a 1/1. How much damage does the opponent take?', 'is then a 3/1 with trample', '2 damage'],
    // The Anthem's +1/+1 (613.4c): a 3/3 with 2 damage survives; once the Anthem is gone it is a 2/2 with lethal damage (704.5g).
    ['I control Glorious Anthem. My opponent Shocks my Grizzly Bears (it survives as a 3/3). Then they Disenchant the Anthem. Does my Grizzly Bears die?', 'is then a 3/3', 'Yes.'],
  ] as const)('%s THEN it is read and answered', async (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));

  it.each([
    // With the Anthem it is a 3/3, not the 2/2 told.
    ['I control Glorious Anthem. My opponent Shocks my Grizzly Bears (it survives as a 2/2). Then they Disenchant the Anthem. Does my Grizzly Bears die?', '3/3'],
  ] as const)('%s THEN the size is named back', async (q, says) => refusedAs(() => deps)(q, 'needs_detail', says));
});

describe('GIVEN a size said again of a creature with +1/+1 or -1/-1 counters told on it (122.1a, 613.4c)', () => {
  it.each([
    // Two +1/+1 counters on a 2/2: a 4/4, which survives 3 damage and kills the 3/3.
    ["I have a 2/2 with two +1/+1 counters on it (it's a 4/4 now). It's blocked by a 3/3. Does it die?", 'is then a 4/4', 'No.'],
    // A -1/-1 counter on a 3/3: a 2/2, which Shock's 2 damage kills (704.5g).
    ["My 3/3 has a -1/-1 counter on it, so it's a 2/2. My opponent Shocks it. Does it die?", '2/2', 'Yes.'],
    // 「今は1/1です」 with no subject: the size of the creature the sentence was about, never a new 1/1.
    ['私の2/2には-1/-1カウンターが1個乗っていて、今は1/1です。相手がそれに《ショック》を撃ちました。私の2/2は死にますか?', '2/2', 'はい'],
    ['私の3/3には+1/+1カウンターが2個乗っていて、今は5/5です。相手がそれに《ショック》を撃ちました。死にますか?', '5/5', 'いいえ'],
  ] as const)('%s THEN it is the same creature, checked and answered', async (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));

  it.each([
    // The counters make it a 4/4, not the 5/5 said; 6/6 likewise for 3/3 + two counters.
    ["I have a 2/2 with two +1/+1 counters on it (it's a 5/5 now). It's blocked by a 3/3. Does it die?", '4/4'],
    ['私の3/3には+1/+1カウンターが2個乗っていて、今は6/6です。相手がそれに《ショック》を撃ちました。死にますか?', '5/5'],
  ] as const)('%s THEN the size the counters make is named back', async (q, says) => refusedAs(() => deps)(q, 'needs_detail', says));
});
