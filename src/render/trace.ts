/**
 * The engine's trace in English and Japanese. The engine records structured steps
 * ({ rules, key, params }); this module turns each into a sentence in our own words that says
 * why it happens ("Layer 7c (613.4c), P/T changes: +0/+1 (Giant Growth) on Grizzly Bears: 1/3 → 1/4").
 * Every key in TRACE_KEYS has a template in both languages (a test checks this).
 *
 * Also here: the one-line restatement of a Scenario ("understood") and the short answer drawn from
 * its Resolution, both in either language. Output is plain text; callers escape it for Markdown.
 */
import { assertNever } from '../core/result.ts';
import type { Lang } from '../core/lang.ts';
import type { CardType, Color, Computed, EngineError, GameObject, Keyword, Modification, NumberRange, Resolution, Selector, TraceParam, TraceStep } from '../engine/types.ts';
import type { TraceKey } from '../engine/trace-keys.ts';
import { FIELD_WORDS, rangeWords } from '../engine/compare.ts';
import type { Scenario, ScenarioAction, ScenarioSeed } from '../scenario/schema.ts';
import { formatKeyword, parseKeyword } from '../scenario/schema.ts';
import { CARD_TYPE_JA, colorWordsEn, colorWordsJa } from '../scenario/labels.ts';
import type { Label } from '../scenario/build.ts';
import { COMBAT_EN, COMBAT_JA, OTHER_REPLACEMENT_EN, OTHER_REPLACEMENT_JA, combatActionText, outcomeSentences } from './trace-combat.ts';
import { STACK_EN, STACK_JA, stackActionText } from './trace-stack.ts';
import { hasSubtypeJa, SUPERTYPE_JA, subtypeJa, tokenLabelJa, typeLineJa } from './subtypes-ja.ts';
import { keywordFormJa } from './keyword-ja.ts';
import { JAPANESE_CHAR, quoteRulesJa, tidyJa } from './ja-text.ts';
import { GAPS_EN, GAPS_JA, irrelevantGapsSentence } from './trace-gaps.ts';
import { HAND_EN, HAND_JA } from './trace-hand.ts';
import { KEYWORDS_EN, KEYWORDS_JA } from './trace-keywords.ts';
import { agree, capitalised, playerName, possessive, summaryPlayer } from './players.ts';
import { lookupTable } from '../core/table.ts';

type Params = Record<string, TraceParam>;

/** 105.2: the color-count words of a filter ("multicolored", "monocolored", "colorless"), else "with exactly N colors". */
function colorCountWord(c: { exactly?: number; atLeast?: number; atMost?: number } | undefined): { en: string; ja: string } | null {
  if (!c) return null;
  if (c.exactly === 0) return { en: 'colorless', ja: '無色' };
  if (c.exactly === 1) return { en: 'monocolored', ja: '単色' };
  if (c.atLeast === 2 && c.atMost === undefined && c.exactly === undefined) return { en: 'multicolored', ja: '多色' };
  const n = c.exactly ?? c.atLeast ?? c.atMost ?? 0;
  const how = c.exactly !== undefined ? '' : c.atLeast !== undefined ? ' or more' : ' or fewer';
  return { en: `${n}${how}-colored`, ja: `${n}色${c.exactly !== undefined ? '' : c.atLeast !== undefined ? '以上' : '以下'}` };
}

export interface RenderOptions {
  /** Object id -> label in both languages (from build.ts): English labels in params become Japanese ones. */
  labels?: Record<string, Label>;
  /** Engine labels of objects whose colour the question never stated: no colour is not said as "colorless". */
  colorUnstated?: ReadonlySet<string>;
  /** Player A asked the question (/ask): see playerName. */
  asker?: boolean;
}

export interface RenderedStep {
  rules: string[];
  text: string;
}

// ---------------------------------------------------------------------------------------------
// Words

const ZONE_EN: Record<string, string> = {
  battlefield: 'the battlefield',
  graveyard: 'the graveyard',
  exile: 'exile',
  hand: 'the hand',
  library: 'the library',
  stack: 'the stack',
  command: 'the command zone',
};
const ZONE_JA: Record<string, string> = {
  battlefield: '戦場',
  graveyard: '墓地',
  exile: '追放領域',
  hand: '手札',
  library: 'ライブラリー',
  stack: 'スタック',
  command: '統率領域',
};

/**
 * What set off a triggered ability (the engine's `cause` of trigger.triggers, engine/triggers/
 * occurrences.ts): said in words, never as the engine's code ("dies", "battlefield -> graveyard").
 */
const CAUSE_EN = lookupTable<string>({
  attacks: 'it attacked', blocks: 'it blocked', 'becomes-blocked': 'it became blocked', 'becomes-target': 'it became a target', cast: 'a spell was cast',
  cost: 'a cost was paid', 'deals-damage': 'damage was dealt', 'dealt-damage': 'damage was dealt to it', dies: 'it died', draws: 'a card was drawn',
  'end-of-combat': 'end of combat', enters: 'it entered', madness: 'madness', reflexive: 'a reflexive trigger', reveals: 'a card was revealed',
  state: 'a state trigger', ward: 'ward', 'gains-life': 'life was gained', 'loses-life': 'life was lost', tapped: 'it became tapped', untapped: 'it became untapped',
  upkeep: 'the upkeep began', draw: 'the draw step began', combat: 'combat began', end: 'the end step began',
});
const CAUSE_JA = lookupTable<string>({
  attacks: '攻撃した', blocks: 'ブロックした', 'becomes-blocked': 'ブロックされた', 'becomes-target': '対象になった', cast: '呪文が唱えられた',
  cost: 'コストが支払われた', 'deals-damage': 'ダメージを与えた', 'dealt-damage': 'ダメージを受けた', dies: '死亡した', draws: 'カードを引いた',
  'end-of-combat': '戦闘終了時', enters: '戦場に出た', madness: 'マッドネス', reflexive: '再帰誘発', reveals: 'カードが公開された',
  state: '状況誘発', ward: '護法', 'gains-life': 'ライフを得た', 'loses-life': 'ライフを失った', tapped: 'タップ状態になった', untapped: 'アンタップ状態になった',
  upkeep: 'アップキープの開始', draw: 'ドロー・ステップの開始', combat: '戦闘の開始', end: '終了ステップの開始',
});

/** Counter kinds in Japanese as cards print them (毒カウンター); P/T counters keep their sign form. */
const COUNTER_KIND_JA = lookupTable<string>({
  poison: '毒', loyalty: '忠誠', defense: '守備', shield: '盾', stun: '麻痺', charge: '蓄積', lore: '伝承', time: '時間', oil: '油', energy: 'エネルギー',
  experience: '経験', rad: '放射能', flying: '飛行', lifelink: '絆魂', deathtouch: '接死', trample: 'トランプル', indestructible: '破壊不能', hexproof: '呪禁',
  vigilance: '警戒', menace: '威迫', reach: '到達', 'first strike': '先制攻撃', 'double strike': '二段攻撃', finality: '終局', bounty: '賞金', blood: '血',
});

const LAYER_EN: Record<string, string> = {
  '1': 'copy effects',
  '1a': 'copy effects',
  '1b': 'face-down status',
  '2': 'control',
  '3': 'text',
  '4': 'types',
  '5': 'colors',
  '6': 'abilities',
  '7': 'power and toughness',
  '7a': 'P/T from characteristic-defining abilities',
  '7b': 'P/T set to a value',
  '7c': 'P/T changes',
  '7d': 'P/T switches',
};
const LAYER_JA: Record<string, string> = {
  '1': 'コピー効果',
  '1a': 'コピー効果',
  '1b': '裏向きの状態',
  '2': 'コントロール',
  '3': '文章',
  '4': 'タイプ',
  '5': '色',
  '6': '能力',
  '7': 'パワーとタフネス',
  '7a': '特性定義能力によるP/T',
  '7b': 'P/Tを特定の値にする効果',
  '7c': 'P/Tの修整',
  '7d': 'P/Tの入れ替え',
};

/** Reason, bound and "lost" codes the engine puts in params, in words. Unknown codes are shown as given. */
const REASON_EN: Record<string, string> = {
  action: 'an action ended it',
  'source-left': 'its source left the battlefield',
  destroy: 'an effect that destroys it',
  'lethal-damage': 'lethal damage',
  deathtouch: 'damage from a source with deathtouch',
  'not-a-permanent': 'it is not a permanent on the battlefield',
  'zero-damage': 'the damage is 0',
  'not-damageable': 'it is not something that can be dealt damage',
  'already-tapped': 'it is already tapped',
  'already-untapped': 'it is already untapped',
  'not-attachable': 'it is not something that can be attached',
  'already-attached': 'it is already attached there',
  'not-attached': 'it is not attached to anything',
  'already-there': 'it is already in that zone',
  'token-left-battlefield': 'a token that has left the battlefield can\'t move again',
  'attached-to-player': 'it is attached to a player',
  'attachment-is-creature': 'it is a creature',
  'aura-is-creature': 'an Aura that is also a creature can\'t be attached',
  'aura-needs-attachment': 'an Aura on the battlefield must be attached to something',
  'not-in-zone': 'it is not in the zone the move starts from',
  'nothing-returns': 'nothing in the story puts it back onto the battlefield, and what would is not said',
  'not-returned': 'it does not come back: the ability of its own that would return it did not (its condition was not met, or it never died)',
  'bad-amount': 'the amount is not valid',
  'duplicate-id': 'that id is already used',
  'duplicate-effect-id': 'that effect id is already used',
  itself: 'it can\'t be attached to itself',
  'object-gone': 'the object is gone',
  'player-left': 'the player has left the game',
  reconfigure: 'it is an Equipment creature with reconfigure',
  illegal: 'what it is attached to is not legal for it',
  enchant: 'its enchant ability does not allow what it is attached to',
  protection: 'protection',
  unknown: 'an unknown reason',
  unmodelled: 'something the engine does not model',
  objects: 'objects',
  effects: 'continuous effects',
  events: 'events',
  work: 'work',
  amount: 'damage, life or counters',
  counters: 'its counters',
  damage: 'its damage',
  attachment: 'its attachment',
  'keep-newest': 'keep the newest',
  object: 'object',
  player: 'player',
  effect: 'effect',
  'end-of-turn': 'until end of turn',
  indefinite: 'indefinitely',
  'while-source': 'while its source remains',
  'while-controlled': 'for as long as its controller controls the named object',
  'control-lost': 'its controller no longer controls the object it depends on',
};
const REASON_JA: Record<string, string> = {
  action: '処理によって終了',
  'source-left': '発生源が戦場を離れた',
  destroy: '破壊する効果',
  'lethal-damage': '致死ダメージ',
  deathtouch: '接死を持つ発生源からのダメージ',
  'not-a-permanent': '戦場にあるパーマネントではない',
  'zero-damage': 'ダメージが0',
  'not-damageable': 'ダメージを与えられるものではない',
  'already-tapped': 'すでにタップ状態',
  'already-untapped': 'すでにアンタップ状態',
  'not-attachable': 'つけることができるものではない',
  'already-attached': 'すでにそこについている',
  'not-attached': '何にもついていない',
  'already-there': 'すでにその領域にある',
  'token-left-battlefield': '戦場を離れたトークンはそれ以上移動しない',
  'attached-to-player': 'プレイヤーについている',
  'attachment-is-creature': 'クリーチャーである',
  'aura-is-creature': 'クリーチャーでもあるオーラはつけられない',
  'aura-needs-attachment': '戦場のオーラは何かについていなければならない',
  'not-in-zone': '移動元の領域にありません',
  'nothing-returns': '話の中で何がそれを戦場に戻すのかが書かれていません',
  'not-returned': '戻ってきません：それを戦場に戻すはずの自身の能力が働きませんでした（条件を満たしていないか、そもそも死亡していません）',
  'bad-amount': '数が正しくない',
  'duplicate-id': 'その id はすでに使われている',
  'duplicate-effect-id': 'その効果の id はすでに使われている',
  itself: '自分自身にはつけられない',
  'object-gone': 'オブジェクトがもう存在しない',
  'player-left': 'プレイヤーはゲームから離れている',
  reconfigure: '換装を持つ装備品クリーチャーである',
  illegal: 'ついている先が適正ではない',
  enchant: 'エンチャント能力がついている先を認めていない',
  protection: 'プロテクション',
  unknown: '不明な理由',
  unmodelled: 'エンジンが扱わない事柄',
  objects: 'オブジェクト数',
  effects: '継続的効果の数',
  events: 'イベント数',
  work: '作業量',
  amount: 'ダメージ・ライフ・カウンターの量',
  counters: 'カウンター',
  damage: 'ダメージ',
  attachment: 'つけられていた状態',
  'keep-newest': '最も新しいものを残す',
  object: 'オブジェクト',
  player: 'プレイヤー',
  effect: '効果',
  'end-of-turn': 'ターン終了時まで',
  indefinite: '期限なし',
  'while-source': '発生源がある限り',
  'while-controlled': 'コントローラーが指定のオブジェクトをコントロールしている限り',
  'control-lost': 'コントローラーが指定のオブジェクトをコントロールしなくなった',
};

const CHARACTERISTIC_EN: Record<string, string> = {
  copiable: 'copiable values',
  controller: 'controller',
  text: 'text',
  types: 'types',
  colors: 'colors',
  abilities: 'abilities',
  pt: 'power/toughness',
};
const CHARACTERISTIC_JA: Record<string, string> = {
  copiable: 'コピー可能な値',
  controller: 'コントローラー',
  text: '文章',
  types: 'タイプ',
  colors: '色',
  abilities: '能力',
  pt: 'パワー/タフネス',
};

const COLOR_LETTERS = new Set(['W', 'U', 'B', 'R', 'G']);

