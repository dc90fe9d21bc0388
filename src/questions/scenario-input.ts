/**
 * The Scenario input shapes the question layer builds (the schema's input types, src/scenario/schema.ts):
 * a misspelt field or a wrong shape in an object, action, effect or replacement made here is a compile
 * error. The values are still checked when the Scenario is parsed (parseScenario), as all input is.
 */
import type { ScenarioActionInput, ScenarioEffectInput, ScenarioFilterInput, ScenarioInput, ScenarioModificationInput, ScenarioObjectInput, ScenarioPlayerInput, ScenarioReplacementInput, ScenarioSelectorInput } from '../scenario/schema.ts';

export type { ScenarioInput, ScenarioPlayerInput };
export type ObjectInput = ScenarioObjectInput;
export type ActionInput = ScenarioActionInput;
export type ActionOf<K extends ActionInput['kind']> = Extract<ActionInput, { kind: K }>;
/** A cast or an activation: the two actions whose costs a question may leave to be paid (601.2h, 602.2b). */
export type CastOrActivate = ActionOf<'cast' | 'activate'>;
export type EffectInput = ScenarioEffectInput;
export type ReplacementInput = ScenarioReplacementInput;
export type SelectorInput = ScenarioSelectorInput;
export type FilterInput = ScenarioFilterInput;
export type ModificationInput = ScenarioModificationInput;
export type SpellInput = NonNullable<ObjectInput['spell']>;
export type TriggerInput = NonNullable<ObjectInput['triggers']>[number];
export type ActivatedInput = NonNullable<ObjectInput['activated']>[number];
export type TargetSpecInput = NonNullable<SpellInput['targets']>[number];
