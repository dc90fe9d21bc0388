/** Making an ask from a clause: its time, negation and side, and what a keyword lets it do. */
import { assertNever } from '../../core/result.ts';
import type { Clause } from '../clause.ts';
import { clausePhrases, phraseChunks } from '../clause.ts';
import { senseBearsMeaning } from '../chunk.ts';
import type { Ask, Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { kwText, other } from '../story.ts';
import { currentMoment, momentOf } from '../frames/moments.ts';
import { triggerResponse } from '../frames/trigger-response.ts';
import { storyWords } from '../locales/index.ts';
import { lookupTable } from '../../core/table.ts';
import { trampleDamageNamed } from './trample-damage.ts';

/** Time words an ask may carry without changing what is asked: the answer is read at the end of the story. */
const ASK_TIMES: Record<string, readonly string[]> = lookupTable({
  probe: ['this-turn', 'now', 'still', 'right-away', 'already'],
  // (「ブロック後どうなる?」: what the blocks told lead to, read at the end as after combat is.)
  state: ['after-combat', 'after-damage', 'after-blocks', 'now', 'later', 'already', 'finally'],
});

/** An ask whose answer has no yes or no, or whose yes or no follows the negation asked. */
function carriesNegation(a: Ask): boolean {
  switch (a.kind) {
    case 'outcome':
    case 'keywords':
    case 'made-tokens':
    case 'dies':
      return true;
    case 'pt':
      return a.is === undefined;
    case 'life':
      return a.is === undefined && (a.change === undefined || a.negated === true);
    case 'damage-taken':
      return a.yesNo !== true || a.negated === true;
    case 'poison':
      return a.yesNo !== true || a.negated === true;
    case 'any-remains':
      return a.negated === true;
    case 'loses': case 'wins': case 'deals-damage': case 'has-keyword': case 'can-attack': case 'can-block': case 'can-target':
    case 'can-cast': case 'can-activate': case 'dealt-damage': case 'life-gained': case 'life-lost': case 'triggers':
    case 'tokens': case 'draws': case 'returns': case 'bigger': case 'tapped': case 'resolves': case 'fizzles': case 'countered':
    case 'has-counters': case 'zone': case 'hand-size': case 'controller': case 'legend-rule': case 'division-legal':
      return false;
    default:
      return assertNever(a);
  }
}

/** Asks about a player's life or the damage a player takes: which player is which must be known. */
const SIDED = new Set<Ask['kind']>(['damage-taken', 'life', 'poison', 'loses', 'wins', 'deals-damage', 'life-gained', 'life-lost']);

/**
 * What an object is, asked "this turn" ("what's its power this turn?", "does it have flying this turn?"): the state at
 * the story's end, while the story is still in its one turn — effects "until end of turn" last to then (514.2).
 */
const TURN_STATE = new Set<Ask['kind']>(['pt', 'keywords', 'has-keyword']);

export function ask(story: Story, given: Ask, c: Clause): true {
  const a = ownedZoneAsk(given, c);
  if (askedWhoseAttacker(story, a, c) || leftUnasked(story, a, c)) return true;
  if (!story.asks.some((x) => JSON.stringify(x) === JSON.stringify(a))) {
    story.asks.push(a);
    story.lastAsked = { ask: a, sentence: c.sentence };
  }
  // "Can I Disenchant it in response to the trigger?": asked of a response to a triggered ability (frames/trigger-response.ts).
  if ((a.kind === 'can-cast' || a.kind === 'can-activate') && a.respond) triggerResponse(story, c, story.asks.find((x) => JSON.stringify(x) === JSON.stringify(a))!);
  useAskWords(story, c, askTimes(story, a, c));
  return true;
}

/**
 * A story told from the block ("A 2/4 blocks a 5/5 trampler."), with nobody's creature named: the
 * asker is taken to attack (scenario.ts), unless the ask itself says who is hit — "how much damage
 * do I take?", "does my opponent lose?" name the defending player. An ask about another side
 * ("how much life do I have?", "how much does my opponent gain?") can't settle it: asked back (true).
 * Told from the attack with nobody's creature named ("A 3/3 attacks. How much damage do I take?"),
 * the ask that names the defending player settles it the same way; the asker attacks otherwise
 * (scenario.ts), so only an ask naming the asker as defender changes anything there; a life total
 * asked keeps the reading players give it (the asker attacks).
 * ("Who wins?", "is it a draw?": of neither player in particular.)
 */
function askedWhoseAttacker(story: Story, a: Ask, c: Clause): boolean {
  const sided = SIDED.has(a.kind) && 'side' in a && a.side !== null && !('who' in a && a.who) && !('draw' in a && a.draw) ? a.side : null;
  const attacked = story.events.some((e) => e.kind === 'attack');
  const defends = (d: Side): boolean => story.blockFirst || (attacked && d === 'A');
  if (!sided || !(story.blockFirst || attacked) || !story.objects.every((o) => o.controller === null)) return false;
  // (A life total is no such clue: lifelink changes the attacker's too.)
  const ofDefender = a.kind === 'damage-taken' || a.kind === 'loses' || a.kind === 'wins' || a.kind === 'poison';
  if (ofDefender && defends(a.kind === 'wins' ? other(sided) : sided)) {
    // (The one asked to win is the attacker; the others name the defending player.)
    const defender = a.kind === 'wins' ? other(sided) : sided;
    for (const o of story.objects) {
      const r = story.roles.get(o.id);
      if (r === 'attacker') o.controller = other(defender);
      if (r === 'blocker') o.controller = defender;
    }
    return false;
  }
  if (!story.blockFirst || ofDefender) return false;
  const attacker = story.objects.find((o) => story.roles.get(o.id) === 'attacker');
  const words = attacker?.words ?? c.text;
  const options = [storyWords(story.lang).mine(words), storyWords(story.lang).theirs(words)];
  story.problem('ambiguous', words, 'whose-attacker', options);
  return true;
}

/** An ask that can't be answered as the clause says it: named as a problem (true), or false when it may be asked. */
function leftUnasked(story: Story, a: Ask, c: Clause): boolean {
  // 「ブロックできない?」「負けない?」: a Japanese yes/no question asked in the negative is answered of the
  // negative (はい: it can't), not of the fact as English answers it. Only the asks that carry the negation
  // (dies' `positive`, life's `negated`) can say so; any other would give the yes/no the wrong way round.
  // "Does my 2/2 stay home?": a phrase saying the act is not done, asked — never answered as the act itself.
  if ((story.lang === 'ja' && c.verb?.negated === true && c.wh === null && !carriesNegation(a)) || c.verb?.notDone === true) {
    story.problem('not-understood', c.text, 'negated-question');
    return true;
  }
  if (!zoneOwnerFits(story, a, c)) {
    story.problem('not-understood', c.text, 'whose-zone');
    return true;
  }
  return story.lang === 'en' && !keywordLets(story, a, c);
}

/** The time words the ask may use as its own (the turn's end read first when asked of it). */
function askTimes(story: Story, a: Ask, c: Clause): readonly string[] {
  // "What happens at end of turn?" (ターン終了時にどうなる？): the turn ends first (514.2), then the state is read.
  const probe = a.kind === 'can-attack' || a.kind === 'can-block' || a.kind === 'can-target' || a.kind === 'can-cast' || a.kind === 'can-activate';
  if (LATER_STATE.has(a.kind)) laterTurn(story, c);
  if (!probe && c.times.includes('turn-ends')) {
    if (!story.events.some((e) => e.kind === 'end-turn')) story.events.push({ kind: 'end-turn' });
    story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'turn-ends'));
  }
  // (A probe is tried at one moment: "after combat" or "later" would move it, so only words that don't are allowed.)
  // 「このターンで勝てる?」「このターン中に何点受ける?」: a game result asked "this turn" is what the story's
  // own turn leads to — read at its end as always — as long as the story never left that turn.
  const sameTurn = (SIDED.has(a.kind) || TURN_STATE.has(a.kind)) && !story.events.some((e) => e.kind === 'end-turn' || (e.kind === 'moment' && (e.moment.next || e.moment.turn !== null)));
  // "What happens in combat?", "Who dies during combat?": of a story that tells a combat and nothing after it (no step
  // or turn told past combat), the state at the story's end is the combat's result (510.2, 511.3) — the words add
  // nothing. With no attack told, or a later step told, which moment is meant is not settled: named.
  const combatEnds = story.events.some((e) => e.kind === 'attack') && !story.events.some((e) => e.kind === 'end-turn' || (e.kind === 'moment' && (e.moment.next || e.moment.turn !== null || (e.moment.step !== 'combat' && e.moment.step !== 'main1'))));
  // ("What are the Bears' power and toughness until end of turn?": what holds for the rest of the turn is the state the
  // story's turn ends its telling in, as "this turn" asks — effects told "until end of turn" still apply, 514.2.)
  const base = sameTurn ? [...ASK_TIMES.state!, 'this-turn', ...(TURN_STATE.has(a.kind) ? ['until-eot'] : [])] : ASK_TIMES.state!;
  return probe ? ASK_TIMES.probe! : combatEnds ? [...base, 'during-combat'] : base;
}

