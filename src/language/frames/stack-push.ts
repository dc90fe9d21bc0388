/** Pushing a spell or ability onto the story's stack: sorcery speed, 'also', resolved words and targets waiting. */
import type { Clause } from '../clause.ts';
import type { QEvent } from '../ir.ts';
import type { Story } from '../story.ts';
import { bareChange, causeOf, toldResult } from '../results.ts';
import { triggerResponse } from './trigger-response.ts';
import { storyWords } from '../locales/index.ts';

/**
 * Adds an event the clause told. A spell cast or ability activated while others wait on the stack
 * goes above them (405.1) only when told "in response"; told "then", "after that", 「その後」,
 * 「それから」, 「〜てから」, it is cast after they resolved (608.1), as players mean those words: the
 * stack resolves first, once per clause ("then I cast X and Y" is one moment). `said`: 'of-it' when the frame
 * read a change said of its recipient with no one doing it ("my 2/2 gets +1/+1", 「2/2は+1/+1されている」).
 */
export function push(story: Story, told: QEvent, c: Clause, said: 'of-it' | 'done' = 'done'): void {
  // "… and deals 3 damage to them", "… is blocked by a 3/3 and dies": what the action before did, checked (results.ts).
  const result = toldResult(story.events, (x) => story.toldIn.get(x), told, c, (id) => story.objects.some((o) => o.id === id && o.card !== null), (x) => (story.toldBy.get(x)?.chunks ?? []).some((k) => c.chunks.includes(k)));
  // "I control Glorious Anthem and my 2/2 gets +1/+1": said of the creature with no cause (`said` 'of-it': the frame
  // told no one doing it — not "I give it", 「2/2に+3/+3した」), it may be a static ability's doing (results.ts bareChange).
  const e = said === 'of-it' ? bareChange(result, c, saysAlso(story, c)) : result;
  // "… is blocked by a 2/2. The 2/2 is destroyed.": destroyed by the combat damage (510.2, 704.5g), or by
  // something before damage (then a trampler assigns all its damage to the player, 702.19e) — the answers
  // differ and the words don't say which: asked, never guessed. ("… and dies" is the combat's result.)
  if (told.kind === 'destroy' && e.kind === 'dies' && e.result === true && causeOf(story.events, story.events.length)?.cause.kind === 'combat') story.problem('not-understood', c.text, 'destroyed-when');
  // 「相手の稲妻に対応して…を唱えた」 with the spell responded to never read (an unknown word): a response with
  // nothing told that could be on the stack (a spell, an ability, or an event that may trigger one) would be
  // cast onto an empty stack — a different story. What it responds to is asked for (117.3c), never dropped.
  const stackable = (x: QEvent): boolean => x.kind === 'cast' || x.kind === 'activate' || (x.kind === 'attach' && x.by !== undefined) || x.kind === 'attack' || x.kind === 'block' || x.kind === 'dies' || x.kind === 'damage' || x.kind === 'change' || x.kind === 'return' || x.kind === 'enter';
  if (c.times.includes('in-response') && (e.kind === 'cast' || e.kind === 'activate') && !(e.kind === 'cast' && e.premise === true) && !story.events.some(stackable)) story.problem('not-understood', c.text, 'responds-to-what');
  if (c.times.includes('in-response')) story.responses.add(story.events.length);
  else if ((e.kind === 'cast' || e.kind === 'activate') && story.sequenced !== c && c.sub !== 'while' && c.sub !== 'before' && copyDoneWaiting(story)) {
    // "I copied his Questing Beast with Phantasmal Image and he Bolted it": told done, the copy is on the battlefield.
    // "I stole their Bears with Mind Control. They Unsummon it.": told done, the control spell has resolved (608.1).
    story.events.push({ kind: 'resolve' });
    story.sequenced = c;
  } else if ((e.kind === 'cast' || e.kind === 'activate' || (e.kind === 'attach' && e.by !== undefined)) && c.times.includes('later') && story.sequenced !== c && pendingOnStack(story, story.events.length) > 0) {
    story.events.push(saysResolved(story, c) ? { kind: 'resolve' } : { kind: 'resolve', then: true });
    story.sequenced = c;
  } else if (e.kind === 'cast' && e.premise !== true && story.sequenced !== c && pendingOnStack(story, story.events.length) > 0 && sorcerySpeed(story, e.spell)) {
    // "I cast Grizzly Bears. I cast Day of Judgment.", "I cast Pacifism on their 3/3, and cast Wrath of God",
    // 「《灰色熊》を唱えて、《審判の日》を唱えた」: a spell that isn't an instant and has no flash is cast only with the
    // stack empty (117.1a, 307.1), so what was cast before it had resolved (608.1) — told with no word of a
    // response, that is the story (red team s17: "can't happen", the earlier spell kept waiting on the stack).
    story.events.push({ kind: 'resolve', then: true });
    story.sequenced = c;
  } else if (e.kind === 'activate' && (e.sacrifice ?? []).some((id) => waitingTargets(story).has(id) && story.get(id)?.controller !== e.player)) {
    // "I cast Act of Treason on his Grizzly Bears and sacrifice it to Viscera Seer": a player sacrifices only a
    // permanent they control (701.21a), so a creature of another player's that a waiting spell targets is sacrificed
    // once that spell has resolved (608.1) — read as "then", never as a response that can't happen (red team s21).
    story.events.push({ kind: 'resolve', then: true });
    story.sequenced = c;
  } else if (e.kind === 'cast' && e.premise !== true && waitingTargets(story).has(e.spell)) {
    // "I Unsummon my Llanowar Elves and recast it", 「《送還》で戻した《灰色熊》をもう一度唱えたら」: a card cast
    // while a waiting spell targets it as a permanent can only be cast once that spell has resolved and put it
    // where it can be cast from (601.2: usually the hand; 608.1) — read as "then", never as
    // a response that can't happen (red team s12: "impossible" answered for a legal recast).
    story.events.push({ kind: 'resolve', then: true });
  }
  if (e.kind === 'cast') {
    lifeBeforeCast(story, e, c);
    story.lastCast = { event: story.events.length, sentence: c.sentence };
  }
  story.toldIn.set(e, c.sentence);
  story.toldBy.set(e, c);
  story.events.push(e);
  // "In response to the trigger I cast …": made to a triggered ability, marked for the questions layer to check (117.3c).
  if (c.times.includes('in-response') && (e.kind === 'cast' || e.kind === 'activate')) triggerResponse(story, c, e);
}

