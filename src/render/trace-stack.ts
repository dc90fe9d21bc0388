/**
 * English and Japanese templates for the casting, stack, target, counter and trigger trace keys
 * (issue 5). Spread into the EN and JA tables of trace.ts like trace-combat.ts, so every key in
 * TRACE_KEYS has a template in both languages.
 */
import type { TraceKey } from '../engine/trace-keys.ts';
import type { ScenarioAction } from '../scenario/schema.ts';
import type { Fmt, Template } from './trace.ts';

type StackKey = Extract<
  TraceKey,
  | `cast.${string}`
  | `activate.${string}`
  | `stack.${string}`
  | `target.${string}`
  | `counter.${string}`
  | `trigger.${string}`
  | 'turn.step'
  | 'restriction.added'
  | 'event.drew'
>;

const REASONS_EN: Record<string, string> = {
  land: 'a land can only be played, not cast',
  zone: 'it is not in your hand (casting from another zone needs a permission the engine does not model)',
  'not-your-card': 'it is not your card',
  'no-priority': 'that player does not have priority',
  'split-second': 'a spell with split second is on the stack',
  cant: 'an effect says it can’t be cast, and “can’t” beats “can”',
  'sorcery-timing': 'it can be cast only in your main phase, with the stack empty, while you have priority',
  'unknown-target-word': 'the spell has no such target',
  'target-count': 'the wrong number of targets was chosen',
  'same-target-twice': 'the same object was chosen twice for one “target” word',
  'illegal-target': 'a chosen target is illegal',
  'cost-sacrifice': 'the cost can’t be paid: you can sacrifice only a permanent you control',
  'not-on-battlefield': 'its source is not on the battlefield',
  'not-controller': 'only its controller can activate it',
  tapped: 'the {T} cost can’t be paid: it is tapped',
  'summoning-sick': 'a creature’s {T} ability can’t be activated unless it has been under your control since your most recent turn began',
  hexproof: 'hexproof (an opponent’s spell or ability can’t target it)',
  shroud: 'shroud (nothing can target it)',
  'changed-zone': 'it left the zone it was in (a new object)',
  filter: 'it no longer matches what the target must be',
  'not-a-permanent': 'it is not a permanent',
  itself: 'a spell or ability can’t target itself',
  'not-an-opponent': 'it is not an opponent',
  'not-yours': 'it is not yours',
  'not-on-stack': 'it is no longer on the stack',
  'not-done': 'the instruction before it wasn’t done, so “when you do” doesn’t trigger',
  'player-left': 'that player has left the game',
};

const REASONS_JA: Record<string, string> = {
  land: '土地はプレイするもので、唱えることはできません',
  zone: '手札にありません（他の領域から唱える許可はモデル化していません）',
  'not-your-card': 'あなたのカードではありません',
  'no-priority': 'そのプレイヤーは優先権を持っていません',
  'split-second': '刹那を持つ呪文がスタックにあります',
  cant: '効果によって唱えられず、「できない」は「できる」に優先します',
  'sorcery-timing': '自分のメイン・フェイズで、スタックが空で、優先権を持っているときにしか唱えられません',
  'unknown-target-word': 'その呪文にそのような対象はありません',
  'target-count': '選んだ対象の数が正しくありません',
  'same-target-twice': '1つの「対象」で同じものを2回選んでいます',
  'illegal-target': '選んだ対象が不適正です',
  'cost-sacrifice': 'コストを支払えません：生け贄に捧げられるのは自分がコントロールするパーマネントだけです',
  'not-on-battlefield': '発生源が戦場にありません',
  'not-controller': '起動できるのはコントローラーだけです',
  tapped: '{T}コストを支払えません：タップ状態です',
  'summoning-sick': 'クリーチャーの{T}能力は、直近のあなたのターンの開始時からコントロールし続けていないと起動できません',
  hexproof: '呪禁（対戦相手の呪文や能力の対象になりません）',
  shroud: '被覆（何の対象にもなりません）',
  'changed-zone': '元の領域を離れました（新しいオブジェクトです）',
  filter: '対象の条件を満たさなくなりました',
  'not-a-permanent': 'パーマネントではありません',
  itself: '呪文や能力は自身を対象にできません',
  'not-an-opponent': '対戦相手ではありません',
  'not-yours': 'あなたのものではありません',
  'not-on-stack': 'もうスタックにありません',
  'not-done': '直前の指示が実行されなかったため、「そうしたとき」は誘発しません',
  'player-left': 'そのプレイヤーはゲームから除外されています',
};

