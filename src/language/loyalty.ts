/**
 * Loyalty abilities named by their cost (606.4: a loyalty symbol, "+1", "−2", "0"), as players say
 * them: "I -2 Liliana", "I +1 Chandra", "Liliana of the Veil -2 on their creature" (the symbol as the
 * verb), "Liliana's -2", "her +1 ability", "the -3" (as the ability's name), 「《ヴェールのリリアナ》の-2を
 * 起動」「-2能力」 (the noun), 「《オブ・ニクシリス》で-3」 (the verb, the planeswalker its instrument).
 *
 * Read between chunking and the grammar, in both languages: the sign and the number (and an ability
 * word after them) become one chunk whose sense is the verb "activate" or the noun "ability", carrying
 * the loyalty cost; the frames and intents read that cost (frames/activate.ts activate, intents/timing.ts
 * canActivate), and the question layer picks the ability with that cost (questions/story-casts.ts).
 * Only where the question names a planeswalker (a card whose type line says so, or the word itself):
 * elsewhere a signed number is left as it was (named as not understood).
 */
import type { Chunk } from './chunk.ts';
import type { LoyaltyTold, Sense } from './senses.ts';
import type { JaChunk } from './ja/chunk.ts';
import { emptyMorph } from './ja/morph.ts';
import { lookupTable } from '../core/table.ts';

const SIGNS: Readonly<Record<string, 1 | -1>> = lookupTable({ '+': 1, '-': -1, '−': -1, '–': -1 });

/** A card or type word naming a planeswalker. */
function namesWalker(c: Chunk): boolean {
  return c.senses.some((s) => (s.kind === 'card' && /\bPlaneswalker\b/.test(s.typeLine)) || (s.kind === 'type' && s.type === 'Planeswalker'));
}

function number(c: Chunk | undefined): number | null {
  const s = c?.senses.find((x): x is Extract<Sense, { kind: 'number' }> => x.kind === 'number');
  return s && s.value !== null && Number.isInteger(s.value) && /^\d+$/.test(c!.text) ? s.value : null;
}

/** The loyalty symbol starting at chunk k: its value and the chunks it spans; null when none starts there. */
function symbolAt(chunks: readonly Chunk[], k: number): { value: number; to: number } | null {
  const c = chunks[k]!;
  // "-1" cut whole by the English tokeniser (a negative number).
  const whole = /^([+\-−–])(\d{1,2})$/.exec(c.text);
  if (whole) return { value: SIGNS[whole[1]!]! * Number(whole[2]), to: k + 1 };
  const sign = SIGNS[c.text];
  const next = chunks[k + 1];
  const n = number(next);
  // The sign written against its number ("+1", 「−3」): a space between is no symbol ("I + 1").
  if (sign !== undefined && next && n !== null && next.start === c.end && n <= 20) return { value: sign * n, to: k + 2 };
  return null;
}

const ABILITY_EN = /^(?:loyalty )?abilit(?:y|ies)$/i;
const ABILITY_JA = /^(?:忠誠度?)?能力$/;

function isAbilityWord(c: Chunk | undefined, ja: boolean): boolean {
  return c !== undefined && (ja ? ABILITY_JA.test(c.text) : ABILITY_EN.test(c.text));
}

/** What follows a symbol that makes it no loyalty cost: a P/T ("+1/+1"), damage, life, a counter, "loyalty" said as an amount. */
function amountAfter(c: Chunk | undefined): boolean {
  // (「+1能力」「-2 ability」: the ability word names it, though 能力 is a noun of things too.)
  if (!c || ABILITY_JA.test(c.text) || ABILITY_EN.test(c.text)) return false;
  if (c.text === '/' || /^(?:loyalty|counters?|damage|life|power|toughness|points?)$/i.test(c.text) || /^(?:点|個|ダメージ|ライフ|忠誠|カウンター|\/)/.test(c.text)) return true;
  return c.senses.some((s) => s.kind === 'thing-noun' || s.kind === 'counter-kind' || s.kind === 'ptmod' || s.kind === 'pt');
}

