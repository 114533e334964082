import { describe, expect, it } from 'vitest';
import { missingPackages } from '../../scripts/cluster/cluster';
import { runFailover } from './faultRun';

// The short variant (issue 34): a few seconds per phase. bench/failover.bench.ts runs the long one by hand.
const missing = missingPackages();
if (missing.length > 0) console.warn(`tests/cluster skipped: apt-get install -y ${missing.join(' ')} (.ci/run installs them)`);

describe.skipIf(missing.length > 0)('the cluster under faults (npm run cluster)', () => {
  it('loses no acknowledged save to a killed instance or a killed primary, answers again within 30 s, and fails nothing when an instance is stopped', async () => {
    // A base of its own, away from a developer's `npm run cluster` (6400) and from ephemeral ports.
    const basePort = 21_000 + Math.floor(Math.random() * 90) * 100;
    const figures = await runFailover({ applicants: 10, phaseMs: 4000, basePort });
    console.log(`failover: ${JSON.stringify(figures)}`);
    expect(figures.lostDetails).toEqual([]);
    expect(figures.serverKill.acknowledged).toBeGreaterThan(0);
    // Only the saves in flight on the killed instance may fail: HAProxy sends the later ones to the others.
    expect(figures.serverKill.sentAfter).toEqual({});
    expect(figures.primaryKill.acknowledged).toBeGreaterThan(0);
    expect(figures.primaryKill.newPrimary).not.toBe(figures.primaryKill.oldPrimary);
    expect(figures.primaryKill.secondsToRecover).not.toBeNull();
    expect(figures.primaryKill.secondsToRecover ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(30);
    expect(figures.primaryKill.readyzSeen['503'] ?? 0).toBeGreaterThan(0);
    expect(figures.survivorsExited).toBe(0);
    // Issue 56: an instance stopped under load drains first, so no request that reached it fails.
    expect(figures.serverStop.acknowledged).toBeGreaterThan(0);
    expect(figures.serverStop.failed).toBe(0);
    expect(figures.serverStop.secondsToExit).not.toBeNull();
    // Every save refused by a fault was accepted in the end under the key it was first sent with.
    expect(figures.neverAcknowledged).toEqual([]);
  });
});