function why(f: Fmt, name = 'reason'): string {
  const raw = String(f.p[name] ?? '');
  const m = /^unmodelled:(.+)$/.exec(raw);
  if (m) return f.ja ? `エンジンが扱えない能力（${m[1]}）` : `an ability the engine can't judge (${m[1]})`;
  if (raw.startsWith('protection ') || raw.startsWith('hexproof from')) return f.ja ? `${raw}（対象にできません）` : `${raw} (it can't be targeted by this)`;
  return (f.ja ? REASONS_JA[raw] : REASONS_EN[raw]) ?? raw;
}

const KIND_EN: Record<string, string> = { spell: 'spell', activated: 'activated ability', triggered: 'triggered ability' };
const KIND_JA: Record<string, string> = { spell: '呪文', activated: '起動型能力', triggered: '誘発型能力' };
const kind = (f: Fmt): string => (f.ja ? KIND_JA : KIND_EN)[String(f.p.kind)] ?? f.v('kind');

export const STACK_EN: Record<StackKey, Template> = {
  'cast.proposed': (f) => `${f.citeLead}${f.player('player')} begins to cast ${f.who('spell')}: it moves from ${f.zone('from')} to the stack.`,
  'cast.targets': (f) => `${f.citeLead}Targets for “${f.v('word')}” of ${f.who('spell')}: ${f.v('targets')}${f.bool('shared') ? ' (an object may be chosen again for a different “target” word)' : ''}.`,
  'cast.cost': (f) =>
    `${f.citeLead}The total cost of ${f.who('spell')} is locked in: ${f.v('total')}${f.has('x') ? ` (X = ${f.v('x')})` : ''}${f.has('sacrificed') ? `, plus sacrificing ${f.v('sacrificed')}` : ''}${f.has('reductions') ? ` (reduced by ${f.v('reductions')})` : ''}. It is then paid (mana payment itself is not simulated).`,
  'cast.cast': (f) => `${f.citeLead}${f.player('player')} has cast ${f.who('spell')}; abilities that trigger on casting trigger now.`,
  'cast.rewound': (f) => `${f.citeLead}${f.player('player')} can't cast ${f.who('spell')}: ${why(f)}${f.has('detail') ? ` (${f.v('detail')})` : ''}. The game returns to the moment before it was proposed; nothing happens.`,
  'activate.activated': (f) => `${f.citeLead}${f.player('player')} activates ${f.who('source')}'s ability “${f.v('ability')}”; it goes on the stack.`,
  'activate.mana': (f) => `${f.citeLead}${f.player('player')} activates the mana ability “${f.v('ability')}” of ${f.who('source')}; it resolves immediately and doesn't use the stack (mana itself is not tracked).`,
  'activate.rewound': (f) => `${f.citeLead}${f.player('player')} can't activate “${f.v('ability')}” of ${f.who('source')}: ${why(f)}${f.has('detail') ? ` (${f.v('detail')})` : ''}. The activation is reversed.`,
  'stack.put': (f) => `${f.citeLead}${f.who('item')} (${kind(f)}, controlled by ${f.player('controller')}) is put on top of the stack (${f.v('depth')} on the stack).`,
  'stack.copy': (f) => `${f.citeLead}${f.player('player')} puts a copy of ${f.who('spell')} on the stack. A copy is not cast.`,
  'stack.pass': (f) => `${f.citeLead}${f.player('player')} passes priority (${f.v('passes')} of ${f.v('players')} in succession).`,
  'stack.all-passed': (f) => `${f.citeLead}All players pass in succession: ${f.who('item')}, on top of the stack, resolves.`,
  'stack.empty-pass': (f) => `${f.citeLead}All players pass with the stack empty: the step or phase ends.`,
  'stack.resolves': (f) => `${f.citeLead}${f.who('item')} resolves.`,
  'stack.fizzles': (f) => `${f.citeLead}All of ${f.who('item')}'s targets are illegal: it doesn't resolve and none of its effects happen. It is removed from the stack (it is not countered).`,
  'stack.permanent-enters': (f) => `${f.citeLead}${f.who('item')} is a permanent spell: it enters the battlefield under ${f.player('controller')}'s control.`,
  'stack.leaves': (f) => (f.p.to === 'graveyard' ? `${f.citeLead}${f.who('item')} is put into its owner's graveyard as the last step of its resolution.` : `${f.citeLead}${f.who('item')} leaves the stack and ceases to exist.`),
  'stack.effect-skipped': (f) => `${f.citeLead}“${f.v('effect')}” of ${f.who('item')} does nothing to ${f.who('object')}: ${why(f)}.`,
  'stack.priority': (f) => `${f.citeLead}${f.player('player')} receives priority.`,
  'target.illegal': (f) => `${f.citeLead}${f.who('target')} is no longer a legal target of ${f.who('item')} (${why(f)}); it is not affected.`,
  'counter.countered': (f) => `${f.citeLead}${f.who('item')} is countered by ${f.who('by')}: it leaves the stack without resolving${f.has('owner') ? `; a spell goes to its owner's (${f.player('owner')}) graveyard` : ''}. Costs paid for it are not refunded.`,
  'counter.cant': (f) => `${f.citeLead}${f.who('item')} can't be countered: ${f.who('by')} doesn't counter it (“can't” beats “can”).`,
  'counter.paid': (f) => `${f.citeLead}${f.player('player')} pays ${f.v('cost')}: ${f.who('item')} is not countered by ${f.who('by')}.`,
  'trigger.triggers': (f) =>
    `${f.citeLead}${f.who('source')}'s ability “${f.v('ability')}” triggers (${f.v('cause')}), controlled by ${f.player('controller')}${f.bool('lookBack') ? '; it looks back in time at the game before the event' : ''}. It goes on the stack the next time a player would receive priority.`,
  'trigger.condition-false': (f) =>
    f.p.stage === 'resolution'
      ? `${f.citeLead}On resolution the “if” condition of “${f.v('ability')}” (${f.who('source')}) is false: it does nothing.`
      : `${f.citeLead}The “if” condition of “${f.v('ability')}” (${f.who('source')}) is false when its event happens: it doesn't trigger.`,
  'trigger.order': (f) => `${f.citeLead}Triggered abilities go on the stack in APNAP order (active player's first, so they resolve last); each player's own in the order listed: ${f.v('order')}.`,
  'trigger.no-targets': (f) => `${f.citeLead}“${f.v('ability')}” (${f.who('source')}) has no legal target for “${f.v('word')}”: it is removed from the stack.`,
  'trigger.delayed-created': (f) => `${f.citeLead}A delayed triggered ability is created: “${f.v('ability')}” (${f.player('controller')}). It triggers only once.`,
  'turn.step': (f) => `${f.citeLead}The ${f.v('step')} step begins (${f.player('player')} is the active player).`,
  'restriction.added': (f) => `${f.citeLead}A “can't” effect begins: “${f.v('text')}”.`,
  'event.drew': (f) => `${f.citeLead}${f.player('player')} draws a card (${f.who('object')}).`,
};

