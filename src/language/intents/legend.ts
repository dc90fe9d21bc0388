/**
 * The legend rule asked of (704.5j): "Does the legend rule apply?", "is the legend rule applied?", "Legend rule?" —
 * whether the run puts a player's legendary permanents of one name into the graveyard.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { ask } from './common.ts';

/** Verbs that say the rule happens: "apply", "happen", "kick in" (read as happen), "matter", "take effect". */
const APPLIES: ReadonlySet<string> = new Set(['apply', 'happen', 'matter', 'take-effect', 'work']);

function isLegendRule(np: Clause['subject']): boolean {
  return np?.kind === 'property' && np.noun === 'legend-rule' && np.of === null && np.adjectives.every((a) => a === 'still');
}

/**
 * "Does the legend rule apply (if …)?", "Is the legend rule applied?", "Legend rule?": a yes/no of the rule, asked of
 * no player in particular. Said with anything else (a negation, a role, a time, another object), it is not read here.
 */
export function legendRuleAsk(story: Story, c: Clause): boolean {
  const np = isLegendRule(c.subject) ? c.subject : isLegendRule(c.asked) ? c.asked : null;
  if (np === null || c.object || c.complement || c.roles.length > 0 || c.keywords.length > 0 || (c.wh !== null)) return false;
  const v = c.verb;
  if (v !== null && (v.negated || !APPLIES.has(v.verb) || (v.modal !== null && v.modal !== 'do' && v.modal !== 'will'))) return false;
  story.use(np);
  return ask(story, { kind: 'legend-rule', side: null }, c);
}

/**
 * "I control two legendary creatures. Does the legend rule apply?", 「伝説のクリーチャー2体を自分がコントロールしてたら、両方とも
 * 残る?」: the rule looks at names (704.5j), and a legendary permanent told with no card name has none the question gave —
 * whether two share one is not known, so it is named as not understood rather than answered as if their names differed.
 * That holds whenever the rule is asked of, or could apply: another legendary object under the same player's control
 * (or a player not said). Told — "with the same name", 「名前の違う」 — the names are set up so (questions/scenario-objects.ts);
 * "the same name" said of one object alone names no other, and said in two phrases, which name each shares is not known.
 */
export function legendNamesUnsaid(story: Story): void {
  const legendary = story.objects.filter((o) => o.supertypes.includes('Legendary'));
  const asked = story.asks.some((a) => a.kind === 'legend-rule');
  const sharing = legendary.filter((o) => o.names === 'same');
  for (const o of legendary) {
    if (o.card !== null) continue;
    // ("two legendary creatures with the same name and two legendary lands with the same name": one name for each
    // phrase, not one for all — objects sharing a name are read from one phrase only, else named as not understood.)
    const alone = o.names === 'same' && (sharing.length < 2 || sharing.some((x) => x.words !== o.words));
    const mayMeet = legendary.some((x) => x !== o && (x.controller === null || o.controller === null || x.controller === o.controller));
    if (alone || (o.names === undefined && (asked || mayMeet))) story.problem('not-understood', o.words, 'legend-name-unsaid');
  }
}

/**
 * "Can AP keep the new one?", "can I keep the new one?": the legend rule's choice asked of (704.5j: the player whose
 * permanents they are chooses one to keep) — yes whenever the rule applies to that player's. Only "the new one" is
 * read (the one the run keeps by its default); "the old one" is left unread (the run can't show that choice).
 */
export function legendKeepAsk(story: Story, c: Clause): boolean {
  const v = c.verb;
  const o = c.object;
  if (v?.verb !== 'keep' || v.negated || v.modal !== 'can' || c.subject?.kind !== 'player' || o?.kind !== 'object') return false;
  if (c.complement || c.roles.length > 0 || c.keywords.length > 0 || c.wh !== null) return false;
  if (o.card !== null || (o.head !== null && o.head !== 'one') || o.adjectives.length !== 1 || o.adjectives[0] !== 'new' || o.count !== null || o.plural) return false;
  const who = c.subject.player.who;
  const side = who === 'me' || who === 'active' ? 'A' : who === 'opponent' || who === 'nonactive' ? 'B' : null;
  if (side === null) return false;
  story.use(c.subject);
  story.use(o);
  story.useChunks(c.chunks.filter((k) => /^one$/i.test(story.chunkText(k))));
  otherToGraveyard(story, c);
  return ask(story, { kind: 'legend-rule', side, keep: 'newest' }, c);
}

/** The rest said of the choice: "… and put the old one into the graveyard" — what keeping the new one means (704.5j). */
const OTHER_GOES = /^and (?:put|send|move) the (?:old|older|original|first|other) one (?:in|into|to) (?:the|its owner's|their|his|her|my) graveyard$/i;

function otherToGraveyard(story: Story, c: Clause): void {
  const after: number[] = [];
  for (let k = Math.max(...c.chunks) + 1; after.length < 12; k++) {
    const t = story.chunkText(k);
    if (t === '' || /^[?.!]+$/.test(t)) break;
    after.push(k);
  }
  const text = after.map((k) => story.chunkText(k)).join(' ').replace(/\s+/g, ' ').trim();
  if (OTHER_GOES.test(text)) story.useChunks(after);
}
