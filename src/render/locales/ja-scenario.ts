/** A Scenario's restatement in Japanese (scenario-lines.ts). */
import type { CombatRole, NumberRange } from '../../engine/types.ts';
import { CARD_TYPE_JA, colorWordsJa } from '../../scenario/labels.ts';
import { SUPERTYPE_JA, hasSubtypeJa, subtypeJa } from '../subtypes-ja.ts';
import { keywordFormJa } from '../keyword-ja.ts';
import { COUNTER_KIND_JA, ZONE_JA, supertypeJa } from '../trace-words.ts';
import { assertNever } from '../../core/result.ts';
import type { CastAction, Replacement, ScenarioLines } from './scenario-lines.ts';
import { FACE_JA, STEP_JA, USING_JA, keywordNameJa, targetWordJa } from './ja-stack.ts';
import { modifierHow } from './scenario-lines.ts';
import { JAPANESE_CHAR, quoteRulesJa } from '../ja-text.ts';

const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/** 105.2: 「無色」「単色」「多色」, else 「N色以上」. */
function colorCount(c: { exactly?: number; atLeast?: number; atMost?: number } | undefined): string | null {
  if (!c) return null;
  if (c.exactly === 0) return '無色';
  if (c.exactly === 1) return '単色';
  if (c.atLeast === 2 && c.atMost === undefined && c.exactly === undefined) return '多色';
  const n = c.exactly ?? c.atLeast ?? c.atMost ?? 0;
  return `${n}色${c.exactly !== undefined ? '' : c.atLeast !== undefined ? '以上' : '以下'}`;
}

const FIELD_JA = { power: 'パワー', toughness: 'タフネス', manaValue: 'マナ総量' } as const;

/** 「パワーが2以下の」「マナ総量が3以上の」 */
function statWords(sel: { power?: NumberRange; toughness?: NumberRange; manaValue?: NumberRange }): string[] {
  return (['power', 'toughness', 'manaValue'] as const).flatMap((f) => {
    const r = sel[f];
    if (!r) return [];
    const n = r.exactly !== undefined ? `${r.exactly}` : r.atLeast !== undefined && r.atMost !== undefined ? `${r.atLeast}から${r.atMost}` : r.atLeast !== undefined ? `${r.atLeast}以上` : `${r.atMost ?? 0}以下`;
    return [`${FIELD_JA[f]}が${n}の`];
  });
}

/** 506.4: the combat words of a filter. */
const COMBAT_ROLE_JA: Record<CombatRole, string> = { attacking: '攻撃している', blocking: 'ブロックしている', 'attacking-or-blocking': '攻撃かブロックしている' };
const CANT_WHAT: Record<string, string> = { 'prevent-damage': 'ダメージは軽減されない', 'gain-life': 'ライフを得られない', 'lose-life': 'ライフを失わない', 'lose-game': 'ゲームに敗北しない', 'win-game': 'ゲームに勝利できない' };

/** A replacement or prevention effect an action adds (614, 615). */
function replacement(r: Replacement, label: (id: string) => string): string {
  const name = r.text ? quoteRulesJa(r.text) : (r.id ?? '');
  switch (r.kind) {
    case 'prevent':
      return `軽減効果${name}（${r.amount === 'all' ? 'すべて' : r.amount === 'half-up' ? '半分（端数切り上げ）' : r.amount === 'half-down' ? '半分（端数切り捨て）' : `${r.amount}点`}${r.combatOnly ? '・戦闘ダメージのみ' : ''}）`;
    case 'damage-modifier':
      return `ダメージ置換効果${name}（${modifierHow(r)}）`;
    case 'regeneration-shield':
      return `${label(r.object)}の再生の盾`;
    case 'zone-change':
      return `領域変更の置換効果${name}（${r.to}→${r.instead}）`;
    case 'token-multiplier':
      return `トークン生成の置換効果${name}（×${r.factor}）`;
    case 'event-replacement':
      return `置換効果${name}（${r.event}→${r.instead.kind}）`;
    case 'enters-as-copy':
      return `${label(r.of)}のコピーとして戦場に出る置換効果${name}`;
    case 'counter-modifier':
      return `カウンターの置換効果${name}（${modifierHow(r)}）`;
    case 'enters-tapped':
      return `タップ状態で戦場に出る置換効果${name}`;
    case 'enters-with-counters':
      return `追加のカウンターが置かれた状態で戦場に出る置換効果${name}`;
    case 'cant':
      return `「できない」効果${name}（${CANT_WHAT[r.what]}）`;
    default:
      return assertNever(r);
  }
}