/** A supertype in Japanese without its particle ("伝説", "基本"); an unknown one as written. */
function supertypeJa(s: string): string {
  const key = s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
  return (SUPERTYPE_JA[key] ?? s).replace(/の$/, '');
}

/** Formats param values for one language: labels, zones, colors, keywords, lists. */
export class Fmt {
  /** The engine's label of an object -> ours in this language. */
  private readonly labelMap: Map<string, string>;
  /** Object id -> our label in this language. */
  private readonly idMap: Map<string, string>;

  constructor(
    readonly lang: Lang,
    readonly p: Params,
    readonly rules: readonly string[],
    opts: RenderOptions,
  ) {
    this.colorUnstated = opts.colorUnstated?.has(String(p.object)) === true;
    this.asker = opts.asker;
    const maps = labelMapsFor(opts.labels, lang);
    this.labelMap = maps.byLabel;
    this.idMap = maps.byId;
  }

  get ja(): boolean {
    return this.lang === 'ja';
  }

  /** Player A asked (RenderOptions.asker). */
  readonly asker: boolean | undefined;

  /** A player id as the steps name it (playerName). */
  playerName(id: string): string {
    return playerName(id, this.ja, this.asker);
  }

  /** " (613.4c)" / "（613.4c）", or nothing when the step cites no rule. */
  get cite(): string {
    if (this.rules.length === 0) return '';
    return this.ja ? `（${this.rules.join('、')}）` : ` (${this.rules.join(', ')})`;
  }

  /** Rules as a prefix: "613.4c: " (or nothing). */
  get citeLead(): string {
    if (this.rules.length === 0) return '';
    return this.ja ? `${this.rules.join('、')}：` : `${this.rules.join(', ')}: `;
  }

  /** A param with a value ("-" is the engine's "none"). */
  has(name: string): boolean {
    const v = this.p[name];
    return v !== undefined && v !== null && v !== '' && v !== '-' && !(Array.isArray(v) && v.length === 0);
  }

  /** A label (or object id) in this language: our label for the engine's one. */
  label(s: string): string {
    return this.labelMap.get(s) ?? this.idMap.get(s) ?? this.engineLabel(s);
  }

  private one(s: string): string {
    return this.labelMap.get(s) ?? this.engineLabel(s);
  }

  /** Labels the engine makes itself: a face-down card's neutral label (708.6, H3) in this language. */
  private engineLabel(s: string): string {
    const fd = this.ja ? /^face-down card (\d+)$/.exec(s) : null;
    if (fd) return `裏向きのカード${fd[1]}`;
    // A token the engine named by its subtypes ("Soldier Token", "Soldier Token 2"): 「兵士・トークン」
    // when we have every subtype's Japanese name.
    return (this.ja ? tokenLabelJa(s) : null) ?? s;
  }

  /**
   * An ability's text. In Japanese, an ability that is a keyword alone ("Undying", "Ward {2}") is
   * said by its Japanese name (不死, 護法{2}); rules text stays as written.
   */
  ability(name: string): string {
    return this.abilityText(this.v(name));
  }

  /**
   * A cost's name in a cast step ("bestow", "kicker {2}{G}", "without paying its mana cost"; a list for
   * additional costs): in Japanese by the keyword's Japanese name (授与, キッカー{2}{G}), never the
   * English word (issue 16 §2); a name we have no Japanese for stays as written.
   */
  costName(name: string): string {
    const raw = this.v(name);
    if (!this.ja) return raw;
    return raw
      .split(/\s*,\s*/)
      .map((part) => (part === 'without paying its mana cost' ? 'マナ・コストを支払わない' : this.abilityText(part)))
      .join('、');
  }

  private abilityText(text: string): string {
    if (!this.ja) return text;
    const k = parseKeyword(text);
    if (k.ok && formatKeyword(k.keyword).toLowerCase() === text.toLowerCase()) return keywordFormJa(k.keyword);
    // A keyword's own trigger, named "<keyword> — <what it does>" by the engine (ward): its Japanese name.
    const led = /^(.+?) — /.exec(text);
    const kw = led ? parseKeyword(led[1]!) : null;
    return kw?.ok ? keywordFormJa(kw.keyword) : text;
  }

  /**
   * An ability quoted in a Japanese step: a keyword or Japanese text as 「…」, English oracle text said
   * to be English (issue 16 §2). English replies quote it as “…”.
   */
  abilityQuoted(name: string): string {
    return this.quotedAbility(this.v(name));
  }

  private quotedAbility(raw: string): string {
    if (!this.ja) return `“${raw}”`;
    const text = this.abilityText(raw);
    return text !== raw ? `「${text}」` : quoteRulesJa(text);
  }

  /**
   * 「<source>の能力「頑強」」 for a keyword or Japanese text; English oracle text is said to be
   * English before the word 能力: 「<source>の英語のオラクル・テキスト「…」の能力」.
   */
  abilityOf(source: string, raw: string): string {
    const text = this.abilityText(raw);
    return text !== raw || JAPANESE_CHAR.test(text) ? `${source}の能力「${text}」` : `${source}の${quoteRulesJa(text)}の能力`;
  }

  /** Rules text quoted in a step: 「…」 or 英語のオラクル・テキスト「…」 in Japanese, “…” in English. */
  quotedText(name: string): string {
    const text = this.v(name);
    return this.ja ? quoteRulesJa(text) : `“${text}”`;
  }

  /** Several rules texts, each quoted as quotedText does (Japanese only; English lists them as they are). */
  quotedTexts(name: string): string {
    const x = this.p[name];
    const items = (Array.isArray(x) ? x : [x]).filter((i): i is string => typeof i === 'string' && i !== '');
    return this.ja ? items.map((i) => quoteRulesJa(this.one(i))).join('、') : items.map((i) => this.one(i)).join(', ');
  }

  /** What set off a triggered ability, in words (CAUSE_EN / CAUSE_JA; a zone move as from → to). */
  cause(name: string): string {
    const raw = String(this.p[name] ?? '');
    const move = /^(\w+) -> (\w+)$/.exec(raw);
    if (move) return this.ja ? `${ZONE_JA[move[1]!] ?? move[1]}→${ZONE_JA[move[2]!] ?? move[2]}` : `from ${ZONE_EN[move[1]!] ?? move[1]} to ${ZONE_EN[move[2]!] ?? move[2]}`;
    return (this.ja ? CAUSE_JA[raw] : CAUSE_EN[raw]) ?? raw.replace(/-/g, ' ');
  }

  /** A plain value: text, a number, a list joined; a missing value as "—". */
  v(name: string): string {
    const x = this.p[name];
    if (x === undefined || x === null || x === '' || x === '-') return '—';
    if (Array.isArray(x)) return x.length === 0 ? '—' : x.map((s) => this.one(s)).join(this.ja ? '、' : ', ');
    if (typeof x === 'boolean') return this.ja ? (x ? 'はい' : 'いいえ') : x ? 'yes' : 'no';
    return this.one(String(x));
  }

  /**
   * The `effect` param: a Japanese reply quotes an English rules sentence as English oracle text
   * (issue 16 §2); a short effect name (a Scenario's own "shield") stays as it is.
   */
  effectText(): string {
    const v = this.v('effect');
    if (!this.ja) return v;
    // P/T counters applied in layer 7c ("+1/+1 counter x2", engine/layers/instances.ts): 「+1/+1カウンター2個」.
    const counters = /^([+-]\d+\/[+-]\d+) counter x(\d+)$/.exec(v);
    if (counters) return `${counters[1]}カウンター${counters[2]}個`;
    // A static ability's effect is named by its text and the object it is on ("… (Rancor)"): said in
    // Japanese as that object's text, the object by its Japanese label.
    const raw = String(this.p.effect ?? '');
    const on = /^([\s\S]*\S) \(([^()]+)\)$/.exec(raw);
    const holder = on ? this.labelMap.get(on[2]!) : undefined;
    if (on && holder) return `${holder}の${quoteRulesJa(on[1]!)}`;
    return (v.match(/[A-Za-z]+/g) ?? []).length >= 3 ? quoteRulesJa(v) : v;
  }

  /** The same in English: an engine-made id ("effect-3") gives way to the effect's rules text. */
  createdEffectEn(): string {
    const generated = /^effect-\d+$/.test(String(this.p.effect ?? ''));
    if (generated && this.has('text')) return `“${this.v('text')}”`;
    return `${this.v('effect')}${this.has('text') && this.p.text !== this.p.effect ? ` (“${this.v('text')}”)` : ''}`;
  }

  /**
   * A continuous effect as it begins: an id the engine made up ("effect-3") means nothing to a reader,
   * so a Japanese reply names the effect by its rules text alone.
   */
  createdEffectJa(): string {
    const generated = /^effect-\d+$/.test(String(this.p.effect ?? ''));
    if (generated && this.has('text')) return quoteRulesJa(this.v('text'));
    return `${this.effectText()}${this.has('text') && this.p.text !== this.p.effect ? `（${quoteRulesJa(this.v('text'))}）` : ''}`;
  }

  n(name: string): number {
    const x = this.p[name];
    return typeof x === 'number' ? x : Number(x ?? 0) || 0;
  }

  bool(name: string): boolean {
    return this.p[name] === true;
  }

  /** A player id as "player A" / "プレイヤーA"; an object label otherwise. */
  who(name: string): string {
    return this.whoOf(this.p[name]);
  }

  private whoOf(x: TraceParam | undefined): string {
    if (typeof x !== 'string' || x === '' || x === '-') return this.ja ? '（不明）' : '(unknown)';
    // The engine names an object that is gone by its id.
    const label = this.labelMap.get(x) ?? this.idMap.get(x);
    if (label) return label;
    // A triggered or activated ability on the stack is labelled "<source>: <its text>" by the engine:
    // in Japanese, the source by its Japanese label and the text quoted as rules text.
    const onStack = this.ja ? /^([^:]+): ([\s\S]+)$/.exec(x) : null;
    const source = onStack ? this.labelMap.get(onStack[1]!) : undefined;
    if (onStack && source) return this.abilityOf(source, onStack[2]!);
    // Anything else that looks like a player id (A, B …) is a player.
    if (/^[A-Z]$/.test(x)) return this.playerName(x);
    return this.engineLabel(x);
  }

  player(name: string): string {
    return this.playerName(this.v(name));
  }

  /** A list of objects and players (targets), each named as who() names one. */
  whos(name: string): string {
    const x = this.p[name];
    const items = (Array.isArray(x) ? x : typeof x === 'string' ? [x] : []).filter((i): i is string => typeof i === 'string' && i !== '' && i !== '-');
    if (items.length === 0) return '—';
    return items.map((i) => this.whoOf(i)).join(this.ja ? '、' : ', ');
  }

  zone(name: string): string {
    const x = this.p[name];
    const z = typeof x === 'string' ? x : '';
    return this.ja ? (ZONE_JA[z] ?? (z || '—')) : (ZONE_EN[z] ?? (z || '—'));
  }

  layer(): string {
    return this.v('layer');
  }

  layerName(): string {
    const l = String(this.p.layer ?? '');
    return (this.ja ? LAYER_JA[l] : LAYER_EN[l]) ?? '';
  }

  reason(name: string): string {
    const x = this.p[name];
    if (x === undefined || x === null || x === '') return '';
    const s = Array.isArray(x) ? x.join(', ') : String(x);
    return (this.ja ? REASON_JA[s] : REASON_EN[s]) ?? s;
  }

  /** The step's object had no colour stated (RenderOptions.colorUnstated). */
  private readonly colorUnstated: boolean;

  /** Its colours, or nothing when it has none and none was stated (not "colorless"). */
  objectColors(name: string): string {
    const c = this.colors(name);
    return this.colorUnstated && c === (this.ja ? '無色' : 'colorless') ? '' : c;
  }

  colors(name: string): string {
    const x = this.p[name];
    const letters = Array.isArray(x) ? x : typeof x === 'string' ? (x.includes(',') ? x.split(/\s*,\s*/) : [...x]) : [];
    const colors = letters.map((c) => c.trim().toUpperCase()).filter((c): c is Color => COLOR_LETTERS.has(c));
    if (colors.length === 0) return this.ja ? '無色' : 'colorless';
    return this.ja ? colorWordsJa(colors) : colorWordsEn(colors);
  }

  /** "flying, protection from red" / 「飛行、プロテクション（赤）」; engine forms like "protection red" are read too. */
  keywords(name: string): string {
    const x = this.p[name];
    const items = Array.isArray(x) ? x : typeof x === 'string' ? x.split(/\s*,\s*/) : [];
    const real = items.map((s) => s.trim()).filter((s) => s !== '' && s !== '-' && s !== '—');
    if (real.length === 0) return this.ja ? 'なし' : 'none';
    return real
      .map((s) => {
        const k = parseKeyword(s);
        if (!k.ok) return s;
        return this.ja ? keywordFormJa(k.keyword) : formatKeyword(k.keyword);
      })
      .join(this.ja ? '、' : ', ');
  }

  /** 「プロテクション（赤）」 for a protection quality ("red", "creatures"), through the keyword's own Japanese form. */
  protectionJa(name: string): string {
    const quality = this.v(name);
    const k = parseKeyword(`protection from ${quality}`);
    return k.ok ? keywordFormJa(k.keyword) : `プロテクション（${quality}）`;
  }

  /** Types as given ("Creature", ["Artifact", "Creature"]), in Japanese where we know the word. */
  types(name: string): string {
    const x = this.p[name];
    const items = Array.isArray(x) ? x : typeof x === 'string' && x !== '' && x !== '-' ? x.split(/[\s,]+/) : [];
    if (items.length === 0) return '—';
    return this.ja ? items.map((t) => CARD_TYPE_JA[t as CardType] ?? t).join('・') : items.join(' ');
  }

  /** Several reason codes ("counters", "damage") in words. */
  reasons(name: string): string {
    const x = this.p[name];
    const items = Array.isArray(x) ? x : typeof x === 'string' && x !== '' ? [x] : [];
    const dict = this.ja ? REASON_JA : REASON_EN;
    return items.map((s) => dict[s] ?? s).join(this.ja ? '、' : ', ');
  }

