import { bankMachine, BANK_ERROR_ROUTE } from '../../../../flows/bank';

/** The bank machine's routes by state, and the error route outside it (flows/bank.ts). */
export const bankStateRoutes: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(bankMachine.states).flatMap(([state, node]) => {
    const meta: unknown = node.meta;
    return typeof meta === 'object' && meta !== null && 'route' in meta && typeof meta.route === 'string' ? [[state, meta.route]] : [];
  }),
);

export const bankRoutes: readonly string[] = [...Object.values(bankStateRoutes), BANK_ERROR_ROUTE];

export function bankStateForRoute(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '');
  return Object.keys(bankStateRoutes).find((state) => bankStateRoutes[state] === path);
}