/** The targets an action chooses, by the word each is chosen for (115.1). */
function targets(t: Record<string, string[]> | undefined, target: (id: string) => string): string {
  if (!t || Object.keys(t).length === 0) return '';
  const parts = Object.entries(t).map(([w, ids]) => `${w === 'any' ? '' : `${targetWordJa(w)}：`}${ids.map((id) => target(id)).join('、')}`);
  return `（対象：${parts.join('；')}）`;
}

/** Session 2 (H1): the announced choices of a cast action (601.2b) and the mana sources it taps (601.2g). */
function castChoices(a: CastAction, label: (id: string) => string): string {
  const parts: string[] = [];
  if (a.kicks !== undefined && a.kicks > 1) parts.push(`${a.kicks}回キッカー`);
  else if (a.kicked || (a.kicks ?? 0) > 0) parts.push('キッカー');
  if (a.modes && a.modes.length > 0) parts.push(`モード${a.modes.map((m) => m + 1).join('、')}`);
  if (a.alternative) parts.push(a.alternative === 'without paying its mana cost' ? 'マナ・コストを支払わずに' : `代替コスト：${keywordNameJa(a.alternative)}`);
  if (a.flashCost) parts.push('瞬速のための追加コストを支払う');
  if (a.mana && a.mana.length > 0) parts.push(`${a.mana.map((id) => label(id)).join('、')}でマナを出す`);
  if (parts.length === 0) return '';
  return `（${parts.join('；')}）`;
}

/** H3: how the card is cast — as its Adventure / a half / face down, by flashback / jump-start (601.3e). */
function altCast(a: CastAction, label: (id: string) => string): string {
  const parts: string[] = [];
  if (a.castAs !== undefined && a.castAs !== 'normal') parts.push(`${FACE_JA[a.castAs] ?? a.castAs}として`);
  if (a.using !== undefined) parts.push(`${USING_JA[a.using] ?? a.using}で`);
  if (a.discard !== undefined) parts.push(`${label(a.discard)}を捨てて`);
  if (parts.length === 0) return '';
  return `（${parts.join('、')}）`;
}