/**
 * A card cast only at sorcery speed (117.1a): not an instant, and no flash on it or its card. A card whose
 * facts aren't looked up yet is not taken to be one (it may have flash).
 */
function sorcerySpeed(story: Story, id: string): boolean {
  const o = story.get(id);
  if (!o || o.card === null || o.types.length === 0 || o.types.includes('Instant') || o.types.includes('Land')) return false;
  if (o.keywords.some((k) => k.keyword === 'flash')) return false;
  const facts = story.cardFacts(o);
  return facts !== null && !facts.keywords.includes('flash');
}

/** "My 2/2 also gets +1/+1", 「…も+1/+1された」 read as "also" (a conj sense) anywhere among the clause's chunks. */
export function saysAlso(story: Story, c: Clause): boolean {
  if (c.chunks.length === 0) return false;
  const lo = Math.min(...c.chunks);
  const hi = Math.max(...c.chunks);
  for (let k = lo; k <= hi; k++) if (story.sensesAt(k).some((s) => s.kind === 'conj' && s.conj === 'also')) return true;
  return false;
}

/**
 * "After that, I cast …", 「解決後に…唱えた」「その後…」: words that say the earlier spell had resolved (608.2: it
 * resolves fully, and state-based actions are checked, 704.3, before anyone casts again) — a told resolution,
 * kept even when the later cast then can't happen (red team s14: the Bears died to Shock first). A bare "then"
 * only orders the telling; read as a resolution it may be dropped for the reading that can happen
 * (questions/answer.ts). "after that creature …" is no such word (the grammar reads only "after that," here).
 */
const RESOLVED_WORDS = { en: /\b(?:after (?:that|this)|afterwards?)\b/i, ja: /解決後|解決した後|解決してから|その後|そのあと/u } as const;

export function saysResolved(story: Story, c: Clause): boolean {
  return RESOLVED_WORDS[story.lang].test(c.text);
}

/**
 * "I copied his Questing Beast with Phantasmal Image", 「《幻影の像》で《探索する獣》をコピーした」: a permanent spell is a copy
 * only as it enters the battlefield (614.1c, 707.2, 608.3), so a copy told as done is the spell resolved. What is told
 * after it happens once it is there (608.1), unless said "in response" or while it waits on the stack (117.3c): true
 * when the spell on top of the story's stack is such a copy (its cast told by a "copy" verb said in the past).
 */
