import { useEffect, useState } from 'react';
import type { DesignFlags } from '../../../enums/cardDesigns';
import { isFeatureOn } from '../../api/featureFlags';

let pending: Promise<DesignFlags> | undefined;

/** The flags that withdraw card faces, asked once per page load (a failed lookup is off, as on the server). */
function loadDesignFlags(): Promise<DesignFlags> {
  pending ??= Promise.all([isFeatureOn('colourDesign'), isFeatureOn('mastercardVerticalRemoval')]).then(([colourDesign, mastercardVerticalRemoval]) => ({
    colourDesign,
    mastercardVerticalRemoval,
  }));
  return pending;
}

/** The design flags, or undefined while they are being asked. */
export function useDesignFlags(): DesignFlags | undefined {
  const [flags, setFlags] = useState<DesignFlags>();
  useEffect(() => {
    let current = true;
    void loadDesignFlags().then((loaded) => current && setFlags(loaded));
    return () => {
      current = false;
    };
  }, []);
  return flags;
}
