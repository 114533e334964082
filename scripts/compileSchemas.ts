import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileFlow } from '../schemas/compileFlow';
import { applySchemaSources } from '../schemas/apply/index';
import { bankSchemaSources } from '../schemas/bank/index';
import { balanceRaiseSchemaSources } from '../schemas/balanceRaise/index';
import { balanceReduceSchemaSources } from '../schemas/balanceReduce/index';
import { cashingSimulationSchemaSources } from '../schemas/cashingSimulation/index';
import { mailSettingSchemaSources } from '../schemas/mailSetting/index';

/** `npm run schemas`: regenerates schemas/generated/<flow>.ts from the step schemas. A test fails when it is stale. */
export const generatedFlows = {
  apply: { sources: applySchemaSources, file: new URL('../schemas/generated/apply.ts', import.meta.url) },
  bank: { sources: bankSchemaSources, file: new URL('../schemas/generated/bank.ts', import.meta.url) },
  balanceRaise: { sources: balanceRaiseSchemaSources, file: new URL('../schemas/generated/balanceRaise.ts', import.meta.url) },
  balanceReduce: { sources: balanceReduceSchemaSources, file: new URL('../schemas/generated/balanceReduce.ts', import.meta.url) },
  mailSetting: { sources: mailSettingSchemaSources, file: new URL('../schemas/generated/mailSetting.ts', import.meta.url) },
  cashingSimulation: { sources: cashingSimulationSchemaSources, file: new URL('../schemas/generated/cashingSimulation.ts', import.meta.url) },
} as const;

export const RUNTIME_IMPORT = '../../validators/ajvRuntime';

export function generate(flow: keyof typeof generatedFlows): string {
  return compileFlow(generatedFlows[flow].sources, RUNTIME_IMPORT);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const flow of Object.keys(generatedFlows) as (keyof typeof generatedFlows)[]) {
    writeFileSync(generatedFlows[flow].file, generate(flow));
    console.log(`schemas/generated/${flow}.ts`);
  }
}
