/**
 * The restatement every answer starts with: the set-up, the events in order and the question, in
 * the reply language, naming every assumption (a size the question didn't give, an attacker it
 * implied), so a misunderstanding is visible before the answer is read.
 */
import type { Lang } from '../core/lang.ts';
import type { Ask, Change, GroupFilter, Moment, ParsedQuestion, QEvent, Ref, Side } from './types.ts';
import { assertNever } from '../core/result.ts';
import { formatKeyword, formatKeywordJa } from '../scenario/schema/vocabulary.ts';
import { COLOR_NAME_EN, COLOR_NAME_JA, TYPE_NAME_JA, counterJa } from './lexicon.ts';
import { subtypeJa } from '../render/subtypes-ja.ts';
import { tidyJa } from '../render/ja-text.ts';
import { respondsNow } from './story-timing.ts';
import { isResult } from '../language/results.ts';

type Labels = ReadonlyMap<string, string>;

/** Zones a yes/no zone question names (400.1). */
const ZONE_NAME_EN: Record<string, string> = { battlefield: 'the battlefield', graveyard: "its owner's graveyard", exile: 'exile', hand: "its owner's hand", library: "its owner's library" };
const ZONE_NAME_JA: Record<string, string> = { battlefield: '戦場', graveyard: '墓地', exile: '追放領域', hand: '手札', library: 'ライブラリー' };

function player(side: Side, ja: boolean): string {
  if (ja) return side === 'A' ? 'あなた' : '対戦相手';
  return side === 'A' ? 'you' : 'the opponent';
}

