/**
 * Fmt: a trace step's param values worded for one language (object labels, zones, colors,
 * keywords, lists, counters, rule citations), and the label maps it reads, built once per
 * resolution. A template is a function of a Fmt.
 */
import type { CardType, Color, TraceParam } from '../engine/types.ts';
import type { Label } from '../scenario/build.ts';
import type { Lang } from '../core/lang.ts';
import { playerName } from './players.ts';
import { tokenLabelJa, typeLineJa } from './subtypes-ja.ts';
import { formatKeyword, parseKeyword } from '../scenario/schema/vocabulary.ts';
import { keywordFormJa } from './keyword-ja.ts';
import { JAPANESE_CHAR, quoteRulesJa } from './ja-text.ts';
import { CAUSE_EN, CAUSE_JA, CHARACTERISTIC_EN, CHARACTERISTIC_JA, COLOR_LETTERS, COUNTER_KIND_JA, LAYER_EN, LAYER_JA, REASON_EN, REASON_JA, ZONE_EN, ZONE_JA } from './trace-words.ts';
import { CARD_TYPE_JA, colorWordsEn, colorWordsJa } from '../scenario/labels.ts';

type Params = Record<string, TraceParam>;

export interface RenderOptions {
  /** Object id -> label in both languages (from build.ts): English labels in params become Japanese ones. */
  labels?: Record<string, Label>;
  /** Engine labels of objects whose colour the question never stated: no colour is not said as "colorless". */
  colorUnstated?: ReadonlySet<string>;
  /** Player A asked the question (/ask): see playerName. */
  asker?: boolean;
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
export function labelMapFor(labels: Record<string, Label> | undefined, lang: Lang): Map<string, string> {
  const map = new Map<string, string>();
  for (const l of Object.values(labels ?? {})) {
    if (lang === 'ja') map.set(l.engine ?? l.en, l.ja);
    else if (l.engine !== undefined) map.set(l.engine, l.en);
  }
  return map;
}
