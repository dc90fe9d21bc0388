/**
 * Event intents: does something happen in the run — a creature bigger, tapped, a spell resolving, a
 * trigger, a draw, a return, tokens, damage to a player, a player losing ("Does Blood Artist
 * trigger?", "Do I get a Spirit token?", "win?").
 */
import type { Clause, NounPhrase } from '../clause.ts';
import { emptyDescription } from '../clause.ts';
import type { Story } from '../story.ts';
import type { Side } from '../ir.ts';
import { oneObjectOf, playerOf } from '../refs.ts';
import { aboutObjects, ask, isPlayerish, role, sideAsked, useRole } from './common.ts';
import { push as pushEvent } from '../frames/util.ts';
import { storyWords } from '../locales/index.ts';
import { castSpell } from '../frames/cast-spell.ts';
import { targetsOf, triggerSource } from '../frames/target-phrases.ts';
import { qualifiedTrigger } from '../lexicon/trigger-words.ts';

/** "Does my Crusade also pump my opponent's Serra Angel?": is that one bigger? */
export function pumpAsk(story: Story, c: Clause): boolean {
  // "Does my Crusade also pump my opponent's Serra Angel?": is that one bigger?
  const ids = aboutObjects(story, c.object);
  if (!ids || ids.length !== 1) return false;
  const src = c.subject && !isPlayerish(c.subject) ? aboutObjects(story, c.subject) : null;
  if (!src) return false;
  return ask(story, { kind: 'bigger', id: ids[0]!, bigger: true }, c);
}

/** "Does Serra Angel tap when it attacks?" */
export function tappedAsk(story: Story, c: Clause): boolean {
  const ids = aboutObjects(story, c.subject);
  if (!ids || ids.length !== 1 || c.object) return false;
  // ("Does it get tapped?": the adjective is the verb's, as "tap" is.)
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'adj' && x.adj === 'tapped')));
  return ask(story, { kind: 'tapped', id: ids[0]! }, c);
}

/** "Does the spell resolve?" */
export function resolvesAsk(story: Story, c: Clause): boolean {
  // 「自分の呪文は解決されますか」 "does my spell resolve?": a spell said by its kind (and whose) is the one spell of the story
  // cast that it fits — never a permanent (none resolves here).
  const spell = c.subject?.kind === 'object' && !c.subject.card && c.subject.head === 'spell';
  const ids = c.subject?.kind === 'object' && (c.subject.card || spell) ? aboutObjects(story, c.subject) : null;
  if (!ids || ids.length !== 1) return false;
  if (spell && !story.get(ids[0]!)?.cast) return false;
  return ask(story, { kind: 'resolves', id: ids[0]! }, c);
}

/**
 * "Does Giant Growth still do anything?", "does the Shock have any effect?": asked of one spell the story
 * casts, whether it takes effect — it does when it resolves; one whose every target became illegal
 * doesn't resolve and does nothing (608.2b). Never of a permanent the story didn't cast (a creature
 * on the battlefield "doing anything" is no question of resolving).
 */
export function takesEffectAsk(story: Story, c: Clause): boolean {
  if (c.wh !== null || c.object || c.complement || c.roles.length > 0 || c.verb!.passive) return false;
  const ids = c.subject && (c.subject.kind === 'object' || c.subject.kind === 'pronoun') ? aboutObjects(story, c.subject) : null;
  if (!ids || ids.length !== 1 || !story.get(ids[0]!)?.cast) return false;
  return ask(story, { kind: 'resolves', id: ids[0]! }, c);
}

/**
 * 「《殺害》は不発になる？」 (does it fizzle, 608.2b), 「《稲妻》は打ち消される？」 (is it countered, 701.6a): asked
 * of one spell the story told.
 */
export function fizzlesAsk(story: Story, c: Clause): boolean {
  const passive = c.verb!.verb === 'counter';
  if (passive && (!c.verb!.passive || c.object || c.roles.length > 0)) return false;
  // "I cast Counterspell on it. Is it countered?": "it" asked of a spell's fate is a spell, never the latest
  // creature or the counterspell just named by default.
  const meant = c.subject?.kind === 'pronoun' && c.subject.word === 'it' ? spellAskedOf(story, c.subject, passive) : undefined;
  if (meant === null) return true;
  const ids = meant !== undefined ? [meant] : c.subject && (c.subject.kind === 'object' || c.subject.kind === 'pronoun') ? aboutObjects(story, c.subject) : null;
  if (!ids || ids.length !== 1 || !story.get(ids[0]!)?.cast) return false;
  return ask(story, { kind: passive ? 'countered' : 'fizzles', id: ids[0]! }, c);
}

