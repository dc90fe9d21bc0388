/** Asks about the game as a whole: hand size, draws, whether the game is over, how it goes and the result. */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import type { propertyOf } from './common.ts';
import { ask, isPlayerish } from './common.ts';
import { playerOf } from '../refs.ts';
import { aimedAt, lethalAskJa, lethalTo, totalTold } from './lethal.ts';

/**
 * "How many cards are in my hand?", "How many cards does my opponent have in hand?": the cards in that
 * player's hand when the story ends (402.1), after any cleanup discard (514.1).
 */
export function handSizeAsk(story: Story, c: Clause): boolean {
  if (c.wh !== 'how-many' || c.asked?.kind !== 'object' || c.asked.head !== 'card') return false;
  const inHand = c.roles.find((r) => r.prep === 'in' && r.np?.kind === 'property' && r.np.noun === 'hand');
  if (!inHand || inHand.np?.kind !== 'property') return false;
  const of = inHand.np.of;
  const side = of && isPlayerish(of) ? playerOf(story, of) : c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  if (!side) return false;
  story.use(c.asked);
  if (c.subject) story.use(c.subject);
  story.useChunks(inHand.chunks);
  return ask(story, { kind: 'hand-size', side }, c);
}

/**
 * "How does it all resolve?", "how does this play out?", "how does the stack resolve?", "how does everything
 * work out?", "how does combat go?": how the story told goes, step by step — the whole outcome (as "What happens?"). Only after a
 * story with events, of "it", "this", "that", "everything" or the stack — never of a named card ("How does
 * trample work?" asks what a rule means, which the outcome of no story answers).
 */
export function howItGoes(story: Story, c: Clause): boolean {
  if (c.wh !== 'how' || !c.verb || c.verb.negated || c.verb.passive || c.object || c.complement || story.events.length === 0) return false;
  const v = c.verb.verb;
  // ("play out", "work out", "turn out": the "out" is read as the adjective of "X is out", on the battlefield.)
  const out = c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'adj' && x.adj === 'present'));
  // ("How does combat go?", "how would it go?": "go" needs no "out".)
  if (!(v === 'resolve' || v === 'go' || ((v === 'work' || v === 'play' || v === 'become') && out.length > 0))) return false;
  if (c.roles.some((r) => r.np !== null)) return false;
  const s = c.subject;
  // ("How does combat play out?", "how did combat go?": the combat told, after attacks were told.)
  const combat = s?.kind === 'property' && s.noun === 'combat' && s.of === null && story.events.some((e) => e.kind === 'attack');
  const stack = (s?.kind === 'property' && s.noun === 'stack' && s.of === null) || combat;
  const vague = s?.kind === 'pronoun' && ['it', 'this', 'that', 'everything', 'all'].includes(s.word);
  if (s && !stack && !vague) return false;
  if (s) story.use(s);
  // ("it all", "all of it": the whole of what "it" is.)
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => (x.kind === 'det' && x.det === 'all') || (x.kind === 'adj' && x.adj === 'all'))));
  story.useChunks(out);
  return ask(story, { kind: 'outcome' }, c);
}

/**
 * "Is that a draw?", "is the game a tie?", "does it end in a draw?": whether both players lose at once, so
 * the game is a draw (104.4a) — said of the story ("it", "that", "this", "the game") or of nothing.
 */
export function drawAsk(story: Story, c: Clause): boolean {
  if (c.wh !== null || !c.verb || c.verb.negated || c.object) return false;
  const isDraw = (np: Clause['subject']): boolean => np?.kind === 'property' && np.noun === 'draw-game' && np.of === null;
  // ("Is that a draw?": "that a draw" may be read as one phrase, the subject.)
  const thatDraw = c.verb.verb === 'be' && isDraw(c.subject) && !c.complement && c.roles.length === 0;
  if (thatDraw) {
    story.use(c.subject);
    return ask(story, { kind: 'loses', side: 'A', draw: true }, c);
  }
  const be = c.verb.verb === 'be' && isDraw(c.complement) && c.roles.length === 0;
  const endIn = c.verb.verb === 'end' && !c.complement && c.roles.length === 1 && c.roles[0]!.prep === 'in' && isDraw(c.roles[0]!.np);
  if (!be && !endIn) return false;
  const s = c.subject;
  if (s && !(s.kind === 'pronoun' && ['it', 'that', 'this'].includes(s.word)) && !(s.kind === 'property' && s.noun === 'game' && s.of === null)) return false;
  if (s) story.use(s);
  if (be) story.use(c.complement);
  else story.useChunks(c.roles[0]!.chunks);
  return ask(story, { kind: 'loses', side: 'A', draw: true }, c);
}