/** Chunks before the symbol that make it a name of the ability: a possessive ('s, の, her, its, the). */
function possessed(c: Chunk | undefined): boolean {
  if (!c) return false;
  if (c.senses.some((s) => s.kind === 'poss')) return true;
  if (c.senses.some((s) => s.kind === 'pronoun' && ['its', 'their', 'his'].includes(s.word))) return true;
  return /^(?:her|his|its|the|that|this)$/i.test(c.text);
}

/** "I", "they", "can I", "I'll": a player (or an auxiliary after one) right before the symbol: used as a verb. */
function actorBefore(c: Chunk | undefined): boolean {
  return c !== undefined && c.senses.some((s) => (s.kind === 'player' && !s.possessive) || s.kind === 'aux' || (s.kind === 'pronoun' && (s.word === 'they' || s.word === 'he')) || (s.kind === 'time'));
}

/** An adverb between the actor and the verb ("can I also -2 her", "I then +1 him"): passed over when looking for the actor. */
function adverb(c: Chunk | undefined): boolean {
  return c !== undefined && c.senses.some((s) => (s.kind === 'conj' && (s.conj === 'also' || s.conj === 'then')) || (s.kind === 'adj' && s.adj === 'still') || s.kind === 'filler');
}

/**
 * A loyalty ability named by its cost's sign or as the ultimate, starting at chunk k: "Liliana's minus ability",
 * "her plus ability", "the ultimate", "Garruk's ult", 「《リリアナ》のマイナス能力」「プラス能力」「奥義」. A sign word is
 * such a name only beside the ability word or after a possessive ("Sarkhan's minus"); null when none starts there.
 */
function signWordAt(chunks: readonly Chunk[], k: number, ja: boolean): { value: LoyaltyTold; to: number } | null {
  const c = chunks[k]!;
  if (ja) {
    const whole = /^(プラス|マイナス)(?:忠誠度?)?能力$/.exec(c.text);
    if (whole) return { value: whole[1] === 'プラス' ? 'plus' : 'minus', to: k + 1 };
    if ((c.text === 'プラス' || c.text === 'マイナス') && isAbilityWord(chunks[k + 1], ja)) return { value: c.text === 'プラス' ? 'plus' : 'minus', to: k + 1 };
    return /^奥義(?:能力)?$/.test(c.text) ? { value: 'ultimate', to: k + 1 } : null;
  }
  const sign = /^(?:plus|minus)$/i.test(c.text) ? (c.text.toLowerCase() as 'plus' | 'minus') : null;
  const ult = /^(?:ultimate|ult)$/i.test(c.text);
  if (!sign && !ult) return null;
  return isAbilityWord(chunks[k + 1], ja) || possessed(chunks[k - 1]) ? { value: sign ?? 'ultimate', to: k + 1 } : null;
}

function merged(text: string, chunks: readonly Chunk[], from: number, to: number, sense: Sense, ja: boolean, verb: boolean): Chunk {
  const a = chunks[from]!;
  const b = chunks[to - 1]!;
  const c: Chunk = { i: -1, from: a.from, to: b.to, start: a.start, end: b.end, text: text.slice(a.start, b.end), senses: [sense] };
  if (!ja) return c;
  const info = { ...(b as JaChunk).ja, particle: null };
  return { ...c, ja: verb ? { ...info, verb: { morph: { ...emptyMorph(), past: true }, passiveWord: false } } : info } as JaChunk;
}

/**
 * The chunks with each loyalty symbol read as the ability it names (noun) or as activating it (verb);
 * unchanged when the question names no planeswalker.
 */
