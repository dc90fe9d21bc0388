/**
 * Walks oracle text line by line and sentence by sentence, trying each template in turn:
 * keyword lines, activated abilities ("{cost}: effect"), enters / dies / attacks / blocks
 * triggers, then per sentence the spell effects (instants and sorceries) or the static abilities,
 * replacement and prevention effects, "enters tapped / with counters" and P/T-defining abilities
 * (permanents). A line or sentence no template covers is kept verbatim in `unmodelled`.
 */
import { evokeLineRead } from './evoke.ts';
import { keywordLine } from './keywords.ts';
import { normalise, splitSentences, stripReminder } from './text.ts';
import { readModalTrigger, readModes } from './modes.ts';
import { readModalActivated } from './modal-activated.ts';
import { joinRevealDiscard } from './reveal-discard.ts';
import { joinLookPick } from './look-pick.ts';
import { permanentSentence, spellSentence } from './sentences.ts';
import { classifyKeyword, classifyText } from './gaps.ts';
import type { GapClass } from './gaps.ts';
import { setTokenAbilityReader } from './tokens.ts';
import { setCopyTriggerReader } from './enters-as-copy.ts';
import { parseTrigger } from './triggers.ts';
import type { Parts, TextContext } from './text-parts.ts';
import { emptyParts, miss } from './text-parts.ts';
import { chosenSpellSentence, chosenTypeSentence, chosenUses, NAMES_CHOSEN_TYPE, NAMES_CHOSEN_VALUE, SPELL_TYPE_CHOICE } from './chosen-type.ts';
import { linkedExiles } from './linked-exile.ts';
import { asColorOfChoice, choosesProtectionColor, isColorChoice } from './chosen-color-spell.ts';
import type { LinkedCosts } from './keyword-lines.ts';
import { compileKeywordLine, linkedKicker, permanentLine } from './keyword-lines.ts';
export type { Enters, Parts, TextContext } from './text-parts.ts';
export { emptyParts, miss } from './text-parts.ts';

/**
 * Words before an em dash that are NOT ability words: the ability after them only works some of the
 * time — boast (702.142a: only if it attacked, once a turn), exhaust (702.177a: once), max speed
 * (702.179e: only at max speed), a Case's "Solved" (719.3c) and "To solve" condition, an Attraction's
 * "Visit" (717.5), forecast (702.57a), and Saga chapter numbers (714.2b). Such a line is unmodelled.
 */
const CONDITIONAL_HEAD = /^(?:boast|exhaust|max speed|solved|to solve|visit|forecast|[ivx]+(?:, [ivx]+)*)$/i;

/**
 * A line that grants a leveler's, a Class's or a station card's abilities from here on (711.2a
 * "LEVEL N-M", 716.2a "{cost}: Level N", 721.2a "STATION N+"): the lines after it apply only at
 * that level or charge count, so none is read as always on.
 */
const LEVEL_GATE = /^LEVEL \d+(?:-\d+|\+)$|^[^:]*: Level \d+$|^STATION \d+\+$/;

/**
 * The sentences of one line that is neither a keyword line nor a whole permanent ability, each read
 * as a spell's instruction or a permanent's ability, or named as unmodelled text (`miss`). A spell's
 * sentences read go to `spellText`, and words it uses to `spellWords`.
 */
function compileSentences(body: string, ctx: TextContext, parts: Parts, spellWords: Set<string>, spellText: string[], kindOf: (t: string) => GapClass): void {
  // 608.2d: "Choose a color. … gain protection from the chosen color …" (chosen-color-spell.ts).
  const colorChoice = ctx.spell && choosesProtectionColor(splitSentences(body).map((x) => normalise(x, ctx.names)));
  for (const sentence of sentencesOf(body, ctx.spell)) {
    const plain = normalise(sentence, ctx.names);
    if (colorChoice && isColorChoice(plain)) {
      parts.modelled.push(sentence);
      spellText.push(sentence);
      continue;
    }
    const s = colorChoice ? asColorOfChoice(plain) : plain;
    const ok = ctx.spell ? spellLine(s, sentence, parts, ctx, (t) => spellSentence(t, sentence, parts, spellWords, spellText.length)) : NAMES_CHOSEN_VALUE.test(s) && !/^as (?:this|it) enters/.test(s) ? chosenTypeSentence(s, sentence, parts, ctx) : permanentSentence(s, sentence, parts);
    if (ok) {
      parts.modelled.push(sentence);
      if (ctx.spell) spellText.push(sentence);
    } else miss(parts, sentence, kindOf(sentence)); // (a bullet line never gets here: it is named whole above)
  }
}