/**
 * "Is that game?", "that's game?", "is that lethal?", "it's lethal, right?": whether the story told ends the
 * game for the player it was aimed at (104.3, 704.5a-c) — the player attacked (the attackers' controller's
 * opponent, 506.2) or the one player spells and damage were aimed at. Said of "that", "this" or "it" only;
 * when the player can't be told that way (attacks from both sides, or aimed at both players) it is not read.
 * "Lethal" can be said of a creature too ("I Shock their 2/2, is that lethal?"): whether it dies, or asked back when
 * a player could be meant as well (lethal.ts).
 */
export function gameOverAsk(story: Story, c: Clause): boolean {
  if (lethalAskJa(story, c)) return true;
  // ("game over?": no verb, the two words the whole question.)
  const gameOver = (np: Clause['subject']): boolean => np?.kind === 'property' && /\bgame over$/i.test(np.text);
  const verbless = !c.verb && c.complement === null && gameOver(c.subject) && /^\s*game over\s*$/i.test(c.text);
  if (c.wh !== null || (!verbless && (!c.verb || c.verb.verb !== 'be' || c.verb.negated || c.verb.modal !== null)) || c.object || c.roles.length > 0) return false;
  const over = (np: Clause['subject']): 'game' | 'lethal' | null => (np?.kind === 'property' && np.of === null && (np.noun === 'game' || np.noun === 'lethal') ? np.noun : null);
  const pointer = (np: Clause['subject']): boolean => np?.kind === 'pronoun' && ['it', 'that', 'this'].includes(np.word);
  // ("is that game?": "that game" may be read as one phrase, the subject — the pointing word its first.)
  const said = !c.complement ? over(c.subject) : pointer(c.subject) ? over(c.complement) : null;
  // ("is the game over?", "is it game over?": of the game itself, said so.)
  const overSaid = gameOver(c.subject) || gameOver(c.complement);
  if (said === null || !(overSaid || /^\s*(?:(?:is|was)\s+)?(?:that|this|it)(?:'?s)?\b/i.test(c.text))) return false;
  // ("blightsteel attacks, they chump w/ a 2/2. they had 0 poison. is that lethal??": with a block told, "lethal" could be
  // said of the blocker — unless the story told a player's life or poison, the total it is lethal to, 704.5a, 704.5c.)
  const aimed = aimedAt(story, said === 'lethal' && !totalTold(story));
  if (aimed === null) return false;
  if (said === 'game' && aimed.players.length !== 1) return false;
  story.use(c.subject);
  if (c.complement) story.use(c.complement);
  if (said === 'lethal') return lethalTo(story, c, aimed);
  // (Asked in statement order, "that's game?", it is a yes or no all the same.)
  c.yesNo = true;
  return ask(story, { kind: 'loses', side: aimed.players[0]! }, c);
}

/**
 * "Result?", "Outcome?", "What's the result?", "what's the outcome": the result of the story told asks
 * what happens (the whole outcome), as "What happens?" does. Only the result of nothing named: "the
 * result of the block" would ask about one part of the story.
 */
export function resultAsk(story: Story, c: Clause, props: ReturnType<typeof propertyOf>): boolean {
  const result = props.find((p) => p.noun === 'result');
  if (!result || result.of !== null || props.length !== 1) return false;
  if (c.verb !== null && (c.verb.verb !== 'be' || c.verb.negated || c.verb.modal !== null)) return false;
  if ((c.wh !== null && c.wh !== 'what') || c.object || c.roles.length > 0 || c.keywords.length > 0) return false;
  if (c.subject && c.subject !== result) return false;
  if (c.complement && c.complement !== result) return false;
  story.use(result);
  return ask(story, { kind: 'outcome' }, c);
}
