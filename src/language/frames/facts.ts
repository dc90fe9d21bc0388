/**
 * Fact frames: what the story says is so. fact() tries each kind of fact in turn — closed-world statements
 * (absence.ts), the stack (stack.ts), a player's totals and objects (player-facts.ts), attachments
 * (attachments.ts), an object's state (object-facts.ts) — and names the clause unread when none fits; also
 * the turn ending (514) and entering this turn (302.6). Clauses without a verb: verbless.ts.
 */
import { bareSizeOfToldCard } from './bare-size.ts';
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf } from '../refs.ts';
import { absent, onlyOne } from './absence.ts';
import { attachedOn, wearing } from './attachments.ts';
import { groupChange } from './changes.ts';
import { hereSinceLastTurn, inCardZone, loyaltyTold, objectState, onBattlefield, quotedAbilities } from './object-facts.ts';
import { lifeTotalIs, playerFact } from './player-facts.ts';
import { onStack, stackPlace } from './stack.ts';
import { push, useRole, zoneHolds } from './util.ts';
import { resolves } from './resolve.ts';
import { graveyardEmpty } from './graveyard-empty.ts';

/** Subordinators that place a question or an act at the moment something enters ("when it enters", "once it's in"). */
const ENTERING_SUBS: ReadonlySet<string> = new Set(['when', 'once', 'as', 'after']);

/**
 * "How big is it when it enters?", "How many Zombies do I get when Grave Titan enters?", "I cast Walking Ballista
 * for 2. When it enters, he Shocks it": the moment a permanent spell told cast enters the battlefield is its
 * resolution (608.3) — the story's stack resolves there, as "when it resolves" says (frames/resolve.ts), and the
 * clause tells nothing more. Only of the latest spell or ability told, which resolves first (608.1), named by a
 * pronoun or its card's name, with nothing else said in the clause (no time of its own, no role, no negation);
 * any other "enters" keeps its reading (told this turn) or is named.
 */
function enteringSpell(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || c.sub === null || !ENTERING_SUBS.has(c.sub) || v.negated || v.passive || v.modal !== null || v.hypothetical || c.object || c.object2 || c.complement || c.roles.length > 0) return false;
  const subj = c.subject;
  if (!subj || !(subj.kind === 'pronoun' || (subj.kind === 'object' && subj.card !== null))) return false;
  if (c.times.length > 0 || c.chunks.some((k) => story.timeAt(k) !== null)) return false;
  const ids = objectsOf(story, subj, { create: false });
  if (!ids || ids.length !== 1) return false;
  const o = story.get(ids[0]!);
  if (o?.cast !== true || o.types.some((t) => t === 'Instant' || t === 'Sorcery')) return false;
  const last = [...story.events].reverse().find((e) => e.kind === 'cast' || e.kind === 'activate');
  if (last?.kind !== 'cast' || last.spell !== ids[0]) return false;
  story.useChunks(v.chunks);
  resolves(story, c);
  return true;
}

export function fact(story: Story, c: Clause): void {
  const subj = c.subject;
  if (absent(story, c)) return;
  if (bareSizeOfToldCard(story, c)) return;
  if (graveyardEmpty(story, c)) return;
  if (zoneHolds(story, c)) return;
  if (onlyOne(story, c)) return;
  // "it's been out since last turn", "Torbran has been on the battlefield since my last turn": under its
  // controller's control since the turn began, so not summoning sick (302.6) — as the story's default.
  if (hereSinceLastTurn(story, c)) return;
  if (subj && subj.kind === 'object' && stackPlace(story, c)) return onStack(story, c, subj);
  if (c.verb?.verb === 'have' && groupChange(story, c, subj, c.object)) return;
  // "My 2/2 has 'Whenever …'": quoted rules text it has (compiled by the card templates).
  if (quotedAbilities(story, c)) return;
  // "has 2 damage marked on it", "has two +1/+1 counters on it": "on it" is the subject itself.
  if (c.verb?.verb === 'have') {
    const on = c.roles.find((r) => r.prep === 'on' && r.np?.kind === 'pronoun');
    if (on) story.useChunks(on.chunks);
  }
  // Life and poison told of a player, or of both (「お互いライフ3」, "both players are at 3 life",
  // "we're each at 7").
  if (playerFact(story, c)) return;
  // "A 2/2 creature and a 3/3 creature are on the battlefield": they are there; 「相手の場に3/3がいる」: on that player's side.
  if (onBattlefield(story, c)) return;
  // "Liliana is on 3 loyalty", "at 2 loyalty": its loyalty counters, said as where it stands (306.5c).
  if (loyaltyTold(story, c)) return;
  // "Holy Strength is on my creature", "Krosan Grip is on the stack", "rancor on grizzly bears".
  if (attachedOn(story, c)) return;
  // "My Grizzly Bears has Pacifism on it", "my 2/2 is wearing a Bonesplitter", "it has Rancor and
  // Bonesplitter": an Aura or Equipment a permanent is said to have is attached to it (301.5, 303.4) —
  // the sentence is about the host, so the card named after the verb is what is attached.
  if (wearing(story, c)) return;
  if (subj && (subj.kind === 'object' || subj.kind === 'pronoun' || (subj.kind === 'list' && subj.conj === 'and')) && inCardZone(story, c, subj)) return;
  // "X has flying", "X is indestructible", "it has 2 damage marked", "has a +1/+1 counter".
  if (subj && (subj.kind === 'object' || subj.kind === 'pronoun')) return objectState(story, c, subj);
  if (lifeTotalIs(story, c)) return;
  story.problem('not-understood', c.text, 'fact');
}

export function endTurn(story: Story, c: Clause): void {
  if (!story.events.some((e) => e.kind === 'end-turn')) push(story, { kind: 'end-turn' }, c);
  story.use(c.subject);
  // "when the turn ends" says the same as the verb.
  story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'turn-ends'));
}

export function entered(story: Story, c: Clause): void {
  if (enteringSpell(story, c)) return;
  const ids = objectsOf(story, c.subject, { create: true, plural: true });
  if (!ids) return;
  // "came into play this turn", "came under my control this turn": summoning sick (302.6).
  const thisTurn = c.chunks.filter((k) => story.timeAt(k) === 'this-turn');
  if (thisTurn.length === 0 && !c.times.includes('this-turn')) {
    story.problem('not-understood', c.text, 'entered-when');
    return;
  }
  story.useChunks(thisTurn);
  useRole(story, c, 'under');
  for (const id of ids) story.get(id)!.summoningSick = true;
}