const STEP_JA: Record<string, string> = { untap: 'アンタップ・ステップ', upkeep: 'アップキープ・ステップ', draw: 'ドロー・ステップ', main1: '戦闘前メイン・フェイズ', combat: '戦闘フェイズ', main2: '戦闘後メイン・フェイズ', end: '終了ステップ', cleanup: 'クリンナップ・ステップ' };

export const STACK_JA: Record<StackKey, Template> = {
  'cast.proposed': (f) => `${f.citeLead}${f.player('player')} が ${f.who('spell')} を唱え始めます：${f.zone('from')}からスタックに移動します。`,
  'cast.targets': (f) => `${f.citeLead}${f.who('spell')} の「${f.v('word')}」の対象：${f.v('targets')}${f.bool('shared') ? '（別の「対象」の語であれば同じものを再び選べます）' : ''}。`,
  'cast.cost': (f) =>
    `${f.citeLead}${f.who('spell')} の総コストが確定します：${f.v('total')}${f.has('x') ? `（X＝${f.v('x')}）` : ''}${f.has('sacrificed') ? `、および ${f.v('sacrificed')} の生け贄` : ''}${f.has('reductions') ? `（軽減：${f.v('reductions')}）` : ''}。その後支払われます（マナの支払い自体はシミュレートしません）。`,
  'cast.cast': (f) => `${f.citeLead}${f.player('player')} は ${f.who('spell')} を唱えました。唱えたときに誘発する能力はここで誘発します。`,
  'cast.rewound': (f) => `${f.citeLead}${f.player('player')} は ${f.who('spell')} を唱えられません：${why(f)}${f.has('detail') ? `（${f.v('detail')}）` : ''}。ゲームは唱えることを宣言する直前まで巻き戻され、何も起こりません。`,
  'activate.activated': (f) => `${f.citeLead}${f.player('player')} が ${f.who('source')} の能力「${f.v('ability')}」を起動し、スタックに置きます。`,
  'activate.mana': (f) => `${f.citeLead}${f.player('player')} が ${f.who('source')} のマナ能力「${f.v('ability')}」を起動します。スタックを使わずただちに解決します（マナ自体は追跡しません）。`,
  'activate.rewound': (f) => `${f.citeLead}${f.player('player')} は ${f.who('source')} の「${f.v('ability')}」を起動できません：${why(f)}${f.has('detail') ? `（${f.v('detail')}）` : ''}。起動は巻き戻されます。`,
  'stack.put': (f) => `${f.citeLead}${f.who('item')}（${kind(f)}、コントローラーは${f.player('controller')}）がスタックの一番上に置かれます（スタック上に${f.v('depth')}個）。`,
  'stack.copy': (f) => `${f.citeLead}${f.player('player')} が ${f.who('spell')} のコピーをスタックに置きます。コピーは唱えられたものではありません。`,
  'stack.pass': (f) => `${f.citeLead}${f.player('player')} が優先権をパスします（連続して${f.v('players')}人中${f.v('passes')}人）。`,
  'stack.all-passed': (f) => `${f.citeLead}全プレイヤーが連続してパスしました：スタックの一番上の ${f.who('item')} が解決します。`,
  'stack.empty-pass': (f) => `${f.citeLead}スタックが空の状態で全プレイヤーがパスしました：そのステップかフェイズが終わります。`,
  'stack.resolves': (f) => `${f.citeLead}${f.who('item')} が解決します。`,
  'stack.fizzles': (f) => `${f.citeLead}${f.who('item')} の対象がすべて不適正です：解決されず、効果は一切発生しません。スタックから取り除かれます（打ち消されたのではありません）。`,
  'stack.permanent-enters': (f) => `${f.citeLead}${f.who('item')} はパーマネント呪文です：${f.player('controller')}のコントロール下で戦場に出ます。`,
  'stack.leaves': (f) => (f.p.to === 'graveyard' ? `${f.citeLead}解決の最後の手順として、${f.who('item')} はオーナーの墓地に置かれます。` : `${f.citeLead}${f.who('item')} はスタックを離れ、消滅します。`),
  'stack.effect-skipped': (f) => `${f.citeLead}${f.who('item')} の「${f.v('effect')}」は ${f.who('object')} に何もしません：${why(f)}。`,
  'stack.priority': (f) => `${f.citeLead}${f.player('player')} が優先権を得ます。`,
  'target.illegal': (f) => `${f.citeLead}${f.who('target')} はもう ${f.who('item')} の適正な対象ではありません（${why(f)}）。影響を受けません。`,
  'counter.countered': (f) => `${f.citeLead}${f.who('item')} は ${f.who('by')} によって打ち消されます：解決せずにスタックを離れ${f.has('owner') ? `、呪文はオーナー（${f.player('owner')}）の墓地に置かれ` : ''}ます。支払ったコストは戻りません。`,
  'counter.cant': (f) => `${f.citeLead}${f.who('item')} は打ち消されません：${f.who('by')} はそれを打ち消せません（「できない」が「できる」に優先します）。`,
  'counter.paid': (f) => `${f.citeLead}${f.player('player')} が ${f.v('cost')} を支払いました：${f.who('item')} は ${f.who('by')} によって打ち消されません。`,
  'trigger.triggers': (f) =>
    `${f.citeLead}${f.who('source')} の能力「${f.v('ability')}」が誘発します（${f.v('cause')}）。コントローラーは${f.player('controller')}です${f.bool('lookBack') ? '。この能力は出来事の直前のゲームの状態を「さかのぼって」見ます' : ''}。次にプレイヤーが優先権を得るときにスタックに置かれます。`,
  'trigger.condition-false': (f) =>
    f.p.stage === 'resolution'
      ? `${f.citeLead}解決時に「${f.v('ability')}」（${f.who('source')}）の「if」条件が満たされていません：何もしません。`
      : `${f.citeLead}出来事の時点で「${f.v('ability')}」（${f.who('source')}）の「if」条件が満たされていません：誘発しません。`,
  'trigger.order': (f) => `${f.citeLead}誘発型能力はAPNAP順にスタックに置かれます（アクティブ・プレイヤーのものが先、つまり後で解決されます）。各プレイヤーのものは記載順：${f.v('order')}。`,
  'trigger.no-targets': (f) => `${f.citeLead}「${f.v('ability')}」（${f.who('source')}）には「${f.v('word')}」の適正な対象がありません：スタックから取り除かれます。`,
  'trigger.delayed-created': (f) => `${f.citeLead}遅延誘発型能力が作られます：「${f.v('ability')}」（${f.player('controller')}）。一度だけ誘発します。`,
  'turn.step': (f) => `${f.citeLead}${STEP_JA[String(f.p.step)] ?? f.v('step')}が始まります（アクティブ・プレイヤーは${f.player('player')}）。`,
  'restriction.added': (f) => `${f.citeLead}「できない」効果が始まります：「${f.v('text')}」。`,
  'event.drew': (f) => `${f.citeLead}${f.player('player')} がカードを1枚引きます（${f.who('object')}）。`,
};

