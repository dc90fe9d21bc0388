/**
 * Amount intents: how much damage, life or poison ("How much damage do I take?", "How many poison
 * counters does it give?", "Does any damage get through?") → the life change read from the run.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Comparison } from '../ir.ts';
import { comparisonAroundEn } from '../en/comparatives.ts';
import { comparisonAroundJa } from '../ja/comparatives.ts';
import type { Story } from '../story.ts';
import { playerOf } from '../refs.ts';
import { ask, isPlayerish, useRole, yesNoQuestion } from './common.ts';
import { ptAsk } from './characteristics.ts';
import type { Compared } from './amount-asked.ts';
import { carry, readAmountAsk } from './amount-asked.ts';
import { damageAsk, whoTakesDamage } from './amount-damage.ts';
import { lifeGainedAsk, lifeTotalAsk } from './amount-life.ts';
import { eachPlayerAmount } from './each-player-amounts.ts';

/** An amount question: true or false when it is one (answered or not), null when it is not about amounts. */
export function amountAsk(story: Story, c: Clause, props: Extract<NounPhrase, { kind: 'property' }>[]): boolean | null {
  // "Do I gain more life than him?", "Does my 2/2 deal more damage than his 3/3?": an amount compared with another
  // player's or object's, which no ask makes — read as one side, the yes or no could be turned round (red team s21).
  if (c.roles.some((r) => r.prep === 'than' && r.np !== null && r.np.kind !== 'amount')) return false;
  const at = lifeAtAsk(story, c);
  if (at !== null) return at;
  const stated = yesNoQuestion(c) ? statedAmount(c) : null;
  const compared: Compared = { cmp: stated ? comparisonOf(story, stated) : null, taken: false };
  const asksBefore = story.asks.length;
  const each = eachPlayerAmount(story, c, props);
  if (each !== null) return each;
  const read = amountAskOf(story, c, props, stated, compared);
  if (read === true && eachLost(story, c, asksBefore)) return true;
  // "Does it take more than 2 damage?" read by an ask that can only match the number exactly: the
  // comparison would be lost and the yes/no turned round, so the question is not taken that way.
  return read === true && compared.cmp !== null && !compared.taken ? false : read;
}

/**
 * 「それぞれ何点割り振る？」「それぞれ何点ダメージを受ける？」"How much damage does each take?": an amount asked of each of
 * several, read as one amount (one player's, or the attacker's) — the "each" was lost and another question answered.
 * Asked per object ("each blocker", 「2体はそれぞれ」) there is an ask for each of them. True (and the words named) when
 * the clause says "each" and what was read is a single damage amount.
 */
function eachLost(story: Story, c: Clause, from: number): boolean {
  const each = c.chunks.filter((k) => story.sensesAt(k).some((x) => (x.kind === 'pronoun' && x.word === 'each') || (x.kind === 'det' && x.det === 'each')));
  if (each.length === 0) return false;
  const fresh = story.asks.slice(from).filter((a) => a.kind === 'damage-taken' || a.kind === 'deals-damage' || a.kind === 'dealt-damage');
  if (fresh.length !== 1) return false;
  story.problem('not-understood', c.text, 'each-amount');
  return true;
}


function comparisonOf(story: Story, np: Extract<NounPhrase, { kind: 'amount' }>): Comparison | null {
  return story.lang === 'ja' ? comparisonAroundJa(story.text, np.start, np.end) : comparisonAroundEn(story.text, np.start, np.end);
}

function amountAskOf(story: Story, c: Clause, props: Extract<NounPhrase, { kind: 'property' }>[], stated: Extract<NounPhrase, { kind: 'amount' }> | null, compared: Compared): boolean | null {
  const verb = c.verb?.verb ?? null;
  const wh = c.wh;
  // "How does my opponent assign the damage?": "how" alone asks the way it is done (510.1c-d: a choice),
  // not how much; read as an amount the question became another (red team s13). Not this ask.
  if (wh === 'how' && verb === 'assign' && c.verb?.passive !== true) return false;
  // "Can AP's combat damage destroy both blockers?", "will the damage kill it?": damage as the agent of an act on an
  // object asks what happens to that object (704.5g, 704.5h), never the amount or who takes it — read as an amount,
  // the act and its object were dropped and the answer was another question's (fresh s40a: "No. You take 0").
  const actedOn = c.object !== null && (c.object.kind === 'object' || c.object.kind === 'list' || (c.object.kind === 'pronoun' && !isPlayerish(c.object)));
  if (c.subject?.kind === 'property' && c.subject.noun === 'damage' && actedOn && verb !== 'deal' && verb !== 'hit' && verb !== 'assign') return false;
  // 「4点入る？」「相手は3点受ける？」: a yes/no question naming the amount it asks about (stated, with
  // any comparison said around it: "more than 2", 「3点以上」).
  const statedLife = stated !== null && stated.noun === 'life' && c.subject !== null && isPlayerish(c.subject) && verb === 'be';
  // "Do I gain 5 life?", "do I still gain 3?", "Do I get the 5 life?": whether the player gains that
  // much life (119.3) — a number a player gains is life; one a player gets is life only when said so.
  if (stated && stated.n !== null && (c.object === stated || (verb === 'get' && c.complement === stated) || (compared.cmp !== null && c.roles.some((r) => r.np === stated))) && !wh && c.subject !== null && isPlayerish(c.subject) && ((verb === 'gain' && (stated.noun === 'life' || stated.noun === 'total')) || (verb === 'get' && stated.noun === 'life'))) {
    const who = playerOf(story, c.subject);
    if (!who) return false;
    story.use(stated);
    return ask(story, { kind: 'life-gained', side: who, amount: stated.n, ...carry(compared) }, c);
  }
  // ("Does the Pridemate still take 3?", "does my 3/3 take 2 damage?": the damage an object is dealt, that amount asked.)
  const objectTakes = stated !== null && verb === 'take' && !wh && c.object === stated && (stated.noun === 'damage' || stated.noun === 'total') && c.subject !== null && !isPlayerish(c.subject) && c.subject.kind !== 'property';
  if ((stated && verb === 'take' && c.subject !== null && isPlayerish(c.subject)) || objectTakes || statedLife || wh === 'how-much' || wh === 'how-many' || props.some((p) => p.noun === 'damage' || p.noun === 'poison' || p.noun === 'life') || verb === 'trample-over' || verb === 'push-through' || verb === 'go-through') {
    return amountAsked(story, c, props, stated, compared, objectTakes, statedLife);
  }
  return null;
}

