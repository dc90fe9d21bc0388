/**
 * Walks oracle text line by line and sentence by sentence, trying each template in turn:
 * keyword lines, activated abilities ("{cost}: effect"), enters / dies / attacks / blocks
 * triggers, then per sentence the spell effects (instants and sorceries) or the static abilities,
 * replacement and prevention effects, "enters tapped / with counters" and P/T-defining abilities
 * (permanents). A line or sentence no template covers is kept verbatim in `unmodelled`.
 */
import type { AbilityBody, CastStatic, Keyword, ObjectFilter, SpellBody, TriggerCondition } from '../../engine/types.ts';
import { engineKeywords, keywordGap, keywordLine } from './keywords.ts';
import type { ReplacementJson } from './replacements.ts';
import { normalise, splitSentences, stripReminder } from './text.ts';
import { parseTriggers } from './triggers.ts';
import { parseActivated } from './activated.ts';
import { readModalTrigger, readModes } from './modes.ts';
import { keywordTrigger } from './keyword-triggers.ts';
import { entersLine, permanentSentence, spellSentence } from './sentences.ts';
import { classifyKeyword, classifyText, gapOf } from './gaps.ts';
import { CHOSEN_TYPE } from './words.ts';
import { OUTSIDE_THE_GAME } from './keyword-kinds.ts';
import { affinityChange } from './casting.ts';
import type { GapClass } from './gaps.ts';
import { setTokenAbilityReader } from './tokens.ts';
import type { Gap } from '../../engine/gaps.ts';

export interface Parts {
  keywords: Keyword[];
  statics: { text: string; affects: unknown; modifications: unknown[]; cda?: boolean }[];
  spell: (SpellBody & AbilityBody & { text: string }) | null;
  castStatics: CastStatic[];
  entersAsCopy?: { text: string; filter: ObjectFilter; choice: string };
  /** "This creature enters with N / X +1/+1 counters on it" (614.1c, 107.3m): the engine applies it whenever it enters. */
  entersWithCounters?: { text: string; counters: Record<string, number>; x: string[] };
  /** "Untap all … you control during each other player's untap step" (502.3): applied by the engine's untap step. */
  untapDuringOthers?: { text: string; filter: ObjectFilter };
  triggers: Record<string, unknown>[];
  activated: Record<string, unknown>[];
  replacements: ReplacementJson[];
  enters: Enters;
  /** The sentences `enters` was read from (the engine applies them only to objects created or described on the battlefield). */
  entersText: string[];
  modelled: string[];
  unmodelled: string[];
  /** Each gap for coverage: "keyword: cycling", "text: <sentence>" (same order as `unmodelled`). */
  missing: string[];
  /** Each gap classified by the kind of ability it is (same order as `unmodelled`). */
  gaps: Gap[];
  /**
   * Modes of a modal triggered ability no template reads (700.2): kept on the ability, named by the
   * engine only if chosen (603.3c), so not gaps of the object; the card isn't fully modelled.
   */
  unreadModes: string[];
  /** "As this enters, choose a color / a creature type" sentences read (614.12): kept only if what uses the choice is read (see `chosenUses`). */
  enterChoices: string[];
  /**
   * "As this enters, choose a creature type" read with every line that uses it (614.12): those lines'
   * abilities name the type by a placeholder (CHOSEN_TYPE) until the object is made with the choice
   * (compile/chosen.ts). `uses`: their texts; `gaps`: the gaps of [text, ...uses] when the choice isn't stated.
   */
  chosenType?: { text: string; uses: string[]; gaps: Gap[] };
}

/**
 * How the permanent enters (614.1c): tapped; tapped unless a condition holds as it enters; tapped
 * unless its controller pays life as it enters (614.12a); with counters.
 */
export interface Enters {
  tapped?: boolean;
  tappedUnless?: TriggerCondition;
  tappedUnlessPaid?: { life: number };
  counters?: Record<string, number>;
}

/** Records what no template covers: verbatim, classified, and as a coverage gap. */
export function miss(parts: Parts, verbatim: string, kind: GapClass, gap = `text: ${verbatim}`): void {
  parts.unmodelled.push(verbatim);
  parts.missing.push(gap);
  parts.gaps.push(gapOf(verbatim, kind));
}