/**
 * The spell "it" means in "is it countered?" / "does it fizzle?": of the spells the story cast, those a
 * spell told was cast at (only a spell something targets can be countered by it, 701.6a), or, asked
 * whether it fizzles, those cast with targets (608.2b). One: that spell (the pronoun is read so). Several:
 * asked back, null. None: undefined, and the pronoun is read as any other.
 */
function spellAskedOf(story: Story, np: NounPhrase, countered: boolean): string | null | undefined {
  const casts = story.events.flatMap((e) => (e.kind === 'cast' ? [e] : []));
  const spells = new Set(casts.map((e) => e.spell));
  // (A target still open between a permanent and a waiting spell, frames/cast-spell.ts castSpell, may be the spell.)
  const aimedAt = new Set(casts.flatMap((e) => [...e.targets, ...(e.eitherTarget?.ids ?? [])].filter((t) => spells.has(t))));
  const found = countered ? [...aimedAt] : casts.filter((e) => e.targets.length > 0).map((e) => e.spell);
  if (found.length === 0) return undefined;
  if (found.length > 1) {
    story.problem('ambiguous', np.text, 'which-one', found.map((id) => story.get(id)?.words ?? id));
    return null;
  }
  story.use(np);
  story.resolved.set(np, [found[0]!]);
  return found[0]!;
}

/** "Does Blood Artist trigger?" */
export function triggersAsk(story: Story, c: Clause): boolean {
  // 「…死亡したら誘発しますか」「能力は誘発する？」: what triggers said by no word (or as "the ability" of nothing) is the
  // one permanent told whose card has a triggered ability (603.1) — never the creature last told (a Grizzly Bears that
  // died was answered "no, its ability doesn't trigger" to a question about Zulaport Cutthroat). Cards not yet looked
  // up are noted (the question is read again with their facts); none or several with one: not guessed.
  const s = c.subject;
  const unsaid = s === null || (s.kind === 'pronoun' && s.word === 'it' && s.chunks.length === 0) || (s.kind === 'property' && s.noun === 'keyword' && s.of === null && /^(?:能力|誘発型能力)$/u.test(s.text.trim()));
  // (Read first with no catalog at all, the cards are noted and the subject read as before: the question is read
  // again with their facts, and that reading is the one answered — questions/reading.ts.)
  // "Does it trigger?" in English is asked the same way: "it" is what can trigger, the one told permanent with a
  // triggered ability — "If I sacrifice Grizzly Bears while I control Blood Artist, does it trigger?" asks of the
  // Artist, never "no, the Bears' ability doesn't trigger". With several, "it" must be one of them, else not guessed.
  const itSaid = s?.kind === 'pronoun' && s.word === 'it' && !unsaid && story.lang === 'en';
  const told = unsaid || itSaid ? story.objects.filter((o) => o.card !== null || o.abilityTexts.length > 0) : [];
  const facts = told.map((o) => (o.card !== null ? story.cardFacts(o) : null));
  if ((unsaid || itSaid) && (story.lang === 'ja' || itSaid) && story.facts !== null) {
    if (told.some((o, k) => o.card !== null && facts[k] === null)) return false;
    const triggering = told.filter((o, k) => o.abilityTexts.length > 0 || (facts[k]?.triggers ?? 0) > 0);
    if (itSaid && triggering.length !== 1) return triggering.length === 0 ? pronounTriggers(story, c, null) : pronounTriggers(story, c, triggering.map((o) => o.id));
    if (triggering.length !== 1) return false;
    if (s) story.use(s);
    story.use(c.asked);
    return ask(story, { kind: 'triggers', id: triggering[0]!.id }, c);
  }
  if (s?.kind === 'property' && s.noun === 'trigger') return triggerNounAsk(story, c, s);
  const ids = aboutObjects(story, c.subject);
  if (!ids || ids.length !== 1) return false;
  story.use(c.asked);
  return ask(story, { kind: 'triggers', id: ids[0]! }, c);
}