/** The asks of an amount question, amount by amount (poison, damage, life); null when none was made. */
function amountAsked(story: Story, c: Clause, props: Extract<NounPhrase, { kind: 'property' }>[], stated: Extract<NounPhrase, { kind: 'amount' }> | null, compared: Compared, objectTakes: boolean, statedLife: boolean): boolean | null {
  const a = readAmountAsk(story, c, props, stated, compared, objectTakes, statedLife);
  if (typeof a === 'boolean') return a;
  const { wh, nouns, side, preventing, negated } = a;
  if (nouns.has('poison')) {
    ask(story, yesNoQuestion(c) ? { kind: 'poison', side, yesNo: true, ...(preventing ? { prevented: true as const } : {}), ...negated } : { kind: 'poison', side }, c);
    a.handled = true;
  }
  for (const part of [whoTakesDamage, damageAsk, lifeGainedAsk, lifeTotalAsk]) {
    const done = part(a);
    if (done !== undefined) return done;
  }
  if (wh === 'how-big') return ptAsk(story, c);
  if (a.handled) return true;
  return null;
}

/** The one amount with a number a clause names (subject, object, complement or a role), if one. */
function statedAmount(c: Clause): Extract<NounPhrase, { kind: 'amount' }> | null {
  const all = [c.subject, c.object, c.complement, ...c.roles.map((r) => r.np)].filter((np): np is Extract<NounPhrase, { kind: 'amount' }> => np?.kind === 'amount' && np.n !== null);
  return all.length === 1 ? all[0]! : null;
}

/** Verbs a player is asked to be at a life total with: "is he at 7", "does he end (up) at 7", "does he go / drop to 7". */
const LIFE_AT_VERBS: ReadonlySet<string> = new Set(['be', 'end', 'end-up', 'go', 'become']);

/**
 * "Am I at 13?", "Is he at 7 life?", "Will I be at 0?", and — once that player's total was told and something
 * happened — "He's at 7?": a player asked to be at a number is their life total asked at the end of the run,
 * yes or no (119.1), as 「相手のライフは7？」 is. Never a total told: read as the start, the told total was
 * overwritten and the story applied on top of the number asked (red team s21). A total told as a fact
 * ("I'm at 10.") is not a question and never reaches here; one said in a question's last clause with no
 * total told before ("What's his life, I'm at 20") is still a total told (index.ts readClause).
 */
function lifeAtAsk(story: Story, c: Clause): boolean | null {
  const v = c.verb;
  const subj = c.subject;
  // "Do they end at 4?", "does he go to 7?", "will I drop to 3?": the total the run ends at, said as where it ends or goes (119.1).
  if (!v || !LIFE_AT_VERBS.has(v.verb) || v.negated || (v.modal !== null && v.modal !== 'will' && v.modal !== 'do') || v.passive || v.perfect || v.hypothetical || c.wh !== null) return null;
  if (!subj || !isPlayerish(subj) || c.object || c.object2 || c.complement || c.roles.length !== 1) return null;
  const r = c.roles[0]!;
  const np = r.np;
  if (!(v.verb === 'be' ? r.prep === 'at' || r.prep === 'on' : v.verb === 'end' || v.verb === 'end-up' ? r.prep === 'at' : r.prep === 'to') || np?.kind !== 'amount' || np.n === null || np.counter !== null || (np.noun !== 'total' && np.noun !== 'life')) return null;
  const side = playerOf(story, subj);
  if (!side) return null;
  // (A form of "be" is not marked inverted: its verb group before the subject says it — "Am I at 13?".)
  const auxFirst = v.inverted === true || v.modal !== null || (v.chunks.length > 0 && subj.chunks.length > 0 && Math.min(...v.chunks) < Math.min(...subj.chunks));
  const retold = story.life[side] !== undefined && story.events.length > 0;
  if (!yesNoQuestion(c) && !auxFirst && !retold) return null;
  const cmp = comparisonOf(story, np);
  story.use(subj);
  useRole(story, c, r.prep);
  c.yesNo = true;
  return ask(story, { kind: 'life', side, is: np.n, ...(cmp !== null ? { cmp } : {}) }, c);
}
