import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isFeatureOn } from '../../api/featureFlags';
import { memberMenuByGroup } from './memberMenu';

/**
 * Every member area, drawn from `memberMenu.ts` (the menu page, /member/menu). SPEC 6 gold screen id
 * (`goldScreenId`): while it is on, the gold switch is offered through its landing page
 * (/member/setting/gold-card/lp, whose button opens the switch); drawn first with the switch itself, as a failed flag
 * lookup counts as off.
 */
export function MemberMenu({ labelledBy }: { readonly labelledBy: string }) {
  const [goldLanding, setGoldLanding] = useState(false);
  useEffect(() => {
    void isFeatureOn('goldScreenId').then(setGoldLanding);
  }, []);
  const routeOf = (id: string, to: string) => (id === 'goldUpgrade' && goldLanding ? '/member/setting/gold-card/lp' : to);
  return (
    <nav aria-labelledby={labelledBy} className="member-menu">
      {memberMenuByGroup().map(({ group, label, items }) => (
        <section key={group} className="panel member-menu__group" aria-labelledby={`menu-${group}`}>
          <h2 id={`menu-${group}`}>{label}</h2>
          <ul className="member-menu__list">
            {items.map((item) => (
              <li key={item.id}>
                <Link className="member-menu__link" to={routeOf(item.id, item.to)} data-menu={item.id}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