/**
 * "Does it trigger?" with "it" read as a pronoun: the object it names, which must be one of `triggering` (the told
 * permanents with a triggered ability) when several are — of another, the question is not guessed at.
 */
function pronounTriggers(story: Story, c: Clause, triggering: readonly string[] | null): boolean {
  const ids = aboutObjects(story, c.subject);
  if (!ids || ids.length !== 1) return false;
  if (triggering !== null && !triggering.includes(ids[0]!)) {
    story.problem('ambiguous', c.subject!.text, 'which-one', triggering.map((id) => story.get(id)?.words ?? id));
    return true;
  }
  story.use(c.asked);
  return ask(story, { kind: 'triggers', id: ids[0]! }, c);
}

/**
 * "Does the destroy trigger still go off (on my guy)?", "Does Blood Artist's trigger happen?", 「ETB誘発は誘発する？」: asked of
 * the triggered ability named, whose source is the object named or the one the story is about (triggerSource). The
 * object after "on" is the target chosen for it (603.3d). The question counts any triggered ability of the source
 * put on the stack (603.3), so one that names which by its event or effect ("the enter trigger") is answered only of
 * a card with exactly one triggered ability (lexicon/trigger-words.ts); of another, the words are refused by name.
 */
function triggerNounAsk(story: Story, c: Clause, s: NounPhrase): boolean {
  const source = triggerSource(story, s);
  if (source === null) return false;
  const o = story.get(source);
  if (qualifiedTrigger(s.text) && o) {
    const facts = story.cardFacts(o);
    // (Read first with no catalog, the question is read again with the card's facts: that reading is answered.)
    if (facts !== null && facts.triggers !== 1) {
      story.problem('unsupported', s.text, 'which-trigger');
      return true;
    }
  }
  const on = role(c, 'on');
  if (on) {
    const targets = targetsOf(story, on, source);
    if (!targets) return false;
    story.use(on);
    useRole(story, c, 'on');
    story.triggerTargets.push({ source, targets });
  }
  story.use(s);
  story.use(c.asked);
  return ask(story, { kind: 'triggers', id: source }, c);
}

/** "Do I draw a card?" */
export function drawsAsk(story: Story, c: Clause): boolean {
  // "Who draws?", 「誰がカードを引きますか」: asked of every player, each who drew named (the asker's own subject, when
  // Japanese leaves it unsaid, is the default only of a statement or a yes/no question).
  // (「カードは何枚引く？」 with no player said is asked of every player too: the one who drew may be either.)
  const unsaidCount = c.wh === 'how-many' && c.subject?.kind === 'player' && c.subject.text === '';
  if ((c.wh === 'who' && (c.subject === null || !isPlayerish(c.subject) || c.subject.text === '')) || unsaidCount) {
    if (c.subject !== null) story.use(c.subject);
    story.use(c.object);
    return ask(story, { kind: 'draws', side: null }, c);
  }
  const side = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  if (!side) return false;
  story.use(c.object);
  return ask(story, { kind: 'draws', side }, c);
}