/**
 * The clause's own words (its verb, question word, auxiliaries…) are used by the ask; its noun
 * phrases only when an intent resolved them (refs.ts marks those), so a phrase nothing read is named.
 * A word that describes an object (a color, type, supertype, subtype, P/T, card…) outside every
 * phrase is not the ask's own — 伝説 in 「伝説でない2/2のパワーは」 — and stays to be named, never swept
 * up here. A keyword given as a reason (「破壊不能だから生き残る?」) or an amount offered as a guess
 * (「2点?4点?」) describes nothing and may be. A time word is the ask's when `allowed`.
 */
function useAskWords(story: Story, c: Clause, allowed: readonly string[]): void {
  const inPhrases = new Set(clausePhrases(c).flatMap((np) => phraseChunks(np)));
  for (const r of c.roles) r.chunks.forEach((k) => inPhrases.add(k));
  const own = new Set(c.verb?.chunks ?? []);
  const loose = (k: number): boolean => {
    const sense = story.sensesAt(k)[0] ?? { kind: 'unknown' };
    // (Another verb — 持つ in 「この効果を持つ2/2のパワーは」 — is a clause about an object the grammar didn't build.)
    if (own.has(k)) return true;
    if (sense.kind === 'verb') return false;
    // "a player with hexproof", "a 2/2 with flying": a keyword after "with" is what something has, never a
    // reason; swept up here, the player's hexproof (702.11c) was answered without (issue 11).
    if (sense.kind === 'keyword' && withBefore(story, k)) return false;
    // (A regeneration shield is no reason given: 「再生で死ぬ?」 was answered as if none was there, 701.19a.)
    if (sense.kind === 'thing-noun' && sense.noun === 'regen-shield') return false;
    // 「威圧持ちをブロックできる?」「Xを持つ」: a word right before "have" is what something has — a quality no lexicon
    // knows, never the ask's own word; swept up, the creature vanished and an attacker was made up (red team s28).
    if (sense.kind === 'unknown' && story.sensesAt(k + 1).some((x) => x.kind === 'verb' && x.verb === 'have')) return false;
    return !senseBearsMeaning(sense) || sense.kind === 'keyword' || sense.kind === 'number' || sense.kind === 'thing-noun';
  };
  story.useChunks(c.chunks.filter((k) => !inPhrases.has(k) && (story.timeAt(k) === null ? loose(k) : allowed.includes(story.timeAt(k)!))));
}

