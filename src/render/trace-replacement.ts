/**
 * English and Japanese templates for the zone-change, token-creation, life-gain and draw
 * replacement keys (614.1a, 614.11, 614.16, 616), spread into the EN and JA tables of trace.ts.
 */
import type { TraceKey } from '../engine/trace-keys.ts';
import { combatWords as words, effectName, effectsJa } from './trace-effect-names.ts';
import type { Fmt, Template } from './trace-format.ts';

/** Zone-change, token-creation, life-gain and draw replacement keys (614.1a, 614.11, 614.16, 616). */
type OtherReplacementKey = Extract<
  TraceKey,
  | 'zone.replacement-order'
  | 'zone.replaced'
  | 'zone.replacement-inapplicable'
  | 'zone.shuffled'
  | 'token.replaced'
  | 'enter.as-copy'
  | 'enter.tapped'
  | 'enter.counters-x'
  | 'enter.tapped-unless'
  | 'enter.pay-life'
  | 'enter.choice'
  | 'event.replaced'
  | 'event.returned'
  | 'event.replacement-impossible'
  | 'draw.empty-library'
  | 'sba.drew-from-empty'
  | 'life.cant-change'
  | 'sba.cant-lose'
  | 'counters.replaced'
>;

const dest = (f: Fmt, name: string): string => {
  const v = String(f.p[name] ?? '');
  return words(f).destinations[v] ?? v;
};
const dests = (f: Fmt, name: string): string => {
  const xs = Array.isArray(f.p[name]) ? (f.p[name] as string[]) : [];
  return words(f).list(xs.map((v) => words(f).destinations[v] ?? v));
};
const INSTEAD_EN: Record<string, string> = {
  draw: 'draws',
  'gain-life': 'gains life',
  'return-from-graveyard': 'returns a card from their graveyard to their hand',
  nothing: 'does nothing',
};
const INSTEAD_JA: Record<string, string> = {
  draw: 'カードを引く',
  'gain-life': 'ライフを得る',
  'return-from-graveyard': '自分の墓地からカードを1枚手札に戻す',
  nothing: '何もしない',
};
function eventEn(f: Fmt): string {
  const e = String(f.p.event ?? '');
  return e.startsWith('gain-life:') ? `gain ${e.slice('gain-life:'.length)} life` : 'draw a card';
}
function eventJa(f: Fmt): string {
  const e = String(f.p.event ?? '');
  return e.startsWith('gain-life:') ? `${e.slice('gain-life:'.length)}点のライフを得る` : 'カードを1枚引く';
}
function insteadEn(f: Fmt): string {
  const k = String(f.p.instead ?? '');
  if (k === 'draw') return `draws ${f.v('count')} card${f.n('count') === 1 ? '' : 's'}`;
  if (k === 'gain-life') return `gains ${f.v('count')} life`;
  return INSTEAD_EN[k] ?? k;
}
function insteadJa(f: Fmt): string {
  const k = String(f.p.instead ?? '');
  if (k === 'draw') return `カードを${f.v('count')}枚引く`;
  if (k === 'gain-life') return `${f.v('count')}点のライフを得る`;
  return INSTEAD_JA[k] ?? k;
}
const POLICY_EN: Record<string, string> = { given: 'in the order given', timestamp: 'by default in timestamp order (earliest first)', only: '' };
const POLICY_JA: Record<string, string> = { given: '指定された順で', timestamp: '既定ではタイムスタンプ順（古いものから）で', only: '' };

