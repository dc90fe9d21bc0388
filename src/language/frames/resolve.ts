/**
 * The resolve frame (608): "X resolves", a spell said to have resolved (and what it did), cast first
 * when the story had not told it.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf, oneObjectOf } from '../refs.ts';
import { isPlayerish, role, useRole } from './util.ts';
import { cast } from './cast.ts';
import { castSpell } from './cast-spell.ts';

/** "Then Ovinize resolves targeting it": that spell was cast at it; "after everything resolves": nothing new. */
export function resolves(story: Story, c: Clause): void {
  const subj = c.subject;
  // "I resolved Massacre Wurm", "my opponent just resolved Elesh Norn": that player cast the card and it resolved
  // (601.2, 608.1) — told as one act, read as the cast then its resolution there, before anything told after it.
  const v = c.verb!;
  if (subj && isPlayerish(subj) && c.object?.kind === 'object' && c.object.card && !c.object2 && c.sub === null && !v.negated && !v.passive && v.modal === null && !v.hypothetical && !v.perfect) {
    const before = story.events.length;
    cast(story, c);
    if (story.events.slice(before).some((e) => e.kind === 'cast')) toldResolved(story, c, false);
    return;
  }
  if (subj?.kind === 'object' && subj.card && /\b(?:Instant|Sorcery)\b/.test(subj.card.typeLine)) {
    const existing = story.fitting(subj, null).find((o) => o.cast);
    if (existing) {
      // "… when Sorin's Thirst resolves": the spell already told; it resolves there.
      story.use(subj);
      story.useChunks(c.chunks.filter((k) => ['sub', 'wh'].includes(story.sensesAt(k)[0]?.kind ?? '')));
      toldResolved(story, c, false);
      return;
    }
    const spell = oneObjectOf(story, subj, { create: true, controller: 'A' });
    if (!spell) return;
    const t = role(c, 'targeting', 'on', 'at');
    useRole(story, c, 'targeting', 'on', 'at');
    // "My opponent's Lightning Bolt on my 2/2 resolves": cast by whoever the phrase says (the asker when
    // it says no one), and it resolved there, before anything told after it (608.1) — so a later "then
    // I cast Giant Growth on it" comes after the Bolt's resolution as told, never read as a response.
    castSpell(story, c, spell, story.get(spell)?.controller ?? 'A', t ? [t] : []);
    if (story.events.some((e) => e.kind === 'cast' && e.spell === spell)) toldResolved(story, c, false);
    return;
  }
  // 「そのあと《放蕩紅蓮術士》の能力が解決されて」「その能力が解決された」, "then the ability resolves": an ability said to resolve.
  const ability = subj?.kind === 'property' && subj.noun === 'keyword' ? subj.of : subj?.kind === 'object' && subj.head === 'ability' && subj.card === null ? null : undefined;
  if (subj && ability !== undefined) {
    abilityResolves(story, c, subj, ability);
    return;
  }
  // "after everything resolves", "when it resolves": the stack resolves anyway before anything else.
  if (subj?.kind === 'pronoun' || (subj?.kind === 'object' && subj.card) || (subj === null) || /\beverything\b/i.test(c.text)) {
    story.use(subj);
    // The clause's own words: its subordinator ("after", "when") and an indefinite subject ("everything").
    story.useChunks(c.chunks.filter((k) => ['unknown', 'sub', 'prep', 'wh'].includes(story.sensesAt(k)[0]?.kind ?? '')));
    const all = subj === null || (subj.kind === 'pronoun' && ['they', 'them', 'both', 'each'].includes(subj.word)) || /\b(?:everything|all|both)\b|すべて|全部|全て/i.test(c.text);
    toldResolved(story, c, all);
    return;
  }
  story.problem('not-understood', c.text, 'resolves-what');
}

/**
 * "After it resolves, they cast Giant Growth on it": what was cast resolves there (608.1), before
 * what is told next; without this the next spell would go on the stack above it. Told after its
 * main clause ("they cast X after Shock resolves"), the resolution goes before that clause's events.
 * "before it resolves" says the opposite (the stack is still full); "it" with several spells on the
 * stack doesn't say which resolves, and is refused.
 */
function toldResolved(story: Story, c: Clause, all: boolean): void {
  story.resolvedMention = true;
  if (c.sub === 'before' || c.sub === 'while' || c.sub === 'if') return;
  const at = story.clauseTrails && story.lastMain?.sentence === c.sentence ? story.lastMain.before : story.events.length;
  // What is on the stack at that point: what was cast or activated since anything else happened.
  let onStack = 0;
  story.events.slice(0, at).forEach((e, k) => {
    if (e.kind === 'cast' || e.kind === 'activate') onStack++;
    else if (!story.responses.has(k)) onStack = 0;
  });
  if (onStack === 0) return;
  if (onStack > 1 && !all) {
    story.problem('not-understood', c.text, 'which-resolves');
    return;
  }
  story.events.splice(at, 0, { kind: 'resolve' });
  const shifted = [...story.responses].map((k) => (k >= at ? k + 1 : k));
  story.responses.clear();
  for (const k of shifted) story.responses.add(k);
}

/**
 * An activated ability said to resolve (608.2) — of the permanent named (「《X》の能力」), or with none named: it resolves
 * there when it is the one thing on the stack and is that permanent's; anything else (a spell on the stack with it, another
 * source, nothing on the stack) doesn't say which resolves, and is named.
 */
function abilityResolves(story: Story, c: Clause, subj: NounPhrase, of: NounPhrase | null): void {
  const items: Extract<(typeof story.events)[number], { kind: 'cast' | 'activate' }>[] = [];
  story.events.forEach((e, k) => {
    if (e.kind === 'cast' || e.kind === 'activate') items.push(e);
    else if (!story.responses.has(k)) items.length = 0;
  });
  const ids = of === null ? null : of.kind === 'object' ? objectsOf(story, of, { create: false }) : [];
  const only = items.length === 1 ? items[0]! : null;
  if (only?.kind !== 'activate' || (ids !== null && (ids?.length !== 1 || ids[0] !== only.source))) {
    story.problem('not-understood', c.text, 'which-resolves');
    return;
  }
  story.use(subj);
  story.useChunks(c.chunks.filter((k) => ['unknown', 'sub', 'prep', 'det'].includes(story.sensesAt(k)[0]?.kind ?? '')));
  toldResolved(story, c, false);
}