/**
 * "Does reach let my creature block flyers?", "Does vigilance let my creature attack without tapping?": a
 * keyword said before the creature asked about, as what lets it do something — the keyword is that
 * creature's, asked of in general. Swept up as a reason, it was dropped and the rule answered on a
 * creature without it (red team s13: "No" for reach). Given to the creature when the question only asks
 * whether it may attack or block (a probe answered on the board as told: 702.17b reach, 702.20b vigilance)
 * and the creature is one this question describes ("my creature", "a 2/2"), not one told before it. Asked
 * anything else ("deal damage first", "deal extra damage"), or with another verb ("does flying stop …"),
 * the general rule would be answered on an empty board: named, never answered without the keyword.
 */
function keywordLets(story: Story, a: Ask, c: Clause): boolean {
  if (c.subject === null) return true;
  const subj = phraseChunks(c.subject).filter((k) => c.chunks.includes(k));
  if (subj.length === 0) return true;
  const first = Math.min(...subj);
  const inPhrases = new Set(clausePhrases(c).flatMap((np) => phraseChunks(np)));
  for (const r of c.roles) r.chunks.forEach((k) => inPhrases.add(k));
  const said = c.chunks.filter((k) => k < first && !inPhrases.has(k) && story.sensesAt(k)[0]?.kind === 'keyword');
  if (said.length === 0 || trampleDamageNamed(story, a, c, said)) return true;
  const lets = /\b(?:let|lets|allow|allows)\b/i.test(c.text);
  const probe = a.kind === 'can-attack' || a.kind === 'can-block';
  const ids = story.resolved.get(c.subject) ?? [];
  const fresh = ids.length > 0 && ids.every((id) => story.objects.findIndex((o) => o.id === id) >= story.objectsAtClause);
  if (!lets || !probe || !fresh || !story.asking) {
    story.problem('not-understood', c.text, 'keyword-of-what');
    return false;
  }
  for (const id of ids) {
    const o = story.get(id)!;
    for (const k of said) {
      const sense = story.sensesAt(k)[0];
      if (sense?.kind !== 'keyword') continue;
      if (!o.keywords.some((x) => kwText(x) === kwText(sense.keyword))) o.keywords.push(sense.keyword);
    }
  }
  story.useChunks(said);
  return true;
}

