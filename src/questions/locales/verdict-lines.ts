/**
 * The verdict step's words in each reply language (questions/verdict-check.ts): what a loss or a death was checked
 * against, said in our own words after the rules cited.
 */
import type { Lang } from '../../core/lang.ts';
import type { Side } from '../types.ts';
import { wordsFor } from './index.ts';

/** A player who didn't lose: what they end with. `drew`: they drew in the run (704.5b was checked too). */
export interface LossCheck {
  side: Side;
  life: number;
  poison: number;
  drew: boolean;
}

/** A creature still on the battlefield: its toughness and damage at the end, deathtouch damage dealt to it, indestructible that saved it. */
export interface DeathCheck {
  name: string;
  toughness: number;
  damage: number;
  deathtouch: boolean;
  indestructible: boolean;
}

/** A planeswalker (not a creature) still on the battlefield: its loyalty at the end, deathtouch damage dealt to it. */
export interface WalkerCheck {
  name: string;
  loyalty: number;
  deathtouch: boolean;
}

export interface VerdictLines {
  lost(side: Side, why: 'life' | 'library' | 'poison' | 'other'): string;
  notLost(c: LossCheck): string;
  couldNotLose(side: Side): string;
  /** `cause`: the rules of the run's step that put it there (none found: empty). */
  died(name: string, cause: readonly string[]): string;
  neverThere(name: string): string;
  leftAlive(name: string, zone: string): string;
  stayed(name: string): string;
  survived(c: DeathCheck): string;
  walkerStayed(c: WalkerCheck): string;
  /** "Does X kill it?" of a death by another cause: what didn't kill it (`by`: X's label; `damage`: asked of damage). */
  notThatCause(by: string | null, damage: boolean): string;
  /** A death whose cause the run can't settle as the one said (damage of several sources together …): the refusal. */
  causeUndecided(name: string, by: string | null, damage: boolean): string;
}

const capital = (t: string): string => `${t.charAt(0).toUpperCase()}${t.slice(1)}`;

const EN_WHY = { life: '0 or less life', library: 'a draw from an empty library', poison: 'ten or more poison counters', other: 'a losing condition' } as const;
const JA_WHY = { life: 'ライフが0以下', library: '空のライブラリーからのドロー', poison: '毒カウンターが10個以上', other: '敗北条件' } as const;

