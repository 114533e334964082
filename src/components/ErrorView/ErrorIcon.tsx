import type { ErrorIcon as ErrorIconKind } from '../../../enums/shellErrorScreens';

const paths: Record<ErrorIconKind, string> = {
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 5h2v7h-2Zm0 9h2v2h-2Z',
  notice: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 5h2v2h-2Zm0 4h2v6h-2Z',
  maintenance: 'M22.7 19.3 13.6 10.2a6 6 0 0 0-7.8-7.8l3.9 3.9-2.8 2.8-3.9-3.9a6 6 0 0 0 7.8 7.8l9.1 9.1Z',
  network:
    'M1 9l2 2a12.7 12.7 0 0 1 18 0l2-2A15.6 15.6 0 0 0 1 9Zm4 4 2 2a7 7 0 0 1 10 0l2-2a9.9 9.9 0 0 0-14 0Zm4 4 3 3 3-3a4.2 4.2 0 0 0-6 0Z',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7Z',
  card: 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 14H4v-6h16Zm0-10H4V6h16Z',
};

export function ErrorIcon({ kind }: { kind: ErrorIconKind }) {
  return (
    <svg className="error-view__icon" data-icon={kind} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[kind]} />
    </svg>
  );
}