/** "Does it come back?", "does Rancor come back to my hand?", "does persist bring it back?" */
export function returnsAsk(story: Story, c: Clause): boolean {
  // "Whose hand does Rancor return to?", "Where does it return to?": asked with a question word, this is not
  // whether it comes back (yes or no); answered so, the question became another (red team s13). Not read.
  if (c.wh !== null) return false;
  // "does persist bring it back?", "Does Ghostform bring it back?": what comes back is the object.
  const brought = c.object && c.verb?.verb === 'return' && !c.verb.passive && (c.object.kind === 'pronoun' || c.object.kind === 'object') ? c.object : null;
  const broughtBy = brought ? (c.subject ?? null) : null;
  if (brought && broughtBy && !(broughtBy.kind === 'object' || (broughtBy.kind === 'property' && broughtBy.noun === 'keyword')) && c.keywords.length === 0) return false;
  const ids = aboutObjects(story, brought ?? c.subject);
  // ("Do they come back?" of two creatures asks it of each: yes only if both do, as "Do both die?".)
  if (!ids || ids.length === 0) return false;
  // Where to: the battlefield (said or not), or a hand; anywhere else is not this question.
  const to = role(c, 'to');
  const where = to?.kind === 'property' ? to.noun : to ? 'other' : 'battlefield';
  if (where !== 'battlefield' && where !== 'hand') return false;
  if (brought) {
    // (The keyword or card that brings it back is why; the engine applies it, if the story has it.)
    story.use(broughtBy);
    story.useKeywords(c.chunks);
  }
  // "Can a token be returned to the hand?", "can a creature be bounced to its owner's hand?": whether it can
  // be, asked with nothing in the story that returns it — read as "if it is returned to its owner's hand,
  // does it get there?" (a token does, then ceases to exist: 111.7, 704.5d), never answered "no" because
  // nothing returned it (red team s11). Only of a plain creature or token described by the question:
  // a card's or a keyword's text (hexproof, protection) could make "can it" depend on how it is returned.
  const v = c.verb!;
  if (v.verb === 'return' && v.passive && (v.modal === 'can' || v.modal === 'could') && !brought) {
    const plain = ids.every((id) => {
      const o = story.get(id);
      return o !== undefined && o.card === null && o.keywords.length === 0 && o.zone === 'battlefield' && o.abilityTexts.length === 0 && o.attachedTo === null;
    });
    if (where !== 'hand' || v.negated) return false;
    // (With a story told, it is answered from what the story does — only when the story has something that
    // could move it: a spell, an ability or a return told; otherwise "no" would be only for want of one.)
    if (story.events.length > 0) {
      if (!story.events.some((e) => e.kind === 'cast' || e.kind === 'activate' || e.kind === 'bounce')) return false;
    } else if (plain) pushEvent(story, { kind: 'bounce', ids: [...ids] }, c);
    else return false;
  }
  useRole(story, c, 'to');
  for (const id of ids) ask(story, where === 'hand' ? { kind: 'returns', id, to: 'hand' } : { kind: 'returns', id }, c);
  return true;
}

/**
 * "How many tokens do I get from Raise the Alarm?", "… with Raise the Alarm with Doubling Season out", 「《急報》でトークンは
 * 何体出ますか？」: an instant or sorcery said as where the tokens come from, never told cast, is cast by the player asked
 * of (601.2; the asker when no player is) — an event, never dropped (dropped, it was "no token"). One already told cast
 * is that cast, when it is that player's. False when it can't be read so.
 */
function tokenSource(story: Story, c: Clause, side: Side | null, tokens: NounPhrase | null = null): boolean {
  // ("a Soldier token from Raise the Alarm": the card said in the tokens' own phrase is the same source.)
  const own = tokens?.kind === 'object' && tokens.from !== null ? tokens.from : null;
  const source = own ? { kind: 'object' as const, ...emptyDescription(), card: own, head: 'card' as const, chunks: [], start: tokens!.start, end: tokens!.end, text: own.display } : role(c, 'from', 'with');
  if (source?.kind !== 'object' || !source.card || !/\b(?:Instant|Sorcery)\b/.test(source.card.typeLine)) return true;
  if (c.verb!.negated || (c.verb!.passive && c.verb!.verb !== 'create')) return false;
  const caster = side ?? 'A';
  const spell = oneObjectOf(story, source, { create: true, controller: caster });
  if (!spell) return false;
  const told = story.events.find((e) => e.kind === 'cast' && e.spell === spell);
  if (told?.kind === 'cast' ? side !== null && told.caster !== side : story.get(spell)!.controller !== caster) return false;
  if (!told) castSpell(story, c, spell, caster, []);
  useRole(story, c, 'from', 'with');
  return true;
}

