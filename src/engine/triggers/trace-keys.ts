/**
 * The trace keys of triggered abilities (603): triggering, conditions (603.4), ordering (603.3b),
 * targets and modes chosen as they are put on the stack (603.3d), delayed triggers (603.7),
 * emitted by triggers/.
 *
 * The list is named trace-keys.ts like the others, so test/engine/trace-keys.test.ts (which checks that
 * every key is emitted somewhere in src/engine outside the lists) keeps telling a listed key from an
 * emitted one. src/engine/trace-keys.ts joins the lists into TRACE_KEYS; params are typed in
 * trace-params.ts.
 */

/** Triggered abilities (603). */
export const TRIGGER_TRACE_KEYS = [
  /** { ability, source, controller, cause, lookBack } — a triggered ability triggers (603.2); lookBack: judged on the game before the event (603.10a). */
  'trigger.triggers',
  /** { ability, source, stage: 'trigger' | 'resolution' } — the intervening "if" condition is false (603.4). */
  'trigger.condition-false',
  /** { ability, source, to, event: 'dies' | 'to-graveyard' } — it left the battlefield for another zone, so its own dies ability doesn't trigger (700.4, 603.6c). */
  'trigger.not-dies',
  /** { ability, source, by, text, count } — a static ability of `by` makes the ability trigger `count` more times (603.2d). */
  'trigger.additional',
  /** { order: string[], policy: 'listed' } — triggered abilities put on the stack in APNAP order (603.3b). */
  'trigger.order',
  /** { ability, source, word } — no legal target: the ability is removed from the stack (603.3d). */
  'trigger.no-targets',
  /** { ability, source, word, target } — the only legal target for the word, so the one chosen (603.3d, 601.2c). */
  'trigger.only-target',
  /**
   * { ability, source, word, options: string[] } — a run stopped (an error key): the ability must target a
   * legal "word" (603.3d, 601.2c), there are several (`options`), and the controller's choice wasn't given.
   */
  'trigger.which-target',
  /** { ability, source, modes: string[], forced } — a modal triggered ability's modes, chosen as it is put on the stack (603.3c, 700.2b); forced: the only legal choice. */
  'trigger.modes',
  /** { ability, source } — no mode of a modal triggered ability can be chosen: it is removed from the stack (603.3c). */
  'trigger.no-mode',
  /** { ability, source, controller } — a delayed triggered ability is created (603.7a); it triggers once (603.7b). */
  'trigger.delayed-created',
] as const;
