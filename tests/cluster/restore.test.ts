import { describe, expect, it } from 'vitest';
import { missingPackages } from '../../scripts/cluster/cluster';
import { runRestoreDrill } from './restoreDrill';

// The short variant: a few seconds per phase. bench/restoreDrill.bench.ts runs the long one by hand.
const missing = missingPackages();

describe.skipIf(missing.length > 0)('the cluster restored from its backups (pgBackRest)', () => {
  it('holds exactly the saves acknowledged before the moment it was restored to, none after', async () => {
    const basePort = 21_000 + Math.floor(Math.random() * 90) * 100;
    const figures = await runRestoreDrill({ applicants: 4, phaseMs: 3000, basePort });
    console.log(
      `restore drill: ${JSON.stringify({ ...figures, missing: figures.missing.length, resurrected: figures.resurrected.length })}`,
    );
    expect(figures.acknowledged.beforeBackup).toBeGreaterThan(0);
    expect(figures.acknowledged.beforeTarget).toBeGreaterThan(0);
    expect(figures.acknowledged.afterTarget).toBeGreaterThan(0);
    expect(figures.missing).toEqual([]);
    expect(figures.resurrected).toEqual([]);
    // The cluster's first full backup at start, and the drill's.
    expect(figures.recordedBackups).toContain(figures.backupLabel);
    expect(figures.recordedBackups.length).toBeGreaterThanOrEqual(2);
  });
});
