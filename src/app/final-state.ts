/** The CLI contract's `final` (src/app/contract.ts), shared by /scenario and /ask. */
import type { Resolution } from '../engine/types.ts';
import { formatKeyword } from '../scenario/schema/vocabulary.ts';

/** The contract's `final` (src/app/contract.ts): every player, and every object in the final state with its computed characteristics. */
export function finalState(resolution: Resolution): Record<string, unknown> {
  const computed = new Map(resolution.computed.map((c) => [c.id, c]));
  return {
    players: resolution.final.players.map((p) => ({ id: p.id, life: p.life, poison: p.poison })),
    objects: resolution.final.objects.map((o) => {
      const c = computed.get(o.id);
      const controlled = o.zone === 'battlefield' || o.zone === 'stack';
      return {
        name: c?.name || o.printed.name || o.label,
        zone: o.zone,
        controller: controlled ? (c?.controller ?? o.baseController) : o.owner,
        power: c ? c.power : o.printed.power,
        toughness: c ? c.toughness : o.printed.toughness,
        damage: o.damage,
        keywords: (c?.keywords ?? o.printed.keywords).map((k) => formatKeyword(k).toLowerCase()),
        types: c?.types ?? o.printed.types,
        colors: c?.colors ?? o.printed.colors,
        counters: Object.fromEntries(Object.entries(o.counters).filter(([, n]) => n !== 0)),
      };
    }),
  };
}
