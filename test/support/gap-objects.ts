/** Scenario objects for the gap-relevance tables (test/engine/gaps.test.ts, gap-asked-moment.test.ts). */
export type Json = Record<string, unknown>;

export const bear = (id: string, extra: Json = {}): Json => ({ id, name: 'Grizzly Bears', types: ['Creature'], power: 2, toughness: 2, ...extra });
export const gap = (text: string, kind: string, trigger?: { event: string; who: string; or?: string[] }): Json => ({ text, kind, ...(trigger ? { trigger } : {}) });
export const bolt = (id = 'bolt', extra: Json = {}): Json => ({
  id,
  name: 'Lightning Bolt',
  types: ['Instant'],
  colors: ['R'],
  zone: 'hand',
  spell: { text: 'Lightning Bolt deals 3 damage to any target.', targets: [{ word: 'any', players: 'any', objects: { kind: 'filter', types: ['Creature'] } }], effects: [{ kind: 'damage', amount: 3, target: 'any' }] },
  ...extra,
});
