import partnerShops from '../config/partnerShops.json' with { type: 'json' };
import type { Partner } from '../enums/partner';

/**
 * SPEC 6: the partner whose shop-id prefix (config/partnerShops.json) the landing's shop id carries. Its own module:
 * the routing guards of every page ask it (a shop id naming no partner shop is the invalid-shop-URL screen) without
 * loading the application's rules.
 */
export function partnerOfShop(shopId: unknown): Partner | undefined {
  if (typeof shopId !== 'string' || shopId === '') return undefined;
  const shop = partnerShops.shops.find((s) => shopId.startsWith(s.shopIdPrefix));
  return shop ? (shop.partner as Partner) : undefined;
}
