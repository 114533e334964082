import { describe, expect, it } from 'vitest';
import { errorScreenFromQuery } from './errorScreenFromQuery';

describe('error screen chosen from the URL', () => {
  it('shows maintenance when the BFF reported maintenance', () => {
    expect(errorScreenFromQuery(new URLSearchParams('bffMaintenance=1'))).toBe('maintenance');
  });
  it('shows the catalogue entry named by type', () => {
    expect(errorScreenFromQuery(new URLSearchParams('type=illegalOperation'))).toBe('illegalOperation');
  });
  it('falls back to the system error for an unknown or inherited key', () => {
    expect(errorScreenFromQuery(new URLSearchParams('type=nonsense'))).toBe('systemError');
    expect(errorScreenFromQuery(new URLSearchParams('type=toString'))).toBe('systemError');
    expect(errorScreenFromQuery(new URLSearchParams(''))).toBe('systemError');
  });
});