  characteristic(): string {
    const c = String(this.p.characteristic ?? '');
    return (this.ja ? CHARACTERISTIC_JA[c] : CHARACTERISTIC_EN[c]) ?? c;
  }

  /** "flying, trample; <static ability text>" with keywords in proper form ("protection from red", 「飛行」). */
  abilitiesText(raw: string): string {
    if (raw === '' || raw === '-' || raw === '—') return this.ja ? 'なし' : 'none';
    return raw
      .split(/;\s*/)
      .map((part) => {
        const items = part.split(/\s*,\s*/).filter((s) => s !== '' && s !== '-');
        const parsed = items.map((s) => parseKeyword(s));
        // Rules text (not keywords alone): quoted in Japanese, English oracle text said to be English (issue 16 §2).
        if (items.length === 0 || !parsed.every((k) => k.ok)) return this.ja ? quoteRulesJa(part) : part;
        return parsed.map((k) => (k.ok ? (this.ja ? keywordFormJa(k.keyword) : formatKeyword(k.keyword)) : '')).join(this.ja ? '、' : ', ');
      })
      .join(this.ja ? '；' : '; ');
  }

  /** "Legendary Creature — Bear" in Japanese where we know the words. */
  typesText(raw: string): string {
    if (raw === '' || raw === '-') return this.ja ? 'なし' : 'none';
    if (!this.ja) return raw;
    // Subtypes in Japanese too where we know them (issue 16 §2: 「クリーチャー — カエル」, not "— Frog");
    // an unknown word stays as written, since a trace line must show every type.
    return typeLineJa(raw, false) ?? raw;
  }

  /** A characteristic's value (before/after) in words for its kind: colors, abilities, types, controller. */
  value(name: string): string {
    const x = this.p[name];
    if (typeof x !== 'string') return this.v(name);
    switch (this.p.characteristic) {
      case 'colors':
        return this.colors(name);
      case 'abilities':
        return this.abilitiesText(x);
      case 'types':
        return this.typesText(x);
      case 'controller':
        return this.player(name);
      default:
        return this.v(name);
    }
  }

  /** " (timestamp 5)" / "（タイムスタンプ5）" when the step gives one. */
  ts(): string {
    if (!this.has('timestamp')) return '';
    return this.ja ? `（タイムスタンプ${this.v('timestamp')}）` : ` (timestamp ${this.v('timestamp')})`;
  }

  counters(n: number, kind: string): string {
    return this.ja ? `${COUNTER_KIND_JA[kind] ?? kind}カウンター${n}個` : `${n} ${kind} counter${n === 1 ? '' : 's'}`;
  }
}

export type Template = (f: Fmt) => string;

const NO_LABELS: Record<string, Label> = {};
/** One resolution's label maps per language, built once however many steps are rendered. */
const labelMapCache = new WeakMap<Record<string, Label>, Partial<Record<Lang, { byLabel: Map<string, string>; byId: Map<string, string> }>>>();

function labelMapsFor(labels: Record<string, Label> | undefined, lang: Lang): { byLabel: Map<string, string>; byId: Map<string, string> } {
  const key = labels ?? NO_LABELS;
  let perLang = labelMapCache.get(key);
  if (!perLang) labelMapCache.set(key, (perLang = {}));
  return (perLang[lang] ??= { byLabel: labelMapFor(labels, lang), byId: new Map(Object.entries(key).map(([id, l]) => [id, l[lang]])) });
}

/** Engine label -> our label in `lang` (the engine labels objects in English, as build.ts gave them). */
function labelMapFor(labels: Record<string, Label> | undefined, lang: Lang): Map<string, string> {
  const map = new Map<string, string>();
  for (const l of Object.values(labels ?? {})) {
    if (lang === 'ja') map.set(l.engine ?? l.en, l.ja);
    else if (l.engine !== undefined) map.set(l.engine, l.en);
  }
  return map;
}

// ---------------------------------------------------------------------------------------------
// English

/** "Layer 7c (613.4c), P/T changes" */
const layerEn = (f: Fmt): string => `Layer ${f.layer()}${f.cite}${f.layerName() ? `, ${f.layerName()}` : ''}`;
const layerJa = (f: Fmt): string => `種類別${f.layer()}${f.layerName() ? `（${f.layerName()}）` : ''}${f.cite}`;
const changeEn = (f: Fmt): string => (f.has('before') || f.has('after') ? `: ${f.value('before')} → ${f.value('after')}` : '');
const changeJa = (f: Fmt): string => (f.has('before') || f.has('after') ? `：${f.value('before')} → ${f.value('after')}` : '');

const EN: Record<TraceKey, Template> = {
  'layer.applied': (f) => `${layerEn(f)}: ${f.v('effect')}${f.ts()} applies to ${f.who('object')}'s ${f.characteristic()}${changeEn(f)}.`,
  'layer.cda': (f) =>
    `${layerEn(f)}: ${f.v('effect')} is a characteristic-defining ability, so it applies before other effects in its layer: ${f.who('object')}'s ${f.characteristic()}${changeEn(f)}.`,
  'layer.counters': (f) => `${layerEn(f)}: counters on ${f.who('object')} (${f.v('effect')}) change its power and toughness like any other +N/+N effect${changeEn(f)}.`,
  'layer.keyword-counter': (f) => `${layerEn(f)}: ${f.who('object')} has ${f.v('effect')}; a keyword counter gives the permanent that keyword${changeEn(f)}.`,
  'layer.switch': (f) =>
    `${layerEn(f)}: ${f.v('effect')}${f.ts()} switches ${f.who('object')}'s power and toughness; switching comes after every other P/T effect${changeEn(f)}.`,
  'layer.cant-have': (f) => `${layerEn(f)}: ${f.v('effect')}${f.ts()}: ${f.who('object')} can't have these abilities, so nothing can give them to it${changeEn(f)}.`,
  'layer.dependency': (f) =>
    `${layerEn(f)}: ${f.v('effect')} depends on ${f.v('dependsOn')} (applying that changes what this one does or applies to), so it waits and applies after it, whatever the timestamps.`,
  'layer.dependency-loop': (f) => `${layerEn(f)}: ${f.v('effects')} depend on each other in a loop, so the dependencies are ignored and they apply in timestamp order.`,
  'layer.ability-removed': (f) =>
    `${layerEn(f)}: ${f.v('effect')} from ${f.who('object')} does not apply: the ability that generates it was removed before the effect began to apply.`,
  'layer.continues': (f) =>
    `${layerEn(f)}: ${f.v('effect')} keeps applying to ${f.who('object')}: it had already begun to apply in an earlier layer when its ability was removed.`,
  'layer.breakdown': (f) => `${f.citeLead}${f.who('object')}: its characteristics, worked out layer by layer from its printed values.`,
  'layer.result': (f) =>
    `${f.citeLead}Result: ${f.who('object')} is ${[f.v('pt') !== '—' ? f.v('pt') : '', f.objectColors('colors'), f.typesText(String(f.p.types ?? ''))].filter(Boolean).join(' ')}; abilities: ${f.abilitiesText(String(f.p.abilities ?? ''))}; controlled by ${f.player('controller')}.`,

  'effect.created': (f) =>
    `${f.citeLead}A continuous effect begins: ${f.createdEffectEn()}, timestamp ${f.v('timestamp')}${f.has('affects') ? `; it affects ${f.v('affects')}, and that set won't change` : ''}${f.has('duration') ? ` (${f.reason('duration')})` : ''}${f.has('counts') ? `; counted now: ${f.v('counts')}` : ''}.`,
  'effect.ended': (f) => `${f.citeLead}${f.has('text') ? `“${f.v('text')}”` : f.v('effect')} ends${f.has('reason') ? `: ${f.reason('reason')}` : ''}.`,
  'effect.new-timestamp': (f) => `${f.citeLead}${f.who('object')} becomes attached and gets a new timestamp (${f.v('timestamp')}), so its effects now apply after older ones.`,

  'event.damage': (f) =>
    `${f.citeLead}${f.has('source') ? f.who('source') : 'A source'} deals ${f.v('amount')}${f.bool('combat') ? ' combat' : ''} damage to ${f.who('target')}${f.bool('deathtouch') ? ' (the source has deathtouch)' : ''}.`,
  'event.damage-marked': (f) => `${f.citeLead}Damage dealt to a creature stays marked on it: ${f.who('object')} now has ${f.v('total')} damage marked.`,
  'event.damage-prevented': (f) =>
    `${f.citeLead}${f.v('amount')} damage from ${f.who('source')} to ${f.who('target')} is prevented: ${f.who('target')} has protection from ${f.v('quality')}.`,
  'event.life': (f) => {
    const n = f.n('amount');
    return `${f.citeLead}${f.player('player')} ${n >= 0 ? 'gains' : 'loses'} ${Math.abs(n)} life: ${f.v('before')} → ${f.v('after')}.`;
  },
  'event.counters': (f) => {
    const n = f.n('amount');
    const c = f.counters(Math.abs(n), f.v('counter'));
    return `${f.citeLead}${n >= 0 ? `${c} put on` : `${c} removed from`} ${f.who('target')}: ${f.v('before')} → ${f.v('after')}.`;
  },
  'event.tapped': (f) => `${f.citeLead}${f.who('object')} becomes tapped.`,
  'event.untapped': (f) => `${f.citeLead}${f.who('object')} becomes untapped.`,
  'event.attached': (f) => `${f.citeLead}${f.who('object')} becomes attached to ${f.who('to')}.`,
  'event.unattached': (f) => `${f.citeLead}${f.who('object')} becomes unattached${f.has('from') ? ` from ${f.who('from')}` : ''}.`,
  'event.created': (f) =>
    `${f.citeLead}${f.who('object')}${f.bool('token') && !/\btoken\b/i.test(f.who('object')) ? ' (a token)' : ''} is put onto ${f.zone('zone')} under ${f.player('controller')}'s control; it is a new object with a new timestamp.`,
  'event.no-effect': (f) => `${f.citeLead}Nothing happens to ${f.who('object')}${f.has('reason') ? `: ${f.reason('reason')}` : ''}.`,

  'action.destroy': (f) =>
    f.bool('replaced')
      ? `${f.citeLead}${f.who('object')} is destroyed: it would be put into its owner's graveyard, but a replacement effect changes that (below).`
      : `${f.citeLead}${f.who('object')} is destroyed: it is put into its owner's graveyard.`,
  'action.sacrifice': (f) =>
    `${f.citeLead}${f.who('object')} is sacrificed: it ${f.bool('replaced') ? "would be put into its owner's graveyard (a replacement effect changes that, below)" : "is put into its owner's graveyard"}${f.bool('indestructible') ? ' (sacrificing is not destroying, so indestructible does not help)' : ''}.`,
  'action.exile': (f) => `${f.citeLead}${f.who('object')} is exiled${f.has('from') ? ` from ${f.zone('from')}` : ''}.`,
  'action.return-to-hand': (f) => `${f.citeLead}${f.who('object')} is returned to its owner's hand.`,
  'action.move': (f) =>
    `${f.citeLead}${f.who('object')} is put ${f.p.to === 'battlefield' ? 'onto' : 'into'} ${f.zone('to')}${f.p.from === 'battlefield' && f.p.to === 'graveyard' ? ' from the battlefield: it dies' : ''}.`,

  'zone.moved': (f) => {
    const owned = f.has('owner') && (f.p.to === 'graveyard' || f.p.to === 'hand' || f.p.to === 'library');
    return `${f.citeLead}${f.who('object')} moves from ${f.zone('from')} to ${owned ? `${f.player('owner')}'s ${String(f.p.to)}` : f.zone('to')}.`;
  },
  'zone.new-object': (f) =>
    `${f.citeLead}After changing zones it is a new object with no memory of its previous existence${f.has('lost') ? `; ${f.reasons('lost')} ${Array.isArray(f.p.lost) && f.p.lost.length === 1 && f.p.lost[0] !== 'counters' ? 'is' : 'are'} gone` : ''}.`,
  'zone.effect-lost': (f) => `${f.citeLead}“${f.has('text') ? f.v('text') : f.v('effect')}” no longer applies: it applied to ${f.who('object')}, which is now a new object.`,
  'zone.effect-follows': (f) =>
    `${f.citeLead}“${f.has('text') ? f.v('text') : f.v('effect')}” applied to ${f.who('object')} as a permanent spell, so it follows it onto the battlefield.`,
  'zone.follows': (f) => `${f.citeLead}${f.who('reference')} has become a new object (${f.who('object')} in ${f.zone('zone')}); the action applies to that object.`,

  'indestructible.survives': (f) => `${f.citeLead}${f.who('object')} has indestructible, so it isn't destroyed${f.has('reason') ? ` by ${f.reason('reason')}` : ''}.`,

  'sba.check': (f) => `${f.citeLead}State-based actions are checked${f.has('round') ? ` (round ${f.v('round')})` : ''}: all that apply happen at the same time, then they are checked again.`,
  'sba.zero-life': (f) => `${f.citeLead}${f.player('player')} has ${f.v('life')} life (0 or less) and loses the game.`,
  'sba.poison': (f) => `${f.citeLead}${f.player('player')} has ${f.v('poison')} poison counters (ten or more) and loses the game.`,
  'sba.token-ceases': (f) => `${f.citeLead}${f.who('object')} is a token in ${f.zone('zone')}, not on the battlefield, so it ceases to exist.`,
  'sba.copy-ceases': (f) => `${f.citeLead}${f.who('object')} is a copy in ${f.zone('zone')}, where a copy can't exist, so it ceases to exist.`,
  'sba.zero-toughness': (f) =>
    `${f.citeLead}${f.who('object')} has toughness ${f.v('toughness')} (0 or less), so it is put into its owner's graveyard. This isn't destruction: indestructible doesn't save it.`,
  'sba.lethal-damage': (f) =>
    `${f.citeLead}${f.who('object')} has ${f.v('damage')} damage marked and toughness ${f.v('toughness')}: that is lethal damage, so it is destroyed.`,
  'sba.deathtouch': (f) => `${f.citeLead}${f.who('object')} was dealt damage by a source with deathtouch, so it is destroyed, whatever its toughness.`,
  'sba.zero-loyalty': (f) => `${f.citeLead}${f.who('object')} has ${f.v('loyalty')} loyalty, so it is put into its owner's graveyard.`,
  'sba.legend-rule': (f) =>
    `${f.citeLead}Legend rule: ${f.player('controller')} controls more than one legendary permanent named ${f.v('name')}. That player chooses one to keep; by default the newest is kept (${f.who('kept')}), and the rest (${f.v('removed')}) go to their owners' graveyards.`,
  'sba.aura-illegal': (f) =>
    `${f.citeLead}${f.who('object')} is an Aura ${f.has('attachedTo') ? `attached to ${f.who('attachedTo')}` : 'attached to nothing'}${f.has('reason') ? ` (${f.reason('reason')})` : ''}, which is not legal, so it is put into its owner's graveyard.`,
  'sba.bestow-ends': (f) =>
    `${f.citeLead}${f.who('object')} is a bestowed Aura ${f.has('attachedTo') && f.p.attachedTo !== '-' ? `attached to ${f.who('attachedTo')}` : 'attached to nothing'}${f.has('reason') ? ` (${f.reason('reason')})` : ''}: instead of going to the graveyard, it becomes unattached and stops being bestowed, so it stays on the battlefield as a creature.`,
  'sba.equipment-unattached': (f) =>
    `${f.citeLead}${f.who('object')} can't stay attached to ${f.who('attachedTo')}${f.has('reason') ? ` (${f.reason('reason')})` : ''}, so it becomes unattached and stays on the battlefield.`,
  'sba.attached-unattached': (f) =>
    `${f.citeLead}${f.who('object')} can't be attached to anything${f.has('reason') ? ` (${f.reason('reason')})` : ''}, so it becomes unattached from ${f.who('attachedTo')} and stays on the battlefield.`,
  'sba.counters-cancel': (f) => `${f.citeLead}${f.who('object')} has both +1/+1 and -1/-1 counters, so ${f.v('removed')} of each are removed.`,
  'sba.zero-defense': (f) => `${f.citeLead}${f.who('object')} is a battle with defense 0, so it is put into its owner's graveyard.`,
  'sba.role': (f) => `${f.citeLead}A permanent can have only one Role from the same player: ${f.who('object')} goes to the graveyard and the newest, ${f.who('kept')}, stays.`,

  'cleanup.damage-removed': (f) => `${f.citeLead}Cleanup step: damage marked on permanents is removed${f.has('objects') ? ` (${f.v('objects')})` : ''}.`,
  'cleanup.effects-ended': (f) => `${f.citeLead}Cleanup step: “until end of turn” effects end${f.has('effects') ? ` (${f.v('effects')})` : ''}.`,

  'game.over': (f) =>
    `${f.citeLead}The game is over: ${f.bool('draw') ? 'it is a draw' : f.has('winner') ? `${f.player('winner')} wins` : 'no player remains'}. The remaining actions are not performed.`,
  'bound.exceeded': (f) => `${f.citeLead}Stopped: this scenario needs more ${f.reason('bound')} than the limit of ${f.v('limit')}${f.has('count') ? ` (it reached ${f.v('count')})` : ''}.`,
  'bound.work': (f) =>
    `${f.citeLead}Stopped: working this scenario out needs more than ${f.v('limit')} units of work (effects applied to objects and dependency checks in the layer system), the engine's bound on how long an answer may take. Try fewer objects, continuous effects or actions.`,
  'loop.detected': (f) => `${f.citeLead}Stopped: a loop was detected (${f.v('what')}${f.has('repeats') ? `, repeated ${f.v('repeats')} times` : ''}); it would never end.`,
  'error.bad-reference': (f) => `${f.citeLead}There is no ${f.has('what') ? f.v('what') : 'object or player'} “${f.v('reference')}”.`,
  'error.illegal-action': (f) =>
    `${f.citeLead}${f.has('action') ? `Action ${f.v('action')}` : 'This action'} can't be performed${f.has('reason') ? `: ${f.reason('reason')}` : ''}${f.has('rule') ? ` (see ${f.v('rule')})` : ''}.`,
  'error.unmodelled': (f) =>
    `${f.citeLead}Stopped rather than guess: the answer depends on ${f.v('what')}, which the engine does not model${f.has('rule') ? ` (see ${f.v('rule')})` : ''}.`,
  'unmodelled.text': (f) =>
    `${f.citeLead}Not modelled: ${f.who('object')} has rules text the engine does not model (“${f.v('text')}”); an answer is given only if that text can't change it.`,
  ...GAPS_EN,
  // Unseen cards drawn from a library nobody described (engine/hand.ts): src/render/trace-hand.ts.
  ...HAND_EN,
  // A keyword checked that didn't forbid (engine/keywords/note.ts): src/render/trace-keywords.ts.
  ...KEYWORDS_EN,
  // Combat, damage, replacement and fight (issue 4): src/render/trace-combat.ts.
  ...COMBAT_EN,
  // Casting, the stack, targets and triggered abilities (issue 5): src/render/trace-stack.ts.
  ...STACK_EN,
  ...OTHER_REPLACEMENT_EN,
};

