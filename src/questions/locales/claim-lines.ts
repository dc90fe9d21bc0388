/**
 * The words of two checks made on a run (claims.ts: a result the question told; divisions.ts: a
 * division of combat damage), one catalogue per language, reached as QuestionWords.claims and
 * QuestionWords.divisions. Whole messages stay in messages.ts.
 */
import type { Keyword } from '../../engine/types.ts';
import { formatKeyword, formatKeywordJa } from '../../scenario/schema/vocabulary.ts';
import { lookupTable } from '../../core/table.ts';

/** A told result and what the run did instead (claims.ts), as clauses. */
export interface ClaimLines {
  /** The cause when the result followed combat damage. */
  combat: string;
  /** What the run did, when it can't show whether the told result happened. */
  unknown: string;
  /** Objects a claim names. */
  names(labels: readonly string[]): string;
  /** What a change was told of when it named no object. */
  it: string;
  /** Power/toughness changes told together. */
  changes(pts: readonly string[]): string;
  /** `you` when the player is the asker (the verb agrees with it). */
  damageTold(who: string, you: boolean, n: number): string;
  damageRun(who: string, you: boolean, n: number): string;
  lifeTold(who: string, you: boolean, gain: boolean, n: number): string;
  lifeRun(who: string, you: boolean, gain: boolean, n: number): string;
  countersTold(names: string, counter: string, n: number): string;
  countersRun(n: number): string;
  /** `plural` when told of more than one object. */
  changeTold(names: string, plural: boolean, pts: string): string;
  changeRun(delta: string): string;
  /** A keyword of a computed object, as the reply names it (702). */
  keyword(k: Keyword): string;
  /** A computed size with its keywords: "3/3 with flying, trample". */
  withKeywords(pt: string, keywords: readonly string[]): string;
  /** Keywords told of an object that it doesn't have, said after its size (613.1f); '' for none. */
  without(keywords: readonly string[]): string;
  /** What the run shows when a static ability's object can't be found in it (613). */
  staticUnshown: string;
  /** The static abilities' result against the change as told (613.4c, 613.1f). */
  staticDiffers(label: string, seen: string, told: string): string;
  /** The counters on a creature, as one reason its told size may be another (613.4c). */
  countersOnIt: string;
  /** A size the run can't show. */
  sizeUnshown: string;
  /** A death told (700.4), and what the run did with the object instead: still on the battlefield (P/T, damage marked) or moved to another zone. */
  diesTold(name: string): string;
  survivesRun(name: string, pt: string, damage: number): string;
  movedRun(name: string, zone: string): string;
  /** A survival told, and the run's death of it by then (700.4). */
  survivesTold(name: string): string;
  /** A survival told with the damage it has marked then ("survived with 2 damage on it"). */
  survivesDamageTold(name: string, damage: number): string;
  diesRun(name: string): string;
}

/** A division of combat damage (510.1c-d) said back (divisions.ts). */
export interface DivisionLines {
  /** One creature's damage as divided: its label, then each recipient's label and amount. */
  of(attacker: string, parts: readonly { to: string; amount: number }[]): string;
  /** Several creatures' divisions. */
  join(divisions: readonly string[]): string;
}

