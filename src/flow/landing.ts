/**
 * The landing of a flow (SPEC 3.1, 2.7): `/apply?campaignCode=…&shopId=…&utm_source=…&advertisingId=…`, or the same
 * query on another card's top. The campaign code and shop id say which route the application (or another card) takes (SPEC 4, 6); the advertising parameters
 * (`utm_*` and `advertisingId`) are the ad data saved with the application as `adData`. Session storage keeps them
 * for the session, across the login redirect and reloads, until the first save carries them to the server; the
 * server keeps the landing of an application's first save.
 */
export interface Landing {
  readonly campaignCode?: string;
  readonly shopId?: string;
  readonly adData?: Readonly<Record<string, string>>;
}

const STORAGE_KEY = 'apply.landing';
const CAMPAIGN_CODE = /^[A-Za-z0-9]{1,20}$/;
const SHOP_ID = /^[A-Za-z0-9_-]{1,32}$/;
/** SPEC 5.2: an advertising id is at most 36 characters; other ad values are kept short as well. */
const AD_VALUE_MAX = { advertisingId: 36, other: 200 } as const;

const isAdKey = (key: string): boolean => key === 'advertisingId' || /^utm_[a-z]{1,20}$/.test(key);

/** The landing a query carries; malformed values are left out (the server would refuse them). */
export function landingOf(search: string): Landing {
  const query = new URLSearchParams(search);
  const campaignCode = query.get('campaignCode') ?? '';
  const shopId = query.get('shopId') ?? '';
  const adData: Record<string, string> = {};
  for (const [key, value] of query) {
    const max = key === 'advertisingId' ? AD_VALUE_MAX.advertisingId : AD_VALUE_MAX.other;
    if (isAdKey(key) && value !== '' && value.length <= max) adData[key] = value;
  }
  return {
    ...(CAMPAIGN_CODE.test(campaignCode) ? { campaignCode } : {}),
    ...(SHOP_ID.test(shopId) ? { shopId } : {}),
    ...(Object.keys(adData).length > 0 ? { adData } : {}),
  };
}

const isEmpty = (landing: Landing): boolean =>
  landing.campaignCode === undefined && landing.shopId === undefined && landing.adData === undefined;

/** Keeps a landing the URL carries for the session (a later landing in the same session replaces it). */
export function captureLanding(search: string): void {
  const landing = landingOf(search);
  if (isEmpty(landing)) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(landing));
  } catch {
    // Storage refused (private mode quota): the landing then lives only as long as the URL.
  }
}

/** The session's landing, or none. */
export function storedLanding(): Landing {
  try {
    const text = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = text === null ? null : JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? landingOf(searchOf(parsed as Landing)) : {};
  } catch {
    return {};
  }
}

/** Back to query form, so a stored landing passes the same checks as a fresh one. */
function searchOf(landing: Landing): string {
  const query = new URLSearchParams();
  if (typeof landing.campaignCode === 'string') query.set('campaignCode', landing.campaignCode);
  if (typeof landing.shopId === 'string') query.set('shopId', landing.shopId);
  for (const [key, value] of Object.entries(landing.adData ?? {})) if (typeof value === 'string') query.set(key, value);
  return query.toString();
}
