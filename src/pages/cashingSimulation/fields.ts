/** The simulation's answers, in the order the result URL carries them. */
export const SIMULATION_FIELDS = ['usage', 'annualRate', 'monthlyPayment'] as const;