function copyDoneWaiting(story: Story): boolean {
  let waiting: QEvent[] = [];
  story.events.forEach((x, k) => {
    if (x.kind === 'cast' || x.kind === 'activate') waiting.push(x);
    else if (!story.responses.has(k)) waiting = [];
  });
  const top = waiting.at(-1);
  // ("… activates Mother of Runes, giving the Bears protection from red": the color is chosen as the ability resolves,
  // 608.2d — told, the ability had resolved before what is told next; red team s46.)
  if (top?.kind === 'activate') return top.color !== undefined && story.toldBy.get(top)?.times.includes('in-response') !== true;
  return top?.kind === 'cast' && (copyToldDone(story, top) || stealToldDone(story, top) || auraToldOn(story, top));
}

/**
 * The cast of an Aura told by a verb of putting it on ("I put Pacifism on their creature", "AP enchants the Angel with
 * X", 「《平和な心》をつけた」), not "cast", not "in response", not supposed: what is told is the Aura on the permanent,
 * so the spell had resolved and attached it (303.4a, 608.3) before what the story tells next (608.1).
 */
function auraToldOn(story: Story, e: Extract<QEvent, { kind: 'cast' }>): boolean {
  const told = story.toldBy.get(e);
  const verb = told?.verb;
  if (!verb || (verb.verb !== 'put' && verb.verb !== 'attach' && verb.verb !== 'enchant') || told.times.includes('in-response')) return false;
  if (!story.get(e.spell)?.subtypes.includes('Aura')) return false;
  return !verb.negated && verb.modal === null && !told.question;
}

/**
 * The cast of a control spell told by a "steal" verb said as done ("I stole their Bears with Mind Control",
 * 「《精神の制御》で奪った」), not "in response": control was taken, so the spell had resolved before what the story
 * tells next (608.1) — never read as still waiting on the stack under it.
 */
function stealToldDone(story: Story, e: Extract<QEvent, { kind: 'cast' }>): boolean {
  const told = story.toldBy.get(e);
  if (told?.verb?.verb !== 'steal' || told.times.includes('in-response')) return false;
  return !told.verb.negated && told.verb.modal === null && storyWords(story.lang).pastVerb.test(told.verb.text.trim());
}

/** The cast of a copy told by a "copy" verb said as done, not "in response" (see copyDoneWaiting). */
export function copyToldDone(story: Story, e: Extract<QEvent, { kind: 'cast' }>): boolean {
  const told = story.toldBy.get(e);
  if (e.copyOf === undefined || told?.verb?.verb !== 'copy' || told.times.includes('in-response')) return false;
  return !told.verb.negated && told.verb.modal === null && storyWords(story.lang).pastVerb.test(told.verb.text.trim());
}

/** Permanents on the battlefield that spells still waiting on the stack target. */
function waitingTargets(story: Story): Set<string> {
  let waiting: string[] = [];
  story.events.forEach((e, k) => {
    if (e.kind === 'cast') waiting.push(...e.targets.filter((t): t is string => t !== 'A' && t !== 'B'));
    else if (e.kind !== 'activate' && !story.responses.has(k)) waiting = [];
  });
  return new Set(waiting.filter((id) => story.get(id)?.zone === 'battlefield'));
}

/** How many spells and abilities told before event `at` still wait on the stack: those cast or activated since anything else happened. */
export function pendingOnStack(story: Story, at: number): number {
  let onStack = 0;
  story.events.slice(0, at).forEach((e, k) => {
    // ("I equip X to Y" is the equip ability activated, 702.6a: on the stack like any other.)
    if (e.kind === 'cast' || e.kind === 'activate' || (e.kind === 'attach' && e.by !== undefined)) onStack++;
    else if (!story.responses.has(k)) onStack = 0;
  });
  return onStack;
}

/**
 * 「ライフを4点払って《四肢切断》を唱えた」 "I paid 4 life and cast Dismember": life paid, told before a spell cast by the same
 * player in the same sentence (the payer unsaid, or that caster), is a cost of that spell — kept on the cast as
 * "paying 4 life" after it is (verbs.ts lifeForCast), for the questions layer to check against the card (118.8, 119.4,
 * 107.4f). The pay clause's own problem is taken back. Anything between them (another event) and it stays unread.
 */
function lifeBeforeCast(story: Story, e: Extract<QEvent, { kind: 'cast' }>, c: Clause): void {
  const told = story.costTold;
  if (!told || told.payLife === undefined || told.sentence !== c.sentence || told.event !== null || told.problem === null) return;
  if (e.premise === true || e.lifePaid !== undefined || told.payer === undefined || (told.payer !== null && told.payer !== e.caster)) return;
  if (told.problem !== story.problems.length - 1 || told.eventsAt !== story.events.length) return;
  story.problems.splice(told.problem, 1);
  story.costTold = null;
  e.lifePaid = told.payLife;
}