// ---------------------------------------------------------------------------------------------
// Japanese

const JA: Record<TraceKey, Template> = {
  'layer.applied': (f) => `${layerJa(f)}：${f.effectText()}${f.ts()}が ${f.who('object')} の${f.characteristic()}に適用されます${changeJa(f)}。`,
  'layer.cda': (f) =>
    `${layerJa(f)}：${f.effectText()} は特性定義能力なので、この種類別のほかの効果より先に適用されます。${f.who('object')} の${f.characteristic()}${changeJa(f)}。`,
  'layer.counters': (f) => `${layerJa(f)}：${f.who('object')} の上のカウンター（${f.effectText()}）は、ほかの+N/+Nの効果と同じくパワーとタフネスを修整します${changeJa(f)}。`,
  'layer.keyword-counter': (f) => `${layerJa(f)}：${f.who('object')} には ${f.effectText()} があります。キーワード・カウンターは、そのキーワード能力をパーマネントに与えます${changeJa(f)}。`,
  'layer.switch': (f) =>
    `${layerJa(f)}：${f.effectText()}${f.ts()}により ${f.who('object')} のパワーとタフネスが入れ替わります。入れ替えは、ほかのすべてのP/T効果の後に行われます${changeJa(f)}。`,
  'layer.cant-have': (f) => `${layerJa(f)}：${f.effectText()}${f.ts()}により、${f.who('object')} はこれらの能力を持つことができず、何がそれを与えようとしても持ちません${changeJa(f)}。`,
  'layer.dependency': (f) =>
    `${layerJa(f)}：${f.effectText()} は ${f.v('dependsOn')} に依存している（あちらを適用すると、こちらの働きや適用先が変わる）ため、タイムスタンプに関係なくその後に適用されます。`,
  'layer.dependency-loop': (f) => `${layerJa(f)}：${f.v('effects')} は互いに依存し合ってループになるため、依存関係は無視され、タイムスタンプ順に適用されます。`,
  'layer.ability-removed': (f) =>
    `${layerJa(f)}：${f.who('object')} の ${f.effectText()} は適用されません。それを生み出す能力が、効果の適用が始まる前に失われたためです。`,
  'layer.continues': (f) =>
    `${layerJa(f)}：${f.effectText()} は ${f.who('object')} に適用され続けます。能力が失われた時点で、より前の種類別ですでに適用が始まっていたためです。`,
  'layer.breakdown': (f) => `${f.citeLead}${f.who('object')}：印刷された値から、種類別ごとに特性を求めます。`,
  'layer.result': (f) =>
    `${f.citeLead}結果：${f.who('object')} は ${[f.v('pt') !== '—' ? f.v('pt') : '', f.objectColors('colors'), f.typesText(String(f.p.types ?? ''))].filter(Boolean).join('・')}、能力：${f.abilitiesText(String(f.p.abilities ?? ''))}、コントローラー：${f.player('controller')}。`,

  'effect.created': (f) =>
    `${f.citeLead}継続的効果が始まります：${f.createdEffectJa()}、タイムスタンプ ${f.v('timestamp')}${f.has('affects') ? `。影響を受けるのは ${f.v('affects')} で、この組は後から変わりません` : ''}${f.has('duration') ? `（${f.reason('duration')}）` : ''}${f.has('counts') ? `。この時点で数えた値：${f.v('counts')}` : ''}。`,
  'effect.ended': (f) => `${f.citeLead}${f.has('text') ? quoteRulesJa(f.v('text')) : f.v('effect')} が終わります${f.has('reason') ? `（${f.reason('reason')}）` : ''}。`,
  'effect.new-timestamp': (f) => `${f.citeLead}${f.who('object')} はつけられたときに新しいタイムスタンプ（${f.v('timestamp')}）を得るので、その効果はより古い効果の後で適用されます。`,

  'event.damage': (f) =>
    `${f.citeLead}${f.has('source') ? f.who('source') : '発生源'} が ${f.who('target')} に ${f.v('amount')} 点の${f.bool('combat') ? '戦闘' : ''}ダメージを与えます${f.bool('deathtouch') ? '（発生源は接死を持っています）' : ''}。`,
  'event.damage-marked': (f) => `${f.citeLead}クリーチャーに与えられたダメージはそのクリーチャーに負わされたままになります：${f.who('object')} のダメージは合計 ${f.v('total')} 点です。`,
  'event.damage-prevented': (f) =>
    `${f.citeLead}${f.who('source')} から ${f.who('target')} への ${f.v('amount')} 点のダメージは軽減されます：${f.who('target')} は${f.protectionJa('quality')}を持っています。`,
  'event.life': (f) => {
    const n = f.n('amount');
    return `${f.citeLead}${f.player('player')} は ${Math.abs(n)} 点のライフを${n >= 0 ? '得ます' : '失います'}：${f.v('before')} → ${f.v('after')}。`;
  },
  'event.counters': (f) => {
    const n = f.n('amount');
    return `${f.citeLead}${f.who('target')} ${n >= 0 ? 'に' : 'から'}${f.counters(Math.abs(n), f.v('counter'))}${n >= 0 ? 'が置かれます' : 'が取り除かれます'}：${f.v('before')} → ${f.v('after')}。`;
  },
  'event.tapped': (f) => `${f.citeLead}${f.who('object')} がタップ状態になります。`,
  'event.untapped': (f) => `${f.citeLead}${f.who('object')} がアンタップ状態になります。`,
  'event.attached': (f) => `${f.citeLead}${f.who('object')} が ${f.who('to')} につけられます。`,
  'event.unattached': (f) => `${f.citeLead}${f.who('object')} が${f.has('from') ? ` ${f.who('from')} から` : ''}はずれます。`,
  'event.created': (f) =>
    `${f.citeLead}${f.who('object')}${f.bool('token') && !f.who('object').includes('トークン') ? '（トークン）' : ''} が ${f.player('controller')} のコントロール下で${f.zone('zone')}に出ます。新しいタイムスタンプを持つ新しいオブジェクトです。`,
  'event.no-effect': (f) => `${f.citeLead}${f.who('object')} には何も起こりません${f.has('reason') ? `（${f.reason('reason')}）` : ''}。`,

  'action.destroy': (f) =>
    f.bool('replaced')
      ? `${f.citeLead}${f.who('object')} は破壊されます。オーナーの墓地に置かれるはずですが、置換効果がそれを変えます（下記）。`
      : `${f.citeLead}${f.who('object')} は破壊され、オーナーの墓地に置かれます。`,
  'action.sacrifice': (f) =>
    `${f.citeLead}${f.who('object')} は生け贄に捧げられ、${f.bool('replaced') ? 'オーナーの墓地に置かれるはずですが、置換効果がそれを変えます（下記）' : 'オーナーの墓地に置かれます'}${f.bool('indestructible') ? '（生け贄は破壊ではないので、破壊不能でも防げません）' : ''}。`,
  'action.exile': (f) => `${f.citeLead}${f.who('object')} は${f.has('from') ? `${f.zone('from')}から` : ''}追放されます。`,
  'action.return-to-hand': (f) => `${f.citeLead}${f.who('object')} はオーナーの手札に戻ります。`,
  'action.move': (f) =>
    `${f.citeLead}${f.who('object')} は${f.zone('to')}に置かれます${f.p.from === 'battlefield' && f.p.to === 'graveyard' ? '（戦場から墓地に置かれるので、死亡します）' : ''}。`,

  'zone.moved': (f) => {
    const owned = f.has('owner') && (f.p.to === 'graveyard' || f.p.to === 'hand' || f.p.to === 'library');
    return `${f.citeLead}${f.who('object')} が${f.zone('from')}から${owned ? `${f.player('owner')}の` : ''}${f.zone('to')}へ移動します。`;
  },
  'zone.new-object': (f) =>
    `${f.citeLead}領域を移動したので、以前の存在とは関係のない新しいオブジェクトになります${f.has('lost') ? `。${f.reasons('lost')}は失われます` : ''}。`,
  'zone.effect-lost': (f) => `${f.citeLead}${f.has('text') ? f.quotedText('text') : f.quotedText('effect')}はもう適用されません。影響を与えていた ${f.who('object')} は新しいオブジェクトになったためです。`,
  'zone.effect-follows': (f) =>
    `${f.citeLead}「${f.has('text') ? f.v('text') : f.v('effect')}」はパーマネント呪文だった ${f.who('object')} に適用されていたので、戦場に出た後も引き続き適用されます。`,
  'zone.follows': (f) => `${f.citeLead}${f.who('reference')} は新しいオブジェクト（${f.zone('zone')}にある ${f.who('object')}）になっています。処理はそのオブジェクトに対して行います。`,

  'indestructible.survives': (f) => `${f.citeLead}${f.who('object')} は破壊不能を持つので、${f.has('reason') ? `${f.reason('reason')}でも` : ''}破壊されません。`,

  'sba.check': (f) => `${f.citeLead}状況起因処理をチェックします${f.has('round') ? `（${f.v('round')}回目）` : ''}。該当するものはすべて同時に実行され、その後もう一度チェックします。`,
  'sba.zero-life': (f) => `${f.citeLead}${f.player('player')} のライフは ${f.v('life')}（0以下）なので、そのプレイヤーはゲームに敗北します。`,
  'sba.poison': (f) => `${f.citeLead}${f.player('player')} は毒カウンターを${f.v('poison')}個（10個以上）持っているので、ゲームに敗北します。`,
  'sba.token-ceases': (f) => `${f.citeLead}${f.who('object')} は戦場ではなく${f.zone('zone')}にあるトークンなので、消滅します。`,
  'sba.copy-ceases': (f) => `${f.citeLead}${f.who('object')} はコピーで、コピーが存在できない${f.zone('zone')}にあるので、消滅します。`,
  'sba.zero-toughness': (f) =>
    `${f.citeLead}${f.who('object')} のタフネスは ${f.v('toughness')}（0以下）なので、オーナーの墓地に置かれます。これは破壊ではないので、破壊不能でも防げません。`,
  'sba.lethal-damage': (f) =>
    `${f.citeLead}${f.who('object')} には ${f.v('damage')} 点のダメージが負わされていて、タフネスは ${f.v('toughness')} です。致死ダメージなので破壊されます。`,
  'sba.deathtouch': (f) => `${f.citeLead}${f.who('object')} は接死を持つ発生源からダメージを受けたので、タフネスにかかわらず破壊されます。`,
  'sba.zero-loyalty': (f) => `${f.citeLead}${f.who('object')} の忠誠度は ${f.v('loyalty')} なので、オーナーの墓地に置かれます。`,
  'sba.legend-rule': (f) =>
    `${f.citeLead}レジェンド・ルール：${f.player('controller')} は「${f.v('name')}」という名前の伝説のパーマネントを2つ以上コントロールしています。そのプレイヤーが1つを選んで残します。既定では最も新しいもの（${f.who('kept')}）を残し、残り（${f.v('removed')}）はオーナーの墓地に置かれます。`,
  'sba.aura-illegal': (f) =>
    `${f.citeLead}${f.who('object')} はオーラで、${f.has('attachedTo') ? `${f.who('attachedTo')} に適正でない状態でついている` : '何にもついていない'}${f.has('reason') ? `（${f.reason('reason')}）` : ''}ため、オーナーの墓地に置かれます。`,
  'sba.bestow-ends': (f) =>
    `${f.citeLead}${f.who('object')} は授与されたオーラで、${f.has('attachedTo') && f.p.attachedTo !== '-' ? `${f.who('attachedTo')} に適正でない状態でついている` : '何にもついていない'}${f.has('reason') ? `（${f.reason('reason')}）` : ''}ため、墓地に置かれる代わりにはずれて授与されていない状態になり、クリーチャーとして戦場に残ります。`,
  'sba.equipment-unattached': (f) =>
    `${f.citeLead}${f.who('object')} は ${f.who('attachedTo')} についたままでいられない${f.has('reason') ? `（${f.reason('reason')}）` : ''}ため、はずれて戦場に残ります。`,
  'sba.attached-unattached': (f) =>
    `${f.citeLead}${f.who('object')} は何かにつくことができない${f.has('reason') ? `（${f.reason('reason')}）` : ''}ため、${f.who('attachedTo')} からはずれて戦場に残ります。`,
  'sba.counters-cancel': (f) => `${f.citeLead}${f.who('object')} には+1/+1カウンターと-1/-1カウンターの両方が置かれているので、それぞれ${f.v('removed')}個ずつ取り除かれます。`,
  'sba.zero-defense': (f) => `${f.citeLead}${f.who('object')} は守備値が0のバトルなので、オーナーの墓地に置かれます。`,
  'sba.role': (f) => `${f.citeLead}同じプレイヤーがコントロールする役割は1つのパーマネントに1つまでです：${f.who('object')} は墓地に置かれ、最も新しい ${f.who('kept')} が残ります。`,

  'cleanup.damage-removed': (f) => `${f.citeLead}クリンナップ・ステップ：パーマネントに負わされたダメージが取り除かれます${f.has('objects') ? `（${f.v('objects')}）` : ''}。`,
  'cleanup.effects-ended': (f) => `${f.citeLead}クリンナップ・ステップ：「ターン終了時まで」の効果が終わります${f.has('effects') ? `（${f.quotedTexts('effects')}）` : ''}。`,

  'game.over': (f) =>
    `${f.citeLead}ゲームが終了しました：${f.bool('draw') ? '引き分けです' : f.has('winner') ? `${f.player('winner')} の勝利です` : '残っているプレイヤーはいません'}。残りの処理は行いません。`,
  'bound.exceeded': (f) => `${f.citeLead}中断しました：このシナリオは${f.reason('bound')}の上限 ${f.v('limit')} を超えます${f.has('count') ? `（${f.v('count')} に達しました）` : ''}。`,
  'bound.work': (f) =>
    `${f.citeLead}中断しました：このシナリオを処理するには、作業量の上限 ${f.v('limit')}（種類別の処理でオブジェクトに効果を適用した回数と依存関係の確認の回数）を超える作業が必要です。これは答えにかかる時間を抑えるためのエンジンの上限です。オブジェクト、継続的効果、処理の数を減らしてください。`,
  'loop.detected': (f) => `${f.citeLead}中断しました：ループを検出しました（${f.v('what')}${f.has('repeats') ? `、${f.v('repeats')}回繰り返し` : ''}）。終わることがありません。`,
  'error.bad-reference': (f) => `${f.citeLead}${f.has('what') ? `${f.reason('what')} ` : ''}「${f.v('reference')}」は存在しません。`,
  'error.illegal-action': (f) =>
    `${f.citeLead}${f.has('action') ? `処理 ${f.v('action')}` : 'この処理'}は実行できません${f.has('reason') ? `：${f.reason('reason')}` : ''}${f.has('rule') ? `（${f.v('rule')} を参照）` : ''}。`,
  'error.unmodelled': (f) => `${f.citeLead}推測で答えず中断しました：答えはエンジンが扱わない ${f.v('what')} に左右されます${f.has('rule') ? `（${f.v('rule')} を参照）` : ''}。`,
  'unmodelled.text': (f) =>
    `${f.citeLead}未対応：${f.who('object')} には、エンジンがモデル化していないルール・テキスト（${f.quotedText('text')}）があります。そのテキストが結果を変えない場合にのみ回答します。`,
  ...GAPS_JA,
  ...HAND_JA,
  ...KEYWORDS_JA,
  // Combat, damage, replacement and fight (issue 4): src/render/trace-combat.ts.
  ...COMBAT_JA,
  // Casting, the stack, targets and triggered abilities (issue 5): src/render/trace-stack.ts.
  ...STACK_JA,
  ...OTHER_REPLACEMENT_JA,
};

