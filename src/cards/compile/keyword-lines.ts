/** Keyword lines in oracle text, linked costs (kicker) and the line a permanent's text starts with. */
import { addEvoke, evokeAbilities } from './evoke.ts';
import type { keywordLine } from './keywords.ts';
import { engineKeywords, keywordGap } from './keywords.ts';
import { parseTriggers } from './triggers.ts';
import { parseActivated } from './activated.ts';
import { keywordTrigger } from './keyword-triggers.ts';
import { entersLine } from './enters-sentences.ts';
import { classifyKeyword } from './gaps.ts';
import { OUTSIDE_THE_GAME } from './keyword-kinds.ts';
import { affinityChange } from './casting.ts';
import { crew, equip, transmute, typecycling } from './keyword-abilities.ts';
import { keywordTexts } from './keyword-texts.ts';
import type { GapClass } from './gaps.ts';
import type { Parts, TextContext } from './text-parts.ts';
import { miss } from './text-parts.ts';
import { kickedEntersTrigger } from './kicked-permanent.ts';

/**
 * A permanent's whole line as one ability: an "enters" replacement, an activated ability (602) or
 * triggered abilities (603); a line with a cost or a trigger condition that no template took is
 * missed whole. False when the line is left to be read sentence by sentence.
 */
export function permanentLine(norm: string, body: string, line: string, lineKind: GapClass, parts: Parts): boolean {
  if (entersLine(norm, body, parts)) {
    parts.modelled.push(line);
    return true;
  }
  const a = parseActivated(norm, body);
  if (a) {
    parts.activated.push(a);
    parts.modelled.push(line);
    return true;
  }
  const t = kickedEntersTrigger(norm, body, parts) ?? parseTriggers(norm, body);
  if (t) {
    parts.triggers.push(...t);
    parts.modelled.push(line);
    return true;
  }
  // Abilities with a cost or a trigger condition that no template took: the whole line.
  if (/^[^"]*?: /.test(body) || /^(?:when|whenever|at) /i.test(body)) {
    miss(parts, line, lineKind);
    return true;
  }
  return false;
}

/** A kicker's or overload's line, kept until the rest of the text says whether what it does is read. */
export interface LinkedCosts {
  kickerLine: string | null;
  /** A permanent's spell body made only to hold its kicker (removed again if the kicker isn't read). */
  kickerMadeSpell?: boolean;
  overloadLine: string | null;
  overloadCost: string;
}

/**
 * A line of keywords (702): each keyword modelled as the engine applies it, turned into the ability
 * its rule spells out (cycling, equip, persist, affinity), kept for later (kicker, overload) or missed.
 */
export function compileKeywordLine(kws: NonNullable<ReturnType<typeof keywordLine>>, ctx: TextContext, parts: Parts, linked: LinkedCosts): void {
  for (const item of kws) {
    const verbatim = item.text ?? item.keyword;
    const ks = engineKeywords(item);
    parts.keywords.push(...ks);
    const gap = keywordGap(item);
    // 702.124a, 702.139a: partner abilities and companion work before or outside the game: nothing in it to model.
    // 702.114a: devoid makes the object colorless, which its printed colors already are.
    const devoid = item.keyword.toLowerCase() === 'devoid' && ctx.colorless === true;
    // 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card", an ability of the card in hand.
    const plainCycling = item.keyword.toLowerCase() === 'cycling' && /^(?:\{[0-9WUBRGCXS/]+\})+$/i.test(item.rest.trim());
    if (plainCycling) parts.activated.push({ text: verbatim, cost: `${item.rest.trim()}, Discard this card`, zone: 'hand', effects: [{ kind: 'draw', amount: 1, player: 'you' }] });
    // 702.29e typecycling, 702.53a transmute: abilities of the card in hand that search (keyword-abilities.ts).
    const handAbility = item.keyword.toLowerCase() === 'transmute' ? transmute(item.rest, verbatim, ctx.manaValue) : item.keyword.toLowerCase() !== 'cycling' ? typecycling(item.keyword, item.rest, verbatim) : null;
    if (handAbility) parts.activated.push(handAbility);
    const cycling = plainCycling || handAbility !== null;
    // 702.6a, 702.6c: "Equip [quality] [cost]";
    // 702.122a: "Crew N" (keyword-abilities.ts).
    const kw = item.keyword.toLowerCase();
    // 702.131a: ascend on an instant or sorcery is a spell ability checked as it resolves: not modelled.
    if (kw === 'ascend' && ctx.spell === true) {
      parts.keywords.splice(parts.keywords.length - ks.length, ks.length);
      miss(parts, verbatim, classifyKeyword('ascend'), 'keyword: ascend');
      continue;
    }
    const equipped = ctx.spell === true ? null : kw === 'equip' ? equip(item.rest, verbatim) : kw === 'crew' ? crew(item.rest, verbatim) : null;
    if (equipped) parts.activated.push(equipped);
    const equipGap = equipped ? null : gap;
    // 702.79a persist, 702.93a undying: triggered abilities, run as the triggers their rules spell out.
    const trigger = keywordTrigger(item.keyword, item.rest, verbatim);
    if (trigger) parts.triggers.push({ ...trigger });
    // Bushido, afterlife, exploit, outlast: the abilities their rules define, read by the templates (keyword-texts.ts).
    const defined = ctx.spell === true ? null : keywordTexts(item.keyword, item.rest, verbatim);
    if (defined) {
      parts.triggers.push(...defined.triggers);
      parts.activated.push(...defined.activated);
    }
    // 702.33a: a kicker for a mana cost, kept only if what it does is read (below); 702.33c: a
    // permanent's multikicker too (a spell's "for each time it was kicked" isn't read).
    const kicks = kw === 'kicker' || (kw === 'multikicker' && ctx.spell !== true);
    const kicker = kicks && !parts.spell?.kicker && /^(?:\{(?:\d+|[WUBRGC])\})+$/.test(item.rest.trim()) ? item.rest.trim() : null;
    if (kicker) {
      linked.kickerMadeSpell = ctx.spell !== true && parts.spell === null;
      parts.spell ??= { text: '', effects: [] };
      parts.spell.kicker = { cost: kicker, ...(kw === 'multikicker' ? { multi: true } : {}) };
      linked.kickerLine = verbatim;
      continue;
    }
    // 702.96a: overload for a mana cost, kept only if the spell's text with "each" for "target" is read (below).
    if (item.keyword.toLowerCase() === 'overload' && ctx.spell && linked.overloadLine === null && /^(?:\{(?:\d+|[WUBRGC])\})+$/.test(item.rest.trim())) {
      linked.overloadLine = verbatim;
      linked.overloadCost = item.rest.trim();
      continue;
    }
    // 702.74a: evoke — an alternative cost and the sacrifice trigger linked to it (evoke.ts).
    const evoked = kw === 'evoke' && ctx.spell !== true && !parts.spell?.alternatives?.some((a) => a.name === 'evoke') ? evokeAbilities(item.rest, verbatim) : null;
    if (evoked) {
      addEvoke(evoked, parts);
      continue;
    }
    // 702.41a: affinity is the spell's own cost reduction, applied as its cost is determined (601.2f).
    const affinity = item.keyword.toLowerCase() === 'affinity' ? affinityChange(item.rest, verbatim) : null;
    if (affinity) {
      parts.spell ??= { text: '', effects: [] };
      parts.spell.costChanges = [...(parts.spell.costChanges ?? []), affinity];
    }
    if ((ks.length > 0 && equipGap === null) || OUTSIDE_THE_GAME.has(item.keyword.toLowerCase()) || devoid || cycling || trigger || defined || affinity) parts.modelled.push(verbatim);
    else miss(parts, verbatim, classifyKeyword(item.keyword), equipGap ?? `keyword: ${item.keyword}`);
  }
}

/**
 * 702.33a, 702.33e: a spell's kicker is modelled with the instructions linked to it ("If this spell
 * was kicked, …", sentences.ts), a permanent's with its abilities linked to it (kicked-permanent.ts);
 * with none read, the keyword (and so the card) stays unmodelled.
 */
export function linkedKicker(parts: Parts, line: string, madeSpell = false): void {
  const k = parts.spell?.kicker;
  if (k?.effects !== undefined) {
    parts.modelled.unshift(line);
    return;
  }
  const multi = k?.multi === true;
  if (parts.spell) delete parts.spell.kicker;
  if (madeSpell && parts.spell && parts.spell.effects.length === 0 && Object.keys(parts.spell).every((key) => key === 'text' || key === 'effects')) parts.spell = null;
  miss(parts, line, classifyKeyword(multi ? 'multikicker' : 'kicker'), `keyword: ${multi ? 'multikicker' : 'kicker'}`);
}