export const JA_SCENARIO: ScenarioLines = {
  player: (id) => `プレイヤー${id}`,
  colors: colorWordsJa,
  // A subtype with no Japanese name we know is left out of a Japanese description rather than shown
  // in English (issue 16 §2); the object is still named, and its card types are all there.
  // A supertype is written onto what follows, as on printed Japanese type lines (「伝説のクリーチャー」,
  // 「基本土地」): 「伝説のビースト・クリーチャー」, never 「伝説の・ビースト・クリーチャー」.
  types: (types, subtypes, supertypes) => `${supertypes.map((t) => SUPERTYPE_JA[t] ?? t).join('')}${[...subtypes.filter(hasSubtypeJa).map(subtypeJa), ...types.map((t) => CARD_TYPE_JA[t])].join('・')}`,
  allCreatureTypes: '（すべてのクリーチャー・タイプ）',
  keyword: keywordFormJa,
  keywordSep: '、',
  // (A short name a /scenario file gives its effect — 'Late' — is quoted as it is, not as oracle text.)
  quote: (text) => (JAPANESE_CHAR.test(text) || (text.match(/[A-Za-z]+/g) ?? []).length >= 3 ? quoteRulesJa(text) : `「${text}」`),

  object: {
    owner: (controller, d) => `${d.player(controller)}の`,
    ownerAlone: (controller, d) => d.player(controller),
    // (「7/7の緑のクリーチャー」 as the labels of /ask say it: P/T, colour and types joined by の, never 「7/7・緑・クリーチャー」.)
    kind: (parts) => parts.join('の'),
    token: '・トークン',
    loyalty: (n) => `忠誠度${n}`,
    defense: (n) => `守備値${n}`,
    adventure: (name) => `出来事「${name}」`,
    split: (names) => `分割カード（${names.join(' // ')}）`,
    faceDown: '裏向き',
    commander: '統率者',
    counters: (kind, n) => `${kind}カウンター×${n}`,
    damage: (n) => `ダメージ${n}点`,
    tapped: 'タップ状態',
    attachedTo: (label) => `${label}についている`,
    inZone: (zone) => `${ZONE_JA[zone]}にある`,
    join: (bits) => bits.join('、'),
  },

  selector: {
    objects: (labels) => labels.join('、'),
    itself: 'それ自身',
    attachedTo: (source) => (source ? `${source}がついているもの` : 'ついているもの'),
    filter(sel, d) {
      const types = sel.types && sel.types.length > 0 ? sel.types : null;
      const parts: string[] = [];
      if (sel.controller === 'you') parts.push('あなたがコントロールする');
      if (sel.controller === 'opponent') parts.push('対戦相手がコントロールする');
      if (sel.other) parts.push('他の');
      if (sel.colors?.length) parts.push(`${d.colors(sel.colors)}の`);
      if (sel.notColors?.length) parts.push(`${d.colors(sel.notColors)}でない`);
      if (sel.keywords?.length) parts.push(`${sel.keywords.map((k) => d.keyword({ keyword: k })).join('か')}を持つ`);
      if (sel.notKeywords?.length) parts.push(`${sel.notKeywords.map((k) => d.keyword({ keyword: k })).join('も')}を持たない`);
      if (sel.notTypes?.length) parts.push(`${sel.notTypes.map((t) => CARD_TYPE_JA[t]).join('・')}でない`);
      if (sel.supertypes?.length) parts.push(`${sel.supertypes.map(supertypeJa).join('か')}の`);
      if (sel.notSupertypes?.length) parts.push(`${sel.notSupertypes.map(supertypeJa).join('・')}でない`);
      if (sel.notSubtypes?.length) parts.push(`${sel.notSubtypes.map((t) => subtypeJa(t)).join('・')}でない`);
      if (sel.allTypes?.length) parts.push(`${sel.allTypes.map((t) => CARD_TYPE_JA[t]).join('・')}である`);
      const count = colorCount(sel.colorCount);
      if (count) parts.push(`${count}の`);
      if (sel.token === false) parts.push('トークンでない');
      if (sel.token === true) parts.push('トークンである');
      if (sel.historic !== undefined) parts.push(sel.historic ? '歴史的な' : '歴史的でない');
      if (sel.combat) parts.push(COMBAT_ROLE_JA[sel.combat]);
      parts.push(...statWords(sel));
      const noun = [...(sel.subtypes ?? []), ...(types ?? []).map((t) => CARD_TYPE_JA[t])].join('か') || 'パーマネント';
      const zone = sel.zone && sel.zone !== 'battlefield' ? `${ZONE_JA[sel.zone]}にある` : '';
      const [owner = '', ...rest] = sel.controller ? parts : ['', ...parts];
      return `${zone}${owner}すべての${rest.join('')}${noun}`;
    },
  },

  modifications: {
    copy: (m, d) => `${d.label(m.of)}のコピーになる`,
    'set-controller': (m, d) => (m.player === undefined ? 'その効果のコントローラーがコントロールを得る' : `コントローラーが${d.player(m.player)}になる`),
    'set-types': (m, d) => `${d.types(m.types, m.subtypes ?? [])}になる`,
    'add-types': (m, d) => (m.allCreatureTypes ? 'すべてのクリーチャー・タイプでもある' : `${d.types(m.types ?? [], m.subtypes ?? [], m.supertypes ?? [])}でもある`),
    'remove-types': (m, d) => `${m.allCreatureTypes ? 'すべてのクリーチャー・タイプ' : d.types(m.types ?? [], m.subtypes ?? [], m.supertypes ?? [])}を失う`,
    'set-colors': (m, d) => (m.colors.length === 0 ? '無色になる' : `${d.colors(m.colors)}になる`),
    'add-colors': (m, d) => `${d.colors(m.colors)}でもある`,
    'add-keywords': (m, d) => `${m.keywords.map((k) => d.keyword(k)).join('、')}を得る`,
    'remove-keywords': (m, d) => `${m.keywords.map((k) => d.keyword({ keyword: k })).join('、')}を失う`,
    'add-abilities': (m, d) => `${m.abilities.map((a) => (a.text ? d.quote(a.text) : `「${d.effectBody(a.modifications, a.affects, null)}」`)).join('、')}を得る`,
    'add-triggers': (m, d) => `${m.triggers.map((t) => d.quote(t.text)).join('、')}を得る`,
    'add-activated': (m, d) => `${m.activated.map((t) => d.quote(t.text)).join('、')}を得る`,
    'lose-all-abilities': () => 'すべての能力を失う',
    'cant-have-keywords': (m, d) => `${m.keywords.map((k) => d.keyword({ keyword: k })).join('、')}を持てない`,
    'set-pt-cda': (m, d) => {
      const v = (x: typeof m.power): string => (x === null ? '—' : x.kind === 'fixed' ? String(x.value) : x.kind === 'source-counters' ? `（発生源の上の${COUNTER_KIND_JA[x.counter ?? ''] ?? x.counter ?? ''}カウンターの数）` : `（${d.selector(x.filter, null)}の数）`);
      return `P/Tは${v(m.power)}/${v(m.toughness)}`;
    },
    'set-pt': (m) => `基本のP/Tが${m.power ?? '—'}/${m.toughness ?? '—'}になる`,
    'modify-pt': (m) => `${signed(m.power)}/${signed(m.toughness)}`,
    'modify-pt-per': (m, d) => `${m.per.kind === 'fixed' ? String(m.per.value) : m.per.kind === 'source-counters' ? `発生源の上の${COUNTER_KIND_JA[m.per.counter ?? ''] ?? m.per.counter ?? ''}カウンター` : d.selector(m.per.filter, null)}1つにつき${signed(m.power)}/${signed(m.toughness)}`,
    'switch-pt': () => 'パワーとタフネスを入れ替える',
  },
  effectBody: (what, whom) => `${whom}：${what.join('、')}`,
  duration: { 'end-of-turn': 'ターン終了時まで', 'while-source': '発生源がある限り' },
  effect: (ts, text, body, dur) => `[${ts}] ${text ?? ''}${body}${dur ? `（${dur}）` : ''}`,
  newEffect: (body, dur) => `新たな効果：${body}${dur ? `（${dur}）` : ''}`,

  actions: {
    'end-effect': (a) => `効果${a.effect}が終わる`,
    damage: (a, d) => {
      const src = a.source ? d.label(a.source) : null;
      return `${src ? `${src}が` : ''}${d.target(a.target)}に${a.amount}点のダメージ`;
    },
    'add-counters': (a, d) => `${d.target(a.target)}に${a.counter}カウンターを${a.amount}個置く`,
    'remove-counters': (a, d) => `${d.target(a.target)}から${a.counter}カウンターを${a.amount}個取り除く`,
    life: (a, d) => `${d.player(a.player)}が${Math.abs(a.amount)}点のライフを${a.amount >= 0 ? '得る' : '失う'}`,
    destroy: (a, d) => `${d.label(a.object)}を破壊する`,
    sacrifice: (a, d) => `${d.label(a.object)}を生け贄に捧げる`,
    exile: (a, d) => `${d.label(a.object)}を追放する`,
    'return-to-hand': (a, d) => `${d.label(a.object)}を手札に戻す`,
    move: (a, d) => `${d.label(a.object)}を${ZONE_JA[a.to]}に置く`,
    tap: (a, d) => `${d.label(a.object)}をタップする`,
    untap: (a, d) => `${d.label(a.object)}をアンタップする`,
    attach: (a, d) => `${d.label(a.object)}を${d.target(a.to)}につける`,
    unattach: (a, d) => `${d.label(a.object)}をはずす`,
    create: (a, d) => {
      const desc = d.object(a.object, true);
      const name = a.object.name?.trim();
      return name ? `${name}（${desc}）を出す` : `${desc}を出す`;
    },
    'end-turn': () => 'ターン終了（クリンナップ・ステップ）',
    cast: (a, d) => {
      const label = (id: string): string => d.label(id);
      return `${a.player ? `プレイヤー${a.player}が` : ''}${d.label(a.object)}を唱える${a.x !== undefined ? `（X＝${a.x}）` : ''}${castChoices(a, label)}${altCast(a, label)}${targets(a.targets, (id) => d.target(id))}`;
    },
    activate: (a, d) => `${d.label(a.object)}の能力を起動する${targets(a.targets, (id) => d.target(id))}`,
    'copy-spell': (a, d) => `${d.label(a.spell)}をコピーする${targets(a.targets, (id) => d.target(id))}`,
    pass: (a) => `優先権を持つプレイヤーがパスする${a.pay ? '（支払う）' : ''}`,
    resolve: (a) => (a.all ? 'スタックが空になるまで全員がパスする' : '全員がパスし、一番上が解決する'),
    'begin-step': (a) => (a.turn !== undefined ? `プレイヤー${a.turn}のターンの開始（${STEP_JA[a.step] ?? a.step}）` : `${STEP_JA[a.step] ?? a.step}の開始`),
    'add-restriction': (a) => `「できない」効果：${quoteRulesJa(a.restriction.text)}`,
    'declare-attackers': (a, d) => (a.attackers.length === 0 ? '攻撃しない' : `攻撃：${a.attackers.map((x) => `${d.label(x.object)}${x.target ? `→${d.target(x.target)}` : ''}`).join('、')}`),
    'declare-blockers': (a, d) => (a.blockers.length === 0 ? 'ブロックしない' : `ブロック：${a.blockers.map((x) => `${d.label(x.object)}が${x.blocks.map((b) => d.label(b)).join('と')}を`).join('、')}`),
    'combat-damage': (a) => {
      const given = a.assignments ? Object.keys(a.assignments).length : 0;
      const what = a.all ? '残りの戦闘ダメージ・ステップすべて' : '次の戦闘ダメージ・ステップ';
      return given > 0 ? `${what}（割り振り指定 ${given} 体）` : what;
    },
    'remove-from-combat': (a, d) => `${d.label(a.object)}を戦闘から取り除く`,
    'end-combat': () => '戦闘終了',
    fight: (a, d) => `${d.label(a.a)}と${d.label(a.b)}が格闘する`,
    'add-replacement': (a, d) => `${replacement(a.replacement, (id) => d.label(id))}が発生`,
    'play-land': (a, d) => `${a.player ? `${d.player(a.player)}が` : ''}${d.label(a.object)}をプレイする`, // 305.1
    'turn-face-up': (a, d) => `${a.player ? `${d.player(a.player)}が` : ''}${d.label(a.object)}を表向きにする`,
    'gain-life': (a, d) => `${d.player(a.player)}が${a.amount}点のライフを得る`,
    draw: (a, d) => `${d.player(a.player)}がカードを${a.count ?? 1}枚引く`,
  },

  restate: {
    noObjects: 'オブジェクトなし',
    object: (label, desc) => `${label}（${desc}）`.replace(/（）$/, ''),
    objects: (items, more) => `${items.join('、')}${more > 0 ? `、ほか${more}個` : ''}`,
    life: (player, life, poison) => `${player}はライフ${life}${poison ? `・毒カウンター${poison}個` : ''}`,
    pool: (player, pool) => `${player}のマナ・プール：${pool === '' ? 'なし' : pool}`,
    attacked: (player, labels) => `${player}はこのターン${labels.join('、')}で攻撃した`,
    sep: '、',
    effects: (listed) => `継続的効果（タイムスタンプ順）：${listed.join('、')}`,
    actions: (listed, more) => `処理：${listed.join('、')}${more > 0 ? `、ほか${more}件` : ''}`,
    whole: (parts) => `${parts.join('。')}。`,
  },
};