function list(items: string[], ja: boolean): string {
  if (ja) return items.join('と');
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function names(ids: readonly string[], labels: Labels, ja: boolean): string {
  return list(ids.map((id) => labels.get(id) ?? id), ja);
}

function group(f: GroupFilter, ja: boolean): string {
  if (ja) {
    const who = f.controller === 'you' ? 'あなたがコントロールする' : f.controller === 'opponent' ? '対戦相手がコントロールする' : '';
    const colors = f.colors.map((c) => COLOR_NAME_JA[c]).join('');
    const kws = f.keywords.map(formatKeywordJa).join('・');
    const nots = [...f.notColors.map((c) => COLOR_NAME_JA[c]), ...f.notTypes.map((t) => TYPE_NAME_JA[t] ?? t)].map((x) => `${x}でない`).join('');
    return `${f.other ? '他の' : 'すべての'}${who}${kws ? `${kws}を持つ` : ''}${nots}${colors ? `${colors}の` : ''}${f.subtypes.map(subtypeJa).join('・')}${f.types.map((t) => TYPE_NAME_JA[t] ?? t).join('・')}`;
  }
  const who = f.controller === 'you' ? ' you control' : f.controller === 'opponent' ? ' your opponents control' : '';
  const colors = [...f.notColors.map((c) => `non${COLOR_NAME_EN[c]}`), ...f.colors.map((c) => COLOR_NAME_EN[c])].join(' ');
  const nots = f.notTypes.map((t) => `non${t.toLowerCase()} `).join('');
  const kind = f.subtypes.length > 0 ? f.subtypes.map((s) => `${s}s`).join(' ') : f.types.map((t) => `${t.toLowerCase()}s`).join(' ');
  const kws = f.keywords.length > 0 ? ` with ${f.keywords.map(formatKeyword).join(', ')}` : '';
  return `${f.controller ? '' : 'all '}${f.other ? 'other ' : ''}${colors ? `${colors} ` : ''}${nots}${kind}${kws}${who}`;
}

function refText(r: Ref, labels: Labels, ja: boolean): string {
  switch (r.kind) {
    case 'things':
      return names(r.ids, labels, ja);
    case 'group':
      return group(r.filter, ja);
    case 'player':
      return player(r.side, ja);
    default:
      return assertNever(r);
  }
}

function changeText(c: Change, ja: boolean): string {
  const sign = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
  switch (c.kind) {
    case 'modify-pt':
      return ja ? `${sign(c.power)}/${sign(c.toughness)}の修整を受ける` : `gets ${sign(c.power)}/${sign(c.toughness)}`;
    case 'set-pt':
      return ja ? `基本のパワーとタフネスを${c.power}/${c.toughness}にする効果を受ける` : `has base power and toughness ${c.power}/${c.toughness}`;
    case 'switch-pt':
      return ja ? 'パワーとタフネスを入れ替える' : 'has its power and toughness switched';
    case 'add-keywords':
      return ja ? `${c.keywords.map(formatKeywordJa).join('と')}を得る` : `gains ${c.keywords.map(formatKeyword).join(' and ')}`;
    case 'remove-keywords':
      return ja ? `${c.keywords.map(formatKeywordJa).join('と')}を失う` : `loses ${c.keywords.map(formatKeyword).join(' and ')}`;
    case 'lose-all-abilities':
      return ja ? 'すべての能力を失う' : 'loses all abilities';
    case 'set-colors':
      return ja ? `${c.colors.map((x) => COLOR_NAME_JA[x]).join('と')}になる` : `becomes ${c.colors.map((x) => COLOR_NAME_EN[x]).join(' and ')}`;
    case 'add-types':
      return ja ? `追加で${c.types.map((t) => TYPE_NAME_JA[t] ?? t).join('・')}になる` : `becomes ${c.types.map((t) => withArticle(t.toLowerCase())).join(' and ')} in addition to its other types`;
    case 'set-types':
      return ja ? `${c.types.map((t) => TYPE_NAME_JA[t] ?? t).join('・')}になる` : `becomes ${withArticle(c.types.map((t) => t.toLowerCase()).join(' '))}`;
    default:
      return assertNever(c);
  }
}

/** "an artifact", "a creature": the English article for a lower-case noun phrase. */
function withArticle(phrase: string): string {
  return `${/^[aeiou]/.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

const STEP_EN: Record<string, string> = { untap: 'untap step', upkeep: 'upkeep', draw: 'draw step', main1: 'main phase', combat: 'combat', main2: 'second main phase', end: 'end step', cleanup: 'cleanup step' };
const STEP_JA: Record<string, string> = { untap: 'アンタップ・ステップ', upkeep: 'アップキープ', draw: 'ドロー・ステップ', main1: 'メイン・フェイズ', combat: '戦闘', main2: '第2メイン・フェイズ', end: '終了ステップ', cleanup: 'クリンナップ・ステップ' };

/**
 * A point of the turn (500.1) in words: "during the opponent's end step", "on your next turn (in its
 * main phase)", 「対戦相手の終了ステップに」. A turn named without a step is taken at its main phase,
 * and the words say so.
 */
export function momentText(m: Moment, ja: boolean): string {
  const whose = m.turn === null ? null : ja ? player(m.turn, ja) : m.turn === 'A' ? 'your' : "the opponent's";
  if (ja) {
    const turn = whose ? `${whose}の${m.next ? '次の' : ''}ターン` : m.next ? '次のターン' : '';
    if (m.step === null) return `${turn || 'このターン'}（メイン・フェイズとします）に`;
    return `${turn ? `${turn}の` : ''}${STEP_JA[m.step]}${m.step === 'combat' ? '中' : ''}に`;
  }
  const turn = whose ? `${whose} ${m.next ? 'next ' : ''}turn` : m.next ? 'the next turn' : '';
  if (m.step === null) return `on ${turn || 'this turn'} (in its main phase)`;
  if (m.step === 'combat') return `during combat${turn ? ` on ${turn}` : ''}`;
  return `during ${whose ? `${whose}${m.next ? ' next turn’s' : ''} ` : 'the '}${STEP_EN[m.step]}`;
}

function eventText(e: QEvent, labels: Labels, ja: boolean, spellName: (id: string) => string = (id) => labels.get(id) ?? id): string {
  switch (e.kind) {
    case 'attack': {
      // Attackers sent at a planeswalker or battle (508.1b) are told with it, each group by what it attacks.
      const at = e.attacked ?? {};
      const groups = new Map<string | null, string[]>();
      for (const id of e.attackers) groups.set(at[id] ?? null, [...(groups.get(at[id] ?? null) ?? []), id]);
      return [...groups]
        .map(([walker, ids]) => {
          const what = walker !== null ? (labels.get(walker) ?? walker) : e.target ? player(e.target, ja) : null;
          return ja ? `${names(ids, labels, ja)}が${what ? `${what}を` : ''}攻撃する` : `${names(ids, labels, ja)} attack${ids.length > 1 ? '' : 's'}${what ? ` ${what}` : ''}`;
        })
        .join(ja ? '。' : '; ');
    }
    case 'block':
      return ja ? `${names(e.blockers, labels, ja)}が${labels.get(e.attacker)}をブロックする` : `${names(e.blockers, labels, ja)} block${e.blockers.length > 1 ? '' : 's'} ${labels.get(e.attacker)}`;
    case 'change': {
      const plural = !ja && (e.ref.kind === 'group' || (e.ref.kind === 'things' && e.ref.ids.length > 1));
      const what = e.changes
        .map((c) => changeText(c, ja))
        .map((t) => (plural ? t.replace(/^(gets|gains|loses|becomes|has)\b/, (v) => ({ gets: 'get', gains: 'gain', loses: 'lose', becomes: 'become', has: 'have' })[v] ?? v) : t))
        .join(ja ? '、' : ' and ');
      const eot = e.untilEndOfTurn ? (ja ? 'ターン終了時まで' : ' until end of turn') : '';
      const stat = e.static && !e.untilEndOfTurn ? (ja ? '（常在型能力）' : ' (a static ability)') : '';
      return ja ? `${refText(e.ref, labels, ja)}が${eot}${what}${stat}` : `${refText(e.ref, labels, ja)} ${what}${eot}${stat}`;
    }
    case 'counters':
      return ja ? `${names(e.ids, labels, ja)}に${counterJa(e.counter)}カウンターを${e.amount}個置く` : `${e.amount} ${e.counter} counter${e.amount === 1 ? ' is' : 's are'} put on ${names(e.ids, labels, ja)}`;
    case 'destroy':
      return ja ? `${names(e.ids, labels, ja)}が破壊される` : `${names(e.ids, labels, ja)} ${e.ids.length > 1 ? 'are' : 'is'} destroyed`;
    case 'exile':
      return ja ? `${names(e.ids, labels, ja)}が追放される` : `${names(e.ids, labels, ja)} ${e.ids.length > 1 ? 'are' : 'is'} exiled`;
    case 'bounce':
      return ja ? `${names(e.ids, labels, ja)}がオーナーの手札に戻る` : `${names(e.ids, labels, ja)} ${e.ids.length > 1 ? 'are' : 'is'} returned to its owner's hand`;
    case 'sacrifice':
      return ja ? `${names(e.ids, labels, ja)}が生け贄に捧げられる` : `${names(e.ids, labels, ja)} ${e.ids.length > 1 ? 'are' : 'is'} sacrificed`;
    case 'remove-from-combat':
      return ja ? `${names(e.ids, labels, ja)}が戦闘から取り除かれる` : `${names(e.ids, labels, ja)} ${e.ids.length > 1 ? 'are' : 'is'} removed from combat`;
    case 'damage': {
      const one = (t: string): string => (t === 'A' || t === 'B' ? player(t, ja) : (labels.get(t) ?? t));
      const target = [e.target, ...(e.also ?? [])].map(one).join(ja ? 'と' : ' and ');
      const source = e.source ? labels.get(e.source) : null;
      return ja ? `${source ? `${source}が` : ''}${target}に${e.amount}点のダメージを与える` : `${source ?? 'a source'} deals ${e.amount} damage to ${target}`;
    }
    case 'life':
      return ja ? `${player(e.side, ja)}が${Math.abs(e.amount)}点のライフを${e.amount >= 0 ? '得る' : '失う'}` : `${player(e.side, ja)} ${e.amount >= 0 ? 'gain' : 'lose'}${e.side === 'A' ? '' : 's'} ${Math.abs(e.amount)} life`;
    case 'prevent': {
      const to = e.to ? refText(e.to, labels, ja) : null;
      if (ja) return `${to ? `${to}に` : ''}与えられる${e.combatOnly ? '戦闘' : ''}ダメージを${e.amount === 'all' ? 'すべて' : `次の${e.amount}点`}軽減する`;
      return `${e.amount === 'all' ? `all ${e.combatOnly ? 'combat ' : ''}damage` : `the next ${e.amount} damage`}${to ? ` to ${to}` : ''} is prevented`;
    }
    case 'double':
      return ja ? `${refText(e.from, labels, ja)}が与えるダメージは2倍になる` : `damage dealt by ${refText(e.from, labels, ja)} is doubled`;
    case 'end-turn':
      return ja ? 'ターンが終わる（クリンナップ・ステップ）' : 'the turn ends (cleanup step)';
    case 'first-strike-damage':
      return ja ? '先制攻撃の戦闘ダメージが与えられる' : 'first-strike combat damage is dealt';
    case 'resolve':
      return ja ? 'スタック上の呪文や能力が解決する' : 'what is on the stack resolves';
    case 'dies':
      return ja ? `${names(e.ids, labels, ja)}が死亡する` : `${names(e.ids, labels, ja)} ${e.ids.length > 1 ? 'die' : 'dies'}`;
    case 'attach':
      return ja ? `${labels.get(e.attachment) ?? e.attachment}を${labels.get(e.to) ?? e.to}につける` : `${labels.get(e.attachment) ?? e.attachment} is attached to ${labels.get(e.to) ?? e.to}`;
    case 'return':
      return ja ? `${names(e.ids, labels, ja)}が戦場に戻る` : `${names(e.ids, labels, ja)} ${e.ids.length > 1 ? 'return' : 'returns'} to the battlefield`;
    case 'regenerate':
      return ja ? `${names(e.ids, labels, ja)}を再生する` : `${names(e.ids, labels, ja)} ${e.ids.length > 1 ? 'are' : 'is'} regenerated`;
    case 'activate': {
      const targets = e.targets.map((t) => (t === 'A' || t === 'B' ? player(t, ja) : (labels.get(t) ?? t)));
      const src = labels.get(e.source) ?? e.source;
      const paid = [...(e.sacrifice ? [ja ? `${names(e.sacrifice, labels, ja)}を生け贄に捧げ` : `sacrificing ${names(e.sacrifice, labels, ja)}`] : []), ...(e.payLife !== undefined ? [ja ? `${e.payLife}点のライフを支払い` : `paying ${e.payLife} life`] : [])];
      if (ja) return `${player(e.player, ja)}が${paid.join('、')}${targets.length > 0 ? `${list(targets, ja)}を対象に` : ''}${src}の能力を起動する`;
      return `${player(e.player, ja)} activate${e.player === 'A' ? '' : 's'} ${src}'s ability${targets.length > 0 ? ` targeting ${list(targets, ja)}` : ''}${paid.length > 0 ? `, ${paid.join(' and ')}` : ''}`;
    }
    case 'moment': {
      const when = momentText(e.moment, ja);
      return ja ? `${when.replace(/に$/, '')}になる` : `it is now ${when.replace(/^(?:during|on) /, '')}`;
    }
    case 'cast': {
      const targets = e.targets.map((t) => (t === 'A' || t === 'B' ? player(t, ja) : (labels.get(t) ?? t)));
      const spell = spellName(e.spell);
      // The value of X chosen as it is cast (601.2b) decides the answer: the restatement says it.
      // "for 4" is X for a spell with X, the damage told for one without: said as told ("Bolt it for 4").
      // The damage told ("for 2 damage", 「3点与えた」) is said too: the answer checks it (answer.ts toldDamage).
      const x = e.x !== undefined ? (ja ? `X=${e.x}で` : e.xFor === true ? ` for ${e.x}` : ` with X=${e.x}`) : e.dealt !== undefined && !ja ? ` for ${e.dealt} damage` : '';
      if (ja) return `${player(e.caster, ja)}が${targets.length > 0 ? `${list(targets, ja)}を対象に` : ''}${x}${spell}を唱える${e.dealt !== undefined ? `（${e.dealt}点のダメージを与えたとして）` : ''}`;
      return `${player(e.caster, ja)} cast${e.caster === 'A' ? '' : 's'} ${spell}${x}${targets.length > 0 ? ` targeting ${list(targets, ja)}` : ''}`;
    }
    default:
      return assertNever(e);
  }
}