/** Compiles a card's (or a quoted ability's) text into `parts`. */
export function compileText(text: string, ctx: TextContext, parts: Parts): void {
  const start = parts.unmodelled.length;
  const spellWords = new Set<string>();
  const spellText: string[] = [];
  let gated = false;
  const linked: LinkedCosts = { kickerLine: null, overloadLine: null, overloadCost: '' };
  const kindOf = (t: string): GapClass => classifyText(t, { spell: ctx.spell, names: ctx.names });
  // A modal ability's bullet lines (700.2) belong to the ability on the line before them.
  let headKind: GapClass | null = null;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = stripReminder(lines[i]!);
    // 700.2: a modal spell's "Choose …" and its bullet modes, read together.
    const modal = ctx.spell && !parts.spell?.modes && !NAMES_CHOSEN_TYPE.test(text) ? readModes(lines, i, ctx.names, spellWords) : null;
    if (modal) {
      parts.spell ??= { text: '', effects: [] };
      parts.spell.modes = modal.modes;
      // 601.4: a kicker that changes how many modes may be chosen is read with them (it adds no instruction).
      if (modal.modes.kicked && parts.spell.kicker && parts.spell.kicker.effects === undefined) parts.spell.kicker.effects = [];
      parts.modelled.push(...modal.texts);
      spellText.push(...modal.texts);
      i += modal.lines - 1;
      continue;
    }
    // 700.2, 603.3c: a modal triggered ability, its head and its bullet modes read together.
    const modalTrigger = !ctx.spell ? readModalTrigger(lines, i, ctx.names) : null;
    if (modalTrigger) {
      parts.triggers.push(...modalTrigger.triggers);
      parts.modelled.push(...modalTrigger.modelled);
      parts.unreadModes.push(...modalTrigger.unread);
      i += modalTrigger.lines - 1;
      continue;
    }
    // 700.2a: a modal activated ability, its cost, head and bullet modes read together.
    const modalActivated = !ctx.spell ? readModalActivated(lines, i, ctx.names) : null;
    if (modalActivated) {
      parts.activated.push(modalActivated.ability);
      parts.modelled.push(...modalActivated.texts);
      i += modalActivated.lines - 1;
      continue;
    }
    if (line === '') continue;
    const bullet = /^•/.test(line);
    if (!bullet) headKind = kindOf(line);
    const lineKind = bullet && headKind ? headKind : kindOf(line);
    // A mode (700.2) not read with its "Choose …": none of its sentences is an instruction on its own.
    if (bullet) {
      miss(parts, line, lineKind);
      continue;
    }
    if (gated || LEVEL_GATE.test(line)) {
      gated = true;
      miss(parts, line, lineKind);
      continue;
    }
    const head = /^([A-Za-z][A-Za-z' ,-]*?) — /.exec(line);
    if (head && CONDITIONAL_HEAD.test(head[1]!)) {
      miss(parts, line, lineKind);
      continue;
    }
    const body = line.replace(/^[A-Z][A-Za-z' -]+ — /, ''); // 207.2c: an ability word has no rules meaning
    if (!ctx.spell && evokeLineRead(body, parts)) continue; // 702.74a (evoke.ts)
    const kws = keywordLine(body, ctx.cardKeywords);
    if (kws) {
      compileKeywordLine(kws, ctx, parts, linked);
      continue;
    }
    const norm = normalise(body, ctx.names);
    if (!ctx.spell && permanentLine(norm, body, line, lineKind, parts)) continue;
    compileSentences(body, ctx, parts, spellWords, spellText, kindOf);
  }
  if (parts.spell && ctx.spell) parts.spell.text = spellText.join(' ');
  if (linked.kickerLine !== null) linkedKicker(parts, linked.kickerLine, linked.kickerMadeSpell === true);
  if (linked.overloadLine !== null) overloaded(text, ctx, parts, linked.overloadLine, linked.overloadCost);
  chosenUses(parts, kindOf, text, start, ctx.chosenType === true);
  linkedExiles(parts, kindOf, text, start);
}

/** A line's sentences; 701.20a, 701.9b: a spell's reveal, choice from the hand and discard are one (reveal-discard.ts), and so are its look at the top cards and pick (701.20e, look-pick.ts). */
function sentencesOf(body: string, spell: boolean): string[] {
  return spell ? joinLookPick(joinRevealDiscard(splitSentences(body))) : splitSentences(body);
}

/**
 * An instant's or sorcery's sentence: 608.2d, its "Choose a creature type." (a choice made as it
 * resolves, kept only with the sentences that use it: chosenUses) and a sentence naming the chosen
 * type (chosenSpellSentence); any other through the spell templates (`read`).
 */
function spellLine(s: string, sentence: string, parts: Parts, ctx: TextContext, read: (s: string) => boolean): boolean {
  if (SPELL_TYPE_CHOICE.test(s)) {
    if (ctx.chosenType !== true) return false;
    parts.enterChoices.push(sentence);
    return true;
  }
  // A spell's "the chosen color" other than a protection's (chosen-color-spell.ts): not read (Sudden Demise).
  if (/\bchosen color\b/.test(s)) return false;
  // "Draw a card for each permanent you control of that type" (Distant Melody): the type just chosen.
  const named = s.replace(/\bof that type\b/g, 'of the chosen type');
  return NAMES_CHOSEN_TYPE.test(named) ? ctx.chosenType === true && chosenSpellSentence(sentence, parts, () => read(named)) : read(s);
}

/**
 * 702.96a-b: "Overload [cost]" — paid rather than the mana cost (118.9), the spell's text has "each"
 * for every "target", and it has no targets. The text so changed is read by the same templates; the
 * overload is modelled only if all of it is read, with no target and no modes (an alternative cost
 * the cast action names "overload"). "Targets" (another word) or a kicker are not read with it.
 */
function overloaded(text: string, ctx: TextContext, parts: Parts, line: string, cost: string): void {
  const lines = text.split('\n').filter((l) => stripReminder(l) !== line);
  const changed = lines.join('\n').replace(/\b([Tt])arget\b/g, (_w, t: string) => (t === 'T' ? 'Each' : 'each'));
  const one = emptyParts();
  if (!/\btargets\b/i.test(text) && parts.spell && !parts.spell.kicker && !parts.spell.modes) compileText(changed, ctx, one);
  const body = one.spell;
  if (!parts.spell || !body || one.unmodelled.length > 0 || (body.targets?.length ?? 0) > 0 || body.modes || body.kicker || body.effects.length === 0) {
    miss(parts, line, classifyKeyword('overload'), 'keyword: overload');
    return;
  }
  parts.spell.alternatives = [...(parts.spell.alternatives ?? []), { name: 'overload', cost, overload: { text: body.text, effects: body.effects } }];
  parts.modelled.push(line);
}

/**
 * 111.3, 113.2c: a quoted ability a token is created with, read through the same templates as a
 * permanent's text ("Sacrifice this token: Add {C}.", "When this token dies, you gain 1 life."). Only
 * abilities the token simply has (keywords, static, triggered and activated abilities) are taken; text
 * not read whole, or read into anything else (how it enters, a replacement effect), isn't.
 */
function tokenAbility(text: string): Record<string, unknown> | null {
  const parts = emptyParts();
  compileText(text, { names: [], spell: false, cardKeywords: [] }, parts);
  const plain =
    parts.unmodelled.length === 0 && parts.unreadModes.length === 0 && parts.modelled.length > 0 && !parts.spell && parts.castStatics.length === 0 && parts.castPermissions.length === 0 &&
    !parts.entersAsCopy && !parts.entersWithCounters && !parts.untapDuringOthers && !parts.triggerTimes && parts.replacements.length === 0 && Object.keys(parts.enters).length === 0 &&
    parts.entersText.length === 0 && parts.enterChoices.length === 0 && !parts.chosenType;
  if (!plain) return null;
  const o: Record<string, unknown> = {};
  if (parts.keywords.length > 0) o.keywords = parts.keywords;
  if (parts.statics.length > 0) o.statics = parts.statics;
  if (parts.triggers.length > 0) o.triggers = parts.triggers;
  if (parts.activated.length > 0) o.activated = parts.activated;
  return Object.keys(o).length > 0 ? o : null;
}
setTokenAbilityReader(tokenAbility);
setCopyTriggerReader(parseTrigger);
