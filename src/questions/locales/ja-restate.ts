/** The restatement's words in Japanese (restate-lines.ts). */
import { formatKeywordJa } from '../../scenario/schema/vocabulary.ts';
import { assertNever } from '../../core/result.ts';
import { hasSubtypeJa, subtypeJa } from '../../render/subtypes-ja.ts';
import { quoteRulesJa, tidyJa } from '../../render/ja-text.ts';
import { COLOR_NAME_JA, TYPE_NAME_JA, colorWordJa, counterJa } from '../lexicon.ts';
import type { Change, GroupFilter, Moment, Side } from '../types.ts';
import type { Comparison } from '../../language/ir.ts';
import type { AskTexts, EventTexts, LoyaltyWords, RestateLines } from './restate-lines.ts';
import { attackGroups, loyaltyAbility } from './restate-lines.ts';
import { lookupTable } from '../../core/table.ts';
import { permanentsJa } from './ja-asks.ts';

/** Zones a yes/no zone question names (400.1). */
const ZONE_NAME: Record<string, string> = lookupTable({ battlefield: '戦場', graveyard: '墓地', exile: '追放領域', hand: '手札', library: 'ライブラリー' });
const STEP: Record<string, string> = lookupTable({ untap: 'アンタップ・ステップ', upkeep: 'アップキープ', draw: 'ドロー・ステップ', main1: 'メイン・フェイズ', combat: '戦闘', main2: '第2メイン・フェイズ', end: '終了ステップ', cleanup: 'クリンナップ・ステップ' });

const player = (side: Side): string => (side === 'A' ? 'あなた' : '対戦相手');
/** Life told as paid for a spell (a cast told or asked about): 「ライフを4点支払って」「ファイレクシア・マナをライフで支払って」. */
const lifeJa = (e: { lifePaid?: number | undefined; lifeAll?: true | undefined }): string => (e.lifePaid !== undefined ? `ライフを${e.lifePaid}点支払って` : e.lifeAll === true ? 'ファイレクシア・マナをライフで支払って' : '');
const list = (items: readonly string[]): string => items.join('と');
const typeName = (t: string): string => TYPE_NAME_JA[t] ?? t;

/**
 * Keywords said as had: a keyword named by a noun takes を持つ (「飛行とトランプルを持つ」); an ability whose Japanese
 * name is a predicate (「ブロックされない」「ブロックできない」, ending in kana) is said as it is, never 「ブロックされないを持つ」.
 */
export function keywordsHadJa(kws: readonly string[]): string {
  const predicate = (k: string): boolean => /[\u3040-\u309f]$/u.test(k);
  const nouns = kws.filter((k) => !predicate(k));
  return [...(nouns.length > 0 ? [`${nouns.join('と')}を持つ`] : []), ...kws.filter(predicate)].join('、');
}

/** A size told as reached, with the keywords told with it: 「3/3で二段攻撃とトランプルを持つ」「先制攻撃と感染を持つ」. */
function toldTraitsJa(e: { power: number | null; toughness: number | null; keywords?: readonly Parameters<typeof formatKeywordJa>[0][] | undefined }): string {
  const kws = keywordsHadJa((e.keywords ?? []).map(formatKeywordJa));
  if (e.power === null || e.toughness === null) return kws;
  return `${e.power}/${e.toughness}${kws === '' ? 'である' : `で${kws}`}`;
}

function group(f: GroupFilter): string {
  const who = f.controller === 'you' ? 'あなたがコントロールする' : f.controller === 'opponent' ? '対戦相手がコントロールする' : '';
  const colors = f.colors.map((c) => COLOR_NAME_JA[c]).join('');
  const kws = keywordsHadJa(f.keywords.map(formatKeywordJa));
  const nots = [...f.notColors.map((c) => COLOR_NAME_JA[c]), ...f.notTypes.map(typeName)].map((x) => `${x}でない`).join('');
  return `${f.other ? '他の' : 'すべての'}${who}${kws}${nots}${colors ? `${colors}の` : ''}${f.subtypes.map(subtypeJa).join('・')}${f.types.map(typeName).join('・')}`;
}