export function emptyParts(): Parts {
  return { keywords: [], statics: [], spell: null, castStatics: [], triggers: [], activated: [], replacements: [], enters: {}, entersText: [], modelled: [], unmodelled: [], missing: [], gaps: [], unreadModes: [], enterChoices: [] };
}

export interface TextContext {
  /** The names that mean "this object" in its text. */
  names: readonly string[];
  /** An instant or sorcery: its sentences are its spell ability's instructions. */
  spell: boolean;
  /** Scryfall's keyword names for the card. */
  cardKeywords: readonly string[];
  /** The card's printed colors are none (devoid, 702.114a, is then already represented). */
  colorless?: boolean;
  /**
   * A card's own text (not a quoted ability): "of the chosen type" may be read, since the object is
   * made through compile/chosen.ts, which replaces it with the type chosen (or unmodels it).
   */
  chosenType?: boolean;
}

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
    // 207.2c: an ability word has no rules meaning; the ability after it is read as usual.
    const body = line.replace(/^[A-Z][A-Za-z' -]+ — /, '');
    const kws = keywordLine(body, ctx.cardKeywords);
    if (kws) {
      compileKeywordLine(kws, ctx, parts, linked);
      continue;
    }
    const norm = normalise(body, ctx.names);
    if (!ctx.spell && permanentLine(norm, body, line, lineKind, parts)) continue;
    for (const sentence of splitSentences(body)) {
      const s = normalise(sentence, ctx.names);
      const ok = NAMES_CHOSEN_TYPE.test(s) && !/^as (?:this|it) enters/.test(s) ? chosenTypeSentence(s, sentence, parts, ctx) : ctx.spell ? spellSentence(s, sentence, parts, spellWords, spellText.length) : permanentSentence(s, sentence, parts);
      if (ok) {
        parts.modelled.push(sentence);
        if (ctx.spell) spellText.push(sentence);
      } else miss(parts, sentence, bullet && headKind ? headKind : kindOf(sentence));
    }
  }
  if (parts.spell && ctx.spell) parts.spell.text = spellText.join(' ');
  if (linked.kickerLine !== null) linkedKicker(parts, linked.kickerLine);
  if (linked.overloadLine !== null) overloaded(text, ctx, parts, linked.overloadLine, linked.overloadCost);
  chosenUses(parts, kindOf, text, start, ctx.chosenType === true);
}

/**
 * A permanent's whole line as one ability: an "enters" replacement, an activated ability (602) or
 * triggered abilities (603); a line with a cost or a trigger condition that no template took is
 * missed whole. False when the line is left to be read sentence by sentence.
 */