// ---------------------------------------------------------------------------------------------
// Restating the stack actions of a scenario (trace.ts `action`)

type StackScenarioAction = Extract<ScenarioAction, { kind: 'cast' | 'activate' | 'copy-spell' | 'pass' | 'resolve' | 'begin-step' | 'add-restriction' }>;

function targetsText(t: Record<string, string[]> | undefined, ja: boolean, target: (id: string) => string): string {
  if (!t || Object.keys(t).length === 0) return '';
  const parts = Object.entries(t).map(([w, ids]) => `${w}: ${ids.map(target).join(ja ? '、' : ', ')}`);
  return ja ? `（対象 ${parts.join('；')}）` : ` (targets ${parts.join('; ')})`;
}

export function stackActionText(a: StackScenarioAction, ja: boolean, label: (id: string) => string, target: (id: string) => string): string {
  switch (a.kind) {
    case 'cast':
      return ja
        ? `${a.player ? `プレイヤー${a.player}が` : ''}${label(a.object)}を唱える${a.x !== undefined ? `（X＝${a.x}）` : ''}${targetsText(a.targets, ja, target)}`
        : `${a.player ? `player ${a.player} ` : ''}cast${a.player ? 's' : ''} ${label(a.object)}${a.x !== undefined ? ` (X = ${a.x})` : ''}${targetsText(a.targets, ja, target)}`;
    case 'activate':
      return ja ? `${label(a.object)}の能力を起動する${targetsText(a.targets, ja, target)}` : `activate ${label(a.object)}'s ability${targetsText(a.targets, ja, target)}`;
    case 'copy-spell':
      return ja ? `${label(a.spell)}をコピーする${targetsText(a.targets, ja, target)}` : `copy ${label(a.spell)}${targetsText(a.targets, ja, target)}`;
    case 'pass':
      return ja ? `優先権を持つプレイヤーがパスする${a.pay ? '（支払う）' : ''}` : `the player with priority passes${a.pay ? ' (pays)' : ''}`;
    case 'resolve':
      return ja ? (a.all ? 'スタックが空になるまで全員がパスする' : '全員がパスし、一番上が解決する') : a.all ? 'all players pass until the stack is empty' : 'all players pass: the top object resolves';
    case 'begin-step':
      return ja ? `${STEP_JA[a.step] ?? a.step}の開始` : `the ${a.step} step begins`;
    case 'add-restriction':
      return ja ? `「できない」効果：「${a.restriction.text}」` : `a “can't” effect: “${a.restriction.text}”`;
  }
}