/** "Do I get a Spirit token?", "How many tokens do I get?" */
export function tokensAsk(story: Story, c: Clause): boolean {
  // 「スピリット・トークンは出る?」「トークンは何体出る?」, "does a token enter?": tokens, for whoever gets them.
  const v = c.verb!.verb;
  // 「ゾンビは何体出ますか」"how many Zombies come out?": a subtype said without "token", counted, is every permanent of it
  // that entered the battlefield during the story (`cards`) — a nontoken one among them is refused after the run
  // (questions/run-checks.ts), as the count of tokens made would leave it out.
  const counted = c.subject?.kind === 'object' && c.subject.head === 'subtype' && c.subject.subtypes.length === 1 && c.wh === 'how-many' && !c.verb!.negated && story.events.length > 0;
  if ((v === 'enter' || v === 'come' || (v === 'create' && c.verb!.passive)) && c.subject?.kind === 'object' && (c.subject.head === 'token' || counted || (c.subject.head === 'subtype' && /トークン|token/i.test(c.subject.text))) && !c.object) {
    if (!tokenSource(story, c, null, c.subject)) return false;
    story.use(c.subject);
    useRole(story, c, ...(story.events.length > 0 ? ['from', 'with', 'on'] : ['with', 'on']));
    // (「何のトークンが出ますか」 asks which tokens, not whether: the outcome names them, never a bare はい.)
    if (c.wh === 'what') return ask(story, { kind: 'outcome' }, c);
    const cards = counted && !/トークン|token/i.test(c.subject.text);
    return ask(story, { kind: 'tokens', side: null, subtype: c.subject.subtypes[0] ?? null, ...(cards ? { cards: true as const } : {}) }, c);
  }
  // 「死んだら何が出ますか」「何が生成される？」「PIG能力で何が出る？」: what comes of it — the tokens or permanents the
  // story's events put onto the battlefield, which the whole outcome names (none guessed). Only "what", with
  // nothing named as what enters (「トークンは出る？」 is above) and no one said to be the one who gets it.
  if ((v === 'enter' || (v === 'create' && c.verb!.passive)) && c.wh === 'what' && !c.subject && !c.object && !c.complement && !c.verb!.negated && story.events.length > 0) {
    const by = c.roles.filter((r) => r.prep === 'with');
    if (c.roles.length !== by.length || by.length > 1) return false;
    // (「PIG能力で」「ETBで」: the trigger word class, lexicon/trigger-words.ts — the whole outcome is named either way.)
    if (by[0] && !(by[0].np?.kind === 'property' && by[0].np.of === null && (by[0].np.noun === 'keyword' || by[0].np.noun === 'trigger'))) return false;
    useRole(story, c, 'with');
    return ask(story, { kind: 'outcome' }, c);
  }
  // "Do I get a Spirit token?", "How many tokens do I get?", "Do they get a Beast?"
  const side = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  const what = c.object ?? c.asked;
  if ((v === 'get' || v === 'gain') && playerWhatAsk(story, c)) return true;
  if (!side || !what || what.kind !== 'object' || (what.head !== 'token' && what.head !== 'subtype')) return false;
  if (!tokenSource(story, c, side, what)) return false;
  story.use(what);
  // "from <something>" says where the tokens come from: only an event the story tells can be that. With
  // no event told, it names a cast or trigger the story doesn't have, so it is left unread (issue 11).
  useRole(story, c, ...(story.events.length > 0 ? ['from', 'with'] : ['with']));
  return ask(story, { kind: 'tokens', side, subtype: what.subtypes[0] ?? null }, c);
}

/**
 * 「エレメンタル・トークンはもらえる？」「相手はトークンをもらう？」: tokens received — もらう (read as 'take', as damage received
 * is) of a token noun asks whether that player gets tokens, as "Do I get a token?" does (111.2). The one who receives is
 * the player said, else the asker (the speaker of an elided もらう). Only Japanese, only of a token noun.
 */
export function receivedTokensAsk(story: Story, c: Clause): boolean {
  const player = c.subject && isPlayerish(c.subject) ? c.subject : null;
  const what = c.object ?? (c.subject && !player ? c.subject : null);
  const tokenNoun = what?.kind === 'object' && (what.head === 'token' || (what.head === 'subtype' && /トークン/u.test(what.text)));
  if (story.lang !== 'ja' || !tokenNoun || what.kind !== 'object' || c.verb!.negated || c.wh !== null) return false;
  const side = player ? playerOf(story, player) : 'A';
  if (!side || !tokenSource(story, c, side, what)) return false;
  story.use(what);
  return ask(story, { kind: 'tokens', side, subtype: what.subtypes[0] ?? null }, c);
}

/**
 * "…, how much life do I gain and what do I get?", 「相手は何を得ますか」, "What does my opponent sacrifice?",
 * 「相手は何を生け贄に捧げますか」: what a player gets or gives up, with nothing named, is all the story's events did
 * for or to them — tokens created under their control (111.2), cards, life, permanents sacrificed (701.21a) — which
 * the whole outcome of the engine's run says (never one of them guessed). Only "what", of a player, with no
 * object, place or manner said; a sacrifice only asked of a story that told something happening.
 */