/** The auxiliary of a direct question before its subject: "do you", "does the opponent", "does the defending player". */
function doWho(who: string): string {
  return `${who === 'you' ? 'do' : 'does'} ${who}`;
}

function askText(a: Ask, labels: Labels, ja: boolean, respond = false, spellName: (id: string) => string = (id) => labels.get(id) ?? id): string {
  switch (a.kind) {
    case 'outcome':
      return ja ? 'どうなるか' : 'what happens';
    case 'dies':
      return ja ? `${labels.get(a.id)}は${a.positive ? '死亡する' : '生き残る'}か` : `does ${labels.get(a.id)} ${a.positive ? 'die' : 'survive'}`;
    case 'pt':
      if (a.is) return ja ? `${labels.get(a.id)}は${a.is.power}/${a.is.toughness}か` : `is ${labels.get(a.id)} ${a.is.power}/${a.is.toughness}`;
      return ja ? `${labels.get(a.id)}のパワーとタフネスはいくつか` : `what are ${labels.get(a.id)}'s power and toughness`;
    case 'life':
      if (a.change) return ja ? `${player(a.side, ja)}のライフは${a.change === 'up' ? (a.negated ? '増えない' : '増える') : a.negated ? '減らない' : '減る'}か` : `does ${a.side === 'A' ? 'your' : "the opponent's"} life total go ${a.change}`;
      return ja ? `${player(a.side, ja)}のライフはいくつになるか` : `how much life ${doWho(player(a.side, ja))} have`;
    case 'loses':
      if (a.draw) return ja ? 'ゲームは引き分けか' : 'is the game a draw';
      if (a.who) return ja ? '誰がゲームに敗北するか' : 'who loses the game';
      if (a.survives) return ja ? `${player(a.side, ja)}はゲームに敗北せずに残るか` : `${a.side === 'A' ? 'do' : 'does'} ${player(a.side, ja)} survive (not lose the game)`;
      return ja ? `${player(a.side, ja)}はゲームに敗北するか` : `${a.side === 'A' ? 'do' : 'does'} ${player(a.side, ja)} lose the game`;
    case 'wins':
      if (a.who) return ja ? '誰がゲームに勝利するか' : 'who wins the game';
      return ja ? `${player(a.side, ja)}はゲームに勝利するか` : `${a.side === 'A' ? 'do' : 'does'} ${player(a.side, ja)} win the game`;
    case 'deals-damage': {
      if (a.any) {
        if (a.howMuch) return ja ? `${labels.get(a.id)}は合計で何点のダメージを与えるか` : `how much damage does ${labels.get(a.id)} deal in all`;
        return ja ? `${labels.get(a.id)}は何かにダメージを与えるか` : `does ${labels.get(a.id)} deal any damage`;
      }
      const who = a.side === null ? (ja ? '防御プレイヤー' : 'the defending player') : player(a.side, ja);
      return ja ? `${labels.get(a.id)}は${who}にダメージを与えるか` : `does ${labels.get(a.id)} deal damage to ${who}`;
    }
    case 'keywords':
      return ja ? `${labels.get(a.id)}はどのような能力を持っているか` : `what abilities does ${labels.get(a.id)} have`;
    case 'damage-taken': {
      const who = a.side === null ? (ja ? '防御プレイヤー' : 'the defending player') : player(a.side, ja);
      return ja ? `${who}は何点のダメージを受けるか` : `how much damage ${doWho(who)} take`;
    }
    case 'poison': {
      const who = a.side === null ? (ja ? '防御プレイヤー' : 'the defending player') : player(a.side, ja);
      return ja ? `${who}の毒カウンターはいくつになるか` : `how many poison counters ${doWho(who)} have`;
    }
    case 'dealt-damage':
      if (a.by !== undefined && a.howMuch) return ja ? `${labels.get(a.by)}は${labels.get(a.id)}に何点のダメージを与えるか` : `how much damage does ${labels.get(a.by)} deal to ${labels.get(a.id)}`;
      if (a.by !== undefined) return ja ? `${labels.get(a.by)}は${labels.get(a.id)}にダメージを与えるか` : `does ${labels.get(a.by)} deal damage to ${labels.get(a.id)}`;
      if (a.howMuch) return ja ? `${labels.get(a.id)}は何点のダメージを受けるか` : `how much damage is ${labels.get(a.id)} dealt`;
      return ja ? `${labels.get(a.id)}はダメージを受けるか` : `is ${labels.get(a.id)} dealt any damage`;
    case 'life-gained':
      if (a.who || a.howMuch) return ja ? `${player(a.side, ja)}は何点のライフを得るか` : `how much life ${a.side === 'A' ? 'do you' : 'does the opponent'} gain`;
      if (a.amount !== undefined) return ja ? `${player(a.side, ja)}は${a.amount}点のライフを得るか` : `${a.side === 'A' ? 'do you' : 'does the opponent'} gain ${a.amount} life`;
      return ja ? `${player(a.side, ja)}はライフを得るか` : `${a.side === 'A' ? 'do you' : 'does the opponent'} gain any life`;
    case 'triggers':
      return ja ? `${labels.get(a.id)}の能力は誘発するか` : `does ${labels.get(a.id)}'s ability trigger`;
    case 'tokens':
      if (a.side === null) return ja ? 'トークンが戦場に出るか' : `does ${a.subtype ? `a ${a.subtype} token` : 'a token'} enter the battlefield`;
      return ja ? `${player(a.side, ja)}はトークンを得るか` : `${a.side === 'A' ? 'do you' : 'does the opponent'} get ${a.subtype ? `a ${a.subtype} token` : 'tokens'}`;
    case 'draws':
      return ja ? `${player(a.side, ja)}はカードを引くか` : `${a.side === 'A' ? 'do you' : 'does the opponent'} draw a card`;
    case 'hand-size':
      return ja ? `${player(a.side, ja)}の手札は何枚か` : `how many cards are in ${a.side === 'A' ? 'your' : "the opponent's"} hand`;
    case 'returns':
      if (a.to === 'hand') return ja ? `${labels.get(a.id)}は手札に戻るか` : `does ${labels.get(a.id)} return to its owner's hand`;
      return ja ? `${labels.get(a.id)}は戦場に戻るか` : `does ${labels.get(a.id)} come back to the battlefield`;
    case 'bigger':
      return ja ? `${labels.get(a.id)}は${a.bigger ? '大きく' : '小さく'}なるか` : `is ${labels.get(a.id)} ${a.bigger ? 'bigger' : 'smaller'}`;
    case 'tapped':
      return ja ? `${labels.get(a.id)}はタップするか` : `does ${labels.get(a.id)} become tapped`;
    case 'resolves':
      return ja ? `${labels.get(a.id)}は解決されるか` : `does ${labels.get(a.id)} resolve`;
    case 'fizzles':
      return ja ? `${labels.get(a.id)}は不発になるか（対象がすべて不適正で解決されないか）` : `does ${labels.get(a.id)} fizzle (fail to resolve with only illegal targets)`;
    case 'countered':
      return ja ? `${labels.get(a.id)}は打ち消されるか` : `is ${labels.get(a.id)} countered`;
    case 'has-counters':
      return ja ? `${labels.get(a.id)}に${counterJa(a.counter)}カウンターは残っているか` : `does ${labels.get(a.id)} still have ${a.counter} counters`;
    case 'left': {
      const nounEn = a.types.length === 0 ? 'permanent' : a.types.map((t) => t.toLowerCase()).join(' or ');
      const nounJa = a.types.length === 0 ? 'パーマネント' : a.types.map((t) => TYPE_NAME_JA[t] ?? t).join('や');
      if (a.survivors) {
        if (a.side === null) return ja ? `戦場の${nounJa}のうち生き残るものはあるか` : `does any ${nounEn} survive (stay on the battlefield)`;
        return ja ? `${player(a.side, ja)}の${nounJa}のうち生き残るものはあるか` : `does any ${nounEn} of ${a.side === 'A' ? 'yours' : "the opponent's"} survive (stay on the battlefield)`;
      }
      if (a.side === null) return ja ? `戦場に${nounJa}は何か残っているか` : `is any ${nounEn} left on the battlefield`;
      return ja ? `${player(a.side, ja)}の${nounJa}は戦場に何か残っているか` : `${a.side === 'A' ? 'do you' : 'does the opponent'} have any ${nounEn} left on the battlefield`;
    }
    case 'controller':
      return ja ? `${labels.get(a.id)}を誰がコントロールしているか` : `who controls ${labels.get(a.id)}`;
    case 'zone':
      if (a.stay) return ja ? `${labels.get(a.id)}は戦場に残り続けるか` : `does ${labels.get(a.id)} stay on the battlefield`;
      if (a.to) return ja ? `${labels.get(a.id)}は${ZONE_NAME_JA[a.to]}に置かれるか` : `is ${labels.get(a.id)} put into ${ZONE_NAME_EN[a.to]}`;
      return ja ? `${labels.get(a.id)}はどこに行くか` : `where does ${labels.get(a.id)} end up`;
    case 'has-keyword':
      return ja ? `${labels.get(a.id)}は${formatKeywordJa(a.keyword)}を持っているか` : `does ${labels.get(a.id)} have ${formatKeyword(a.keyword)}`;
    case 'can-attack':
      // "Can I attack with X?": who attacks is part of the question (508.1a), so it is said back.
      if (a.by) return ja ? `${a.by === 'A' ? 'あなた' : '対戦相手'}は${a.at ? momentText(a.at, ja) : ''}${labels.get(a.id)}で攻撃できるか` : `can ${a.by === 'A' ? 'you' : 'the opponent'} attack with ${labels.get(a.id)}${a.at ? ` ${momentText(a.at, ja)}` : ''}`;
      return ja ? `${labels.get(a.id)}は${a.at ? momentText(a.at, ja) : ''}攻撃できるか` : `can ${labels.get(a.id)} attack${a.at ? ` ${momentText(a.at, ja)}` : ''}`;
    case 'can-block':
      return ja ? `${names(a.blockers, labels, ja)}は${a.at ? momentText(a.at, ja) : ''}${names(a.attackers, labels, ja)}をブロックできるか` : `can ${names(a.blockers, labels, ja)} block ${names(a.attackers, labels, ja)}${a.at ? ` ${momentText(a.at, ja)}` : ''}`;
    case 'can-target': {
      const spell = a.spell ? (labels.get(a.spell) ?? a.spell).replace(/^(?:your|the opponent's) |^(?:あなた|対戦相手)の/u, '') : null;
      return ja
        ? `${player(a.caster, ja)}は${spell ?? '呪文'}で${labels.get(a.target)}を対象にできるか`
        : `can ${player(a.caster, ja)} target ${labels.get(a.target)} with ${spell ?? 'a spell'}`;
    }
    case 'can-cast': {
      const spell = spellName(a.spell);
      const targets = a.targets.map((t) => (t === 'A' || t === 'B' ? player(t, ja) : (labels.get(t) ?? t)));
      const when = a.at ? momentText(a.at, ja) : '';
      if (ja) return `${player(a.caster, ja)}は${when}${respond ? 'それに対応して' : ''}${targets.length > 0 ? `${list(targets, ja)}を対象に` : ''}${spell}を唱えられるか`;
      return `can ${player(a.caster, ja)} cast ${spell}${targets.length > 0 ? ` targeting ${list(targets, ja)}` : ''}${when ? ` ${when}` : ''}${respond ? ' in response' : ''}`;
    }
    case 'can-activate': {
      const src = labels.get(a.source) ?? a.source;
      const which = a.ability === 'mana' ? (ja ? 'マナ能力' : 'mana ability') : a.ability === 'equip' ? (ja ? '装備能力' : 'equip ability') : a.ability === 'tap' ? (ja ? 'コストに{T}を含む能力' : 'ability with {T} in its cost') : ja ? '能力' : 'ability';
      const when = a.at ? momentText(a.at, ja) : '';
      if (ja) return `${player(a.player, ja)}は${when}${respond ? 'それに対応して' : ''}${src}の${which}を起動できるか`;
      return `can ${player(a.player, ja)} activate ${src}'s ${which}${when ? ` ${when}` : ''}${respond ? ' in response' : ''}`;
    }
    default:
      return assertNever(a);
  }
}

/** "I understood your question as: …" / 「質問を次のように理解しました：…」 */
export function restate(q: ParsedQuestion, labels: Labels, implied: readonly string[], lang: Lang, extraNotes: readonly string[] = []): string {
  const ja = lang === 'ja';
  // A spell by its name without whose it is (the sentence says who casts it): "Shock", "a sorcery".
  const spellName = (id: string): string => {
    const bare = (labels.get(id) ?? id).replace(/^(?:your|the opponent's) |^(?:あなた|対戦相手)の/u, '');
    return ja || q.cards[id] ? bare : withArticle(bare);
  };
  const parts: string[] = [];
  const setup = q.things
    .filter((t) => !implied.includes(t.id) && !t.cast)
    .map((t) => {
      // What the label leaves out: counters, damage, tapped, summoning sickness, quoted abilities.
      const extra: string[] = [];
      for (const [c, n] of Object.entries(t.counters)) extra.push(ja ? `${counterJa(c)}カウンター${n}個` : `${n} ${c} counter${n === 1 ? '' : 's'}`);
      // (Damage already marked is as decisive as its toughness: "a 4/4 with 2 damage" dies to 2 more, 704.5g.)
      if (t.damage > 0) extra.push(ja ? `${t.damage}点のダメージを負っている` : `${t.damage} damage marked`);
      // A planeswalker or battle card told with no counters has the number printed on it (306.5b,
      // 310.4b: it entered with that many): an assumption the answer rests on, so it is said.
      const card = q.cards[t.id]?.object;
      for (const [type, counter, jaName] of [['Planeswalker', 'loyalty', '忠誠'], ['Battle', 'defense', '守備']] as const) {
        const printed = card?.[counter];
        if (t.zone !== 'battlefield' || !t.types.includes(type) || t.counters[counter] !== undefined || typeof printed !== 'number') continue;
        extra.push(ja ? `${jaName}カウンター${printed}個：書かれていないので、印刷された数で戦場に出たままとします` : `${printed} ${counter} counter${printed === 1 ? '' : 's'}: not said, so as printed, as it entered`);
      }
      if (t.tapped) extra.push(ja ? 'タップ状態' : 'tapped');
      if (t.summoningSick) extra.push(ja ? '召喚酔い' : 'summoning sick');
      for (const a of t.abilityTexts) extra.push(`"${a}"`);
      const l = labels.get(t.id) ?? t.id;
      return extra.length === 0 ? l : ja ? `${l}（${extra.join('、')}）` : `${l} (${extra.join(', ')})`;
    });
  if (setup.length > 0) parts.push(ja ? `${setup.join('、')}がいる` : `there ${setup.length === 1 ? 'is' : 'are'} ${list(setup, false)}`);
  for (const side of ['A', 'B'] as const) {
    const life = q.life[side];
    if (life !== undefined) parts.push(ja ? `${player(side, ja)}のライフは${life}` : `${player(side, ja)} ${side === 'A' ? 'are' : 'is'} at ${life} life`);
    const hand = q.handSize?.[side];
    if (hand !== undefined) parts.push(ja ? `${player(side, ja)}の手札は${hand}枚` : `${player(side, ja)} ${side === 'A' ? 'have' : 'has'} ${hand} card${hand === 1 ? '' : 's'} in hand`);
    const library = q.librarySize?.[side];
    if (library !== undefined) parts.push(ja ? `${player(side, ja)}のライブラリーは${library}枚` : `${player(side, ja)} ${side === 'A' ? 'have' : 'has'} ${library} card${library === 1 ? '' : 's'} in ${side === 'A' ? 'your' : 'their'} library`);
  }
  // What is on the stack as the story goes: a cast or activation doesn't wait for what is already
  // there to resolve (questions/scenario.ts `add`), so one that wasn't told "in response" says so too —
  // the answer depends on it, and the asker may have meant "after it resolved".
  let onStack: string[] = [];
  for (const e of q.events) {
    // A told result (language/results.ts) is said as what the action before it did: checked, not done again.
    const text = `${eventText(e, labels, ja, spellName)}${isResult(e) ? (ja ? '（その結果として。実行結果と照合）' : ' (as its result, checked against the run)') : ''}`;
    const response = q.responses?.has(e) === true;
    const waiting = onStack;
    if (e.kind !== 'cast' && e.kind !== 'activate' && !response) onStack = [];
    const top = onStack[onStack.length - 1];
    // Told "in response": it happens with the spells before it still on the stack; say so.
    if (response) parts.push(ja ? `それに対応して${text}` : `in response, ${text}`);
    // Told "then": what waited on the stack resolves first; name it when it is one spell or ability.
    else if (e.kind === 'resolve' && waiting.length === 1) parts.push(ja ? `${waiting[0]}が解決する` : `${waiting[0]} resolves`);
    else if (top !== undefined && (e.kind === 'cast' || e.kind === 'activate')) parts.push(ja ? `${top}がスタックにある間に${text}` : `while ${top} is still on the stack, ${text}`);
    else parts.push(text);
    if (e.kind === 'cast') onStack.push(spellName(e.spell));
    if (e.kind === 'activate') onStack.push(ja ? `${labels.get(e.source) ?? e.source}の能力` : `${labels.get(e.source) ?? e.source}'s ability`);
  }
  // A division of combat damage told (510.1c-d): the answer rests on it, so it is restated.
  for (const a of q.assigned ?? []) {
    const from = labels.get(a.attacker) ?? a.attacker;
    const to = labels.get(a.to) ?? a.to;
    parts.push(ja ? `${from}は戦闘ダメージのうち${a.amount}点を${to}に割り振る` : `${from} assigns ${a.amount} of its combat damage to ${to}`);
  }
  // A told "unless its controller pays" choice (118.12a): the answer rests on it, so it is restated.
  if (q.unlessPaid !== undefined) {
    const cost = q.unlessPayment?.cost;
    if (ja) parts.push(`打ち消されないための${cost ?? 'コスト'}は支払われ${q.unlessPaid ? 'る' : 'ない'}`);
    else parts.push(`the ${cost ?? 'cost'} asked to keep a spell from being countered is ${q.unlessPaid ? '' : 'not '}paid`);
  }
  const notes: string[] = [];
  for (const id of implied) notes.push(ja ? `攻撃クリーチャーとして${labels.get(id)}を仮定しました` : `${labels.get(id)} is assumed as the attacking creature`);
  notes.push(...extraNotes);
  const head = ja ? '質問を次のように理解しました：' : 'I understood your question as: ';
  const body = parts.join(ja ? '。' : '; ');
  const askList = q.asks.map((a) => askText(a, labels, ja, respondsNow(q, a), spellName));
  const asked = ja ? `質問：${askList.join('、')}？` : `Question${askList.length > 1 ? 's' : ''}: ${askList.join('; ')}?`;
  const note = notes.length > 0 ? (ja ? `（注：${notes.join('。')}）` : ` (Note: ${notes.join('; ')}.)`) : '';
  const text = `${head}${body}${body ? (ja ? '。' : '. ') : ''}${asked}${note}`;
  return ja ? tidyJa(text) : text;
}