export function readLoyaltyCosts<C extends Chunk>(text: string, chunks: readonly C[], lang: 'en' | 'ja'): C[] {
  if (!chunks.some(namesWalker)) return [...chunks];
  const ja = lang === 'ja';
  const out: Chunk[] = [];
  for (let k = 0; k < chunks.length; k++) {
    // "her minus ability", 「マイナス能力」, "the ultimate": always the ability's name (a noun), never the verb.
    const word = signWordAt(chunks, k, ja);
    if (word) {
      const to = isAbilityWord(chunks[word.to], ja) ? word.to + 1 : word.to;
      const sense: Sense = ja ? { kind: 'thing-noun', noun: 'keyword', loyalty: word.value } : { kind: 'object-noun', noun: 'ability', plural: false, loyalty: word.value };
      out.push(merged(text, chunks, k, to, sense, ja, false));
      k = to - 1;
      continue;
    }
    const sym = symbolAt(chunks, k);
    const prev = chunks[k - 1];
    // "0" is a loyalty symbol only as a name: "Jace's 0", 「ジェイスの0能力」.
    const zero = !sym && number(chunks[k]) === 0 && (possessed(prev) || isAbilityWord(chunks[k + 1], ja)) ? { value: 0, to: k + 1 } : null;
    const found = sym ?? zero;
    if (!found || amountAfter(chunks[found.to])) {
      out.push(chunks[k]!);
      continue;
    }
    const light = ja ? lightVerbAfter(chunks, found.to) : null;
    if (light) {
      out.push({ ...merged(text, chunks, k, light.to, { kind: 'verb', verb: 'activate', loyalty: found.value }, ja, true), ja: { ...light.ja, particle: null } } as JaChunk);
      k = light.to - 1;
      continue;
    }
    let to = found.to;
    const abilityWord = isAbilityWord(chunks[to], ja);
    if (abilityWord) to++;
    const next = chunks[to];
    const ends = !next || next.senses.every((s) => s.kind === 'punct');
    let noun: boolean;
    if (ja) {
      // 「…の-2を起動」「-2能力」: a name; 「《X》で-3」「《X》で-3して」: the verb, with nothing after it but its ending.
      const withBefore = prev !== undefined && (prev as unknown as JaChunk).ja?.particle === 'で';
      noun = abilityWord || !withBefore || (next !== undefined && !ends && (next as unknown as JaChunk).ja?.particle !== null);
    } else {
      // "I -2 Liliana", "can I +1 her": the verb; "Liliana of the Veil -2 on X": the verb too (its subject the planeswalker).
      const walkerBefore = prev !== undefined && namesWalker(prev);
      let j = k - 1;
      while (j > 0 && adverb(chunks[j])) j--;
      noun = abilityWord || possessed(prev) || (zero !== null) || !(actorBefore(chunks[j]) || k === 0 || walkerBefore);
    }
    const sense: Sense = noun ? (ja ? { kind: 'thing-noun', noun: 'keyword', loyalty: found.value } : { kind: 'object-noun', noun: 'ability', plural: false, loyalty: found.value }) : { kind: 'verb', verb: 'activate', loyalty: found.value };
    out.push(merged(text, chunks, k, to, sense, ja, !noun));
    k = to - 1;
  }
  return out.map((c, i) => ({ ...c, i })) as C[];
}

/**
 * 「-2もできる」「+1をする」「-3はできますか」: the symbol as what is done, with を／も／は and the light verb する or できる (a
 * verb the lexicon leaves unread alone) — activating it, with that verb's ending (できる: "can").
 */
function lightVerbAfter(chunks: readonly Chunk[], k: number): { to: number; ja: JaChunk['ja'] } | null {
  const p = chunks[k] as JaChunk | undefined;
  const v = chunks[k + 1] as JaChunk | undefined;
  if (!p || !v || !['を', 'も', 'は'].includes(p.text) || !v.ja?.verb || !['する', 'できる', '出来る'].includes(v.ja.lemma ?? '')) return null;
  const can = v.ja.lemma !== 'する';
  return { to: k + 2, ja: { ...v.ja, verb: { ...v.ja.verb, morph: { ...v.ja.verb.morph, potential: v.ja.verb.morph.potential || can } } } };
}

/** The loyalty cost a chunk's senses carry (606.4), or undefined. */
export function loyaltyOf(senses: readonly Sense[]): LoyaltyTold | undefined {
  for (const s of senses) if ((s.kind === 'verb' || s.kind === 'object-noun' || s.kind === 'thing-noun') && s.loyalty !== undefined) return s.loyalty;
  return undefined;
}
