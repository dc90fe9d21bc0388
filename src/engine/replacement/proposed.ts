/**
 * An event as it is proposed, before it happens (614.1): what it would do, and the replacement and
 * prevention effects that have already modified it. 614.5: a replacement effect gets one opportunity
 * to affect an event and any modified events that may replace it, so the record of which effects
 * applied travels with the event and with whatever event replaces it (616.2). Every replacement
 * loop of the engine (damage, zone changes, tokens, life gain and draws) keeps its record here.
 */
export interface ProposedEvent<E> {
  readonly event: E;
  /** Ids of the replacement and prevention effects applied to it so far, in the order they applied. */
  readonly applied: readonly string[];
}

export function propose<E>(event: E): ProposedEvent<E> {
  return { event, applied: [] };
}

/** May this effect still modify the event (614.5: once per event and the events replacing it)? */
export function mayApply(p: ProposedEvent<unknown>, effect: string): boolean {
  return !p.applied.includes(effect);
}

/** The event as modified by `effect`: the modified event, with `effect` recorded as applied (614.5). */
export function replacedBy<E, F>(p: ProposedEvent<E>, effect: string, event: F): ProposedEvent<F> {
  return { event, applied: [...p.applied, effect] };
}