const sign = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

function change(c: Change): string {
  switch (c.kind) {
    case 'modify-pt':
      return `${sign(c.power)}/${sign(c.toughness)}の修整を受ける`;
    case 'set-pt':
      return `基本のパワーとタフネスを${c.power}/${c.toughness}にする効果を受ける`;
    case 'switch-pt':
      return 'パワーとタフネスを入れ替える';
    case 'add-keywords':
      return `${c.keywords.map(formatKeywordJa).join('と')}を得る`;
    case 'remove-keywords':
      return `${c.keywords.map(formatKeywordJa).join('と')}を失う`;
    case 'lose-all-abilities':
      return 'すべての能力を失う';
    case 'set-colors':
      return `${c.colors.map((x) => COLOR_NAME_JA[x]).join('と')}になる`;
    case 'add-types':
      return `追加で${c.types.map(typeName).join('・')}になる`;
    case 'set-types':
      return `${c.types.map(typeName).join('・')}になる`;
    default:
      return assertNever(c);
  }
}

/** A point of the turn (500.1): 「対戦相手の終了ステップに」; a turn without a step is taken at its main phase. */
function moment(m: Moment): string {
  const whose = m.turn === null ? null : player(m.turn);
  const turn = whose ? `${whose}の${m.next ? '次の' : ''}ターン` : m.next ? '次のターン' : '';
  if (m.step === null) return `${turn || 'このターン'}（メイン・フェイズとします）に`;
  return `${turn ? `${turn}の` : ''}${STEP[m.step]}${m.step === 'combat' ? '中' : ''}に`;
}

const at = (m: Moment | null | undefined): string => (m ? moment(m) : '');
const targeting = (targets: readonly string[]): string => (targets.length > 0 ? `${list(targets)}を対象に` : '');

/** A stated amount with the comparison said of it: 「2点より多く」「3点以上」「3未満」. */
function compared(cmp: Comparison, n: number, unit: string): string {
  switch (cmp) {
    case 'gt':
      return `${n}${unit}より多く`;
    case 'ge':
      return `${n}${unit}以上`;
    case 'lt':
      return `${n}${unit}未満`;
    case 'le':
      return `${n}${unit}以下`;
    default:
      return assertNever(cmp);
  }
}

/** Loyalty abilities named by cost or sign (606.4). */
const LOYALTY: LoyaltyWords = { cost: (sym) => `${sym}能力`, plus: 'プラス能力', minus: 'マイナス能力', ultimate: '奥義' };

