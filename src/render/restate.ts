/** The restatement of a Scenario ("understood as"): its objects, effects and actions on one line, in English or Japanese. */
import type { CardType, Color, Modification, NumberRange, Selector } from '../engine/types.ts';
import { FIELD_WORDS, rangeWords } from '../engine/compare.ts';
import type { Label } from '../scenario/build.ts';
import type { Lang } from '../core/lang.ts';
import { CARD_TYPE_JA, colorWordsEn, colorWordsJa } from '../scenario/labels.ts';
import { SUPERTYPE_JA, hasSubtypeJa, subtypeJa } from './subtypes-ja.ts';
import { keywordFormJa } from './keyword-ja.ts';
import { formatKeyword } from '../scenario/schema/vocabulary.ts';
import type { Scenario, ScenarioAction, ScenarioSeed } from '../scenario/schema.ts';
import { ZONE_EN, ZONE_JA, supertypeJa } from './trace-words.ts';
import { assertNever } from '../core/result.ts';
import { combatActionText } from './trace-combat.ts';
import { stackActionText } from './trace-stack.ts';

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

const MAX_OBJECTS_LISTED = 12;
const MAX_ACTIONS_LISTED = 12;
const MAX_LINE = 1500;

function clip(s: string, max: number): string {
  const chars = [...s];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : s;
}

export function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

export function pt(p: number | null, t: number | null): string {
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

export class Describer {
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
        if (m.allCreatureTypes) return ja ? 'すべてのクリーチャー・タイプでもある' : 'is also every creature type';
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
      case 'play-land': // 305.1
        return ja ? `${a.player ? `${this.player(a.player)}が` : ''}${this.label(a.object)}をプレイする` : `${a.player ? `${this.player(a.player)} plays` : 'play'} ${this.label(a.object)}`;
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
