/**
 * Fmt: a trace step's param values worded for one language (object labels, zones, colors,
 * keywords, lists, counters, rule citations), reading the label maps of label-maps.ts. A template is
 * a function of a Fmt.
 */
import type { Color, TraceParam } from '../engine/types.ts';
import type { Label } from '../scenario/build.ts';
import type { Lang } from '../core/lang.ts';
import { parseKeyword } from '../scenario/schema/vocabulary.ts';
import { keywordFormJa } from './keyword-ja.ts';
import { quoteRulesJa } from './ja-text.ts';
import { COLOR_LETTERS } from './trace-words.ts';
import { renderWords } from './locales/index.ts';
import type { FormatLines } from './locales/format-lines.ts';
import { labelMapsFor } from './label-maps.ts';

export { labelMapFor } from './label-maps.ts';

type Params = Record<string, TraceParam>;

export interface RenderOptions {
  /** Object id -> label in both languages (from build.ts): English labels in params become Japanese ones. */
  labels?: Record<string, Label>;
  /** Engine labels of objects whose colour the question never stated: no colour is not said as "colorless". */
  colorUnstated?: ReadonlySet<string>;
  /** Engine labels of objects whose size the question never gave: the P/T they were run at is not said (issue 11). */
  sizeUnstated?: ReadonlySet<string>;
  /** Player A asked the question (/ask): see PlayerLines. */
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
    this.sizeUnstated = opts.sizeUnstated?.has(String(p.object)) === true;
    this.asker = opts.asker;
    const maps = labelMapsFor(opts.labels, lang);
    this.labelMap = maps.byLabel;
    this.idMap = maps.byId;
  }

  /** The words of this language (render/locales). */
  private get w(): FormatLines {
    return renderWords(this.lang).format;
  }

  /** Player A asked (RenderOptions.asker). */
  readonly asker: boolean | undefined;

  /** A player id as the steps name it (PlayerLines.step). */
  playerName(id: string): string {
    return renderWords(this.lang).players.step(id, this.asker);
  }

  /** " (613.4c)" / "（613.4c）", or nothing when the step cites no rule. */
  get cite(): string {
    if (this.rules.length === 0) return '';
    return this.w.cite(this.rules);
  }

  /** Rules as a prefix: "613.4c: " (or nothing). */
  get citeLead(): string {
    if (this.rules.length === 0) return '';
    return this.w.citeLead(this.rules);
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
    return this.w.engineLabel(s) ?? s;
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
    return this.w.costName(this.v(name));
  }

  private abilityText(text: string): string {
    return this.w.abilityText(text);
  }

  /**
   * An ability quoted in a Japanese step: a keyword or Japanese text as 「…」, English oracle text said
   * to be English (issue 16 §2). English replies quote it as “…”.
   */
  abilityQuoted(name: string): string {
    return this.quotedAbility(this.v(name));
  }

  private quotedAbility(raw: string): string {
    return this.w.quotedAbility(raw);
  }

  /**
   * 「<source>の能力「頑強」」 for a keyword or Japanese text; English oracle text is said to be
   * English before the word 能力: 「<source>の英語のオラクル・テキスト「…」の能力」.
   */
  abilityOf(source: string, raw: string): string {
    return this.w.abilityOf(source, raw);
  }

  /** Rules text quoted in a step: 「…」 or 英語のオラクル・テキスト「…」 in Japanese, “…” in English. */
  quotedText(name: string): string {
    return this.w.quotedText(this.v(name));
  }

  /** Several rules texts, each quoted as quotedText does (Japanese only; English lists them as they are). */
  quotedTexts(name: string): string {
    const x = this.p[name];
    const items = (Array.isArray(x) ? x : [x]).filter((i): i is string => typeof i === 'string' && i !== '');
    return this.w.quotedTexts(items.map((i) => this.one(i)));
  }

  /** What set off a triggered ability, in words (CAUSE_EN / CAUSE_JA; a zone move as from → to). */
  cause(name: string): string {
    const raw = String(this.p[name] ?? '');
    const move = /^(\w+) -> (\w+)$/.exec(raw);
    if (move) return this.w.causeMove(move[1]!, move[2]!);
    return this.w.causes[raw] ?? raw.replace(/-/g, ' ');
  }

  /** A plain value: text, a number, a list joined; a missing value as "—". */
  v(name: string): string {
    const x = this.p[name];
    if (x === undefined || x === null || x === '' || x === '-') return '—';
    if (Array.isArray(x)) return x.length === 0 ? '—' : this.w.list(x.map((s) => this.one(s)));
    if (typeof x === 'boolean') return this.w.yesNo(x);
    return this.one(String(x));
  }

  /**
   * The `effect` param: a Japanese reply quotes an English rules sentence as English oracle text
   * (issue 16 §2); a short effect name (a Scenario's own "shield") stays as it is.
   */
  effectText(): string {
    return this.w.effectText(this.v('effect'), String(this.p.effect ?? ''), (label) => this.labelMap.get(label));
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
    if (typeof x !== 'string' || x === '' || x === '-') return this.w.unknown;
    // The engine names an object that is gone by its id.
    const label = this.labelMap.get(x) ?? this.idMap.get(x);
    if (label) return label;
    // A triggered or activated ability on the stack is labelled "<source>: <its text>" by the engine:
    // in Japanese, the source by its Japanese label and the text quoted as rules text.
    const onStack = this.w.namesStackAbilities ? /^([^:]+): ([\s\S]+)$/.exec(x) : null;
    const source = onStack ? this.labelMap.get(onStack[1]!) : undefined;
    if (onStack && source) return this.abilityOf(source, onStack[2]!);
    // Anything else that looks like a player id (A, B …) is a player.
    if (/^[A-Z]$/.test(x)) return this.playerName(x);
    return this.engineLabel(x);
  }

  player(name: string): string {
    return this.playerName(this.v(name));
  }

  /** A player param as the owner of a zone: "your" / "the opponent's" / "player A's" (PlayerLines.owner). */
  owner(name: string): string {
    return renderWords(this.lang).players.owner(this.v(name), this.asker);
  }

  /** A list of objects and players (targets), each named as who() names one. */
  whos(name: string): string {
    const x = this.p[name];
    const items = (Array.isArray(x) ? x : typeof x === 'string' ? [x] : []).filter((i): i is string => typeof i === 'string' && i !== '' && i !== '-');
    if (items.length === 0) return '—';
    return this.w.list(items.map((i) => this.whoOf(i)));
  }

  zone(name: string): string {
    const x = this.p[name];
    const z = typeof x === 'string' ? x : '';
    return this.w.zones[z] ?? (z || '—');
  }

  layer(): string {
    return this.v('layer');
  }

  layerName(): string {
    const l = String(this.p.layer ?? '');
    return this.w.layers[l] ?? '';
  }

  reason(name: string): string {
    const x = this.p[name];
    if (x === undefined || x === null || x === '') return '';
    const s = Array.isArray(x) ? x.join(', ') : String(x);
    return this.w.reasons[s] ?? s;
  }

  /** The step's object had no colour stated (RenderOptions.colorUnstated). */
  private readonly colorUnstated: boolean;

  /** The step's object had no size given (RenderOptions.sizeUnstated). */
  private readonly sizeUnstated: boolean;

  /** Its P/T (param `pt`), or nothing when it has none or its size was never given. */
  objectPt(): string {
    const x = this.v('pt');
    return x === '—' || this.sizeUnstated ? '' : x;
  }

  /** A layer step's characteristic before and after, unless it is the P/T (layer 7) of an object whose size was never given. */
  changed(): { before: string; after: string } | null {
    if (!this.has('before') && !this.has('after')) return null;
    if (this.sizeUnstated && String(this.p.layer ?? '').startsWith('7')) return null;
    const before = this.value('before');
    // (No colour before an effect set one is not "colorless" when no colour was stated.)
    if (this.colorUnstated && this.p.characteristic === 'colors' && before === this.w.colorless) return null;
    return { before, after: this.value('after') };
  }

  /** Its colours, or nothing when it has none and none was stated (not "colorless"). */
  objectColors(name: string): string {
    const c = this.colors(name);
    return this.colorUnstated && c === this.w.colorless ? '' : c;
  }

  colors(name: string): string {
    const x = this.p[name];
    const letters = Array.isArray(x) ? x : typeof x === 'string' ? (x.includes(',') ? x.split(/\s*,\s*/) : [...x]) : [];
    const colors = letters.map((c) => c.trim().toUpperCase()).filter((c): c is Color => COLOR_LETTERS.has(c));
    if (colors.length === 0) return this.w.colorless;
    return this.w.colors(colors);
  }

  /** "flying, protection from red" / 「飛行、プロテクション（赤）」; engine forms like "protection red" are read too. */
  keywords(name: string): string {
    const x = this.p[name];
    const items = Array.isArray(x) ? x : typeof x === 'string' ? x.split(/\s*,\s*/) : [];
    const real = items.map((s) => s.trim()).filter((s) => s !== '' && s !== '-' && s !== '—');
    if (real.length === 0) return this.w.none;
    return this.w.list(
      real.map((s) => {
        const k = parseKeyword(s);
        return k.ok ? this.w.keyword(k.keyword) : s;
      }),
    );
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
    return this.w.types(items.map(String));
  }

  /** Several reason codes ("counters", "damage") in words. */
  reasons(name: string): string {
    const x = this.p[name];
    const items = Array.isArray(x) ? x : typeof x === 'string' && x !== '' ? [x] : [];
    return this.w.list(items.map((s) => this.w.reasons[s] ?? s));
  }

  characteristic(): string {
    const c = String(this.p.characteristic ?? '');
    return this.w.characteristics[c] ?? c;
  }

  /** "flying, trample; <static ability text>" with keywords in proper form ("protection from red", 「飛行」). */
  abilitiesText(raw: string): string {
    if (raw === '' || raw === '-' || raw === '—') return this.w.none;
    return raw
      .split(/;\s*/)
      .map((part) => {
        const items = part.split(/\s*,\s*/).filter((s) => s !== '' && s !== '-');
        const parsed = items.map((s) => parseKeyword(s));
        // Rules text (not keywords alone): quoted in Japanese, English oracle text said to be English (issue 16 §2).
        if (items.length === 0 || !parsed.every((k) => k.ok)) return this.w.abilitiesRulesText(part);
        return this.w.list(parsed.map((k) => (k.ok ? this.w.keyword(k.keyword) : '')));
      })
      .join(this.w.abilitiesSep);
  }

  /** "Legendary Creature — Bear" in Japanese where we know the words. */
  typesText(raw: string): string {
    if (raw === '' || raw === '-') return this.w.none;
    return this.w.typeLine(raw);
  }

  /** A characteristic's value (before/after) in words for its kind: colors, abilities, types, controller. */
  value(name: string): string {
    const x = this.p[name];
    if (typeof x !== 'string') return this.v(name);
    // The characteristic is a trace param (a string, not a union): the four that have words of their own.
    const c = this.p.characteristic;
    if (c === 'colors') return this.colors(name);
    if (c === 'abilities') return this.abilitiesText(x);
    if (c === 'types') return this.typesText(x);
    if (c === 'controller') return this.player(name);
    return this.v(name);
  }

  /** " (timestamp 5)" / "（タイムスタンプ5）" when the step gives one. */
  ts(): string {
    if (!this.has('timestamp')) return '';
    return this.w.timestamp(this.v('timestamp'));
  }

  counters(n: number, kind: string): string {
    return this.w.counters(n, kind);
  }
}

export type Template = (f: Fmt) => string;
