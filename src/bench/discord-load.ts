/**
 * What the discord.* benchmarks send, and the shared-memory handshake between the benchmark (main
 * thread, which must time each op synchronously) and the host worker running the fake Discord and
 * the real client. The main thread raises WANT (how many interactions may have been sent) and
 * blocks on DONE (how many were answered); the host sends up to WANT and counts answers in DONE.
 */
import type { BenchInteraction } from './fake-discord.ts';

/** Int32 slots of the control buffer. */
export const SLOT = { WANT: 0, DONE: 1, FAILED: 2 } as const;
export const CONTROL_BYTES = 4 * 4;

export interface LoadKind {
  label: string;
  interaction: BenchInteraction;
  /** REST calls that complete the answer: the callback, plus the edit of a deferred reply. */
  calls: number;
}

/** A small board for /scenario (the legend rule, 704.5j): one engine run in the worker pool. */
const SCENARIO = JSON.stringify({
  objects: [
    { id: 'a', name: 'Isamaru, Hound of Konda', types: ['Creature'], supertypes: ['Legendary'], power: 2, toughness: 2, controller: 'A' },
    { id: 'b', name: 'Isamaru, Hound of Konda', types: ['Creature'], supertypes: ['Legendary'], power: 2, toughness: 2, controller: 'A' },
  ],
});

const slash = (command: string, name: string, value: string, locale?: string): BenchInteraction => ({
  type: 2,
  command,
  options: [{ name, type: 3, value }],
  ...(locale ? { locale } : {}),
});

/** The mix both benchmarks cycle through; /scenario only in discord.e2e (see discord.ts). */
export const LOAD_KINDS: Record<'e2e' | 'throughput', LoadKind[]> = {
  e2e: [
    { label: '/rule 702.19b', interaction: slash('rule', 'number', '702.19b'), calls: 1 },
    { label: '/rule 702.19 (ja)', interaction: slash('rule', 'number', '702.19', 'ja'), calls: 1 },
    { label: '/define trample', interaction: slash('define', 'term', 'trample'), calls: 1 },
    { label: '/search combat damage', interaction: slash('search', 'words', 'combat damage'), calls: 1 },
    { label: 'autocomplete /rule 702.1', interaction: { type: 4, command: 'rule', options: [{ name: 'number', type: 3, value: '702.1', focused: true }] }, calls: 1 },
    { label: '/scenario (deferred, engine pool)', interaction: slash('scenario', 'json', SCENARIO), calls: 2 },
  ],
  throughput: [
    { label: '/rule 702.19b', interaction: slash('rule', 'number', '702.19b'), calls: 1 },
    { label: '/define trample', interaction: slash('define', 'term', 'trample'), calls: 1 },
    { label: '/search combat damage', interaction: slash('search', 'words', 'combat damage'), calls: 1 },
    { label: 'autocomplete /rule 702.1', interaction: { type: 4, command: 'rule', options: [{ name: 'number', type: 3, value: '702.1', focused: true }] }, calls: 1 },
  ],
};

export type HostRequest = { type: 'mode'; mode: keyof typeof LOAD_KINDS };
export type HostReply = { type: 'ready' } | { type: 'mode-set' } | { type: 'error'; message: string };
