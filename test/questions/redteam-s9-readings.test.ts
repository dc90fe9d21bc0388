/**
 * Session 9's red team (issue 11): four classes of confident wrong answers, each fixed as a class. The
 * rows are the logged questions with our own variations (other cards, numbers and words), in both
 * languages where the class applies.
 *  1. A past relative clause ("a 3/3 that gained indestructible") tells how its head already was when the
 *     main clause happened: read before it, never after (en/relatives.ts); one told in the present
 *     ("that gains indestructible") could be either, and is refused (told-when.ts).
 *  2. A keyword said to be gone ("that lost trample", "no longer has", "doesn't have … anymore") is absent;
 *     an unknown word before a keyword ("stripped of trample") is named, never passed over.
 *  3. "How much damage is dealt to the 0/1?", 「0/1には何点のダメージが与えられる？」: the creature named in
 *     the damage phrase is what is asked (510.1c), never the defending player.
 *  4. 「相手のライフが5なら」「3だったら」「4であれば」: the copula's conditional sets the fact, as 〜の場合 does,
 *     and a yes/no question keeps its verdict; a total told with no player said, asked of the other player,
 *     is refused rather than read as the asker's.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  Murder: '殺害',
  'Doom Blade': '破滅の刃',
  'Swords to Plowshares': '剣を鋤に',
  'Lightning Bolt': '稲妻',
  Shock: 'ショック',
  'Giant Growth': '巨大化',
  'Serra Angel': 'セラの天使',
  'Grizzly Bears': '灰色熊',
};

describe('GIVEN real cards WHEN a red-team question of session 9 is asked', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // 1. A past relative clause happened before the main clause.
    ["I Swords my opponent's 4/4 that got -3/-0 from an effect. How much life do they gain?", 'gains 1 life (20 → 21)', null],
    ["I Lightning Bolt my opponent's 2/2 that got +2/+2 from an effect. Does it die?", 'survives (4/4 with 3 damage marked)', 'no'],
    ["I cast Murder on my opponent's 3/3 that gained indestructible. Does it die?", 'survives', 'no'],
    ["I cast Murder on my opponent's 3/3 which had gained indestructible. Does it die?", 'survives', 'no'],
    ["I cast Swords to Plowshares on my opponent's 2/2 that got +3/+3. How much life do they gain?", 'gains 5 life (20 → 25)', null],
    ["I Shock my opponent's 1/1 that got +1/+1 until end of turn. Does it die?", 'dies', 'yes'],
    ['I cast Murder on their 3/3, which had gained indestructible. Does it die?', 'survives', 'no'],
    ['I cast Swords to Plowshares on their 1/1 that was given +4/+0. How much life does my opponent gain?', 'gains 5 life (20 → 25)', null],
    ['Can I Doom Blade their 3/3 that became black?', "No. You can't target the opponent's 3/3 creature with Doom Blade: it isn't something the spell can target (601.2e, 733.1, 115.1)", 'no'],
    ['I cast Giant Growth on my 2/2 that got -1/-1. What is its power?', '4/4', null],
    ['I Shock their 3/3 that has lost indestructible. Does it die?', 'survives (with 2 damage marked)', 'no'],
    // (One said to happen in response keeps its place: indestructible before Murder resolves.)
    ['I cast Murder on their 3/3 that gained indestructible in response. Does it die?', 'survives', 'no'],
    ['I cast Murder on their 3/3 that gains indestructible in response. Does it die?', 'survives', 'no'],
    ['I Lightning Bolt their 1/1 that had been given +3/+3. Does it die?', 'survives (4/4 with 3 damage marked)', 'no'],
    ['破壊不能を得た相手の3/3に《殺害》を唱えた。死ぬ？', '戦場に残ります', 'no'],
    ['+3/+3を得た相手の2/2に《剣を鋤に》を唱えた。相手のライフは？', '25', null],
    // 2. A keyword said to be gone is absent.
    ['My 5/5 that lost trample attacks and is blocked by a 1/1. How much damage does the opponent take?', 'takes 0 damage', null],
    ["My 4/4 that lost flying attacks. Can my opponent's 2/2 block it?", 'can block', 'yes'],
    ['My 5/5 that no longer has trample is blocked by a 1/1. How much damage goes through?', 'takes 0 damage', null],
    ["My 2/2 lifelink that lost lifelink is unblocked. What's my life?", 'is 20', null],
    ["My 5/5 which doesn't have trample anymore is blocked by a 1/1. How much damage goes through?", 'takes 0 damage', null],
    ['My 6/6 trample that lost trample is blocked by a 2/2. How much damage does my opponent take?', 'takes 0 damage', null],
    ['My 3/3 without flying attacks. Can their 1/1 block it?', 'can block', 'yes'],
    ['Their 2/2 deathtouch that no longer has deathtouch blocks my 4/4. Does my 4/4 die?', 'survives (with 2 damage marked)', 'no'],
    ['My Serra Angel, which lost flying, attacks. Can their Grizzly Bears block it?', 'can block', 'yes'],
    ["I attack with my Serra Angel that doesn't have flying anymore. Can their Grizzly Bears block it?", 'can block', 'yes'],
    ['My 3/3 first strike that lost first strike is blocked by a 3/3. Does my 3/3 die?', 'dies', 'yes'],
    ['My 4/4 that does not have trample is blocked by a 1/1. How much damage does my opponent take?', 'takes 0 damage', null],
    ['飛行を失った私の4/4が攻撃した。相手の2/2はブロックできる？', 'ブロックできます', 'yes'],
    ['トランプルを失った私の5/5が1/1にブロックされた。相手は何点のダメージを受ける？', '0点', null],
    ['もうトランプルを持っていない私の5/5が1/1にブロックされた。相手は何点のダメージを受ける？', '0点', null],
    // 3. The creature named in the damage phrase is asked about.
    ['My 10/10 is blocked by a 0/1. How much damage is dealt to the 0/1?', '0/1 creature is dealt 10 damage', null],
    ['My 3/3 blocks their 5/5. How much damage is dealt to my 3/3?', '3/3 creature is dealt 5 damage', null],
    ['私の10/10が0/1にブロックされた。0/1には何点のダメージが与えられる？', '0/1クリーチャーは10点', null],
    ['My 4/4 attacks and is blocked by their 2/2. How much damage is dealt by my 4/4?', 'deals 4 damage', null],
    ['My 4/4 attacks and is blocked by their 2/2. How much damage is dealt to their 2/2 by my 4/4?', "4/4 creature deals 4 damage to the opponent's 2/2 creature", null],
    ['My 4/4 attacks and is blocked by their 2/2. What is the damage dealt to my 4/4?', '4/4 creature is dealt 2 damage', null],
    ['My 7/7 trample is blocked by a 2/2. How much damage is dealt to the 2/2?', '2/2 creature is dealt 2 damage', null],
    ['My 2/2 is blocked by their 4/4. Is any damage dealt to my 2/2?', 'is dealt 4 damage', 'yes'],
    ['I Shock their 3/3. How much damage is dealt to it?', '3/3 creature is dealt 2 damage', null],
    ['My 4/4 attacks and is blocked by their 2/2. How much damage is dealt to me?', 'You take 0 damage', null],
    ['相手の6/6が私の2/2にブロックされた。2/2に与えられるダメージは何点？', '2/2クリーチャーは6点', null],
    ['私の8/8トランプルが相手の1/1にブロックされた。1/1には何点のダメージが与えられる？', '1/1クリーチャーは1点', null],
    // 4. A condition told with なら / だったら / であれば sets the fact; a yes/no question keeps its verdict.
    ['私の5/5がブロックされなかった。相手のライフが5なら、相手は負ける？', 'ゲームに敗北します', 'yes'],
    ['トランプルを持つ相手の6/6を私の2/2でブロックした。私のライフが3なら負ける？', 'ゲームに敗北します', 'yes'],
    ['私の3/3が攻撃して、ブロックされなかった。相手のライフが3だったら？', '3 → 0', null],
    ['相手のライフが4であれば、私の4/4がブロックされずに攻撃したら相手は負ける？', 'ゲームに敗北します', 'yes'],
    ['相手のライフが7ならば、ブロックされなかった私の3/3と4/4で相手は負けますか？', 'ゲームに敗北します', 'yes'],
    ['相手のライフが10だとしたら、《稲妻》を相手に撃ったあと相手のライフは？', '7です（10から3点減少）', null],
    ['私の4/4がブロックされなかった。相手のライフが6なら、相手のライフは？', '2です（6から4点減少）', null],
    ['私の3/3がブロックされなかった。相手のライフが8なら、相手のライフは5になる？', '5です（8から3点減少）', 'yes'],
    ['相手の4/4がブロックされなかった。私のライフが4なら、私は負けますか？', 'ゲームに敗北します', 'yes'],
    ['私の2/2がブロックされなかった。相手のライフが9だったら、相手は負ける？', '敗北しません', 'no'],
    // (A total with no player said is the asker's, when the asker is the one asked about.)
    ['相手の5/5がブロックされなかった。ライフが5なら負ける？', 'あなたはゲームに敗北します', 'yes'],
    ['相手の3/3がブロックされなかった。ライフが3の時、負けますか？', 'あなたはゲームに敗北します', 'yes'],
  ];

  /** [question, the refusal's code, what it says]. */
  const REFUSED: [string, string, string][] = [
    // 1. Doom Blade can't target a creature already black (601.2c, 115.1): refused as impossible, never "it dies".
    ["I cast Doom Blade on my opponent's 2/2 that became black. Does it die?", 'impossible', '115.1'],
    ['I cast Doom Blade on their 2/2 which has become black. Does it die?', 'impossible', '115.1'],
    ['I cast Lightning Bolt on their 2/2 that gained hexproof. Does it die?', 'impossible', '702.11b'],
    // A change told in the present ("that gains", "which becomes") may be before the spell or after it: not guessed.
    ['I cast Murder on their 3/3 that gains indestructible. Does it die?', 'not_understood', 'gains indestructible'],
    ['I Lightning Bolt their 2/2 that gets +2/+2. Does it die?', 'not_understood', 'gets +2/+2'],
    ['I Shock their 2/2 which becomes a 4/4. Does it die?', 'not_understood', 'becomes a 4/4'],
    // 2. A word no lexicon knows before a keyword may take it away: named, never read as having it.
    ['My 5/5 that was stripped of trample is blocked by a 1/1. How much damage does my opponent take?', 'not_understood', 'stripped'],
    ['My 4/4 flier that forgot flying attacks. Can their 2/2 block it?', 'not_understood', 'forgot'],
    // 4. The life total is read; what "after combat" asks is not (refused, never "いいえ" of a guessed ask).
    ['絆魂を持つ2/2がブロックされずに攻撃した。私のライフが15なら、戦闘後は？', 'not_understood', '戦闘後は'],
    // A total with no player said, asked of the other player: whose it was is not guessed.
    ['ライフが5なら、私の5/5がブロックされなかったら相手は負ける？', 'not_understood', 'ライフが5なら'],
    ['私の4/4がブロックされなかった。ライフが4の場合、相手は負ける？', 'not_understood', 'ライフが4の場合'],
    ['ライフが6の時、私の3/3と3/3がブロックされなかったら相手のライフは？', 'not_understood', 'ライフが6の時'],
  ];

  it.each(RIGHT)('%s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
  it.each(REFUSED)('%s', (q, code, says) => refusedAs(() => deps)(q, code, says));
});