export function playerWhatAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const side = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  if (!side || c.wh !== 'what' || c.object || c.asked || c.complement || c.roles.length > 0 || v.passive || v.negated) return false;
  // ("What can he sacrifice?" asks what is allowed, not what the run did: left unread.)
  if (v.verb === 'sacrifice' && ((v.modal !== null && v.modal !== 'do') || story.events.length === 0)) return false;
  return ask(story, { kind: 'outcome' }, c);
}

/** The zones (400.1), as nouns: places, never a player or object dealt damage. */
const ZONES: ReadonlySet<string> = new Set(['battlefield', 'stack', 'graveyard', 'exile', 'hand', 'library']);

/** "Does my 3/3 deal damage to them?", "does it connect?" */
export function dealsAsk(story: Story, c: Clause): boolean {
  // ("Does it hit the stack?", "hit the field": a place hit is no one dealt damage — never read as damage to a player.)
  if (c.object?.kind === 'property' && ZONES.has(c.object.noun)) return false;
  const ids = aboutObjects(story, c.subject);
  if (!ids || ids.length !== 1) return false;
  return ask(story, { kind: 'deals-damage', id: ids[0]!, side: sideAsked(story, c) }, c);
}

/** "Do they lose?", "win?" (does the asker win: the other player lost and the asker did not) */
export function losesAsk(story: Story, c: Clause): boolean {
  const verb = c.verb!.verb;
  // "How much does it lose?", 「何点失う？」: an amount, never whether the game is lost.
  if (c.wh === 'how-much' || c.wh === 'how-many') return false;
  // "Who wins?", "who loses the game?", 「どっちが負ける？」「誰が負ける？」: the result named — which player lost,
  // the draw (104.4a), or neither — never a yes or no about one of them (red team s13: "yes, you lose").
  const anyPlayer = c.subject?.kind === 'player' && c.subject.player.who === 'player';
  // (「どっちが勝つ？」: which of them wins — of the players when no creature fought another; after a block
  // it could be asked of the creatures, so not read so there.)
  const askedWho = c.wh === 'who' || (c.wh === 'which' && (verb === 'lose' || !story.events.some((e) => e.kind === 'block')));
  if (askedWho && (!c.subject || c.subject.chunks.length === 0 || c.subject.kind === 'pronoun' || anyPlayer) && !c.verb!.negated && c.roles.length === 0) {
    if (c.object && !(c.object.kind === 'property' && c.object.noun === 'game')) return false;
    story.use(c.object);
    if (c.subject) story.use(c.subject);
    return ask(story, verb === 'win' ? { kind: 'wins', side: 'A', who: true } : { kind: 'loses', side: 'A', who: true }, c);
  }
  // "win?" alone: does the asker win.
  let side = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : !c.subject && verb === 'win' ? 'A' : null;
  // 「相手のライフは3。《稲妻》を相手に撃った。負ける？」: "lose?" with nobody said (the Japanese reading fills in
  // the asker, with no words) after a story that told one player's life total is about that player; told of
  // both, whose loss is meant is asked back — never the asker by default (704.5a).
  if (verb === 'lose' && c.subject?.kind === 'player' && c.subject.player.who === 'me' && c.subject.chunks.length === 0 && c.subject.text === '') {
    // (A poison count told of one player is told the same way: 「相手は毒カウンター9個。…負ける？」 asks of
    // that player, 704.5c — it was read as the asker's loss and answered "no" while the opponent lost.)
    const told = (['A', 'B'] as const).filter((s) => story.life[s] !== undefined || story.poison[s] !== undefined);
    if (told.length === 2) {
      story.problem('ambiguous', c.text, 'which-one', [storyWords(story.lang).you, storyWords(story.lang).opponent]);
      return true;
    }
    if (told.length === 1) side = told[0]!;
  }
  if (side === null) return false;
  // Only "the game" (or nothing) is lost or won: "do I lose 3 life?" asks a life change, not the game.
  if (c.object && !(c.object.kind === 'property' && c.object.noun === 'game')) return false;
  story.use(c.object);
  return ask(story, verb === 'win' ? { kind: 'wins', side } : { kind: 'loses', side }, c);
}