/**
 * "Is it back to a 4/4 on their turn?", 「次の相手のターンには元に戻っていますか」: a question about the
 * state of things in a later turn. The story moves there first (its cleanup step ends "until end of
 * turn" effects and removes damage, 514.2; the next turn untaps its player's permanents, 502.3), so
 * the answer is read then. Only for asks of an object's state, and only a turn that is certainly later: "next turn", or another player's
 * turn than the one the story said it is in. ("On my turn" with no turn told could mean this one.)
 */
/** Asks of an object's state that a later turn can change ("until end of turn" ends, 514.2; untap, 502.3). */
const LATER_STATE = new Set<Ask['kind']>(['pt', 'keywords', 'has-keyword', 'tapped', 'has-counters', 'bigger']);

function laterTurn(story: Story, c: Clause): void {
  const m = momentOf(story, c);
  if (!m || m.moment.step !== null) return;
  const now = currentMoment(story);
  const later = m.moment.next || (now !== null && now.turn !== null && m.moment.turn !== null && m.moment.turn !== now.turn);
  if (!later) return;
  if (JSON.stringify(now) !== JSON.stringify(m.moment)) story.events.push({ kind: 'moment', moment: m.moment });
  story.useChunks(m.chunks);
}

/** Whether "with" / "without" (an article between allowed) comes right before chunk k. */
function withBefore(story: Story, k: number): boolean {
  let j = k - 1;
  while (j >= 0 && story.sensesAt(j)[0]?.kind === 'det') j--;
  const s = j >= 0 ? story.sensesAt(j)[0] : undefined;
  return s?.kind === 'prep' && (s.prep === 'with' || s.prep === 'without');
}

/** The zones a card goes to as its owner's (400.3): a player's hand, graveyard or library. */
const OWNED_ZONES: ReadonlySet<string> = new Set(['hand', 'graveyard', 'library']);

/**
 * 「灰色熊は私の墓地に行く？」: 墓地に行く is read as dying, and the player said before it names whose graveyard. A card goes
 * to its owner's (400.3), so the ask is of that zone and that player (zoneOwnerFits), answered as a zone ask is. Only a
 * plain "does it die" is read so (not a negated one, nor "can it", "only it", "destroyed", "by …").
 */
function ownedZoneAsk(a: Ask, c: Clause): Ask {
  if (a.kind !== 'dies' || !a.positive || a.can || a.only || a.destroyed || a.by !== undefined || a.damage || a.from !== undefined) return a;
  if (!/墓地|graveyard/i.test(c.verb?.text ?? '') || zonePlayer(c) === null) return a;
  return { kind: 'zone', id: a.id, to: 'graveyard' };
}

/** The player a clause names as whose graveyard, hand or library ("my graveyard", 「私の墓地に行く」), if any. */
function zonePlayer(c: Clause): Extract<NonNullable<Clause['roles'][number]['np']>, { kind: 'player' }> | null {
  const place = c.roles.find((r) => r.np?.kind === 'property' && OWNED_ZONES.has(r.np.noun) && r.np.of?.kind === 'player');
  // (「私の墓地に行く」: the zone is inside the verb's own words, 墓地に行く, and the player before it is an "of" role —
  // never "one of them go to the graveyard", where "them" is the creatures.)
  const inVerb = /墓地|手札|ライブラリー|graveyard|hand|library/i.test(c.verb?.text ?? '') ? c.roles.find((r) => r.prep === 'of' && r.np?.kind === 'player' && r.np.player.who !== 'they') : undefined;
  const player = place?.np?.kind === 'property' && place.np.of?.kind === 'player' ? place.np.of : inVerb?.np?.kind === 'player' ? inVerb.np : null;
  return player?.kind === 'player' ? player : null;
}

/**
 * "Does it go to my graveyard?", 「天使は私の手札に戻る？」: a card is put into its owner's hand, graveyard or library (400.3),
 * so a zone said as a player's asks whose it is too. A zone ask carries that player (`whose`) and is answered from the
 * engine's final state: the opponent's Bears goes to its owner's graveyard, so "my graveyard" is a no, said with why.
 * Any other ask naming a player's zone is read only when the object asked of is told as that player's (its owner,
 * else its controller as the story tells it); otherwise named, never answered.
 */
function zoneOwnerFits(story: Story, a: Ask, c: Clause): boolean {
  const id = 'id' in a && typeof a.id === 'string' ? a.id : null;
  const player = zonePlayer(c);
  if (id === null || player === null) return true;
  const said = story.side(player.player);
  if (said !== null && ((a.kind === 'zone' && a.to !== undefined && OWNED_ZONES.has(a.to)) || (a.kind === 'returns' && a.to === 'hand'))) {
    a.whose = said;
    return true;
  }
  const o = story.get(id);
  const whose = o ? (o.owner ?? o.controller) : null;
  return said !== null && whose !== null && said === whose;
}
