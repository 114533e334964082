/** The body of both code checks (the member's SMS step-up and the apply SMS step): one shape, checked at the edge. */
export interface VerifyBody {
  challengeId: string;
  code: string;
}

export const verifyBodySchema = {
  type: 'object',
  required: ['challengeId', 'code'],
  additionalProperties: false,
  properties: {
    challengeId: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
    code: { type: 'string', maxLength: 20 },
  },
} as const;
