/**
 * A permanent-only act told of a card that had already left the battlefield (engine/objects.ts
 * permanentObject): the card is a new object there (400.7), so the act can't be done to it.
 */
import type { PermanentAct } from '../engine/objects.ts';
import type { Fmt, Template } from './trace-format.ts';

/** What couldn't be done, said of the object ("it can't be tapped"). */
const ACT_EN: Record<PermanentAct, string> = {
  tap: 'tapped',
  untap: 'untapped',
  counters: 'given or lose counters',
  effect: 'given that effect',
  attach: 'attached or have anything attached to it',
  unattach: 'unattached',
  destroy: 'destroyed',
  sacrifice: 'sacrificed',
  damage: 'dealt damage',
  'remove-from-combat': 'removed from combat',
};
/** The same, as what one does to it ("…ことはできません"). */
const ACT_JA: Record<PermanentAct, string> = {
  tap: 'タップする',
  untap: 'アンタップする',
  counters: 'カウンターを置いたり取り除いたりする',
  effect: 'その効果を与える',
  attach: 'つけたり、何かをつけたりする',
  unattach: 'はずす',
  destroy: '破壊する',
  sacrifice: '生け贄に捧げる',
  damage: 'ダメージを与える',
  'remove-from-combat': '戦闘から取り除く',
};

const act = (f: Fmt, table: Record<string, string>): string => table[String(f.p.act)] ?? f.v('act');

export const LEFT_EN: Record<'error.left-battlefield', Template> = {
  'error.left-battlefield': (f: Fmt) =>
    `${f.citeLead}${f.who('object')} had already left the battlefield (${f.bool('ceased') ? 'a token that leaves it ceases to exist' : `it is now in ${f.zone('zone')}`}). A card that changes zones becomes a new object with no relation to the permanent it was, so it can't be ${act(f, ACT_EN)} as that permanent (${f.v('rule')}).`,
};

export const LEFT_JA: Record<'error.left-battlefield', Template> = {
  'error.left-battlefield': (f: Fmt) =>
    `${f.citeLead}${f.who('object')} はすでに戦場を離れています（${f.bool('ceased') ? '戦場を離れたトークンは消滅します' : `今は${f.zone('zone')}にあります`}）。領域を移動したカードは、もとのパーマネントとは関係のない新しいオブジェクトになるため、そのパーマネントとして${act(f, ACT_JA)}ことはできません（${f.v('rule')}）。`,
};
