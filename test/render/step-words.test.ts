/**
 * Steps say things in words, never in the engine's codes (issue 16 §2, found by checking every step of
 * the shared Japanese questions): what set off a trigger, a target that is a player, the object an old
 * id now means, counter kinds, protection qualities, abilities on the stack, English rules text said
 * to be English, and made-up effect ids. Each row renders one step as the engine gives it.
 */
import { describe, expect, it } from 'vitest';
import type { TraceParam, TraceStep } from '../../src/engine/types.ts';
import type { Lang } from '../../src/core/lang.ts';
import { renderStep } from '../../src/render/trace.ts';
import { latinWords, spacedJapanese } from '../support/ja-text-check.ts';
import { illegalTargetReason, reasonClause, withReason } from '../../src/render/reasons.ts';
import type { ReasonKey } from '../../src/render/reasons.ts';

const labels = {
  finks: { en: 'Kitchen Finks', ja: 'あなたの《台所の嫌がらせ屋》' },
  bolt: { en: 'Lightning Bolt', ja: '対戦相手の《稲妻》' },
  goblin: { en: 'Raging Goblin', ja: 'あなたの《怒り狂うゴブリン》' },
  bear: { en: 'Grizzly Bears', ja: 'あなたの《灰色熊》' },
  counter: { en: 'Counterspell', ja: 'あなたの《対抗呪文》' },
};

function text(key: string, params: Record<string, TraceParam>, lang: Lang, rules: string[] = ['603.2']): string {
  return renderStep({ key, rules, params } as unknown as TraceStep, lang, { labels, asker: true }).text;
}