const EVENTS: EventTexts = {
  attack: (e, n) => {
    // Each group by what it attacks (508.1b), attackGroups.
    return attackGroups(e)
      .map(({ at: walker, ids }) => {
        const what = walker !== null ? n.label(walker) : e.target ? player(e.target) : null;
        return `${n.names(ids)}が${what ? `${what}を` : ''}攻撃する`;
      })
      .join('。');
  },
  block: (e, n) => `${n.names(e.blockers)}が${n.label(e.attacker)}をブロックする`,
  change: (e, n) => {
    const eot = e.untilEndOfTurn ? 'ターン終了時まで' : '';
    const stat = e.static && !e.untilEndOfTurn ? '（常在型能力）' : '';
    return `${n.ref(e.ref)}が${eot}${e.changes.map(change).join('、')}${stat}`;
  },
  counters: (e, n) => `${n.names(e.ids)}に${counterJa(e.counter)}カウンターを${e.amount}個置く`,
  destroy: (e, n) => `${n.names(e.ids)}が破壊される`,
  exile: (e, n) => `${n.names(e.ids)}が追放される`,
  bounce: (e, n) => `${n.names(e.ids)}がオーナーの手札に戻る`,
  sacrifice: (e, n) => `${n.names(e.ids)}が生け贄に捧げられる`,
  'remove-from-combat': (e, n) => `${n.names(e.ids)}が戦闘から取り除かれる`,
  damage: (e, n) => {
    const target = [e.target, ...(e.also ?? [])].map(n.target).join('と');
    return `${e.together === true ? '同時に' : ''}${e.source ? `${n.label(e.source)}が` : ''}${target}に${e.amount}点のダメージを与える${e.prevented === true ? 'が、そのダメージは軽減される' : ''}`;
  },
  life: (e) => `${player(e.side)}が${Math.abs(e.amount)}点のライフを${e.amount >= 0 ? '得る' : '失う'}`,
  draw: (e) => `${player(e.side)}がカードを${e.count}枚引く`,
  prevent: (e, n) => `${e.from ? `${n.ref(e.from)}から` : ''}${e.to ? `${n.ref(e.to)}に` : ''}与えられる${e.combatOnly ? '戦闘' : ''}ダメージを${e.amount === 'all' ? 'すべて' : `次の${e.amount}点`}軽減する`,
  double: (e, n) => `${n.ref(e.from)}が与えるダメージは2倍になる`,
  'end-turn': () => 'ターンが終わる（クリンナップ・ステップ）',
  'first-strike-damage': () => '先制攻撃の戦闘ダメージが与えられる',
  'combat-damage': () => '戦闘ダメージが与えられる',
  resolve: () => 'スタック上の呪文や能力が解決する',
  dies: (e, n) => `${n.names(e.ids)}が死亡する`,
  'survives-told': (e, n) => `${n.names(e.ids)}が生き残る（書かれたとおり）`,
  'size-told': (e, n) => `その時点で${n.label(e.id)}は${toldTraitsJa(e)}（${e.restated ? '質問の注記どおり。ルールで確かめました' : '書かれたとおり、適用されている効果を含む'}）`,
  attach: (e, n) => `${n.label(e.attachment)}を${n.label(e.to)}につける`,
  return: (e, n) => `${n.names(e.ids)}が戦場に戻る`,
  regenerate: (e, n) => `${n.names(e.ids)}を再生する`,
  enter: (e, n) => `${n.names(e.ids)}が${e.token ? '生成される' : '戦場に出る'}`,
  activate: (e, n) => {
    const paid = [...(e.sacrifice ? [`${n.names(e.sacrifice)}を生け贄に捧げ`] : []), ...(e.payLife !== undefined ? [`${e.payLife}点のライフを支払い`] : [])];
    return `${player(e.player)}が${paid.join('、')}${targeting(e.targets.map(n.target))}${n.label(e.source)}の${e.loyalty !== undefined ? loyaltyAbility(e.loyalty, LOYALTY) : '能力'}を起動する`;
  },
  moment: (e) => `${moment(e.moment).replace(/に$/, '')}になる`,
  cast: (e, n) => {
    // The value of X chosen as it is cast (601.2b) and the damage told (「3点与えた」) decide the answer: said.
    const x = (e.x !== undefined ? `X=${e.x}で` : '') + lifeJa(e) + (e.sacrificed !== undefined ? `${n.names(e.sacrificed)}を生け贄に捧げて` : '');
    // コピーとして戦場に出る対象（614.12a、707.2）も答えを決めるので言う。
    const copy = e.copyOf !== undefined ? `（${n.label(e.copyOf)}のコピーとして戦場に出る）` : '';
    return `${player(e.caster)}が${targeting(e.targets.map(n.target))}${x}${n.spell(e.spell)}を唱える${copy}${e.dealt !== undefined ? `（${e.dealt}点のダメージを与えたとして）` : ''}${e.prevented === true ? 'が、それが与えるダメージは軽減される' : ''}`;
  },
};

/** Who a question about damage or poison asks of, when it named nobody: the defending player. */
const asked = (side: Side | null): string => (side === null ? '防御プレイヤー' : player(side));
const ACTIVATED: Record<string, string> = lookupTable({ mana: 'マナ能力', equip: '装備能力', tap: 'コストに{T}を含む能力' });
const responding = (respond: boolean): string => (respond ? 'それに対応して' : '');

