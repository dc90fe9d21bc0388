/**
 * Session 12's red team (issue 11): "does X resolve?" asked of a spell whose only target became illegal was
 * answered "Yes" — the engine recorded the spell as resolved when it began to resolve (608.1), before the
 * target check of 608.2b found it doesn't. "Can Counterspell counter X?" was read as "can Counterspell be
 * cast at X?" only, so a spell that can't be countered (101.2) got "Yes". "Can X survive Y if I regenerate
 * it?" regenerated X after Y had resolved: a condition said after the question is done while Y waits. Rows are our own variations, both
 * languages, both outcomes.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Liliana of the Veil': 'ヴェールのリリアナ',
  'Drudge Skeletons': 'よろめく骸骨',
  'River Boa': '川の大蛇',
  Murder: '殺害',
  Counterspell: '対抗呪文',
  'Supreme Verdict': '至高の評決',
  'Thrun, the Last Troll': '最後のトロール、スラーン',
  'Grizzly Bears': '灰色熊',
  'Giant Growth': '巨大化',
  'Lightning Bolt': '稲妻',
  Unsummon: '送還',
  'Doom Blade': '破滅の刃',
  Shock: 'ショック',
  'Blossoming Defense': '顕在的防御',
  'Llanowar Elves': 'ラノワールのエルフ',
  'Elvish Mystic': 'エルフの神秘家',
  'Raging Goblin': '怒り狂うゴブリン',
  'Serra Angel': 'セラの天使',
  'Glorious Anthem': '栄光の頌歌',
  'Titanic Growth': '剛力化',
  'Lava Axe': '溶岩の斧',
  Negate: '否認',
};

describe('GIVEN real cards WHEN asked whether a spell resolves', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // 608.2b: its only target is gone (a new object, 400.7) → it doesn't resolve.
    ['I cast Giant Growth on my Grizzly Bears and the opponent responds with Lightning Bolt on the Bears. Does Giant Growth resolve?', "doesn't resolve", 'no'],
    ['My opponent casts Doom Blade on my Grizzly Bears. I respond by casting Unsummon on my Bears. Does Doom Blade resolve?', "doesn't resolve", 'no'],
    ['《ショック》を相手の2/2に撃った。相手は対応して2/2を生け贄に捧げた。《ショック》は解決される？', '解決されません', 'no'],
    ['相手が私の《灰色熊》に《破滅の刃》を撃ってきたので、対応して《送還》で熊を手札に戻した。《破滅の刃》は解決する？', '解決されません', 'no'],
    // Its target still legal → it resolves (608.2).
    ['I cast Giant Growth on my Grizzly Bears. Does Giant Growth resolve?', 'resolves', 'yes'],
    ['I cast Lightning Bolt on their 2/2 and they respond with Giant Growth on it. Does my Lightning Bolt resolve?', 'resolves', 'yes'],
    ['自分の《灰色熊》に《巨大化》を撃った。《巨大化》は解決される？', '解決されます', 'yes'],
  ];
  it.each(RIGHT)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** "Can X counter Y?": legal to cast, and then is Y countered — one yes or no for both (701.6a, 101.2). */
  const COUNTERS: [string, string, 'yes' | 'no' | null][] = [
    ['Can Counterspell counter Thrun, the Last Troll?', 'resolves', 'no'],
    ['My opponent casts Supreme Verdict. Can I counter it with Counterspell?', 'resolves', 'no'],
    ['《至高の評決》を《対抗呪文》で打ち消せますか？', '解決されます', 'no'],
    ['Can I counter Lightning Bolt with Counterspell?', 'is countered', 'yes'],
    ['相手の《稲妻》を《対抗呪文》で打ち消せる？', '打ち消されます', 'yes'],
  ];
  it.each(COUNTERS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** A condition said after the question is met while the spell asked about waits (117.3c; 701.19a shield). */
  const AFTER_IF: [string, string, 'yes' | 'no' | null][] = [
    ['Can Drudge Skeletons survive Lightning Bolt if I regenerate it?', 'survives', 'yes'],
    ['Can River Boa survive Murder if I regenerate it?', 'survives', 'yes'],
    ['Do my Grizzly Bears survive Lightning Bolt if I cast Giant Growth on the Bears?', 'survives', 'yes'],
  ];
  it.each(AFTER_IF)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** A state said of a permanent is applied or named, never dropped (302.6 summoning sickness; 509.1a tapped). */
  const STATES_REFUSED: [string, string, string][] = [
    // A loyalty ability picked by its cost (606.4) is that ability, never another of the permanent's: its text
    // unread is named (session 15: before, the cost itself was named as not understood; "Can I use her -2?" with
    // 1 loyalty is now answered no, 606.6, in activation-costs.test.ts).
    ['I control Liliana of the Veil with 3 loyalty. Can I activate her -6 ability?', 'unmodelled', '−6: Separate all permanents'],
    // The asker took something back: which they meant is not picked (both read would be another story).
    ["My 2/2 blocks my opponent's 3/3. I Giant Growth the attacker... wait, I Giant Growth my blocker. What dies?", 'not_understood', 'wait'],
    ['相手の3/3を私の2/2でブロック。相手のクリーチャーに《巨大化》、じゃなくて私の2/2に《巨大化》。何が死ぬ？', 'not_understood', 'じゃなくて'],
    // Protection from a quality not read (702.16a) is named, never dropped.
    ['My green 3/3 is blocked by a 2/2 with protection from its color. What dies?', 'not_understood', 'protection'],

    ['召喚酔いで警戒を持つクリーチャーは攻撃できる？', 'not_understood', '召喚酔い'],
  ];
  it.each(STATES_REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
  const STATES: [string, string, 'yes' | 'no' | null][] = [
    // A spell of the story asked about as a target is asked about while it is on the stack (115.1, 701.6a).
    ['Can I Counterspell my own spell?', 'You can target', 'yes'],
    ['I cast Lightning Bolt at their 2/2. Can I target my Lightning Bolt with Counterspell?', 'You can target', 'yes'],
    ['Wait, can a 2/2 with flying block a 3/3?', 'can block', 'yes'], // 509.1a: "Wait," opening a question takes nothing back
    ['A creature with vigilance and summoning sickness — can it attack?', "can't attack", 'no'], // 302.6, 702.20b
    ['A creature with haste and summoning sickness. Can it attack?', 'can attack', 'yes'], // 702.10b
    ['Their 3/3 is attacking and my 2/2 is tapped. Can my 2/2 block it?', "can't block", 'no'],
    ['I have a 2/2 and a 3/3 untapped. Can both block?', 'can block', 'yes'],
  ];
  it.each(STATES)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * Session 12's misreadings, each a class (session 13). Both players said together — 両方のプレイヤー, 自分と相手,
   * 双方, "each player", "we're both" — are both, never one of them: both at 0 life (or 10 poison) lose at once and
   * the game is a draw (704.5a, 704.5c, 104.4a).
   */
  const BOTH_PLAYERS: [string, string, 'yes' | 'no' | null][] = [
    ['両方のプレイヤーのライフが同時に0になったら誰が勝つ？', '引き分け', null],
    ['私と相手のライフが同時に0になったら誰が勝つ？', '引き分け', null],
    ['双方のライフが0になったら誰が勝つ？', '引き分け', null],
    ['すべてのプレイヤーのライフが0になったら誰が勝つ？', '引き分け', null],
    ['両方のプレイヤーが同時にライフ0になったら誰が勝つ？', '引き分け', null],
    ['自分と相手の毒カウンターが10個になったら誰が勝つ？', '引き分け', null],
    // Both told at a total, one of them then dealt damage (704.5a for that one only).
    ['私と相手のライフが3のとき、相手に《稲妻》を撃った。私は勝つ？', '勝利します', 'yes'],
    ['相手と私のライフが1のとき、相手に《ショック》を撃ったら勝てる？', '勝利します', 'yes'],
    ['私と相手のライフが1。相手に《溶岩の斧》を撃った。相手は負ける？', '敗北します', 'yes'],
    ['自分と相手のライフが20。相手の3/3が攻撃してきてブロックしなかった。私のライフは？', '17', null],
    // ("Who wins?" asks who, not a yes or no: it was answered "No." as if asked "do I win?" — session 14.)
    ['Each player is at 0 life. Who wins?', 'Nobody wins: both players lose at the same time, so the game is a draw', null],
    ["We're both at 0 life. Do I win?", 'the game is a draw', 'no'],
    ['Both players are at 1 life. I cast Lava Axe targeting my opponent. Do I win?', 'You win', 'yes'],
  ];
  it.each(BOTH_PLAYERS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * "Before it resolves", "while it's on the stack", 「それが解決する前に」「解決前に」「スタックにある間に」: what the
   * main clause tells is done in response, while the spell waits (117.3c); its only target gone, it doesn't
   * resolve (608.2b). "After it resolves" stays after (608.1).
   */
  const WHILE_WAITING: [string, string, 'yes' | 'no' | null][] = [
    ['《灰色熊》に《稲妻》を撃った。それが解決する前に相手が熊を生け贄に捧げた。《稲妻》は解決される？', '解決されません', 'no'],
    ['相手の《灰色熊》に《稲妻》を撃った。《稲妻》の解決前に相手が熊を生け贄に捧げた。《稲妻》は解決される？', '解決されません', 'no'],
    ['相手の《灰色熊》に《稲妻》を撃った。《稲妻》がスタックにある間に相手が熊を生け贄に捧げた。《稲妻》は解決される？', '解決されません', 'no'],
    ['相手が私の《灰色熊》に《ショック》を撃った。それが解決する前に《巨大化》を熊に撃った。熊は死ぬ？', '戦場に残ります', 'no'],
    ['相手が私の《セラの天使》に《破滅の刃》を撃った。それが解決する前に《顕在的防御》を天使に撃った。《破滅の刃》は解決される？', '解決されません', 'no'],
    ['私の《灰色熊》に《巨大化》を撃った。それが解決する前に相手が《稲妻》で熊を倒した。《巨大化》は解決される？', '解決されません', 'no'],
    ['I Lightning Bolt their Grizzly Bears. Before it resolves, they sacrifice the Bears. Does Lightning Bolt resolve?', "doesn't resolve", 'no'],
    ['I cast Lightning Bolt on their Grizzly Bears. They sacrifice the Bears before Lightning Bolt resolves. Does Lightning Bolt resolve?', "doesn't resolve", 'no'],
    ["I cast Lightning Bolt on their Grizzly Bears. While it's on the stack, they sacrifice the Bears. Does Lightning Bolt resolve?", "doesn't resolve", 'no'],
    ['My opponent casts Doom Blade on my Grizzly Bears. Before Doom Blade resolves, I cast Unsummon on my Bears. Does Doom Blade resolve?', "doesn't resolve", 'no'],
    ['I cast Giant Growth on my Grizzly Bears. Before it resolves, my opponent Shocks the Bears. Do the Bears die?', 'dies', 'yes'],
    ['I cast Giant Growth on my Grizzly Bears. After it resolves, my opponent Shocks the Bears. Do the Bears die?', 'survives', 'no'],
    ['I cast Shock on their Grizzly Bears. Before Shock resolves, they cast Giant Growth on the Bears. Do the Bears die?', 'survives', 'no'],
  ];
  it.each(WHILE_WAITING)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * 「《顕在的防御》を使えば私の2/2は《ショック》で死ぬ？」: an instant the asker casts as the condition of a question
   * about a threat is the answer to that threat — cast in response to it (117.3c): hexproof or a bigger body when
   * the threat resolves (702.11b, 608.2b). A permanent spell (not an instant) is not read that way: which came
   * first is asked back.
   */
  const MEANS_AGAINST: [string, string, 'yes' | 'no' | null][] = [
    ['《顕在的防御》を使えば私の2/2は《ショック》で死ぬ？', '戦場に残ります', 'no'],
    ['《顕在的防御》を使えば私の《灰色熊》は《稲妻》で死ぬ？', '戦場に残ります', 'no'],
    ['《顕在的防御》を使ったら私の《セラの天使》は《破滅の刃》で死ぬ？', '戦場に残ります', 'no'],
    ['《巨大化》を使えば、私の2/2は相手の《稲妻》で死ぬ？', '戦場に残ります', 'no'],
    ['《巨大化》を撃てば私の《灰色熊》は《稲妻》で死ぬ？', '戦場に残ります', 'no'],
    ['《剛力化》を使えば私の《灰色熊》は《稲妻》で死ぬ？', '戦場に残ります', 'no'],
    ['《送還》を唱えれば私の《灰色熊》は《殺害》で死ぬ？', '死亡しません', 'no'],
    ['If I cast Giant Growth on my Grizzly Bears, can it survive Lightning Bolt?', 'survives', 'yes'],
    ['If I cast Blossoming Defense on my Grizzly Bears, does it survive Shock?', 'survives', 'yes'],
    ["If I cast Giant Growth on my 2/2, does it survive my opponent's Lightning Bolt?", 'survives', 'yes'],
  ];
  it.each(MEANS_AGAINST)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * "I Unsummon my Llanowar Elves and recast it": the second cast comes after the bounce resolved (601.2, 608.1),
   * never while it waits ("impossible"); the card comes back a new object (400.7) with summoning sickness (302.6:
   * no attack, no {T} ability) unless it has haste (702.10b).
   */
  const RECAST: [string, string, 'yes' | 'no' | null][] = [
    ['I Unsummon my Llanowar Elves and recast it. Can I tap it for mana this turn?', "can't activate", 'no'],
    ['I Unsummon my Elvish Mystic and recast it. Can I tap it for mana this turn?', "can't activate", 'no'],
    ['I cast Unsummon on my Grizzly Bears, then cast the Bears again. Can the Bears attack this turn?', "can't attack", 'no'],
    ['I bounce my Grizzly Bears with Unsummon and cast it again. Can it attack?', "can't attack", 'no'],
    ['I Unsummon my Serra Angel and recast it. Can it attack this turn?', "can't attack", 'no'],
    ['I Unsummon my Raging Goblin and recast it. Can it attack this turn?', 'can attack', 'yes'],
    ['《送還》で戻した《灰色熊》を同じターンにもう一度唱えたら攻撃できる？', '攻撃できません', 'no'],
    ['《送還》で戻した《セラの天使》を同じターンにもう一度唱えたら攻撃できる？', '攻撃できません', 'no'],
    ['《送還》で戻した《怒り狂うゴブリン》をもう一度唱えたら攻撃できる？', '攻撃できます', 'yes'],
  ];
  it.each(RECAST)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * 「《稲妻》を《対抗呪文》された」: the card is the verb (《X》する, passive); what is marked を is what it was cast at,
   * by the other player. A countered spell goes to its owner's graveyard (701.6a); 「墓地に行く」 asked of a spell
   * is where it went, never whether it died (700.4: only permanents die).
   */
  const CARD_VERB_PASSIVE: [string, string, 'yes' | 'no' | null][] = [
    ['《稲妻》を《対抗呪文》されたけど、《稲妻》は墓地に行く？', '墓地に置かれます', 'yes'],
    ['《巨大化》を《対抗呪文》された。《巨大化》は墓地に行く？', '墓地に置かれます', 'yes'],
    ['《ショック》を《対抗呪文》された。《ショック》は墓地に置かれる？', '墓地に置かれます', 'yes'],
    ['相手に《稲妻》を《対抗呪文》された。《稲妻》は解決される？', '解決されません', 'no'],
    ['相手に《巨大化》を《否認》された。《巨大化》は解決される？', '解決されません', 'no'],
    ['《稲妻》を《対抗呪文》された。相手のライフは？', '20です', null],
    ['《灰色熊》を《稲妻》された。熊は死ぬ？', '死亡します', 'yes'],
    ['私の《灰色熊》を《ショック》された。熊は死ぬ？', '死亡します', 'yes'],
    ['相手に《灰色熊》を《殺害》された。熊は死ぬ？', '死亡します', 'yes'],
    ['《セラの天使》を《破滅の刃》された。天使は死ぬ？', '死亡します', 'yes'],
    ['《セラの天使》を《稲妻》されたけど、天使は死ぬ？', '戦場に残ります', 'no'],
    ['《灰色熊》を《送還》された。熊は手札に戻る？', '手札に戻ります', 'yes'],
  ];
  it.each(CARD_VERB_PASSIVE)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** Damage told as it stands from the start is marked (120.3, 704.5g); told after what may have dealt it, it is not marked again. */
  const DAMAGE_TOLD: [string, string, 'yes' | 'no' | null][] = [
    ['Their 3/3 has 2 damage marked. I Shock it. Does it die?', 'dies', 'yes'],
    ['Their 4/4 has 2 damage marked. I cast Shock on it. Does it die?', 'dies', 'yes'],
    ['My 2/2 first strike creature is blocked by a 3/3. The 3/3 has 2 damage marked. What dies?', '3/3', null],
  ];
  it.each(DAMAGE_TOLD)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** Asked back or named, never answered wrong: which moment a told state is, which spell "before they resolve" means, what "remains". */
  const NAMED: [string, string, string][] = [
    ['My 2/2 first striker is blocked by a 3/3. After first-strike damage, the 3/3 has 2 damage. I Shock it. What dies?', 'not_understood', 'After first-strike damage'],
    ['My 3/3 first striker is blocked by a 4/4. After first-strike damage the 4/4 has 3 damage. I cast Shock on it. What dies?', 'not_understood', 'the 4/4 has 3 damage'],
    ['Their 4/4 is blocked by my 2/2 first striker. After first strike damage, the 4/4 has 2 damage marked. What dies?', 'not_understood', '2 damage marked'],
    ['My 2/2 first striker blocks their 3/3. After first-strike damage, their 3/3 has 2 damage. Does my 2/2 die?', 'not_understood', 'their 3/3 has 2 damage'],
    ['I Shock their 3/3. It has 2 damage now. I Shock it again. Does it die?', 'not_understood', 'It has 2 damage now'],
    ['I cast Shock on their 4/4. The 4/4 has 2 damage. I Shock it again. Does it die?', 'not_understood', 'The 4/4 has 2 damage'],
    ['I Lightning Bolt their 5/5. It has 3 damage marked now. Can I kill it with Shock?', 'not_understood', '3 damage marked now'],
    ['先制攻撃を持つ私の2/2が3/3にブロックされた。先制攻撃ダメージの後、3/3はダメージを2点負っている。《ショック》を撃った。何が死ぬ？', 'not_understood', '先制攻撃ダメージの後'],
    ['I cast Giant Growth on my Grizzly Bears and Lightning Bolt on their 2/2. Before they resolve, my opponent sacrifices the 2/2. Does Lightning Bolt resolve?', 'not_understood', 'Before they resolve'],
    ['《栄光の頌歌》を唱えれば私の2/2は《ショック》で死ぬ？', 'needs_detail', '栄光の頌歌'],
    ['Both players go to 0 life at the same time. Who wins?', 'not_understood', 'Both players'],
    // An act said of both players is two acts (one each): named, never read as one player's.
    ['Both players cast Lightning Bolt at my 3/3. Does it die?', 'not_understood', 'Both players cast'],
    ['自分と相手が相手の《灰色熊》に《稲妻》を撃った。熊は死ぬ？', 'not_understood', '自分と相手が'],
    ['相手と私が《灰色熊》で攻撃した。相手のライフは？', 'not_understood', '相手と私が'],
    // 「修整は残ってる?」 asks whether the modification stays, never whether the creature survives (400.7).
    ['《巨大化》で強化された《灰色熊》が《送還》で手札に戻されて、唱え直したら修整は残ってる?', 'not_understood', '修整'],
  ];
  it.each(NAMED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
