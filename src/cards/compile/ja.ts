/**
 * Japanese ability text (「あなたがコントロールする白のクリーチャーは+1/+1の修整を受ける。」) read
 * into the English template form, so it goes through the same templates as oracle text. Only the
 * static-ability shapes of the Japanese card text are covered: a subject (装備しているクリーチャー,
 * エンチャントされているクリーチャー, あなたがコントロールする〔他の〕〔色の〕クリーチャー, 対戦相手が
 * コントロールするクリーチャー, すべてのクリーチャー, このクリーチャー) and predicates (+N/+Mの修整を受ける,
 * 〜を持つ, 〜を失う, すべての能力を失う, 基本のパワーとタフネスがN/Mになる, 攻撃できない…). Anything
 * else gives null: the caller reports the sentence as unmodelled.
 */
import { formatKeyword, parseKeyword } from '../../scenario/schema/vocabulary.ts';
import { SELF, costText, effectText, keywordList, manaText, triggerHead } from './ja-effects.ts';
import { lookupTable } from '../../core/table.ts';
import { damageReplacementText } from './ja-replacements.ts';
import { asLongAsText } from './ja-conditions.ts';

const COLORS: Record<string, string> = lookupTable({ 白: 'White', 青: 'Blue', 黒: 'Black', 赤: 'Red', 緑: 'Green' });

/** The English subject of a Japanese one, or null. */
function subject(s: string): string | null {
  if (s === '装備しているクリーチャー') return 'Equipped creature';
  if (s === 'エンチャントされているクリーチャー') return 'Enchanted creature';
  if (SELF.test(s)) return 'This creature';
  const m = /^(あなたがコントロールする|対戦相手がコントロールする|すべての)?(他の)?(?:([白青黒赤緑])の)?クリーチャー$/.exec(s);
  if (!m) return null;
  const words: string[] = [];
  if (m[2]) words.push('other');
  if (m[3]) words.push(COLORS[m[3]]!.toLowerCase());
  words.push('creatures');
  if (m[1] === 'あなたがコントロールする') words.push('you control');
  if (m[1] === '対戦相手がコントロールする') words.push('your opponents control');
  if (m[1] === 'すべての' && !m[2]) words.unshift('all');
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const COMBAT: Record<string, string> = lookupTable({
  攻撃できない: "can't attack",
  ブロックできない: "can't block",
  攻撃したりブロックしたりできない: "can't attack or block",
  ブロックされない: "can't be blocked",
  可能なら毎戦闘攻撃する: 'attacks each combat if able',
});

/** One predicate, as English words for a singular subject ("gets +1/+1", "has flying"), or null. */
function predicate(p: string): string | null {
  let m: RegExpExecArray | null;
  if ((m = /^([+-]\d+)\/([+-]\d+)の修整を受ける$/.exec(p))) return `gets ${m[1]}/${m[2]}`;
  if (p === 'すべての能力を失う') return 'loses all abilities';
  if ((m = /^基本のパワーとタフネスが(\d+)\/(\d+)になる$/.exec(p))) return `has base power and toughness ${m[1]}/${m[2]}`;
  if ((m = /^(.+)を持つ$/.exec(p))) {
    const k = keywordList(m[1]!);
    return k ? `has ${k}` : null;
  }
  if ((m = /^(.+)を失う$/.exec(p))) {
    const k = keywordList(m[1]!);
    return k ? `loses ${k}` : null;
  }
  return COMBAT[p] ?? null;
}

/** English for plural subjects: "gets" -> "get", "has" -> "have", "loses" -> "lose". */
function plural(p: string): string {
  return p.replace(/^gets /, 'get ').replace(/^has /, 'have ').replace(/^loses /, 'lose ').replace(/^attacks /, 'attack ');
}

/** A Japanese sentence ("…は…。") as the English sentence the templates read, or null. */
export function japaneseToTemplate(sentence: string): string | null {
  const s = sentence.normalize('NFKC').replace(/[。．.]$/, '').replace(/\s+/g, '');
  const m = /^(.+?)は(.+)$/.exec(s);
  if (!m) return null;
  const subj = subject(m[1]!);
  if (!subj) return null;
  // 「…の修整を受けるとともに飛行を持つ」「…すべての能力を失い、基本の…になる」: predicates joined.
  const parts = m[2]!.replace(/失い、/g, '失う、').split(/とともに|、/);
  const preds: string[] = [];
  for (const p of parts) {
    const e = predicate(p);
    if (!e) return null;
    preds.push(e);
  }
  const isPlural = /creatures/i.test(subj);
  const words = preds.map((p) => (isPlural ? plural(p) : p));
  return `${subj} ${words.join(' and ')}.`;
}

/** Japanese sentences end with 。 */
export function splitJapanese(text: string): string[] {
  return text
    .split(/(?<=。)/)
    .map((x) => x.trim())
    .filter(Boolean);
}

/** 「飛行、警戒」: a line of keywords only, as the English keyword line. */
function keywordLine(s: string): string | null {
  if (/。/.test(s)) return null;
  const items = s.split(/、/).map((x) => x.trim());
  const out: string[] = [];
  for (const i of items) {
    const k = parseKeyword(i);
    if (!k.ok) return null;
    out.push(formatKeyword(k.keyword));
  }
  return out.length > 0 ? out.join(', ') : null;
}

const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * One line of Japanese rules text (an ability) as the English template surface, or null: a keyword
 * line, an activated ability (「コスト：効果」, a mana ability 「{T}：{G}を加える。」), a triggered
 * ability (「…とき、…」「…たび、…」「…開始時に、…」), static abilities (「…は…」) or a spell's
 * instructions. `names` are the card's Japanese names (read as "this").
 */
export function japaneseLine(line: string, names: readonly string[] = []): string | null {
  let s = line.normalize('NFKC').replace(/\s+/g, '').trim();
  for (const n of names) if (n.length > 0) s = s.split(n.normalize('NFKC').replace(/\s+/g, '')).join('THIS');
  if (s === '') return null;
  const kw = keywordLine(s);
  if (kw) return kw;
  const act = /^([^:「」]+?):(.+)$/.exec(s);
  if (act) {
    const cost = costText(act[1]!);
    const body = act[2]!.replace(/。$/, '');
    const effect = manaText(body) ?? effectText(act[2]!);
    return cost && effect ? `${cost}: ${effect}` : null;
  }
  const trig = /^(.+?(?:とき|たび|開始時))に?、(.+)$/.exec(s);
  if (trig) {
    const head = triggerHead(trig[1]!);
    // A trigger's 「{G}{G}を加える」 is read as a spell's is (its own template decides whether it may add mana).
    const body = head ? (manaText(trig[2]!.replace(/。$/, '')) ?? effectText(trig[2]!)) : null;
    return head && body ? `${head}${lower(body)}` : null;
  }
  // 「…がダメージを与えるなら、代わりに…」: a damage replacement (614.1a, 616.1), before the static shapes.
  const replacement = damageReplacementText(s);
  if (replacement) return replacement;
  // 「あなたがアーティファクトをコントロールしているかぎり、このクリーチャーは+1/+1の修整を受ける。」: As long as …, … (604.1).
  const conditional = asLongAsText(s, japaneseToTemplate);
  if (conditional) return conditional;
  const statics = splitJapanese(s).map((x) => japaneseToTemplate(x));
  if (statics.every((x): x is string => x !== null)) return statics.join(' ');
  return effectText(s);
}
