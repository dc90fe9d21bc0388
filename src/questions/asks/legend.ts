/**
 * "Does the legend rule apply?", "Can I keep the new one?" (704.5j): answered from the run's legend-rule steps —
 * a player with two or more legendary permanents of one name keeps one and puts the rest into the graveyard; the
 * choice is that player's, so any one of them can be kept. Permanents of one name under different players' control
 * are no case of it (the engine records them: a legend-apart event).
 */
import type { Ask } from '../types.ts';
import { labelMapFor } from '../../render/trace-format.ts';
import type { AskContext, AskResult } from './view.ts';
import { wordsFor } from '../locales/index.ts';
import { choicesOf } from '../../engine/choices.ts';

type LegendAsk = Extract<Ask, { kind: 'legend-rule' }>;

export function askLegendRule(a: LegendAsk, ctx: AskContext): AskResult {
  const { view, w, yes, r, lang } = ctx;
  const labels = labelMapFor(view.labels, lang);
  const name = (engine: unknown): string => labels.get(String(engine)) ?? String(engine);
  const applied = choicesOf(r.choices, 'legend-rule').filter((c) => a.side === null || c.controller === a.side);
  const apart = r.events.find((e) => e.kind === 'legend-apart');
  const first = applied[0];
  // (Permanents told only "with the same name", 「同じ名前の」, have the name the set-up gave them, no card's: said so, 704.5j.)
  // (A card's name as a reply names it — 「スレイベンの守護者、サリア」 in a Japanese reply, never the English name: answer-run.ts shownCardName.)
  const shown = (engine: unknown): string => {
    const card = Object.values(ctx.q.cards).find((c) => c?.name === engine);
    return card ? wordsFor(lang).localName(card.name, card.ja) : String(engine);
  };
  const told = (engine: unknown): string | null => (ctx.q.things.some((t) => t.names === 'same' && !ctx.q.cards[t.id]) && !ctx.q.things.some((t) => ctx.q.cards[t.id]?.name === engine) ? null : shown(engine));
  // ("Can I keep the new one?" with no legend rule in the run: no choice is made, and a yes or no would answer another question.)
  if (!first && a.keep === 'newest') return { verdict: null, lead: w.legend.noChoice, value: 'none' };
  // ("Do I get to keep both?": the rule's yes or no the other way round.)
  const both = a.keep === 'both';
  if (!first) {
    const lead = `${yes(both)}${w.legend.none(apart ? { name: told(apart.name) } : null)}`;
    return { verdict: both ? 'yes' : 'no', lead, value: 'none' };
  }
  const side = first.controller === 'B' ? 'B' : 'A';
  const removed = first.shown.removed.map(name);
  const kept = name(first.shown.kept);
  // (Kept by the run's default, the choice untold: none is named as kept — which is the player's, 704.5j.)
  const chosen = first.told ? kept : null;
  const lead = a.keep === 'newest' ? w.legend.keep(side, kept, removed) : w.legend.applies(side, told(first.name), chosen, removed);
  return { verdict: both ? 'no' : 'yes', lead: `${yes(!both)}${lead}`, value: `applies:${applied.length}` };
}