const EN: VerdictLines = {
  lost: (side, why) => `Verdict checked: ${wordsFor('en').asks.player(side)} lose${side === 'A' ? '' : 's'} the game by this state-based action (${EN_WHY[why]}).`,
  notLost: (c) => {
    const who = wordsFor('en').asks.player(c.side);
    const library = c.drew ? ', no draw from an empty library' : '';
    return `Verdict checked against these state-based actions: ${who} end${c.side === 'A' ? '' : 's'} with ${c.life} life (more than 0)${library} and ${c.poison} poison counter${c.poison === 1 ? '' : 's'} (fewer than ten), so none of them applies and ${c.side === 'A' ? "you don't" : "the opponent doesn't"} lose the game.`;
  },
  couldNotLose: (side) => `Verdict checked: ${wordsFor('en').asks.player(side)} met a losing condition, but an effect says ${side === 'A' ? 'you' : 'they'} can't lose the game.`,
  died: (name, cause) => `Verdict checked: ${name} was put into a graveyard from the battlefield in this run${cause.length > 0 ? ` (by ${cause.join(', ')})` : ''}, which is what dying means.`,
  neverThere: (name) => `Verdict checked: ${name} was never on the battlefield in this run, so it didn't die (only a permanent put into a graveyard from the battlefield dies).`,
  leftAlive: (name, zone) => `Verdict checked: ${name} left the battlefield for ${wordsFor('en').asks.zone(zone)}, not a graveyard: that is not dying.`,
  stayed: (name) => `Verdict checked against these state-based actions: ${name} is still on the battlefield when the run ends; none of them put it into a graveyard.`,
  survived: (c) =>
    `Verdict checked against these state-based actions: ${c.name} ends with toughness ${c.toughness} (more than 0) and ${c.damage} damage marked (${c.damage >= c.toughness ? 'at least its toughness' : 'less than its toughness'})${c.deathtouch ? ', and it was dealt damage by a deathtouch source' : ', with no damage from a deathtouch source'}${c.indestructible ? '; it has indestructible, so it isn’t destroyed' : ''}: it stays on the battlefield.`,
  walkerStayed: (c) =>
    `Verdict checked against this state-based action: ${c.name} ends with ${c.loyalty} loyalty counter${c.loyalty === 1 ? '' : 's'} (more than 0), so it stays on the battlefield${c.deathtouch ? '; the damage dealt to it by a deathtouch source only removed that many loyalty counters, since deathtouch makes damage lethal only to a creature' : ''}.`,
  notThatCause: (by, damage) => `It wasn't ${by === null ? 'damage' : damage ? `${by}'s damage` : by} that killed it.`,
  causeUndecided: (name, by, damage) =>
    `${capital(name)} dies, but not simply of ${by === null ? 'damage' : damage ? `${by}'s damage` : by}: what put it into the graveyard came from more than that (damage from several sources together, or an effect that made it lethal), so a plain yes or no would mislead. I haven't answered; ask "Does ${name} die?" or what happens.`,
};

const JA: VerdictLines = {
  lost: (side, why) => `判定の根拠：${wordsFor('ja').asks.player(side)}はこの状況起因処理（${JA_WHY[why]}）でゲームに敗北します。`,
  notLost: (c) => {
    const who = wordsFor('ja').asks.player(c.side);
    const library = c.drew ? '、空のライブラリーからのドローはなし' : '';
    return `判定の根拠（これらの状況起因処理で確認）：${who}は最後にライフ${c.life}（0より多い）${library}、毒カウンター${c.poison}個（10個未満）なので、どれも当てはまらず、ゲームに敗北しません。`;
  },
  couldNotLose: (side) => `判定の根拠：${wordsFor('ja').asks.player(side)}は敗北条件を満たしましたが、ゲームに敗北できないという効果があります。`,
  died: (name, cause) => `判定の根拠：${name}はこの流れの中で${cause.length > 0 ? `${cause.join('、')}により` : ''}戦場から墓地に置かれました。これが「死亡する」ことです。`,
  neverThere: (name) => `判定の根拠：${name}はこの流れの中で一度も戦場に出ていないので、死亡していません（死亡するのは戦場から墓地に置かれたパーマネントだけです）。`,
  leftAlive: (name, zone) => `判定の根拠：${name}は墓地ではなく${wordsFor('ja').asks.zone(zone)}へ戦場を離れました。これは死亡ではありません。`,
  stayed: (name) => `判定の根拠（これらの状況起因処理で確認）：${name}は最後まで戦場にあり、どれによっても墓地に置かれていません。`,
  survived: (c) =>
    `判定の根拠（これらの状況起因処理で確認）：${c.name}は最後にタフネス${c.toughness}（0より大きい）、ダメージ${c.damage}点（${c.damage >= c.toughness ? 'タフネス以上' : 'タフネス未満'}）${c.deathtouch ? 'で、接死を持つ発生源からダメージを受けています' : 'で、接死を持つ発生源からのダメージはありません'}${c.indestructible ? '。破壊不能なので破壊されません' : ''}。戦場に残ります。`,
  walkerStayed: (c) =>
    `判定の根拠（この状況起因処理で確認）：${c.name}は最後に忠誠カウンター${c.loyalty}個（0より多い）なので、戦場に残ります${c.deathtouch ? '。接死を持つ発生源からのダメージは、その点数分の忠誠カウンターを取り除いただけです。接死でダメージが致死になるのはクリーチャーだけです' : ''}。`,
  notThatCause: (by, damage) => `${by === null ? 'ダメージ' : damage ? `${by}のダメージ` : by}によって死亡したのではありません。`,
  causeUndecided: (name, by, damage) =>
    `${name}は死亡しますが、${by === null ? 'ダメージ' : damage ? `${by}のダメージ` : by}だけによるとは言えません（複数の発生源のダメージが合わさった、または別の効果で致死になった）。はい／いいえでは誤解を招くため回答を控えます。「${name}は死にますか？」や「どうなりますか？」と聞いてください。`,
};

const VERDICT: Readonly<Record<Lang, VerdictLines>> = { en: EN, ja: JA };

export function verdictWords(lang: Lang): VerdictLines {
  return VERDICT[lang];
}