export const TRACE_TEMPLATES: Readonly<Record<Lang, Readonly<Record<TraceKey, Template>>>> = { en: EN, ja: JA };

export function hasTemplate(key: string, lang: Lang): boolean {
  return Object.hasOwn(TRACE_TEMPLATES[lang], key);
}

/** One trace step as a sentence in the reply language, with the rules it cites. */
export function renderStep(step: TraceStep, lang: Lang, opts: RenderOptions = {}): RenderedStep {
  const f = new Fmt(lang, step.params, step.rules, opts);
  const template = hasTemplate(step.key, lang) ? TRACE_TEMPLATES[lang][step.key as TraceKey] : undefined;
  if (template) return { rules: [...step.rules], text: lang === 'ja' ? tidyJa(template(f)) : capitalise(template(f), f.citeLead) };
  // A key without a template (a test keeps this from happening): still say something useful.
  const params = Object.keys(step.params)
    .map((k) => `${k}=${f.v(k)}`)
    .join(', ');
  return { rules: [...step.rules], text: `${f.citeLead}${step.key}${params ? ` (${params})` : ''}` };
}

/** English sentences start with a capital letter, after the rule numbers that lead them. */
function capitalise(text: string, lead: string): string {
  if (lead === '' || !text.startsWith(lead)) return text.replace(/^[a-z]/, (c) => c.toUpperCase());
  return lead + text.slice(lead.length).replace(/^[a-z]/, (c) => c.toUpperCase());
}

export function renderTrace(trace: readonly TraceStep[], lang: Lang, opts: RenderOptions = {}): RenderedStep[] {
  return trace.map((s) => renderStep(s, lang, opts));
}

/** An engine error (bound, loop, bad reference, illegal action) as a sentence. */
export function renderEngineError(e: EngineError, lang: Lang, opts: RenderOptions = {}): string {
  const text = renderStep({ rules: [], key: e.key, params: e.params }, lang, opts).text;
  if (e.action === undefined) return text;
  return lang === 'ja' ? `actions[${e.action}]：${text}` : `actions[${e.action}]: ${text}`;
}

// ---------------------------------------------------------------------------------------------
// The restatement ("understood as")

const MAX_OBJECTS_LISTED = 12;
const MAX_ACTIONS_LISTED = 12;
const MAX_LINE = 1500;