const ASKS: AskTexts = {
  outcome: (a) => {
    if (a.about === 'remains' && !a.count && !a.among?.role) return `${a.among?.side ? `${player(a.among.side)}の` : ''}戦場に何が残るか`;
    if (!a.about || (!a.among && !a.count)) return 'どうなるか';
    // 「相手のクリーチャーは何体死ぬ？」「2体死ぬ？」: 問われた集まり（誰の、攻撃・ブロックしているもの）。
    const group = `${a.among?.side ? `${player(a.among.side)}の` : ''}${a.among?.role === 'attacker' ? '攻撃している' : a.among?.role === 'blocker' ? 'ブロックしている' : ''}クリーチャー`;
    const verb = a.about === 'dies' ? '死亡する' : a.about === 'remains' ? '残る' : '生き残る';
    if (a.count) return `${group}が${a.count.cmp ? compared(a.count.cmp, a.count.n, '体') : `${a.count.n}体`}${verb}か`;
    return `${group}のうちどれが${verb}か`;
  },
  dies: (a, n) => {
    // (「《ショック》で死ぬ？」「3/3のダメージで死ぬ？」: 問われた原因も質問の一部。)
    const cause = a.by !== undefined ? `${a.damage === true ? `${n.label(a.by)}のダメージ` : n.label(a.by)}によって` : a.damage === true ? 'ダメージによって' : '';
    return `${n.label(a.id)}${a.only === true ? 'だけ' : ''}${a.only === true ? 'が' : 'は'}${cause}${a.destroyed === true ? (a.positive ? '破壊される' : '破壊されない') : a.positive ? '死亡する' : '生き残る'}か`;
  },
  pt: (a, n) => (a.is ? `${n.label(a.id)}は${a.is.power}/${a.is.toughness}か` : `${n.label(a.id)}のパワーとタフネスはいくつか`),
  life: (a) => {
    if (a.change) return `${player(a.side)}のライフは${a.change === 'up' ? (a.negated ? '増えない' : '増える') : a.negated ? '減らない' : '減る'}か`;
    // (「相手のライフは17になる？」: 問われた値のまま — 「いくつになるか」ではなく。)
    if (a.is !== undefined) return a.cmp ? `${player(a.side)}のライフは${compared(a.cmp, a.is, '')}${a.cmp === 'gt' ? 'なるか' : 'になるか'}` : `${player(a.side)}のライフは${a.is}になるか`;
    return `${player(a.side)}のライフはいくつになるか`;
  },
  loses: (a) => {
    if (a.draw) return 'ゲームは引き分けか';
    if (a.who) return '誰がゲームに敗北するか';
    return a.survives ? `${player(a.side)}はゲームに敗北せずに残るか` : `${player(a.side)}はゲームに敗北するか`;
  },
  wins: (a) => (a.who ? '誰がゲームに勝利するか' : `${player(a.side)}はゲームに勝利するか`),
  'deals-damage': (a, n) => {
    if (a.any) return a.howMuch ? `${n.label(a.id)}は合計で何点のダメージを与えるか` : `${n.label(a.id)}は何かにダメージを与えるか`;
    return a.howMuch ? `${n.label(a.id)}は${asked(a.side)}に何点のダメージを与えるか` : `${n.label(a.id)}は${asked(a.side)}にダメージを与えるか`;
  },
  keywords: (a, n) => `${n.label(a.id)}はどのような能力を持っているか`,
  'damage-taken': (a) => (a.cmp && a.amount !== undefined ? `${asked(a.side)}は${compared(a.cmp, a.amount, '点')}のダメージを受けるか` : a.yesNo === true && a.amount === undefined && a.prevented !== true && a.negated !== true ? `${asked(a.side)}はダメージを受けるか` : `${asked(a.side)}は何点のダメージを受けるか`),
  poison: (a) => `${asked(a.side)}の毒カウンターはいくつになるか`,
  'dealt-damage': (a, n) => {
    const much = a.howMuch ? '何点の' : a.amount !== undefined ? `${a.cmp ? compared(a.cmp, a.amount, '点') : `${a.amount}点`}の` : '';
    if (a.by !== undefined) return `${n.label(a.by)}は${n.label(a.id)}に${much}ダメージを与えるか`;
    return `${n.label(a.id)}は${much}ダメージを受けるか`;
  },
  'life-gained': (a) => {
    if (a.who || a.howMuch) return `${player(a.side)}は何点のライフを得るか`;
    return a.amount !== undefined ? `${player(a.side)}は${a.cmp ? compared(a.cmp, a.amount, '点') : `${a.amount}点`}のライフを得るか` : `${player(a.side)}はライフを得るか`;
  },
  'life-lost': (a) => (a.howMuch ? `${player(a.side)}は何点のライフを失うか` : a.amount !== undefined ? `${player(a.side)}は${a.cmp ? compared(a.cmp, a.amount, '点') : `${a.amount}点`}のライフを失うか` : `${player(a.side)}はライフを失うか`),
  triggers: (a, n) => `${n.label(a.id)}の能力は誘発するか`,
  'made-tokens': (a) => `${a.side !== null ? `${player(a.side)}の` : ''}${a.subtype ? `${subtypeJa(a.subtype)}・` : ''}トークン${a.what === 'pt' ? 'のパワーとタフネスはいくつか' : 'はどのような能力を持っているか'}`,
  tokens: (a) => {
    if (a.now) {
      const what = permanentsJa({ subtype: a.subtype, tokens: !a.cards, ...(a.keywords ? { keywords: a.keywords } : {}) });
      return a.side === null ? `戦場に${what}はいくつあるか` : `戦場にある${player(a.side)}の${what}はいくつか`;
    }
    return a.side === null ? 'トークンが戦場に出るか' : `${player(a.side)}はトークンを得るか`;
  },
  draws: (a) => (a.side === null ? '誰がカードを何枚引くか' : `${player(a.side)}はカードを引くか`),
  'hand-size': (a) => `${player(a.side)}の手札は何枚か`,
  returns: (a, n) => (a.back ? `${n.label(a.id)}は戦場かオーナーの手札に戻るか` : a.to === 'hand' ? `${n.label(a.id)}は${a.whose ? `${player(a.whose)}の` : ''}手札に戻るか` : `${n.label(a.id)}は戦場に戻るか`),
  bigger: (a, n) => `${n.label(a.id)}は${a.bigger ? '大きく' : '小さく'}なるか`,
  tapped: (a, n) => `${n.label(a.id)}はタップするか`,
  resolves: (a, n) => `${n.label(a.id)}は解決されるか`,
  fizzles: (a, n) => `${n.label(a.id)}は不発になるか（対象がすべて不適正で解決されないか）`,
  countered: (a, n) => `${n.label(a.id)}は打ち消されるか`,
  'has-counters': (a, n) => (a.put ? `${n.label(a.id)}に${counterJa(a.counter)}カウンターは何個置かれるか` : a.howMany ? `${n.label(a.id)}に${counterJa(a.counter)}カウンターは何個あるか` : a.amount !== undefined ? `${n.label(a.id)}に${counterJa(a.counter)}カウンターがちょうど${a.amount}個あるか` : `${n.label(a.id)}に${counterJa(a.counter)}カウンターは残っているか`),
  'legend-rule': (a) => {
    if (a.keep === 'both') return `${a.side === null ? 'コントローラー' : player(a.side)}は同じ名前の伝説のパーマネントを両方とも残せるか`;
    if (a.keep !== undefined) return `${a.side === null ? 'コントローラー' : player(a.side)}は同じ名前の伝説のパーマネントのうち新しいほうを残せるか`;
    return `${a.side === null ? '' : `${player(a.side)}のパーマネントに`}レジェンド・ルールが適用されるか`;
  },
  'division-legal': () => '告げられたとおりに戦闘ダメージを割り振れるか',
  'any-remains': (a) => {
    const f = a.filter;
    const whose = f?.controller === 'you' ? 'あなたの' : f?.controller === 'opponent' ? '対戦相手の' : '';
    const what = f === null || (f.types.length === 0 && f.nontoken === null) ? `${whose}パーマネント` : f.nontoken === false ? `${whose}トークン` : `${whose}${f.types[0] === 'Creature' ? 'クリーチャー' : 'パーマネント'}`;
    const one = f !== null && (f.types[0] === 'Creature' || f.nontoken === false) ? '1体' : '1つ';
    return a.negated ? `${what}は${one}も${a.survive ? '生き残らない' : '戦場に残らない'}か` : `${what}は${one}でも${a.survive ? '生き残る' : '戦場に残る'}か`;
  },
  controller: (a, n) => `${n.label(a.id)}を誰がコントロールしているか`,
  zone: (a, n) => {
    if (a.recast && a.whose) return `${player(a.whose)}は${n.label(a.id)}をもう一度唱えられるか`;
    if (a.gone) return `${n.label(a.id)}は最後に戦場を離れたままか`;
    if (a.stay) return `${n.label(a.id)}は戦場に残り続けるか`;
    if (a.kept && a.to) return `${n.label(a.id)}は${ZONE_NAME[a.to]}に残るか`;
    if (a.to) return `${n.label(a.id)}は${a.whose ? `${player(a.whose)}の` : ''}${ZONE_NAME[a.to]}に置かれるか`;
    return `${n.label(a.id)}はどこに行くか`;
  },
  'has-keyword': (a, n) => `${n.label(a.id)}は${formatKeywordJa(a.keyword)}を持っているか`,
  'can-attack': (a, n) => (a.by ? `${player(a.by)}は${at(a.at)}${n.label(a.id)}で攻撃できるか` : `${n.label(a.id)}は${at(a.at)}攻撃できるか`),
  'can-block': (a, n) => `${n.names(a.blockers)}は${at(a.at)}${n.names(a.attackers)}をブロックできるか`,
  'can-target': (a, n) => `${player(a.caster)}は${a.spell ? n.label(a.spell).replace(/^(?:あなた|対戦相手)の/u, '') : '呪文'}で${n.label(a.target)}を対象にできるか`,
  'can-cast': (a, n, respond) => `${player(a.caster)}は${at(a.at)}${responding(respond)}${targeting(a.targets.map(n.target))}${lifeJa(a)}${n.spell(a.spell)}を唱えられるか`,
  'can-activate': (a, n, respond) => {
    const which = a.loyalty !== undefined ? loyaltyAbility(a.loyalty, LOYALTY) : ((a.ability && ACTIVATED[a.ability]) ?? '能力');
    return `${player(a.player)}は${at(a.at)}${responding(respond)}${targeting(a.targets.map(n.target))}${n.label(a.source)}の${which}を${a.again ? 'このターンにもう一度' : ''}起動できるか`;
  },
};