describe('GIVEN engine steps whose params are codes', () => {
  const ROWS: { key: string; params: Record<string, TraceParam>; en: RegExp; ja: RegExp; notEn?: RegExp }[] = [
    {
      key: 'trigger.triggers',
      params: { ability: 'Persist', source: 'Kitchen Finks', controller: 'A', cause: 'battlefield -> graveyard', lookBack: true },
      en: /triggers \(from the battlefield to the graveyard\)/,
      ja: /あなたの《台所の嫌がらせ屋》の能力「頑強」が誘発します（きっかけ：戦場→墓地）/,
      notEn: /->/,
    },
    {
      key: 'trigger.triggers',
      params: { ability: 'When this creature enters, you gain 2 life.', source: 'Kitchen Finks', controller: 'A', cause: 'enters', lookBack: false },
      en: /triggers \(it entered\)/,
      ja: /《台所の嫌がらせ屋》の英語のオラクル・テキスト「When this creature enters, you gain 2 life\.」の能力が誘発します（きっかけ：戦場に出た）/,
    },
    {
      key: 'stack.put',
      params: { item: 'Kitchen Finks: ward 2 — counter Doom Blade unless its controller pays {2}.', kind: 'triggered', controller: 'A', depth: 1 },
      en: /Kitchen Finks: ward 2/,
      ja: /^405\.2：あなたの《台所の嫌がらせ屋》の能力「護法\{2\}」（誘発型能力/,
    },
    { key: 'cast.targets', params: { spell: 'Lightning Bolt', word: 'any', targets: ['A'], shared: false }, en: /: you\.$|: player A\.$/, ja: /の対象：あなた。/, notEn: /: A\.$/ },
    { key: 'zone.follows', params: { reference: 'goblin', object: 'Raging Goblin', id: 'goblin~1', zone: 'battlefield' }, en: /^400\.7: Raging Goblin has become a new object/, ja: /^400\.7：あなたの《怒り狂うゴブリン》は新しいオブジェクト/, notEn: /goblin”/ },
    { key: 'event.counters', params: { target: 'B', counter: 'poison', amount: 1, before: 0, after: 1 }, en: /1 poison counter/, ja: /毒カウンター1個が置かれます/ },
    { key: 'event.damage-prevented', params: { source: 'Lightning Bolt', target: 'Grizzly Bears', amount: 3, quality: 'red' }, en: /protection from red/, ja: /プロテクション（赤）を持っています/ },
    { key: 'event.damage-prevented', params: { source: 'Lightning Bolt', target: 'Grizzly Bears', amount: 3, quality: 'creatures' }, en: /protection from creatures/, ja: /プロテクション（クリーチャー）を持っています/ },
    // Cost names (issue 16 §2): the keyword's Japanese name, never "bestow" / "kicker" / "without paying …".
    { key: 'cast.cost', params: { spell: 'Grizzly Bears', total: '{4}{U}', alternative: 'bestow' }, en: /the alternative cost: bestow/, ja: /（代替コスト：授与）/ },
    { key: 'cast.cost', params: { spell: 'Grizzly Bears', total: '{0}', alternative: 'without paying its mana cost' }, en: /without paying its mana cost/, ja: /（代替コスト：マナ・コストを支払わない）/ },
    { key: 'cast.cost', params: { spell: 'Lightning Bolt', total: '{3}{G}{G}', additional: ['kicker {2}{G}'] }, en: /with the additional kicker \{2\}\{G\}/, ja: /（追加コスト：キッカー\{2\}\{G\}）/ },
    { key: 'cast.announced', params: { spell: 'Grizzly Bears', alternative: 'morph', kicked: false }, en: /the alternative cost morph/, ja: /代替コスト ?変異；/ },
    // 603.3b's order lists abilities as the other steps name them, never "A: Kitchen Finks: When …".
    { key: 'trigger.order', params: { order: ['A: Kitchen Finks: When this creature enters, you gain 2 life.', 'B: Grizzly Bears: Persist'], policy: 'listed' }, en: /first to last \(the last one put there resolves first\): Kitchen Finks's “When this creature enters, you gain 2 life\.” \(player A\), Grizzly Bears's “Persist” \(player B\)\.$/, ja: /最初に解決されます）：あなたの《台所の嫌がらせ屋》の英語のオラクル・テキスト「When this creature enters, you gain 2 life\.」の能力（あなた）、あなたの《灰色熊》の能力「頑強」（対戦相手）。$/, notEn: /A: Kitchen/ },
    // (Issue 11 §7: an order the question told is said to be told, never "listed".)
    { key: 'trigger.order', params: { order: ['A: Kitchen Finks: When this creature enters, you gain 2 life.', 'A: Grizzly Bears: Persist'], policy: 'chosen' }, en: /in the order they choose \(as the question says\)/, ja: /選んだ順に置かれます（質問に書かれたとおり）/, notEn: /doesn't say/ },
    // A target reason names the player, never the letter or the engine's code ('(B: not-a-player-target)').
    { key: 'cast.rewound', params: { player: 'A', spell: 'Lightning Bolt', reason: 'illegal-target', detail: 'B: not-a-player-target' }, en: /a chosen target is illegal \(player B: it is a player, and this can target only objects\)/, ja: /（対戦相手：プレイヤーです。これはプレイヤーを対象にできません）/, notEn: /not-a-player-target|\(B:/ },
    // The zone a card can't be cast from, in Japanese (601.2a).
    { key: 'cast.rewound', params: { player: 'A', spell: 'Grizzly Bears', reason: 'zone', detail: 'battlefield' }, en: /from where it is \(battlefield\)/, ja: /認めるルールや効果がありません（戦場）/ },
    // An ability resolving, named as the other steps name it (「《…》の英語のオラクル・テキスト「…」の能力」).
    { key: 'resolve.all', params: { item: 'Kitchen Finks: Whenever you gain life, put a +1/+1 counter on each creature you control.', effect: 'add-counters', objects: ['Grizzly Bears'] }, en: /Kitchen Finks: Whenever you gain life/, ja: /^603\.2：あなたの《台所の嫌がらせ屋》の英語のオラクル・テキスト「Whenever you gain life, put a \+1\/\+1 counter on each creature you control\.」の能力：「すべて」とは/ },
    { key: 'replacement.created', params: { effect: 'replacement-1', kind: 'regeneration-shield', controller: 'A', amount: null, object: 'Grizzly Bears', shields: [], duration: 'end-of-turn' }, en: /regeneration shield begins on Grizzly Bears/, ja: /再生の盾が始まります（あなたの《灰色熊》）/, notEn: /replacement-1/ },
    // 608.1 starts the resolution; whether it resolves is said after (608.2b: one whose targets are all illegal
    // doesn't). Before: 'Lightning Bolt resolves.' / 「…が解決します。」 and, two lines on, "it doesn't resolve".
    { key: 'stack.resolves', params: { item: 'Lightning Bolt', kind: 'spell', controller: 'B' }, en: /Lightning Bolt starts to resolve\.$/, ja: /対戦相手の《稲妻》の解決を始めます。$/, notEn: /Bolt resolves/ },
    { key: 'stack.all-passed', params: { item: 'Lightning Bolt' }, en: /Lightning Bolt, on top of the stack, is the next to resolve\.$/, ja: /次に解決するのは、スタックの一番上にある対戦相手の《稲妻》です。$/, notEn: /stack, resolves/ },
    { key: 'stack.fizzles', params: { item: 'Lightning Bolt' }, en: /it doesn't resolve after all/, ja: /結局解決されず/ },
    { key: 'stack.leaves', params: { item: 'Lightning Bolt', to: 'graveyard' }, en: /Lightning Bolt has resolved: as the last step of its resolution it is put into its owner's graveyard\.$/, ja: /対戦相手の《稲妻》の解決が終わりました：/ },
    { key: 'stack.leaves', params: { item: 'Kitchen Finks: Persist', to: 'gone', resolved: false }, en: /leaves the stack without resolving/, ja: /解決されずにスタックを離れ/, notEn: /has resolved/ },
    { key: 'stack.leaves', params: { item: 'Kitchen Finks: Persist', to: 'gone' }, en: /has resolved: it leaves the stack/, ja: /解決が終わりました：スタックを離れ/ },
    // A protection quality is said as printed: "protection from red", never the engine's "protection red".
    { key: 'cast.rewound', params: { player: 'A', spell: 'Lightning Bolt', reason: 'illegal-target', detail: 'Grizzly Bears: protection red' }, en: /Grizzly Bears: protection from red/, ja: /プロテクション（赤）/, notEn: /protection red/ },
    // A target chosen while casting that never matched the spell's target (Dispel at a sorcery) is not one that
    // "no longer" matches: that is said only of a target on resolution (608.2b).
    { key: 'cast.rewound', params: { player: 'A', spell: 'Counterspell', reason: 'illegal-target', detail: 'Lightning Bolt: filter' }, en: /\(Lightning Bolt: it isn't something this can target\)/, ja: /（対戦相手の《稲妻》：これが対象にできるものではありません）/, notEn: /no longer/ },
    { key: 'target.illegal', params: { item: 'Counterspell', target: 'Lightning Bolt', reason: 'filter', rule: '115.1' }, en: /no longer a legal target .*\(it no longer matches what the target must be\)/, ja: /対象の条件を満たさなくなりました/ },
    // 「あなたはあなたの《対抗呪文》を唱えられません」: a possessor who is the clause's subject is 自分の.
    { key: 'cast.rewound', params: { player: 'A', spell: 'Counterspell', reason: 'no-priority' }, en: /^603\.2: Player A can't cast Counterspell: /, ja: /^603\.2：あなたは自分の《対抗呪文》を唱えられません：/ },
    // (Issue 16 §2) Why a creature leaves combat is said as a reason, not a bare plain-form clause after a colon
    // (「…取り除かれます：戦場を離れた。」); a second damage step with no creature in it says so in words, not '(—)'.
    { key: 'combat.removed', params: { object: 'Grizzly Bears', reason: 'left-battlefield' }, en: /Grizzly Bears is removed from combat: it left the battlefield\.$/, ja: /あなたの《灰色熊》は、戦場を離れたため、戦闘から取り除かれます。$/ },
    { key: 'combat.removed', params: { object: 'Grizzly Bears', reason: 'effect' }, en: /removed from combat: an effect removes it\.$/, ja: /あなたの《灰色熊》は、効果により、戦闘から取り除かれます。$/ },
    { key: 'combat.damage-step', params: { step: 'regular', firstStrike: true, creatures: [] }, en: /Second combat damage step: .*no creature in combat is one of them, so none assigns combat damage in it\.$/, ja: /2回目の戦闘ダメージ・ステップ：.*どのクリーチャーも割り振りません。$/, notEn: /\(—\)/ },
    { key: 'combat.damage-step', params: { step: 'regular', firstStrike: true, creatures: ['Grizzly Bears'] }, en: /assign combat damage \(Grizzly Bears\)\.$/, ja: /戦闘ダメージを割り振ります（あなたの《灰色熊》）。$/ },
  ];
  for (const row of ROWS) {
    it(`GIVEN ${row.key} ${JSON.stringify(row.params).slice(0, 80)} THEN English and Japanese say it in words`, () => {
      const en = text(row.key, row.params, 'en', row.key === 'stack.put' ? ['405.2'] : row.key === 'zone.follows' ? ['400.7'] : ['603.2']);
      const ja = text(row.key, row.params, 'ja', row.key === 'stack.put' ? ['405.2'] : row.key === 'zone.follows' ? ['400.7'] : ['603.2']);
      expect(en).toMatch(row.en);
      if (row.notEn) expect(en).not.toMatch(row.notEn);
      expect(ja).toMatch(row.ja);
      expect(ja).not.toMatch(/replacement-\d/);
      expect(latinWords(ja)).toEqual([]);
    });
  }

  it('GIVEN a token the engine named by its subtype THEN Japanese names it 「兵士・トークン」', () => {
    const ja = text('zone.follows', { reference: 'x', object: 'Soldier Token 2', id: 't', zone: 'battlefield' }, 'ja', ['400.7']);
    expect(ja).toContain('兵士・トークン2');
  });

  it('GIVEN English rules text the engine can\'t model THEN Japanese says it is the English oracle text', () => {
    const ja = text('restriction.added', { text: "You can't lose the game and your opponents can't win the game." }, 'ja', ['614.17']);
    expect(ja).toContain("英語のオラクル・テキスト「You can't lose the game");
    expect(latinWords(ja)).toEqual([]);
  });
});

// Issue 16 §1: a yes/no answer that turns on one rule names it on the answer line, worded from the step.
describe('GIVEN the decisive step of a yes/no answer', () => {
  const ROWS: { key: ReasonKey; rules: string[]; params: Record<string, TraceParam>; line: [string, string]; en: RegExp; ja: RegExp }[] = [
    { key: 'counter.cant', rules: ['101.2'], params: { item: 'Supreme Verdict', by: 'Counterspell' }, line: ["No. The opponent's Supreme Verdict resolves.", 'いいえ。対戦相手の《至高の評決》は解決されます。'], en: /^No\. The opponent's Supreme Verdict resolves: it can't be countered \(101\.2\)\.$/, ja: /^いいえ。対戦相手の《至高の評決》は解決されます。打ち消されない呪文だからです（101\.2）。$/ },
    { key: 'counter.countered', rules: ['701.6a'], params: { item: 'Lightning Bolt', by: 'Counterspell', owner: 'B' }, line: ["No. The opponent's Lightning Bolt doesn't resolve.", 'いいえ。対戦相手の《稲妻》は解決されません。'], en: /doesn't resolve: Counterspell counters it \(701\.6a\)\.$/, ja: /解決されません。あなたの《対抗呪文》によって打ち消されるからです（701\.6a）。$/ },
    { key: 'indestructible.survives', rules: ['702.12b'], params: { object: 'Grizzly Bears', reason: 'destroy' }, line: ['No. Your Grizzly Bears survives (with 5 damage marked).', 'いいえ。あなたの《灰色熊》は戦場に残ります（ダメージ5点）。'], en: /^No\. Your Grizzly Bears survives \(with 5 damage marked\): it has indestructible, so it isn't destroyed \(702\.12b\)\.$/, ja: /^いいえ。あなたの《灰色熊》は戦場に残ります（ダメージ5点）。破壊不能を持つので、破壊されないからです（702\.12b）。$/ },
    { key: 'target.illegal', rules: ['608.2b', '702.11b'], params: { item: 'Lightning Bolt', target: 'Grizzly Bears', reason: 'hexproof', rule: '702.11b' }, line: ["No. The opponent's Lightning Bolt doesn't resolve.", 'いいえ。対戦相手の《稲妻》は解決されません。'], en: /doesn't resolve: as it would resolve, Grizzly Bears is no longer a legal target — hexproof .* \(608\.2b, 702\.11b\)\.$/, ja: /解決時にはあなたの《灰色熊》がもう適正な対象ではないからです：呪禁.*（608\.2b、702\.11b）。$/ },
    { key: 'sba.cant-lose', rules: ['104.3', '101.2', '614.17', '704.5a'], params: { effect: "You can't lose the game and your opponents can't win the game.", player: 'A', reasons: ['zero-life'] }, line: ["No. You don't lose the game.", 'いいえ。あなたはゲームに敗北しません。'], en: /^No\. You don't lose the game: you can't lose the game \(“You can't lose the game.*”\) \(104\.3, 101\.2, 614\.17\)\.$/, ja: /あなたはゲームに敗北しないからです（104\.3、101\.2、614\.17）。$/ },
    { key: 'event.damage-prevented', rules: ['702.16e', '615.1a'], params: { source: 'Raging Goblin', target: 'Grizzly Bears', amount: 1, quality: 'red' }, line: ['No. Your Grizzly Bears is dealt no damage.', 'いいえ。あなたの《灰色熊》はダメージを受けません。'], en: /no damage: its protection from red prevents the damage \(702\.16e, 615\.1a\)\.$/, ja: /プロテクション（赤）によってダメージが軽減されるからです（702\.16e、615\.1a）。$/ },
  ];
  for (const row of ROWS) {
    it(`GIVEN ${row.key} THEN the answer line names it, with its rules, in English and Japanese`, () => {
      const step = { key: row.key, rules: row.rules, params: row.params } as TraceStep & { key: ReasonKey };
      const en = withReason(row.line[0], reasonClause(step, 'en', { labels, asker: true }), 'en');
      const ja = withReason(row.line[1], reasonClause(step, 'ja', { labels, asker: true }), 'ja');
      expect(en).toMatch(row.en);
      expect(ja).toMatch(row.ja);
      expect(latinWords(ja.replace(/“[^”]*”|「[^」]*」/g, ''))).toEqual([]);
      expect(spacedJapanese(ja)).toEqual([]);
    });
  }

  it('GIVEN a line with a second sentence THEN the reason goes after the first one, in both languages', () => {
    expect(withReason('No. X survives. It is 2/2.', 'why (1.1)', 'en')).toBe('No. X survives: why (1.1). It is 2/2.');
    expect(withReason('いいえ。Xは残ります。2/2です。', '理由です（1.1）', 'ja')).toBe('いいえ。Xは残ります。理由です（1.1）。2/2です。');
    expect(withReason('No. X survives.', '', 'en')).toBe('No. X survives.');
  });

  it('GIVEN a cast rewound for an illegal target THEN the target and why are read from it; any other rewind gives nothing', () => {
    const step = (reason: string, detail: string): TraceStep => ({ key: 'cast.rewound', rules: ['601.2e', '702.18a'], params: { player: 'A', spell: 'Giant Growth', reason, detail } }) as unknown as TraceStep;
    expect(illegalTargetReason(step('illegal-target', 'Grizzly Bears: shroud'), 'en')).toEqual({ target: 'Grizzly Bears', clause: 'shroud (nothing can target it) (601.2e, 702.18a)' });
    expect(illegalTargetReason(step('illegal-target', 'Grizzly Bears: shroud'), 'ja')?.clause).toMatch(/^被覆（.*）（601\.2e、702\.18a）$/);
    expect(illegalTargetReason(step('sorcery-timing', 'not-main-phase'), 'en')).toBeNull();
  });
});
