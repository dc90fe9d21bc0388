/**
 * Glossary statements a judge reviewed (issue 16 §4), resolved against the current CR: APNAP cites
 * the golden rule (101.4, 101.4b), not the shared-team-turns variant; first strike's account of the
 * second damage step holds for double strike (702.7b-c, 702.4c-d); trample's second double-strike
 * hit cites 702.19d; the Japanese trample entry names who assigns damage unambiguously.
 */
import { describe, expect, it } from 'vitest';
import { knowledge } from '../helpers/data.ts';

const k = knowledge();
const term = (id: string) => k.terms.terms.find((t) => t.entry.id === id)!;

describe('glossary fixes (issue 16 §4)', () => {
  it('GIVEN APNAP order THEN it cites 101.4 and 101.4b, and no Two-Headed Giant or shared-team rule', () => {
    const t = term('apnap-order');
    expect(t.rules).toEqual(expect.arrayContaining(['101.4', '101.4b']));
    for (const n of t.rules) expect(n.startsWith('8'), n).toBe(false);
    expect(t.unresolved).toEqual([]);
  });

  it('GIVEN first strike THEN its rules include the second step (702.7b-c) and double strike gained or lost (702.4c-d), and its text says double strike is looked at again', () => {
    const t = term('first-strike');
    expect(t.rules).toEqual(expect.arrayContaining(['702.7b', '702.7c', '702.4c', '702.4d']));
    const second = t.entry.details!.find((d) => d.en.includes('second step'))!;
    expect(second.en).toMatch(/have double strike now/);
    expect(second.en).toMatch(/given double strike after the first step deals damage again/);
    expect(second.ja).toMatch(/二段攻撃を得た先制攻撃クリーチャーはもう一度ダメージを与え/);
    expect(second.en).not.toMatch(/depends on what they had as the first step began/);
  });

  it('GIVEN trample with double strike THEN the explanation of the second hit cites 702.19d', () => {
    const t = term('trample');
    const i = t.entry.interactions!.findIndex((x) => x.with === 'double-strike');
    expect(t.interactionRules[i]).toContain('702.19d');
  });

  it('GIVEN the Japanese trample entry THEN it says 攻撃クリーチャーのコントローラー, never 攻撃しているプレイヤー', () => {
    const e = term('trample').entry;
    const ja = [e.summary.ja, ...(e.details ?? []).map((d) => d.ja), ...(e.interactions ?? []).map((i) => i.ja)].join('\n');
    expect(ja).toContain('攻撃クリーチャーのコントローラー');
    expect(ja).not.toContain('攻撃しているプレイヤー');
  });
});
