/** The decisive step's clause in English (reason-lines.ts): "it can't be countered (101.2)". */
import type { ReasonLines } from './reason-lines.ts';

export const EN_REASONS: ReasonLines = {
  cite: (rules) => (rules.length === 0 ? '' : ` (${rules.join(', ')})`),
  clauses: {
    'counter.countered': (f, _p, c) => `${f.who('by')} counters it${c}`,
    'counter.cant': (_f, _p, c) => `it can't be countered${c}`,
    'indestructible.survives': (_f, _p, c) => `it has indestructible, so it isn't destroyed${c}`,
    'target.illegal': (f, p, c) => `as it would resolve, ${f.who('target')} is no longer a legal target — ${p.why()}${c}`,
    'sba.cant-lose': (_f, p, c) => `${p.player()} can't lose the game (${p.effect()})${c}`,
    'damage.prevented': (_f, p, c) => `the damage is prevented by ${p.effect()}${c}`,
    'event.damage-prevented': (f, _p, c) => `its protection from ${f.v('quality')} prevents the damage${c}`,
    'sba.zero-toughness': (f, _p, c) => `its toughness is ${f.v('toughness')}${f.bool('indestructible') ? ", and that isn't destruction, so indestructible doesn't stop it" : ''}${c}`,
  },
  notTargetable: "it isn't something the spell can target",
  finish: (text) => text,
  /** "No. X resolves: it can't be countered (101.2)." */
  withClause(line, clause) {
    const start = /^(?:Yes|No)\. /.exec(line)?.[0].length ?? 0;
    const rest = line.slice(start);
    const end = rest.search(/\.(?= [A-Z]|$)/);
    if (end < 0) return `${line}: ${clause}.`;
    return `${line.slice(0, start + end)}: ${clause}${line.slice(start + end)}`;
  },
};
