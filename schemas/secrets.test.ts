import { describe, expect, it } from 'vitest';
import { SECRET_MARKER, maskSecrets } from './secrets';
import type { JsonObject } from './resolveSchema';

const pinStep: JsonObject = {
  type: 'object',
  properties: {
    pinNumber: { type: 'string', 'x-secret': true },
    pinNumberConfirm: { type: 'string', 'x-secret': true },
    cardName: { type: 'string' },
  },
  sameAnswer: { field: 'pinNumberConfirm', first: 'pinNumber' },
};

describe('secrets of a step', () => {
  it('masks the secret and its confirmation but keeps only the secret, whose hash the completion reads', () => {
    const { masked, secrets } = maskSecrets(pinStep, { pinNumber: '7294', pinNumberConfirm: '7294', cardName: 'いつもの' });
    expect(masked).toEqual({ pinNumber: SECRET_MARKER, pinNumberConfirm: SECRET_MARKER, cardName: 'いつもの' });
    expect(secrets).toEqual({ pinNumber: '7294' });
  });

  it('keeps a confirmation of a field that is no secret, and gives back a marker as no secret', () => {
    const plainFirst: JsonObject = { ...pinStep, properties: { ...(pinStep['properties'] as JsonObject), pinNumber: { type: 'string' } } };
    expect(maskSecrets(plainFirst, { pinNumber: '7294', pinNumberConfirm: '7294' }).secrets).toEqual({ pinNumberConfirm: '7294' });
    expect(maskSecrets(pinStep, { pinNumber: SECRET_MARKER, pinNumberConfirm: SECRET_MARKER }).secrets).toEqual({});
  });
});