export const EN_CLAIMS: ClaimLines = {
  combat: 'the combat damage',
  unknown: "the run can't show whether that happened",
  names: (labels) => labels.join(' and '),
  it: 'it',
  changes: (pts) => pts.join(', '),
  damageTold: (who, you, n) => `${who} ${you ? 'are' : 'is'} dealt ${n} damage`,
  damageRun: (who, you, n) => `${who} ${you ? 'are' : 'is'} dealt ${n} damage`,
  lifeTold: (who, you, gain, n) => `${who} ${gain ? 'gain' : 'lose'}${you ? '' : 's'} ${n} life`,
  lifeRun: (who, you, gain, n) => `${who} ${gain ? 'gain' : 'lose'}${you ? '' : 's'} ${n} life`,
  countersTold: (names, counter, n) => `${n} ${counter} counter(s) are put on ${names}`,
  countersRun: (n) => `${n} are put on it`,
  changeTold: (names, plural, pts) => `${names} get${plural ? '' : 's'} ${pts}`,
  changeRun: (delta) => `its power is changed by ${delta}`,
  keyword: (k) => formatKeyword(k),
  withKeywords: (pt, keywords) => `${pt}${keywords.length === 0 ? '' : ` with ${keywords.join(', ')}`}`,
  without: (keywords) => (keywords.length === 0 ? '' : ` — without ${keywords.join(', ')}`),
  staticUnshown: "the run can't show that",
  staticDiffers: (label, seen, told) => `they make ${label} ${seen}, where the change as told would make it ${told}`,
  countersOnIt: 'the counters on it',
  sizeUnshown: "(the run can't show it)",
  diesTold: (name) => `${name} dies`,
  survivesRun: (name, pt, damage) => `${name} does not die: it is still on the battlefield as a ${pt}${damage > 0 ? ` with ${damage} damage marked on it` : ''}`,
  movedRun: (name, zone) => `${name} does not die: it is put into ${zone === 'exile' ? 'exile' : `its owner's ${zone}`}`,
  survivesTold: (name) => `${name} survives`,
  survivesDamageTold: (name, damage) => `${name} survives with ${damage} damage marked on it`,
  diesRun: (name) => `${name} dies (it is put into its owner's graveyard)`,
};

const JA_ZONES: Readonly<Record<string, string>> = lookupTable({ exile: '追放領域', hand: 'オーナーの手札', library: 'オーナーのライブラリー', graveyard: 'オーナーの墓地', stack: 'スタック', battlefield: '戦場' });

export const JA_CLAIMS: ClaimLines = {
  combat: '戦闘ダメージ',
  unknown: 'それが起きたかどうかを実行結果から確かめられません',
  names: (labels) => labels.join('、'),
  it: 'それ',
  changes: (pts) => pts.join('、'),
  damageTold: (who, _you, n) => `${who}が${n}点のダメージを受けた`,
  damageRun: (who, _you, n) => `${who}が受けるダメージは${n}点です`,
  lifeTold: (who, _you, gain, n) => `${who}が${n}点のライフを${gain ? '得た' : '失った'}`,
  lifeRun: (who, _you, gain, n) => `${who}が${gain ? '得る' : '失う'}ライフは${n}点です`,
  countersTold: (names, counter, n) => `${names}に${counter}カウンターが${n}個置かれた`,
  countersRun: (n) => `置かれるのは${n}個です`,
  changeTold: (names, _plural, pts) => `${names}が${pts}の修整を受けた`,
  changeRun: (delta) => `パワーの修整は${delta}になります`,
  keyword: (k) => formatKeywordJa(k),
  withKeywords: (pt, keywords) => `${pt}${keywords.length === 0 ? '' : `（${keywords.join('、')}）`}`,
  without: (keywords) => (keywords.length === 0 ? '' : `（${keywords.join('、')}なし）`),
  staticUnshown: 'それを実行結果から確かめられません',
  staticDiffers: (label, seen, told) => `それによって${label}は${seen}になり、書かれた修整なら${told}になります`,
  countersOnIt: 'その上のカウンター',
  sizeUnshown: '（確かめられません）',
  diesTold: (name) => `${name}が死亡した`,
  survivesRun: (name, pt, damage) => (damage > 0 ? `${name}は死亡せず、${damage}点のダメージを負った${pt}として戦場に残ります` : `${name}は死亡せず、${pt}のまま戦場に残ります`),
  movedRun: (name, zone) => `${name}は死亡せず、${JA_ZONES[zone] ?? zone}に置かれます`,
  survivesTold: (name) => `${name}が生き残った`,
  survivesDamageTold: (name, damage) => `${name}が${damage}点のダメージを負って生き残った`,
  diesRun: (name) => `${name}は死亡します（オーナーの墓地に置かれます）`,
};

export const EN_DIVISIONS: DivisionLines = {
  of: (attacker, parts) => `${attacker}'s damage as ${parts.map((x) => `${x.amount} to ${x.to}`).join(' and ')}`,
  join: (divisions) => divisions.join('; '),
};

export const JA_DIVISIONS: DivisionLines = {
  of: (attacker, parts) => `${attacker}のダメージを${parts.map((x) => `${x.to}に${x.amount}点`).join('、')}`,
  join: (divisions) => divisions.join('、'),
};
