/** Trace param values in Japanese (format-lines.ts). */
import type { CardType } from '../../engine/types.ts';
import { CARD_TYPE_JA, colorWordsJa } from '../../scenario/labels.ts';
import { formatKeyword, parseKeyword } from '../../scenario/schema/vocabulary.ts';
import { keywordFormJa } from '../keyword-ja.ts';
import { JAPANESE_CHAR, quoteRulesJa } from '../ja-text.ts';
import { tokenLabelJa, typeLineJa } from '../subtypes-ja.ts';
import { CAUSE_JA, CHARACTERISTIC_JA, COUNTER_KIND_JA, LAYER_JA, REASON_JA, ZONE_JA } from '../trace-words.ts';
import type { FormatLines } from './format-lines.ts';

/** An ability that is a keyword alone ("Undying", "Ward {2}") by its Japanese name (不死, 護法{2}); rules text stays as written. */
function abilityText(text: string): string {
  const k = parseKeyword(text);
  if (k.ok && formatKeyword(k.keyword).toLowerCase() === text.toLowerCase()) return keywordFormJa(k.keyword);
  // A keyword's own trigger, named "<keyword> — <what it does>" by the engine (ward): its Japanese name.
  const led = /^(.+?) — /.exec(text);
  const kw = led ? parseKeyword(led[1]!) : null;
  return kw?.ok ? keywordFormJa(kw.keyword) : text;
}

export const JA_FORMAT: FormatLines = {
  cite: (rules) => `（${rules.join('、')}）`,
  citeLead: (rules) => `${rules.join('、')}：`,
  list: (items) => items.join('、'),
  yesNo: (x) => (x ? 'はい' : 'いいえ'),
  unknown: '（不明）',
  none: 'なし',
  colorless: '無色',
  engineLabel: (s) => {
    // A face-down card's neutral label (708.6, H3).
    const fd = /^face-down card (\d+)$/.exec(s);
    if (fd) return `裏向きのカード${fd[1]}`;
    // A token the engine named by its subtypes ("Soldier Token", "Soldier Token 2"): 「兵士・トークン」
    // when we have every subtype's Japanese name.
    return tokenLabelJa(s);
  },
  namesStackAbilities: true,
  abilityText,
  // By the keyword's Japanese name (授与, キッカー{2}{G}), never the English word (issue 16 §2); a name
  // we have no Japanese for stays as written.
  costName: (raw) =>
    raw
      .split(/\s*,\s*/)
      .map((part) => (part === 'without paying its mana cost' ? 'マナ・コストを支払わない' : abilityText(part)))
      .join('、'),
  // A keyword or Japanese text as 「…」, English oracle text said to be English (issue 16 §2).
  quotedAbility: (raw) => {
    const text = abilityText(raw);
    return text !== raw ? `「${text}」` : quoteRulesJa(text);
  },
  // 「<source>の能力「頑強」」 for a keyword or Japanese text; English oracle text is said to be
  // English before the word 能力: 「<source>の英語のオラクル・テキスト「…」の能力」.
  abilityOf: (source, raw) => {
    const text = abilityText(raw);
    return text !== raw || JAPANESE_CHAR.test(text) ? `${source}の能力「${text}」` : `${source}の${quoteRulesJa(text)}の能力`;
  },
  quotedText: quoteRulesJa,
  quotedTexts: (items) => items.map((i) => quoteRulesJa(i)).join('、'),
  // A Japanese reply quotes an English rules sentence as English oracle text (issue 16 §2); a short
  // effect name (a Scenario's own "shield") stays as it is.
  effectText: (v, raw, holderOf) => {
    // P/T counters applied in layer 7c ("+1/+1 counter x2", engine/layers/instances.ts): 「+1/+1カウンター2個」.
    const counters = /^([+-]\d+\/[+-]\d+) counter x(\d+)$/.exec(v);
    if (counters) return `${counters[1]}カウンター${counters[2]}個`;
    // A static ability's effect is named by its text and the object it is on ("… (Rancor)"): said in
    // Japanese as that object's text, the object by its Japanese label.
    // (One of two cards of a name is labelled with its id, "(Glorious Anthem (c1))": the label holds one pair of brackets.)
    const on = /^([\s\S]*\S) \(((?:[^()]|\([^()]*\))+)\)$/.exec(raw);
    const holder = on ? holderOf(on[2]!) : undefined;
    if (on && holder) return `${holder}の${quoteRulesJa(on[1]!)}`;
    return (v.match(/[A-Za-z]+/g) ?? []).length >= 3 ? quoteRulesJa(v) : v;
  },
  causeMove: (from, to) => `${ZONE_JA[from] ?? from}→${ZONE_JA[to] ?? to}`,
  causes: CAUSE_JA,
  zones: ZONE_JA,
  layers: LAYER_JA,
  reasons: REASON_JA,
  characteristics: CHARACTERISTIC_JA,
  colors: colorWordsJa,
  keyword: keywordFormJa,
  types: (items) => items.map((t) => CARD_TYPE_JA[t as CardType] ?? t).join('・'),
  // Rules text (not keywords alone): quoted, English oracle text said to be English (issue 16 §2).
  abilitiesRulesText: quoteRulesJa,
  abilitiesSep: '；',
  // Subtypes in Japanese too where we know them (issue 16 §2: 「クリーチャー — カエル」, not "— Frog");
  // an unknown word stays as written, since a trace line must show every type.
  typeLine: (raw) => typeLineJa(raw, false) ?? raw,
  timestamp: (ts) => `（タイムスタンプ${ts}）`,
  counters: (n, kind) => `${COUNTER_KIND_JA[kind] ?? kind}カウンター${n}個`,
};