/** The colors told for "… the color of your choice" (105.1; colorless, 105.2c). */

export const JA_RESTATE: RestateLines = {
  player,
  list,
  group,
  change: (c) => change(c),
  moment,
  describedSpell: (bare) => bare,
  events: EVENTS,
  asks: ASKS,
  extra: {
    counters: (c, n) => `${counterJa(c)}カウンター${n}個`,
    damage: (n) => `${n}点のダメージを負っている`,
    printedCounters: (c, n) => `${c === 'loyalty' ? '忠誠' : '守備'}カウンター${n}個：書かれていないので、印刷された数で戦場に出たままとします`,
    tapped: 'タップ状態',
    chosenType: (type) => `クリーチャー・タイプとして${hasSubtypeJa(type) ? subtypeJa(type) : '告げられたもの'}を選んだ`,
    summoningSick: '召喚酔い',
    controlledBy: (side) => `${player(side)}がコントロールしている`,
    copyOf: (name, card) => `${card ? `《${name}》` : name}のコピー`,
    // (The question's quoted rules text is English: said to be so, never a half-translated 「"White creatures…"」.)
    ability: (text) => quoteRulesJa(text),
    withExtra: (label, extras) => `${label}（${extras.join('、')}）`,
    having: (label, keywords) => `${keywordsHadJa(keywords)}${label}`,
  },
  // (A card in a hand or graveyard is a thing that is there, ある — いる is said of creatures and players on the battlefield.)
  setup: (items) => {
    const on = items.filter((i) => !i.card).map((i) => i.text);
    const cards = items.filter((i) => i.card).map((i) => i.text);
    return [...(on.length > 0 ? [`${on.join('、')}がいる`] : []), ...(cards.length > 0 ? [`${cards.join('、')}がある`] : [])].join('。');
  },
  life: (side, life) => `${player(side)}のライフは${life}`,
  hand: (side, n) => `${player(side)}の手札は${n}枚`,
  library: (side, n) => `${player(side)}のライブラリーは${n}枚`,
  emptyGraveyard: (side) => `${player(side)}の墓地は空`,
  // (Said as what the player doesn't control, never 「…はいない」 of a kind as if it were an object told.)
  noneOf: (controller, k) => {
    const kind = `${k.other ? '他の' : ''}${[...k.subtypes.map(subtypeJa), ...k.types.map(typeName)].join('・') || 'パーマネント'}`;
    return controller === null ? `戦場に${kind}はない` : `${player(controller)}は${kind}をコントロールしていない`;
  },
  poison: (side, n) => `${player(side)}の毒カウンターは${n}個`,
  noMana: (side) => `${player(side)}は土地からマナを出せない`,
  asResult: '（その結果として。実行結果と照合）',
  noDeathThisTurn: 'このターンにはまだクリーチャーが死亡していない（700.4）',
  deathThisTurn: 'このターンにすでにクリーチャーが死亡している（700.4）',
  untargeted: '（対象を取らない呪文です（115.1a）。何に向けて唱えたとしても、文章が示すものに対して働きます）',
  asStatic: (by) => `（${by.join('、')}の常在型能力によるものとして。実行結果と照合）`,
  inResponse: (text) => `それに対応して${text}`,
  inResponseToTrigger: (text, of) => `スタックにある${of !== null ? `${of}の` : ''}誘発型能力に対応して${text}`,
  resolves: (name) => `${name}が解決する`,
  whileOnStack: (top, text) => `${top}がスタックにある間に${text}`,
  abilityOf: (source) => `${source}の能力`,
  choosingColor: (color) => `（解決時に${colorWordJa(color) ?? '色'}を選ぶ）`,
  triggerTarget: (source, targets) => `${source}の誘発型能力は${targets}を対象にする`,
  triggerTargetTried: (source) => `${source}の誘発型能力の対象は書かれていませんが、適正な対象をどれも試して答えは同じで、手順はそのうちの1つで示します（603.3d）`,
  assigns: (from, amount, to) => (amount === null ? `${from}は戦闘ダメージの残りを${to}に割り振る` : `${from}は戦闘ダメージのうち${amount}点を${to}に割り振る`),
  unlessPaid: (cost, paid) => `打ち消されないための${cost ?? 'コスト'}は支払われ${paid ? 'る' : 'ない'}`,
  impliedAttacker: (name) => `攻撃クリーチャーとして${name}を仮定しました`,
  setAside: (kind, words) => (kind === 'claim' ? `「${words}」は主張として扱い、盤面の事実とはせず回答で確かめます` : `「${words}」はゲームの内容を含まないため読み飛ばしました`),
  respelt: (written, read) => `「${written}」は「${read}」の書き間違いとして読みました`,
  whole: (parts, asks, notes) => {
    const body = parts.join('。');
    const note = notes.length > 0 ? `（注：${notes.join('。')}）` : '';
    return tidyJa(`質問を次のように理解しました：${body}${body ? '。' : ''}質問：${asks.join('、')}？${note}`);
  },
};