function permanentLine(norm: string, body: string, line: string, lineKind: GapClass, parts: Parts): boolean {
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
  const t = parseTriggers(norm, body);
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
interface LinkedCosts {
  kickerLine: string | null;
  overloadLine: string | null;
  overloadCost: string;
}

/**
 * A line of keywords (702): each keyword modelled as the engine applies it, turned into the ability
 * its rule spells out (cycling, equip, persist, affinity), kept for later (kicker, overload) or missed.
 */
function compileKeywordLine(kws: NonNullable<ReturnType<typeof keywordLine>>, ctx: TextContext, parts: Parts, linked: LinkedCosts): void {
  for (const item of kws) {
    const verbatim = item.text ?? item.keyword;
    const ks = engineKeywords(item);
    parts.keywords.push(...ks);
    const gap = keywordGap(item);
    // 702.124a, 702.139a: partner abilities and companion work before or outside the game: nothing in it to model.
    // 702.114a: devoid makes the object colorless, which its printed colors already are.
    const devoid = item.keyword.toLowerCase() === 'devoid' && ctx.colorless === true;
    // 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card", an ability of the card in hand.
    const cycling = item.keyword.toLowerCase() === 'cycling' && /^(?:\{[0-9WUBRGCXS/]+\})+$/i.test(item.rest.trim());
    if (cycling) parts.activated.push({ text: verbatim, cost: `${item.rest.trim()}, Discard this card`, zone: 'hand', effects: [{ kind: 'draw', amount: 1, player: 'you' }] });
    // 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery."
    const equip = item.keyword.toLowerCase() === 'equip' && gap === null && ctx.spell !== true;
    if (equip) parts.activated.push({ text: verbatim, cost: /^\d+$/.test(item.rest.trim()) ? `{${item.rest.trim()}}` : item.rest.trim(), sorcery: true, targets: [{ word: 'creature', objects: { kind: 'filter', types: ['Creature'], controller: 'you' } }], effects: [{ kind: 'attach', target: 'creature' }] });
    // 702.79a persist, 702.93a undying: triggered abilities, run as the triggers their rules spell out.
    const trigger = keywordTrigger(item.keyword, item.rest, verbatim);
    if (trigger) parts.triggers.push({ ...trigger });
    // 702.33a: an instant's or sorcery's kicker for a mana cost, kept only if what it does is read (below).
    const kicker = item.keyword.toLowerCase() === 'kicker' && ctx.spell && !parts.spell?.kicker && /^(?:\{(?:\d+|[WUBRGC])\})+$/.test(item.rest.trim()) ? item.rest.trim() : null;
    if (kicker) {
      parts.spell ??= { text: '', effects: [] };
      parts.spell.kicker = { cost: kicker };
      linked.kickerLine = verbatim;
      continue;
    }
    // 702.96a: overload for a mana cost, kept only if the spell's text with "each" for "target" is read (below).
    if (item.keyword.toLowerCase() === 'overload' && ctx.spell && linked.overloadLine === null && /^(?:\{(?:\d+|[WUBRGC])\})+$/.test(item.rest.trim())) {
      linked.overloadLine = verbatim;
      linked.overloadCost = item.rest.trim();
      continue;
    }
    // 702.41a: affinity is the spell's own cost reduction, applied as its cost is determined (601.2f).
    const affinity = item.keyword.toLowerCase() === 'affinity' ? affinityChange(item.rest, verbatim) : null;
    if (affinity) {
      parts.spell ??= { text: '', effects: [] };
      parts.spell.costChanges = [...(parts.spell.costChanges ?? []), affinity];
    }
    if ((ks.length > 0 && gap === null) || OUTSIDE_THE_GAME.has(item.keyword.toLowerCase()) || devoid || cycling || trigger || affinity) parts.modelled.push(verbatim);
    else miss(parts, verbatim, classifyKeyword(item.keyword), gap ?? `keyword: ${item.keyword}`);
  }
}

/** Text that names "the chosen type" (614.12): read only into abilities chosenUses can follow. */
const NAMES_CHOSEN_TYPE = /\bchosen type\b/i;

/**
 * A permanent's sentence naming the chosen type, read only when it becomes one of its abilities
 * (statics, replacements, casting statics), which chosenUses keeps or unmodels with the choice; a
 * spell's (the type a spell's own "choose a creature type" names is not kept) or one read into
 * anything else (the permanent's spell ability, how it enters) is not read.
 */
function chosenTypeSentence(s: string, sentence: string, parts: Parts, ctx: TextContext): boolean {
  if (ctx.spell) return false;
  const elsewhere = (): string => JSON.stringify([parts.spell, parts.entersAsCopy, parts.entersWithCounters, parts.enters, parts.keywords]);
  const before = { json: elsewhere(), spell: structuredClone(parts.spell), entersAsCopy: structuredClone(parts.entersAsCopy), entersWithCounters: structuredClone(parts.entersWithCounters), enters: structuredClone(parts.enters), keywords: structuredClone(parts.keywords), entersText: [...parts.entersText] };
  if (!permanentSentence(s, sentence, parts)) return false;
  if (elsewhere() === before.json) return true;
  parts.spell = before.spell;
  if (before.entersAsCopy) parts.entersAsCopy = before.entersAsCopy;
  else delete parts.entersAsCopy;
  if (before.entersWithCounters) parts.entersWithCounters = before.entersWithCounters;
  else delete parts.entersWithCounters;
  parts.enters = before.enters;
  parts.keywords = before.keywords;
  parts.entersText = before.entersText;
  return false;
}

/**
 * 702.33a, 702.33e: a spell's kicker is modelled with the instructions linked to it ("If this spell
 * was kicked, …", sentences.ts); with none read, the keyword (and so the card) stays unmodelled.
 */
function linkedKicker(parts: Parts, line: string): void {
  const k = parts.spell?.kicker;
  if (k?.effects !== undefined) {
    parts.modelled.unshift(line);
    return;
  }
  if (parts.spell) delete parts.spell.kicker;
  miss(parts, line, classifyKeyword('kicker'), 'keyword: kicker');
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

/** A line that refers to the value chosen as the permanent entered. */
const USES_CHOICE = /\bthe chosen (?:color|type|creature type)\b|\bof that (?:color|type)\b/i;

type AbilityList = { text?: unknown }[];

/** The compiled abilities that name the chosen creature type (CHOSEN_TYPE), by list. */
function chosenTypeLists(parts: Parts): AbilityList[] {
  return [parts.statics, parts.triggers, parts.activated, parts.castStatics, parts.replacements] as AbilityList[];
}

function namesChosenType(a: unknown): boolean {
  return JSON.stringify(a).includes(CHOSEN_TYPE);
}

/** Inserts a gap among the gaps this text gave, in the order of the text. */
function missInOrder(parts: Parts, line: string, kind: GapClass, text: string, start: number): void {
  const at = text.indexOf(line);
  let i = start;
  while (i < parts.unmodelled.length && !(text.indexOf(parts.unmodelled[i]!) > at)) i++;
  const one = emptyParts();
  miss(one, line, kind);
  parts.unmodelled.splice(i, 0, ...one.unmodelled);
  parts.missing.splice(i, 0, ...one.missing);
  parts.gaps.splice(i, 0, ...one.gaps);
}

/**
 * 614.12, 614.1c: "As this enters, choose a color [other than …] / a creature type". The choice is
 * read when every line that uses it is read and is either a mana ability whose mana the engine
 * doesn't know anyway (106.4, 605.1a: "{T}: Add one mana of the chosen color") or, for a creature
 * type and a card's own text, an ability that names "the chosen type" (kept as CHOSEN_TYPE until the
 * object is made with the type chosen, compile/chosen.ts). Any other line using it (read or not), or
 * no line using it, leaves the choice unmodelled, and then every ability naming the chosen type is
 * unmodelled too: nothing is read with a type nobody chose. Replacement effects naming it never are.
 */
function chosenUses(parts: Parts, kindOf: (t: string) => GapClass, text: string, start: number, typeAllowed: boolean): void {
  // Nothing chosen and nothing naming a chosen type (only text that says "chosen type" can).
  if (parts.enterChoices.length === 0 && !/chosen type/i.test(text)) return;
  const choices = new Set(parts.enterChoices);
  const typeChoice = parts.enterChoices.find((c) => /creature type\.?$/.test(c.trim()));
  const openMana = new Set(parts.activated.filter((a) => a.mana === true && a.adds === undefined).map((a) => a.text as string));
  const named = new Set(chosenTypeLists(parts).flatMap((l) => l.filter(namesChosenType).map((a) => a.text as string)));
  const uses = parts.modelled.filter((l) => !choices.has(l) && USES_CHOICE.test(l));
  const unread = [...parts.unmodelled, ...parts.unreadModes].some((l) => USES_CHOICE.test(l));
  const replacing = parts.replacements.some(namesChosenType);
  const typed = typeAllowed && typeChoice !== undefined && !replacing && uses.every((l) => openMana.has(l) || named.has(l)) && [...named].every((l) => uses.includes(l));
  const keep = parts.enterChoices.length > 0 && uses.length > 0 && !unread && (named.size === 0 ? uses.every((l) => openMana.has(l)) : typed);
  if (keep) {
    if (named.size > 0 && typeChoice !== undefined) {
      const lines = [typeChoice, ...uses.filter((l) => named.has(l))];
      parts.chosenType = { text: typeChoice, uses: lines.slice(1), gaps: lines.map((l) => gapOf(l, kindOf(l))) };
    }
    parts.enterChoices = [];
    return;
  }
  // Not read: the choice and every ability naming the chosen type are gaps, in the order of the text.
  for (const l of chosenTypeLists(parts)) {
    for (let i = l.length - 1; i >= 0; i--) if (named.has(l[i]!.text as string)) l.splice(i, 1);
  }
  const dropped = [...parts.enterChoices, ...named];
  parts.modelled = parts.modelled.filter((l) => !choices.has(l) && !named.has(l));
  for (const c of dropped) missInOrder(parts, c, kindOf(c), text, start);
  parts.enterChoices = [];
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
    parts.unmodelled.length === 0 && parts.unreadModes.length === 0 && parts.modelled.length > 0 && !parts.spell && parts.castStatics.length === 0 &&
    !parts.entersAsCopy && !parts.entersWithCounters && !parts.untapDuringOthers && parts.replacements.length === 0 && Object.keys(parts.enters).length === 0 &&
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
