/** The fuzz tests' own oracles catch what they are meant to catch (so a green fuzz run means something). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { choiceProblems, optionsFor, payloadProblems } from './support.ts';
import type { MessagePayload } from '../../src/discord/embeds.ts';

const good: MessagePayload = { embeds: [{ title: 'T', description: 'ok' }], components: [], allowedMentions: { parse: [] } };

describe('payloadProblems', () => {
  it('passes a fitting, mention-free message', () => {
    expect(payloadProblems(good)).toEqual([]);
  });

  it('flags a missing message, pings, over-long parts, too many embeds, fields and components', () => {
    expect(payloadProblems(undefined)).toEqual(['no message']);
    expect(payloadProblems({ ...good, allowedMentions: { parse: ['everyone'] } as unknown as MessagePayload['allowedMentions'] })).toHaveLength(1);
    expect(payloadProblems({ ...good, embeds: [{ title: 'x'.repeat(257) }] }).join()).toMatch(/title/);
    expect(payloadProblems({ ...good, embeds: [{ description: 'x'.repeat(4097) }] }).join()).toMatch(/description/);
    expect(payloadProblems({ ...good, embeds: [{ title: 't', fields: Array.from({ length: 26 }, () => ({ name: 'n', value: 'v' })) }] }).join()).toMatch(/26 fields/);
    expect(payloadProblems({ ...good, embeds: [{ title: 't', fields: [{ name: 'n', value: 'v'.repeat(1025) }] }] }).join()).toMatch(/value/);
    // Two embeds that each fit but together pass the 6000 characters of one message.
    expect(payloadProblems({ ...good, embeds: [{ description: 'x'.repeat(4000) }, { description: 'y'.repeat(4000) }] }).join()).toMatch(/per message/);
    expect(payloadProblems({ ...good, embeds: Array.from({ length: 11 }, () => ({ title: 't' })) }).join()).toMatch(/11 embeds/);
    const button = { type: 2, style: 2, custom_id: 'x'.repeat(101), label: 'l' } as const;
    expect(payloadProblems({ ...good, components: [{ type: 1, components: [button] }] } as unknown as MessagePayload).join()).toMatch(/custom id/);
  });
});

describe('choiceProblems', () => {
  it('wants exactly one response of at most 25 choices of 1-100 characters', () => {
    expect(choiceProblems([[{ name: 'Trample', value: 'trample' }]])).toEqual([]);
    expect(choiceProblems([[]])).toEqual([]);
    expect(choiceProblems([])).toHaveLength(1);
    expect(choiceProblems([[], []])).toHaveLength(1);
    expect(choiceProblems([Array.from({ length: 26 }, (_, i) => ({ name: `n${i}`, value: `v${i}` }))]).join()).toMatch(/26 choices/);
    expect(choiceProblems([[{ name: '', value: 'v' }, { name: 'n', value: 'v'.repeat(101) }]])).toHaveLength(2);
  });
});

describe('optionsFor', () => {
  it('follows the definitions: names, types and choices, sometimes leaving options out', () => {
    const defs = [
      { name: 'text', type: 3, description: 'd', required: true },
      { name: 'flag', type: 5, description: 'd' },
      { name: 'lang', type: 3, description: 'd', choices: [{ name: 'English', value: 'en' }] },
    ] as const;
    const samples = fc.sample(optionsFor(defs as never), { numRuns: 300, seed: 7 });
    const names = new Set(samples.flatMap((s) => s.map((o) => o.name)));
    expect(names).toEqual(new Set(['text', 'flag', 'lang']));
    expect(samples.some((s) => !s.some((o) => o.name === 'text'))).toBe(true); // a required option missing
    for (const s of samples) for (const o of s) if (o.name === 'flag') expect(typeof o.value).toBe('boolean');
    expect(samples.some((s) => s.some((o) => o.name === 'lang' && o.value === 'en'))).toBe(true);
    expect(samples.some((s) => s.some((o) => typeof o.value === 'string' && o.value.length > 1000))).toBe(true);
  });
});