function clip(s: string, max: number): string {
  const chars = [...s];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : s;
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

function pt(p: number | null, t: number | null): string {
  return p === null && t === null ? '' : `${p ?? 0}/${t ?? 0}`;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/** "power 2 or less", "mana value 3 or greater": a filter's number comparisons (202.3, 208). */
function statWordsEn(sel: { power?: NumberRange; toughness?: NumberRange; manaValue?: NumberRange }): string[] {
  return (['power', 'toughness', 'manaValue'] as const).flatMap((f) => (sel[f] ? [`${FIELD_WORDS[f]} ${rangeWords(sel[f])}`] : []));
}

const FIELD_JA = { power: 'パワー', toughness: 'タフネス', manaValue: 'マナ総量' } as const;

/** 「パワーが2以下の」「マナ総量が3以上の」 */
function statWordsJa(sel: { power?: NumberRange; toughness?: NumberRange; manaValue?: NumberRange }): string[] {
  return (['power', 'toughness', 'manaValue'] as const).flatMap((f) => {
    const r = sel[f];
    if (!r) return [];
    const n = r.exactly !== undefined ? `${r.exactly}` : r.atLeast !== undefined && r.atMost !== undefined ? `${r.atLeast}から${r.atMost}` : r.atLeast !== undefined ? `${r.atLeast}以上` : `${r.atMost ?? 0}以下`;
    return [`${FIELD_JA[f]}が${n}の`];
  });
}

class Describer {
  private readonly labels: Record<string, Label>;

  constructor(
    readonly lang: Lang,
    labels: Record<string, Label> | undefined,
  ) {
    this.labels = labels ?? {};
  }

  get ja(): boolean {
    return this.lang === 'ja';
  }

  private get sep(): string {
    return this.ja ? '、' : ', ';
  }

  label(id: string): string {
    const l = this.labels[id];
    return l ? l[this.lang] : id;
  }

  player(id: string): string {
    return this.ja ? `プレイヤー${id}` : `player ${id}`;
  }

  colors(colors: readonly Color[]): string {
    return this.ja ? colorWordsJa(colors) : colorWordsEn(colors);
  }

  types(types: readonly CardType[], subtypes: readonly string[] = [], supertypes: readonly string[] = []): string {
    // A subtype with no Japanese name we know is left out of a Japanese description rather than shown
    // in English (issue 16 §2); the object is still named, and its card types are all there.
    // A supertype is written onto what follows, as on printed Japanese type lines (「伝説のクリーチャー」,
    // 「基本土地」): 「伝説のビースト・クリーチャー」, never 「伝説の・ビースト・クリーチャー」.
    if (this.ja) return `${supertypes.map((t) => SUPERTYPE_JA[t] ?? t).join('')}${[...subtypes.filter(hasSubtypeJa).map(subtypeJa), ...types.map((t) => CARD_TYPE_JA[t])].join('・')}`;
    return [...supertypes, ...subtypes, ...types].join(' ');
  }

  keyword(k: { keyword: string; param?: string }): string {
    return this.ja ? keywordFormJa(k) : formatKeyword(k);
  }

  /** "A's 2/2 green Bear Creature; trample; 1 +1/+1 counter" */
  object(o: ScenarioSeed & { id?: string }, withController: boolean): string {
    const bits: string[] = [];
    const ptText = pt(o.power, o.toughness);
    const kind = [ptText, this.colors(o.colors), this.types(o.types, o.subtypes, o.supertypes)].filter(Boolean);
    const owner = withController && o.controller ? (this.ja ? `${this.player(o.controller)}の` : `${o.controller}'s `) : '';
    if (kind.length > 0) bits.push(`${owner}${kind.join(this.ja ? '・' : ' ')}${o.token ? (this.ja ? '・トークン' : ' token') : ''}`);
    else if (owner) bits.push(owner.replace(/'s $/, '').replace(/の$/, ''));
    if (o.loyalty !== null) bits.push(this.ja ? `忠誠度${o.loyalty}` : `loyalty ${o.loyalty}`);
    if (o.defense !== null) bits.push(this.ja ? `守備値${o.defense}` : `defense ${o.defense}`);
    if (o.keywords.length > 0) bits.push(o.keywords.map((k) => this.keyword(k)).join(this.sep));
    for (const st of o.statics) bits.push(st.text ? `“${clip(oneLine(st.text), 60)}”` : this.effectBody(st.modifications, st.affects, o.id ?? null));
    // H3: an Adventure, split halves, casting permissions, face down (715.2, 709.1, 601.3, 406.3).
    if (o.adventure) bits.push(this.ja ? `出来事「${o.adventure.name}」` : `Adventure “${o.adventure.name}”`);
    if (o.halves) bits.push(this.ja ? `分割カード（${o.halves.map((h) => h.name).join(' // ')}）` : `split card (${o.halves.map((h) => h.name).join(' // ')})`);
    for (const p of o.castPermissions ?? []) bits.push(`“${clip(oneLine(p.text), 60)}”`);
    if (o.faceDown) bits.push(this.ja ? '裏向き' : 'face down');
    for (const [kind2, n] of Object.entries(o.counters)) if (n > 0) bits.push(this.ja ? `${kind2}カウンター×${n}` : `${n} ${kind2} counter${n === 1 ? '' : 's'}`);
    if (o.damage > 0) bits.push(this.ja ? `ダメージ${o.damage}点` : `${o.damage} damage`);
    if (o.tapped) bits.push(this.ja ? 'タップ状態' : 'tapped');
    if (o.attachedTo) bits.push(this.ja ? `${this.label(o.attachedTo)}についている` : `attached to ${this.label(o.attachedTo)}`);
    if (o.zone !== 'battlefield') bits.push(this.ja ? `${ZONE_JA[o.zone]}にある` : `in ${ZONE_EN[o.zone]}`);
    return bits.join(this.ja ? '、' : '; ');
  }

  selector(sel: Selector, source: string | null): string {
    switch (sel.kind) {
      case 'objects':
        return sel.ids.map((id) => this.label(id)).join(this.ja ? '、' : ' and ');
      case 'source':
        return source ? this.label(source) : this.ja ? 'それ自身' : 'itself';
      case 'attached-to-source':
        return source ? (this.ja ? `${this.label(source)}がついているもの` : `what ${this.label(source)} is attached to`) : this.ja ? 'ついているもの' : 'what it is attached to';
      case 'filter': {
        const types = sel.types && sel.types.length > 0 ? sel.types : null;
        if (this.ja) {
          const parts: string[] = [];
          if (sel.controller === 'you') parts.push('あなたがコントロールする');
          if (sel.controller === 'opponent') parts.push('対戦相手がコントロールする');
          if (sel.other) parts.push('他の');
          if (sel.colors?.length) parts.push(`${this.colors(sel.colors)}の`);
          if (sel.notColors?.length) parts.push(`${this.colors(sel.notColors)}でない`);
          if (sel.keywords?.length) parts.push(`${sel.keywords.map((k) => this.keyword({ keyword: k })).join('か')}を持つ`);
          if (sel.notKeywords?.length) parts.push(`${sel.notKeywords.map((k) => this.keyword({ keyword: k })).join('も')}を持たない`);
          if (sel.notTypes?.length) parts.push(`${sel.notTypes.map((t) => CARD_TYPE_JA[t]).join('・')}でない`);
          if (sel.supertypes?.length) parts.push(`${sel.supertypes.map(supertypeJa).join('か')}の`);
          if (sel.notSupertypes?.length) parts.push(`${sel.notSupertypes.map(supertypeJa).join('・')}でない`);
          if (sel.notSubtypes?.length) parts.push(`${sel.notSubtypes.map((t) => subtypeJa(t)).join('・')}でない`);
          if (sel.allTypes?.length) parts.push(`${sel.allTypes.map((t) => CARD_TYPE_JA[t]).join('・')}である`);
          const count = colorCountWord(sel.colorCount);
          if (count) parts.push(`${count.ja}の`);
          if (sel.token === false) parts.push('トークンでない');
          if (sel.token === true) parts.push('トークンである');
          parts.push(...statWordsJa(sel));
          const noun = [...(sel.subtypes ?? []), ...(types ?? []).map((t) => CARD_TYPE_JA[t])].join('か') || 'パーマネント';
          const zone = sel.zone && sel.zone !== 'battlefield' ? `${ZONE_JA[sel.zone]}にある` : '';
          const [owner = '', ...rest] = sel.controller ? parts : ['', ...parts];
          return `${zone}${owner}すべての${rest.join('')}${noun}`;
        }
        const words: string[] = [];
        if (sel.other) words.push('other');
        if (sel.colors?.length) words.push(sel.colors.map((c) => colorWordsEn([c])).join(' or '));
        if (sel.notColors?.length) words.push(sel.notColors.map((c) => `non${colorWordsEn([c])}`).join(', '));
        if (sel.notTypes?.length) words.push(sel.notTypes.map((t) => `non-${t.toLowerCase()}`).join(', '));
        if (sel.notSupertypes?.length) words.push(sel.notSupertypes.map((t) => `non${t.toLowerCase()}`).join(', '));
        if (sel.notSubtypes?.length) words.push(sel.notSubtypes.map((t) => `non-${t}`).join(', '));
        if (sel.allTypes?.length) words.push(sel.allTypes.filter((t) => !(sel.types ?? []).includes(t)).map((t) => t.toLowerCase()).join(' '));
        const count = colorCountWord(sel.colorCount);
        if (count) words.push(count.en);
        if (sel.token === false) words.push('nontoken');
        if (sel.supertypes?.length) words.push(sel.supertypes.map((t) => t.toLowerCase()).join(' or '));
        if (sel.subtypes?.length) words.push(sel.subtypes.join(' or '));
        const tokens = sel.token === true;
        words.push(types ? types.map((t) => (tokens ? t.toLowerCase() : `${t.toLowerCase()}s`)).join(' and ') : sel.subtypes?.length || tokens ? '' : 'permanents');
        let s = words.filter(Boolean).join(' ');
        if (tokens) s += ' tokens';
        if (sel.keywords?.length) s += ` with ${sel.keywords.map((k) => this.keyword({ keyword: k })).join(' or ')}`;
        if (sel.notKeywords?.length) s += ` without ${sel.notKeywords.map((k) => this.keyword({ keyword: k })).join(' or ')}`;
        for (const w of statWordsEn(sel)) s += ` with ${w}`;
        if (sel.controller === 'you') s += ' you control';
        if (sel.controller === 'opponent') s += ' your opponents control';
        if (sel.zone && sel.zone !== 'battlefield') s += ` in ${ZONE_EN[sel.zone]}`;
        return `all ${s}`;
      }
      default:
        return assertNever(sel);
    }
  }

  modification(m: Modification): string {
    const ja = this.ja;
    switch (m.kind) {
      case 'copy':
        return ja ? `${this.label(m.of)}のコピーになる` : `becomes a copy of ${this.label(m.of)}`;
      case 'set-controller':
        if (m.player === undefined) return ja ? 'その効果のコントローラーがコントロールを得る' : "the effect's controller gains control";
        return ja ? `コントローラーが${this.player(m.player)}になる` : `${this.player(m.player)} gains control`;
      case 'set-types':
        return ja ? `${this.types(m.types, m.subtypes ?? [])}になる` : `becomes a ${this.types(m.types, m.subtypes ?? [])}`;
      case 'add-types':
        return ja ? `${this.types(m.types ?? [], m.subtypes ?? [], m.supertypes ?? [])}でもある` : `is also ${this.types(m.types ?? [], m.subtypes ?? [], m.supertypes ?? [])}`;
      case 'remove-types':
        return ja
          ? `${m.allCreatureTypes ? 'すべてのクリーチャー・タイプ' : this.types(m.types ?? [], m.subtypes ?? [], m.supertypes ?? [])}を失う`
          : `loses ${m.allCreatureTypes ? 'all creature types' : this.types(m.types ?? [], m.subtypes ?? [], m.supertypes ?? [])}`;
      case 'set-colors':
        return m.colors.length === 0 ? (ja ? '無色になる' : 'becomes colorless') : ja ? `${this.colors(m.colors)}になる` : `becomes ${this.colors(m.colors)}`;
      case 'add-colors':
        return ja ? `${this.colors(m.colors)}でもある` : `is also ${this.colors(m.colors)}`;
      case 'add-keywords':
        return ja ? `${m.keywords.map((k) => this.keyword(k)).join('、')}を得る` : `gains ${m.keywords.map((k) => this.keyword(k)).join(', ')}`;
      case 'remove-keywords':
        return ja ? `${m.keywords.map((k) => this.keyword({ keyword: k })).join('、')}を失う` : `loses ${m.keywords.map((k) => this.keyword({ keyword: k })).join(', ')}`;
      case 'add-abilities':
        return ja
          ? `${m.abilities.map((a) => `「${clip(oneLine(a.text || this.effectBody(a.modifications, a.affects, null)), 60)}」`).join('、')}を得る`
          : `gains ${m.abilities.map((a) => `“${clip(oneLine(a.text || this.effectBody(a.modifications, a.affects, null)), 60)}”`).join(', ')}`;
      case 'lose-all-abilities':
        return ja ? 'すべての能力を失う' : 'loses all abilities';
      case 'cant-have-keywords':
        return ja ? `${m.keywords.map((k) => this.keyword({ keyword: k })).join('、')}を持てない` : `can't have ${m.keywords.map((k) => this.keyword({ keyword: k })).join(', ')}`;
      case 'set-pt-cda': {
        const v = (x: typeof m.power): string => (x === null ? '—' : x.kind === 'fixed' ? String(x.value) : this.ja ? `（${this.selector(x.filter, null)}の数）` : `(the number of ${this.selector(x.filter, null).replace(/^all /, '')})`);
        return ja ? `P/Tは${v(m.power)}/${v(m.toughness)}` : `P/T is ${v(m.power)}/${v(m.toughness)}`;
      }
      case 'set-pt':
        return ja ? `基本のP/Tが${m.power ?? '—'}/${m.toughness ?? '—'}になる` : `has base P/T ${m.power ?? '—'}/${m.toughness ?? '—'}`;
      case 'modify-pt':
        return `${signed(m.power)}/${signed(m.toughness)}`;
      case 'modify-pt-per': {
        const per = m.per.kind === 'fixed' ? String(m.per.value) : this.selector(m.per.filter, null);
        return ja ? `${per}1つにつき${signed(m.power)}/${signed(m.toughness)}` : `${signed(m.power)}/${signed(m.toughness)} for each of ${per}`;
      }
      case 'switch-pt':
        return ja ? 'パワーとタフネスを入れ替える' : 'switches power and toughness';
      default:
        return assertNever(m);
    }
  }

  effectBody(mods: readonly Modification[], affects: Selector, source: string | null): string {
    const what = mods.map((m) => this.modification(m)).join(this.ja ? '、' : ', ');
    const whom = this.selector(affects, source);
    return this.ja ? `${whom}：${what}` : `${what} → ${whom}`;
  }

  duration(kind: string): string {
    if (kind === 'end-of-turn') return this.ja ? 'ターン終了時まで' : 'until end of turn';
    if (kind === 'while-source') return this.ja ? '発生源がある限り' : 'while its source remains';
    return '';
  }

  effect(e: Scenario['effects'][number], ts: number): string {
    const text = e.text ? (this.ja ? `「${clip(oneLine(e.text), 60)}」` : `“${clip(oneLine(e.text), 60)}” `) : '';
    const dur = this.duration(e.duration.kind);
    const body = this.effectBody(e.modifications as Modification[], e.affects as Selector, e.source);
    return this.ja ? `[${ts}] ${text}${body}${dur ? `（${dur}）` : ''}` : `[${ts}] ${text}${body}${dur ? ` (${dur})` : ''}`;
  }

  action(a: ScenarioAction): string {
    const ja = this.ja;
    switch (a.kind) {
      case 'apply-effect': {
        const dur = this.duration(a.effect.duration?.kind ?? 'indefinite');
        const body = this.effectBody(a.effect.modifications as Modification[], a.effect.affects as Selector, a.effect.source ?? null);
        return ja ? `新たな効果 ${body}${dur ? `（${dur}）` : ''}` : `a new effect: ${body}${dur ? ` (${dur})` : ''}`;
      }
      case 'end-effect':
        return ja ? `効果 ${a.effect} が終わる` : `effect ${a.effect} ends`;
      case 'damage': {
        const src = a.source ? this.label(a.source) : null;
        const to = this.target(a.target);
        return ja ? `${src ? `${src}が` : ''}${to}に${a.amount}点のダメージ` : `${a.amount} damage to ${to}${src ? ` from ${src}` : ''}`;
      }
      case 'add-counters':
        return ja ? `${this.target(a.target)}に${a.counter}カウンターを${a.amount}個置く` : `put ${a.amount} ${a.counter} counter${a.amount === 1 ? '' : 's'} on ${this.target(a.target)}`;
      case 'remove-counters':
        return ja ? `${this.target(a.target)}から${a.counter}カウンターを${a.amount}個取り除く` : `remove ${a.amount} ${a.counter} counter${a.amount === 1 ? '' : 's'} from ${this.target(a.target)}`;
      case 'life':
        return ja
          ? `${this.player(a.player)}が${Math.abs(a.amount)}点のライフを${a.amount >= 0 ? '得る' : '失う'}`
          : `${this.player(a.player)} ${a.amount >= 0 ? 'gains' : 'loses'} ${Math.abs(a.amount)} life`;
      case 'destroy':
        return ja ? `${this.label(a.object)}を破壊する` : `destroy ${this.label(a.object)}`;
      case 'sacrifice':
        return ja ? `${this.label(a.object)}を生け贄に捧げる` : `sacrifice ${this.label(a.object)}`;
      case 'exile':
        return ja ? `${this.label(a.object)}を追放する` : `exile ${this.label(a.object)}`;
      case 'return-to-hand':
        return ja ? `${this.label(a.object)}を手札に戻す` : `return ${this.label(a.object)} to its owner's hand`;
      case 'move':
        return ja ? `${this.label(a.object)}を${ZONE_JA[a.to]}に置く` : `put ${this.label(a.object)} into ${ZONE_EN[a.to]}`;
      case 'tap':
        return ja ? `${this.label(a.object)}をタップする` : `tap ${this.label(a.object)}`;
      case 'untap':
        return ja ? `${this.label(a.object)}をアンタップする` : `untap ${this.label(a.object)}`;
      case 'attach':
        return ja ? `${this.label(a.object)}を${this.target(a.to)}につける` : `attach ${this.label(a.object)} to ${this.target(a.to)}`;
      case 'unattach':
        return ja ? `${this.label(a.object)}をはずす` : `unattach ${this.label(a.object)}`;
      case 'create': {
        const o = a.object;
        const desc = this.object(o, true);
        const name = o.name?.trim();
        if (!name) return ja ? `${desc}を出す` : `create ${desc}`;
        return ja ? `${name}（${desc}）を出す` : `create ${name} (${desc})`;
      }
      case 'end-turn':
        return ja ? 'ターン終了（クリンナップ・ステップ）' : 'end of turn (cleanup step)';
      case 'declare-attackers':
      case 'declare-blockers':
      case 'combat-damage':
      case 'remove-from-combat':
      case 'end-combat':
      case 'fight':
      case 'add-replacement':
        return combatActionText(a, ja, (id) => this.label(id), (id) => this.target(id));
      case 'cast':
      case 'activate':
      case 'copy-spell':
      case 'pass':
      case 'resolve':
      case 'begin-step':
      case 'add-restriction':
        return stackActionText(a, ja, (id) => this.label(id), (id) => this.target(id));
      case 'turn-face-up': // H3 (702.37e)
        return ja ? `${a.player ? `${this.player(a.player)}が` : ''}${this.label(a.object)}を表向きにする` : `${a.player ? `${this.player(a.player)} turns` : 'turn'} ${this.label(a.object)} face up`;
      case 'gain-life':
        return ja ? `${this.player(a.player)}が${a.amount}点のライフを得る` : `${this.player(a.player)} gains ${a.amount} life`;
      case 'draw':
        return ja ? `${this.player(a.player)}がカードを${a.count ?? 1}枚引く` : `${this.player(a.player)} draws ${a.count ?? 1} card${(a.count ?? 1) === 1 ? '' : 's'}`;
      default:
        return assertNever(a);
    }
  }

  target(id: string): string {
    return this.labels[id] ? this.label(id) : this.player(id);
  }
}

/**
 * One line restating what was set up: the objects (with P/T, colors, types, keywords, counters),
 * the continuous effects in timestamp order, and the actions in order.
 */
export function restateScenario(s: Scenario, lang: Lang, labels?: Record<string, Label>): string {
  const d = new Describer(lang, labels);
  const ja = lang === 'ja';
  const parts: string[] = [];
  const lifeNotes = s.players.filter((p) => p.life !== 20 || p.poison !== 0);
  const objs = s.objects.slice(0, MAX_OBJECTS_LISTED).map((o) => `${d.label(o.id)} (${d.object(o, s.players.length > 1)})`.replace(/ \(\)$/, ''));
  const jaObjs = s.objects.slice(0, MAX_OBJECTS_LISTED).map((o) => `${d.label(o.id)}（${d.object(o, s.players.length > 1)}）`.replace(/（）$/, ''));
  const more = s.objects.length - MAX_OBJECTS_LISTED;
  if (s.objects.length === 0) parts.push(ja ? 'オブジェクトなし' : 'No objects');
  else if (ja) parts.push(`${jaObjs.join('、')}${more > 0 ? `、ほか${more}個` : ''}`);
  else parts.push(`${objs.join(', ')}${more > 0 ? `, and ${more} more` : ''}`);
  if (lifeNotes.length > 0) {
    const notes = lifeNotes.map((p) => (ja ? `${d.player(p.id)}はライフ${p.life}${p.poison ? `・毒カウンター${p.poison}個` : ''}` : `${d.player(p.id)} at ${p.life} life${p.poison ? `, ${p.poison} poison` : ''}`));
    parts.push(notes.join(ja ? '、' : ', '));
  }
  // Session 2 (H1): mana in pools (106.4) and the attack history (608.2i) are part of the set-up.
  const pools = s.players.filter((p) => p.manaPool !== undefined);
  if (pools.length > 0) parts.push(pools.map((p) => (ja ? `${d.player(p.id)}のマナ・プール：${p.manaPool === '' ? 'なし' : p.manaPool}` : `${d.player(p.id)}'s mana pool: ${p.manaPool === '' ? 'empty' : p.manaPool}`)).join(ja ? '、' : ', '));
  for (const [pl, ids] of Object.entries(s.attackedThisTurn ?? {})) {
    if (ids.length > 0) parts.push(ja ? `${d.player(pl)}はこのターン${ids.map((x) => d.label(x)).join('、')}で攻撃した` : `${d.player(pl)} attacked with ${ids.map((x) => d.label(x)).join(', ')} this turn`);
  }
  if (s.effects.length > 0) {
    let position = s.objects.length;
    const withTs = s.effects.map((e) => ({ e, ts: (++position, e.timestamp ?? position) })).sort((a, b) => a.ts - b.ts);
    const listed = withTs.map(({ e, ts }) => d.effect(e, ts));
    parts.push(ja ? `継続的効果（タイムスタンプ順）：${listed.join('、')}` : `effects in timestamp order: ${listed.join('; ')}`);
  }
  if (s.actions.length > 0) {
    const listed = s.actions.slice(0, MAX_ACTIONS_LISTED).map((a, i) => `${i + 1}) ${d.action(a)}`);
    const moreActions = s.actions.length - MAX_ACTIONS_LISTED;
    parts.push(
      ja
        ? `処理：${listed.join('、')}${moreActions > 0 ? `、ほか${moreActions}件` : ''}`
        : `then: ${listed.join(', ')}${moreActions > 0 ? `, and ${moreActions} more` : ''}`,
    );
  }
  return clip(oneLine(parts.join(ja ? '。' : '. ') + (ja ? '。' : '.')), MAX_LINE);
}

// ---------------------------------------------------------------------------------------------
// The short answer

const LOST_EN: Record<string, string> = { 'sba.zero-life': '0 or less life', 'sba.poison': 'ten or more poison counters' };
const LOST_JA: Record<string, string> = { 'sba.zero-life': 'ライフが0以下', 'sba.poison': '毒カウンターが10個以上' };

function describeComputed(c: Computed, lang: Lang, labels: Record<string, Label>, obj: GameObject | undefined, colorUnstated = false, onlyChangedPt = false): string {
  const d = new Describer(lang, labels);
  const name = obj ? (labelMapFor(labels, lang).get(obj.label) ?? (lang === 'ja' ? tokenLabelJa(obj.label) : null) ?? obj.label) : c.name;
  // No colour is "colorless" only when that was said: a creature whose colour was never stated is not
  // described by one (issue 16).
  const color = d.colors(c.colors) || (colorUnstated ? '' : lang === 'ja' ? '無色' : 'colorless');
  // Issue 16: its P/T is said only when it changed (a line about abilities gained doesn't repeat it).
  const ptChanged = !obj || c.power !== obj.printed.power || c.toughness !== obj.printed.toughness;
  const kind = [onlyChangedPt && !ptChanged ? '' : pt(c.power, c.toughness), color, d.types(c.types, c.subtypes, c.supertypes)].filter(Boolean);
  const kws = c.keywords.map((k) => d.keyword(k));
  // "No abilities" only when it had some and has none now: static abilities (its own or granted) count.
  const none = c.keywords.length === 0 && c.statics.length === 0 && obj !== undefined && (obj.printed.keywords.length > 0 || obj.printed.statics.length > 0);
  // 「《灰色熊》は12/12の緑の熊・クリーチャー（トランプル）です」
  if (lang === 'ja') return `${name}は${kind.map((k, i) => (i < kind.length - 1 ? `${k}の` : k)).join('')}${kws.length > 0 ? `（${kws.join('、')}）` : none ? '（能力なし）' : ''}です`;
  const phrase = kind.join(' ');
  const article = /^[aeiou8]/i.test(phrase) || /^(11|18)\//.test(phrase) ? 'an' : 'a';
  return `${name} is ${article} ${phrase}${kws.length > 0 ? ` with ${kws.join(', ')}` : none ? ' with no abilities' : ''}`;
}

/**
 * The short answer: the final characteristics of the objects the effects touched (P/T, colors,
 * types, abilities), what died or ceased to exist, and who lost.
 */
/** Whether layers left an object's P/T, colors, types or abilities other than printed. */
function changedFromPrinted(c: Computed, o: GameObject): boolean {
  const p = o.printed;
  const same = (a: readonly unknown[], b: readonly unknown[]): boolean => JSON.stringify([...a].map(String).sort()) === JSON.stringify([...b].map(String).sort());
  const kw = (ks: readonly Keyword[]): string[] => ks.map((k) => JSON.stringify(k));
  return c.power !== p.power || c.toughness !== p.toughness || !same(c.colors, p.colors) || !same(c.types, p.types) || !same(c.subtypes, p.subtypes) || !same(kw(c.keywords), kw(p.keywords)) || c.lostAllAbilities === true;
}

/** What the short answer leaves out because the question's own answer lines already say it. */
export interface AnswerOptions {
  /** Objects (engine ids) whose characteristics an answer line already gives. */
  answered?: ReadonlySet<string>;
  /** Answer lines came before: don't fall back to describing the whole battlefield. */
  hasLeads?: boolean;
  /** Objects (engine ids) whose colour the question never stated: no colour is not said as "colorless". */
  colorUnstated?: ReadonlySet<string>;
  /** Player A asked the question (/ask): see playerName. */
  asker?: boolean;
  /** An answer line already says which draws were of unseen cards (engine/hand.ts). */
  unseenSaid?: boolean;
}

/**
 * Damage dealt to a planeswalker removes that many loyalty counters from it (120.3c, 306.8); with
 * loyalty 0 it is put into its owner's graveyard (704.5i). One sentence per planeswalker damaged:
 * its loyalty before and after.
 */
function loyaltySentences(r: Resolution, ja: boolean, show: (label: string) => string): string[] {
  const hit = new Map<string, { damage: number; before: number | null; after: number }>();
  for (const e of r.events) {
    if (e.kind === 'damage-dealt' && typeof e.target === 'string' && e.amount > 0) {
      const h = hit.get(e.target) ?? { damage: 0, before: null, after: 0 };
      h.damage += e.amount;
      hit.set(e.target, h);
    }
    if (e.kind === 'counters-changed' && e.counter === 'loyalty' && typeof e.target === 'string') {
      const h = hit.get(e.target);
      if (!h || h.damage === 0) continue;
      h.before ??= e.before;
      h.after = e.after;
    }
  }
  const out: string[] = [];
  for (const [id, h] of hit) {
    if (h.before === null) continue;
    const fate = r.fates.find((f) => f.id === id);
    const o = r.final.objects.find((x) => x.id === id) ?? (fate?.now ? r.final.objects.find((x) => x.id === fate.now!.id) : undefined);
    const name = show(o?.label ?? id);
    const gone = h.after <= 0;
    out.push(
      ja
        ? `忠誠度：${name} ${h.before} → ${Math.max(0, h.after)}（ダメージ${h.damage}点で同じ数の忠誠カウンターが取り除かれます、120.3c${gone ? '。忠誠度が0なのでオーナーの墓地に置かれます、704.5i' : ''}）`
        : `Loyalty: ${name} ${h.before} → ${Math.max(0, h.after)} (${h.damage} damage removes that many loyalty counters, 120.3c${gone ? '; with 0 loyalty it is put into its owner’s graveyard, 704.5i' : ''})`,
    );
  }
  return out;
}

/**
 * 701.9a: the discards of the run, one sentence per discarding step (and 701.23a, the cards a
 * search put into a hand from a library nobody described). Unseen cards (a hand the
 * question doesn't describe, or cards drawn from an undescribed library: engine/hand.ts) are said
 * as such, "up to" N when the hand's size is unknown — the run reached its end, so nothing in it
 * needed to know which cards they are.
 */
function discardSentences(resolution: Resolution, ja: boolean, show: (label: string) => string, asker: boolean | undefined): string[] {
  const out: string[] = [];
  for (const step of resolution.trace) {
    const p = step.params;
    if (step.key === 'resolve.search-unseen' && p.to !== 'battlefield') {
      // 701.23a: a tutor's card from a library nobody described.
      const who = summaryPlayer(String(p.player), ja, asker);
      const you = /^you$/.test(who);
      out.push(
        ja
          ? `${who}はライブラリーから探したカード${p.maybe === true ? '（あれば）' : ''}を${p.to === 'top' ? '、ライブラリーを切り直したあとその一番上に置きます' : '手札に加えます'}（ライブラリーの中身が書かれていないので、どのカードかは分かりません。この答えはそれに左右されません）`
          : `${capitalised(who)} ${agree(who, 'puts', 'put')} the card ${you ? 'you' : 'they'} find${p.maybe === true ? ', if any,' : ''} ${p.to === 'top' ? `on top of ${you ? 'your' : 'their'} library once it is shuffled` : `into ${you ? 'your' : 'their'} hand`} (the question doesn't describe that library, so which card it is is unknown; this answer doesn't depend on it)`,
      );
      continue;
    }
    if (step.key !== 'resolve.discard' && step.key !== 'resolve.discard-unseen') continue;
    const cards = Array.isArray(p.cards) ? p.cards.map((c) => show(String(c))) : [];
    const n = step.key === 'resolve.discard-unseen' ? Number(p.count ?? 0) : 0;
    const whole = p.whole === true;
    if (cards.length === 0 && n === 0 && !whole) continue;
    const who = summaryPlayer(String(p.player), ja, asker);
    const upTo = p.upTo === true || whole;
    if (ja) {
      const what = whole ? '手札の残りのカードすべて' : `見えないカード${n}枚${upTo ? 'まで' : ''}`;
      const unseen = n > 0 || whole ? `${what}（${upTo ? '手札が書かれていないので、どのカードを何枚捨てるかは分かりません' : 'どのカードかは分かりません'}。この答えはそれに左右されません）` : '';
      out.push(`${who}は${[cards.join('、'), unseen].filter((x) => x !== '').join('と')}を捨てます`);
    } else {
      const what = whole ? 'every other card in that hand' : `${upTo ? 'up to ' : ''}${n} unseen card${n === 1 ? '' : 's'}`;
      const unseen = n > 0 || whole ? `${what} (${upTo ? "the question doesn't describe that hand, so which cards, and how many, is unknown; this answer doesn't depend on them" : `which card${n === 1 ? ' it is' : 's they are'} is unknown; this answer doesn't depend on ${n === 1 ? 'it' : 'them'}`})` : '';
      out.push(`${capitalised(who)} ${agree(who, 'discards', 'discard')} ${[cards.join(', '), unseen].filter((x) => x !== '').join(' and ')}`);
    }
  }
  return out;
}

export function answerFor(resolution: Resolution, lang: Lang, labels: Record<string, Label> = {}, opts: AnswerOptions = {}): string {
  const ja = lang === 'ja';
  const sentences: string[] = [];
  const onBattlefield = resolution.final.objects.filter((o) => o.zone === 'battlefield');
  // Objects whose characteristics some effect touched: those the layer steps name. Described only
  // when the effects left them different from printed (issue 16: a P/T line only when it changed or
  // was asked), and not again when an answer line already gives them.
  const touchedLabels = new Set<string>();
  for (const step of resolution.trace) {
    if (step.key.startsWith('layer.') && typeof step.params.object === 'string') touchedLabels.add(step.params.object);
  }
  const computed = new Map(resolution.computed.map((c) => [c.id, c]));
  const touched = onBattlefield.filter((o) => {
    const c = computed.get(o.id);
    return (touchedLabels.has(o.label) || touchedLabels.has(o.id)) && c !== undefined && changedFromPrinted(c, o) && !opts.answered?.has(o.id);
  });
  for (const o of touched.slice(0, 8)) {
    const c = computed.get(o.id);
    if (c) sentences.push(describeComputed(c, lang, labels, o, opts.colorUnstated?.has(o.id) === true, true));
  }
  const labelMap = labelMapFor(labels, lang);
  const show = (label: string): string => labelMap.get(label) ?? (ja ? tokenLabelJa(label) : null) ?? label;
  const died: string[] = [];
  const left: string[] = [];
  const ceased: string[] = [];
  const survived: string[] = [];
  for (const step of resolution.trace) {
    const p = step.params;
    if (step.key === 'zone.moved' && p.from === 'battlefield' && typeof p.object === 'string') {
      if (p.to === 'graveyard') died.push(show(p.object));
      else left.push(ja ? `${show(p.object)}（${ZONE_JA[String(p.to)] ?? String(p.to)}へ）` : `${show(p.object)} (to ${ZONE_EN[String(p.to)] ?? String(p.to)})`);
    }
    if (step.key === 'sba.token-ceases' && typeof p.object === 'string') ceased.push(show(p.object));
    if (step.key === 'indestructible.survives' && typeof p.object === 'string' && onBattlefield.some((o) => o.label === p.object)) {
      const name = show(p.object);
      if (!survived.includes(name)) survived.push(name);
    }
  }
  if (survived.length > 0) sentences.push(ja ? `破壊不能のため破壊されない：${survived.join('、')}` : `Not destroyed (indestructible): ${survived.join(', ')}`);
  if (died.length > 0) sentences.push(ja ? `死亡：${died.join('、')}` : `Died: ${died.join(', ')}`);
  if (left.length > 0) sentences.push(ja ? `戦場を離れた：${left.join('、')}` : `Left the battlefield: ${left.join(', ')}`);
  if (ceased.length > 0) sentences.push(ja ? `消滅：${ceased.join('、')}` : `Ceased to exist: ${ceased.join(', ')}`);
  sentences.push(...loyaltySentences(resolution, ja, show));
  sentences.push(...discardSentences(resolution, ja, show, opts.asker));
  sentences.push(...outcomeSentences(resolution, ja, show, opts.asker));
  // Cards drawn from a library nobody described (engine/hand.ts): said plainly, with what it means —
  // the run reached its end, so nothing in it needed to know which cards they are.
  for (const p of resolution.final.players) {
    const n = p.unseenInHand ?? 0;
    if (n === 0 || opts.unseenSaid === true) continue;
    const who = summaryPlayer(p.id, ja, opts.asker);
    // Cards the question put in the hand without naming them ("I have 9 cards in hand") weren't drawn.
    const drawn = resolution.events.filter((e) => e.kind === 'drew' && e.card === null && e.player === p.id).length;
    if (drawn < n) {
      sentences.push(
        ja
          ? `${who}の手札のうち質問に名前の書かれていないカード${n}枚は、どのカードか分かりません（この答えはそれに左右されません）`
          : `${n === 1 ? 'The card' : `The ${n} cards`} in ${possessive(who)} hand that the question doesn't name ${n === 1 ? 'is' : 'are'} unseen: this answer doesn't depend on which ${n === 1 ? 'card it is' : 'cards they are'}`,
      );
      continue;
    }
    sentences.push(
      ja
        ? `${who}が引いたカード${n}枚は、ライブラリーの中身が書かれていないのでどのカードか分かりません（この答えはそれに左右されません）`
        : `${n === 1 ? 'The card' : `The ${n} cards`} ${who} drew ${n === 1 ? 'is' : 'are'} unseen: the question doesn't describe that library, and this answer doesn't depend on which ${n === 1 ? 'card it is' : 'cards they are'}`,
    );
  }
  for (const p of resolution.final.players) {
    if (p.lost === null) continue;
    const why = (ja ? LOST_JA : LOST_EN)[p.lost];
    const who = summaryPlayer(p.id, ja, opts.asker);
    sentences.push(ja ? `${who}はゲームに敗北します${why ? `（${why}）` : ''}` : `${capitalised(who)} ${agree(who, 'loses', 'lose')} the game${why ? ` (${why})` : ''}`);
  }
  // Every player lost at once: the game is a draw (104.4a), said rather than left to be read as a win.
  if (resolution.final.players.length > 1 && resolution.final.players.every((p) => p.lost !== null)) sentences.push(ja ? 'ゲームは引き分けです（104.4a）' : 'The game is a draw (104.4a)');
  if (sentences.length === 0 && opts.hasLeads !== true) {
    // No effect touched anything and nothing died: describe what is on the battlefield.
    for (const o of onBattlefield.slice(0, 5)) {
      const c = computed.get(o.id);
      if (c) sentences.push(describeComputed(c, lang, labels, o, opts.colorUnstated?.has(o.id) === true));
    }
  }
  // Issue 11 §1: text that could have mattered refuses the run (the engine's `unmodelled` error);
  // text present that could not is named, so the answer says what it doesn't rest on.
  const irrelevant = irrelevantGapsSentence(resolution.gaps.irrelevant, ja, labels);
  if (irrelevant) sentences.push(irrelevant);
  if (sentences.length === 0) return opts.hasLeads === true ? '' : ja ? '何も変わりません。' : 'Nothing changes.';
  const text = oneLine(sentences.map((s) => s + (ja ? '。' : '.')).join(ja ? '' : ' '));
  return ja ? tidyJa(text) : text;
}

// ---------------------------------------------------------------------------------------------
// The /scenario command's own sentences

type TextParams = Record<string, string | number>;

const EMPTY_HINT_EN = 'Give the scenario as JSON starting with {, for example {"objects":[{"name":"Bear","types":["Creature"],"power":2,"toughness":2}]}';
const EMPTY_HINT_JA = '{ で始まるJSONでシナリオを指定してください。例：{"objects":[{"name":"Bear","types":["Creature"],"power":2,"toughness":2}]}';

const SCENARIO_EN = {
  title: () => 'Scenario',
  understood: () => 'Understood as',
  answer: () => 'Answer',
  steps: (p: TextParams) => `Steps (${p.count})`,
  key_steps: (p: TextParams) => `The steps that decide it (${p.shown} of ${p.count})`,
  key_steps_more: (p: TextParams) => `Press “All steps” below for all ${p.count} steps, each with the rule behind it.`,
  footer: () => 'Stackwise rules engine · each step cites the Comprehensive Rules',
  empty: () => 'Please give a scenario: JSON starting with { (console/CLI: or a file path, or - for standard input). For example: {"objects":[{"name":"Bear","types":["Creature"],"power":2,"toughness":2}],"actions":[{"kind":"damage","target":"o1","amount":2}]}',
  empty_file: (p: TextParams) => `The file ${p.path} is empty. ${EMPTY_HINT_EN}`,
  empty_stdin: () => `Standard input is empty. ${EMPTY_HINT_EN}`,
  not_json_discord: () => 'Please paste the scenario itself as JSON: it must start with {.',
  not_json: (p: TextParams) => `The scenario is not valid JSON (${p.where}). Check for a missing comma, quote or bracket there.`,
  too_long: (p: TextParams) => `That scenario is too long (${p.length} characters; at most ${p.max}).`,
  too_deep: (p: TextParams) => `The scenario's JSON is too deeply nested (max ${p.max} levels of objects and lists; it goes deeper at ${p.where}). Write the set-up flatter.`,
  invalid: (p: TextParams) => `The scenario has ${p.count} problem${p.count === 1 ? '' : 's'}:`,
  more_problems: (p: TextParams) => `…and ${p.count} more.`,
  engine_stopped: () => 'The rules engine stopped before the end of the scenario:',
  file_not_found: (p: TextParams) => `There is no file ${p.path}. Give the scenario as JSON (starting with {) or the path of a .json file.`,
  file_is_directory: (p: TextParams) => `${p.path} is a directory, not a scenario file.`,
  file_not_a_file: (p: TextParams) => `${p.path} is not a regular file (a device, pipe or socket), so it is not read. Give the path of a .json file.`,
  file_unreadable: (p: TextParams) => `The file ${p.path} could not be read (${p.reason}).`,
  file_too_large: (p: TextParams) => `The file ${p.path} is too large (more than ${p.max} bytes).`,
  stdin_console: () => 'In the console, give the scenario as JSON or a file path: standard input is where the commands come from.',
  where_line: (p: TextParams) => `line ${p.line}, column ${p.column}`,
  where_end: () => 'it ends too early',
  where_unknown: () => 'somewhere in it',
  stdin: () => 'standard input',
} as const satisfies Record<string, (p: TextParams) => string>;

export type ScenarioTextKey = keyof typeof SCENARIO_EN;

const SCENARIO_JA: Record<ScenarioTextKey, (p: TextParams) => string> = {
  title: () => 'シナリオ',
  understood: () => '理解した内容',
  answer: () => '答え',
  steps: (p) => `手順（${p.count}）`,
  key_steps: (p) => `決め手になった手順（全${p.count}手順のうち${p.shown}）`,
  key_steps_more: (p) => `全${p.count}手順とそれぞれの根拠のルールは、下の「全手順」ボタンで確認できます。`,
  footer: () => 'Stackwise ルールエンジン・各手順に総合ルールの番号を示しています',
  empty: () =>
    'シナリオを指定してください：{ で始まるJSON（コンソール/CLIではファイルのパス、標準入力なら - も可）。例：{"objects":[{"name":"Bear","types":["Creature"],"power":2,"toughness":2}],"actions":[{"kind":"damage","target":"o1","amount":2}]}',
  empty_file: (p) => `ファイル ${p.path} は空です。${EMPTY_HINT_JA}`,
  empty_stdin: () => `標準入力が空です。${EMPTY_HINT_JA}`,
  not_json_discord: () => 'シナリオそのものをJSONで貼り付けてください。{ で始まる必要があります。',
  not_json: (p) => `シナリオが正しいJSONではありません（${p.where}）。その辺りのカンマ、引用符、括弧を確認してください。`,
  too_long: (p) => `シナリオが長すぎます（${p.length}文字。上限は${p.max}文字）。`,
  too_deep: (p) => `シナリオのJSONの入れ子が深すぎます（オブジェクトとリストは${p.max}段まで。${p.where}でそれより深くなっています）。もっと浅い構成で書いてください。`,
  invalid: (p) => `シナリオに${p.count}件の問題があります：`,
  more_problems: (p) => `…ほか${p.count}件。`,
  engine_stopped: () => 'ルールエンジンはシナリオの途中で停止しました：',
  file_not_found: (p) => `ファイル ${p.path} はありません。シナリオは JSON（{ で始まるもの）か .json ファイルのパスで指定してください。`,
  file_is_directory: (p) => `${p.path} はディレクトリで、シナリオのファイルではありません。`,
  file_not_a_file: (p) => `${p.path} は通常のファイルではない（デバイス、パイプまたはソケット）ため、読み込みません。.json ファイルのパスを指定してください。`,
  file_unreadable: (p) => `ファイル ${p.path} を読めませんでした（${p.reason}）。`,
  file_too_large: (p) => `ファイル ${p.path} が大きすぎます（${p.max}バイト超）。`,
  stdin_console: () => 'コンソールでは、シナリオをJSONかファイルのパスで指定してください（標準入力はコマンドの入力に使われています）。',
  where_line: (p) => `${p.line}行目、${p.column}文字目`,
  where_end: () => '途中で終わっています',
  where_unknown: () => '位置は不明',
  stdin: () => '標準入力',
};

export function scenarioText(lang: Lang, key: ScenarioTextKey, params: TextParams = {}): string {
  return (lang === 'ja' ? SCENARIO_JA : SCENARIO_EN)[key](params);
}