export const OTHER_REPLACEMENT_EN: Record<OtherReplacementKey, Template> = {
  'zone.replacement-order': (f) =>
    `${f.citeLead}Several replacement effects apply to ${f.who('object')} being put into ${dest(f, 'to')}: ${f.player('chooser')} (its controller, or owner) chooses one at a time; after each, only effects that still apply to the modified event remain. Applied ${POLICY_EN[String(f.p.policy)] ?? ''}: ${f.v('effects')}.${f.has('others') ? ` Another order would put it into ${dests(f, 'others')} instead.` : ' The order makes no difference here.'}`,
  'zone.replaced': (f) => `${f.citeLead}${f.who('object')} would be put into ${dest(f, 'to')}; instead (${effectName(f)}) it is put into ${dest(f, 'instead')}.`,
  'zone.replacement-inapplicable': (f) =>
    `${f.citeLead}${effectName(f)} no longer applies: ${f.who('object')} is now going to ${dest(f, 'to')}, not to the zone it watches, so it does nothing.`,
  'zone.shuffled': (f) => `${f.citeLead}${f.player('player')} shuffles their library; nobody knows its order now.`,
  'enter.as-copy': (f) =>
    `${f.citeLead}${effectName(f)}: ${f.who('object')} enters the battlefield as a copy of ${f.who('of')}. A copy effect as an object enters is chosen before other replacement effects${f.p.lost === 'enters-tapped' ? '; it no longer has the ability that made it enter tapped, so that effect does nothing' : ''}.`,
  'enter.tapped': (f) => `${f.citeLead}${f.who('object')} enters the battlefield tapped (${f.has('by') ? `the replacement effect of ${f.who('by')}` : 'its own replacement effect'}).`,
  'enter.counters-x': (f) =>
    `${f.citeLead}“${f.v('text')}”: X is ${f.p.cast === true ? `the X paid when ${f.who('object')} was cast, ${f.v('amount')}` : `0, because ${f.who('object')} wasn’t cast as it entered (no X was chosen for it)`}.`,
  'enter.tapped-unless': (f) => `${f.citeLead}${f.who('object')} enters tapped unless its condition holds as it enters: ${f.p.holds === true ? 'it holds, so it enters untapped' : 'it doesn’t, so it enters tapped'}.`,
  'enter.pay-life': (f) =>
    `${f.citeLead}As ${f.who('object')} enters, ${f.player('player')} may pay ${f.v('amount')} life${f.p.policy === 'impossible' ? ' but has too little life to pay it' : f.p.paid === true ? ' and pays it (paying life is losing it)' : f.p.policy === 'default-decline' ? ' — no answer was given, so the engine assumes the player doesn’t (default)' : ' and doesn’t'}${f.p.paid === true ? '' : '; it enters tapped'}.`,
  'enter.choice': (f) => `${f.citeLead}As ${f.who('object')} enters the battlefield, its controller chooses ${f.colors('color')}.`,
  'token.replaced': (f) =>
    `${f.citeLead}${effectName(f)} changes how many tokens are created (${f.who('object')}): ${f.v('before')} → ${f.v('after')}. Creating the tokens contains their entering the battlefield, so this applies before anything that modifies how they enter.`,
  'event.replaced': (f) =>
    `${f.citeLead}${f.player('player')} would ${eventEn(f)}; instead (${effectName(f)}) the player ${insteadEn(f)}.${f.p.policy === 'timestamp' ? ' Several effects applied; the player chooses, by default in timestamp order.' : f.p.policy === 'given' ? ' Several effects applied; in the order given.' : ''}`,
  'event.returned': (f) =>
    `${f.citeLead}${f.player('player')} returns ${f.who('object')} from their graveyard to their hand${f.p.policy === 'default' ? ` (the player's choice among ${f.v('choices')} cards; by default the first listed)` : ''}.`,
  'event.replacement-impossible': (f) =>
    f.p.what === 'gain-0-life'
      ? `${f.citeLead}${f.player('player')} would gain 0 life: no life-gain event happens, so nothing replaces it.`
      : `${f.citeLead}${f.player('player')} has no card in their graveyard to return: that instruction can't be carried out and is ignored.`,
  'draw.empty-library': (f) => `${f.citeLead}${f.player('player')} attempts to draw from an empty library; they lose the game the next time state-based actions are checked.`,
  'sba.drew-from-empty': (f) => `${f.citeLead}${f.player('player')} attempted to draw from an empty library and loses the game.`,
  'life.cant-change': (f) =>
    f.p.what === 'gain-life'
      ? `${f.citeLead}${f.player('player')} can't gain life (${effectName(f)}): the ${f.v('amount')} life gain doesn't happen.`
      : f.p.what === 'pay-life'
        ? `${f.citeLead}${f.player('player')} can't lose life (${effectName(f)}), so can't pay ${f.v('amount')} life.`
        : `${f.citeLead}${f.player('player')} can't lose life (${effectName(f)}): the ${f.v('amount')} life loss doesn't happen (the damage, if any, is still dealt).`,
  'counters.replaced': (f) =>
    `${f.citeLead}${effectName(f)} changes how many ${f.v('counter')} counters are put on ${f.who('object')}: ${f.v('before')} → ${f.v('after')}.${f.p.policy === 'same' ? ' Several effects apply; its controller chooses the order, and every order gives the same number.' : f.p.policy === 'given' ? ' Several effects apply; in the order given.' : ''}`,
  'sba.cant-lose': (f) => `${f.citeLead}${f.player('player')} meets a condition for losing the game (${lostReasons(f)}) but can't lose the game (${effectName(f)}), so nothing happens.`,
};

export const OTHER_REPLACEMENT_JA: Record<OtherReplacementKey, Template> = {
  'zone.replacement-order': (f) =>
    `${f.citeLead}${f.who('object')} が${dest(f, 'to')}に置かれることに複数の置換効果が適用されます：${f.player('chooser')}（そのコントローラー、またはオーナー）が1つずつ選び、適用するたびに、変更後の出来事にまだ適用できる効果だけが残ります。${POLICY_JA[String(f.p.policy)] ?? ''}適用：${effectsJa(f)}。${f.has('others') ? `別の順なら${dests(f, 'others')}に置かれます。` : '順番による違いはありません。'}`,
  'zone.replaced': (f) => `${f.citeLead}${f.who('object')} は${dest(f, 'to')}に置かれる代わりに（${effectName(f)}）、${dest(f, 'instead')}に置かれます。`,
  'zone.replacement-inapplicable': (f) => `${f.citeLead}${effectName(f)} はもう適用されません：${f.who('object')} は今や${dest(f, 'to')}に向かっており、この効果が見ている領域ではないので、何もしません。`,
  'zone.shuffled': (f) => `${f.citeLead}${f.player('player')} はライブラリーを切り直します。その順番は誰にも分かりません。`,
  'enter.as-copy': (f) =>
    `${f.citeLead}${effectName(f)} により、${f.who('object')} は ${f.who('of')} のコピーとして戦場に出ます。戦場に出る際にコピーになる効果は他の置換効果より先に選ばれます${f.p.lost === 'enters-tapped' ? '。タップ状態で戦場に出る能力を失うので、その効果は何もしません' : ''}。`,
  'enter.tapped': (f) => `${f.citeLead}${f.who('object')} はタップ状態で戦場に出ます（${f.has('by') ? `${f.who('by')}の置換効果` : '自身の置換効果'}）。`,
  'enter.counters-x': (f) =>
    `${f.citeLead}${f.quotedText('text')}のXは${f.p.cast === true ? `${f.who('object')}を唱えたときに支払ったXで、${f.v('amount')}です` : `0です。${f.who('object')}は唱えられて戦場に出たのではないので、Xは選ばれていません`}。`,
  'enter.tapped-unless': (f) => `${f.citeLead}${f.who('object')} は条件を満たさないかぎりタップ状態で戦場に出ます：戦場に出る時点で${f.p.holds === true ? '満たしているので、アンタップ状態で出ます' : '満たしていないので、タップ状態で出ます'}。`,
  'enter.pay-life': (f) =>
    `${f.citeLead}${f.who('object')} が戦場に出るに際し、${f.player('player')} は${f.v('amount')}点のライフを支払ってもよい：${f.p.policy === 'impossible' ? 'ライフが足りないので支払えません' : f.p.paid === true ? '支払います（ライフを支払うことはそれを失うことです）' : f.p.policy === 'default-decline' ? '回答がないため、支払わないものとします（既定）' : '支払いません'}${f.p.paid === true ? '' : '。タップ状態で戦場に出ます'}。`,
  'enter.choice': (f) => `${f.citeLead}${f.who('object')} が戦場に出るに際し、コントローラーは${f.colors('color')}を選びます。`,
  'token.replaced': (f) =>
    `${f.citeLead}${effectName(f)} により、生成されるトークン（${f.who('object')}）の数が ${f.v('before')} → ${f.v('after')} になります。トークンの生成は戦場に出る出来事を含むので、戦場への出方を変える効果より先に適用されます。`,
  'event.replaced': (f) =>
    `${f.citeLead}${f.player('player')} が${eventJa(f)}代わりに（${effectName(f)}）、${insteadJa(f)}。${f.p.policy === 'timestamp' ? '複数の効果が適用でき、プレイヤーが選びます（既定ではタイムスタンプ順）。' : f.p.policy === 'given' ? '複数の効果が適用でき、指定された順で適用しました。' : ''}`,
  'event.returned': (f) =>
    `${f.citeLead}${f.player('player')} は ${f.who('object')} を墓地から手札に戻します${f.p.policy === 'default' ? `（${f.v('choices')}枚の中からプレイヤーが選びます。既定では最初に挙げたもの）` : ''}。`,
  'event.replacement-impossible': (f) =>
    f.p.what === 'gain-0-life'
      ? `${f.citeLead}${f.player('player')} が得るライフは0点です：ライフを得る出来事は起こらないので、置換されません。`
      : `${f.citeLead}${f.player('player')} の墓地に戻せるカードがありません：その指示は実行できないので無視されます。`,
  'draw.empty-library': (f) => `${f.citeLead}${f.player('player')} はカードのないライブラリーから引こうとしました。次に状況起因処理がチェックされるときにゲームに敗北します。`,
  'sba.drew-from-empty': (f) => `${f.citeLead}${f.player('player')} はカードのないライブラリーから引こうとしたので、ゲームに敗北します。`,
  'life.cant-change': (f) =>
    f.p.what === 'gain-life'
      ? `${f.citeLead}${f.player('player')} はライフを得られません（${effectName(f)}）：${f.v('amount')}点のライフ獲得は起こりません。`
      : f.p.what === 'pay-life'
        ? `${f.citeLead}${f.player('player')} はライフを失わないので（${effectName(f)}）、${f.v('amount')}点のライフを支払えません。`
        : `${f.citeLead}${f.player('player')} はライフを失いません（${effectName(f)}）：${f.v('amount')}点のライフ喪失は起こりません。`,
  'counters.replaced': (f) =>
    `${f.citeLead}${effectName(f)}により、${f.who('object')} に置かれる${f.v('counter')}カウンターの数が変わります：${f.v('before')} → ${f.v('after')}。${f.p.policy === 'same' ? '複数の効果が適用でき、順番はコントローラーが選びますが、どの順でも同じ数になります。' : f.p.policy === 'given' ? '複数の効果が適用でき、指定された順で適用しました。' : ''}`,
  'sba.cant-lose': (f) => `${f.citeLead}${f.player('player')} はゲームに敗北する条件（${lostReasons(f)}）を満たしていますが、ゲームに敗北しないので（${effectName(f)}）、何も起こりません。`,
};

function lostReasons(f: Fmt): string {
  const rs = Array.isArray(f.p.reasons) ? f.p.reasons.map(String) : [];
  return words(f).list(rs.map((r) => words(f).lostReasons[r] ?? r));
}
