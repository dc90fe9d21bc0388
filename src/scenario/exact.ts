/** The engine's types are exact about optional fields: a Scenario's values are copied without undefined keys. */
/** Removes keys whose value is undefined (the engine's types are exact about optional fields). */
export function clean<T>(value: unknown): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
