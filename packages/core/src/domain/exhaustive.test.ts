import { describe, expect, it } from 'vitest';
import { exhaustiveSwitchError } from './exhaustive.js';

describe('exhaustiveSwitchError', () => {
  it('throws naming the value that slipped through', () => {
    expect(() => exhaustiveSwitchError('SURPRISE' as never, 'status')).toThrow(
      'Unhandled status: "SURPRISE"',
    );
  });
});
