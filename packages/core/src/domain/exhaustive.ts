/**
 * Marks the branch a `switch` can never reach once every case is handled: the compiler rejects
 * the call while a case is missing, and at run time (a value from outside the type system) it
 * throws instead of silently falling through.
 */
export function exhaustiveSwitchError(value: never, what = 'value'): never {
  throw new Error(`Unhandled ${what}: ${JSON.stringify(value)}`);
}
