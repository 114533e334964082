import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isFeatureOn } from '../../api/featureFlags';
import { memberMenuByGroup } from './memberMenu';

/**
 * The member top's menu, drawn from `memberMenu.ts`. SPEC 6 gold screen id (`goldScreenId`): while it is on, the
 * gold switch is offered through its landing page (/member/setting/gold-card/lp, whose button opens the switch);
 * drawn first with the switch itself, as a failed flag lookup counts as off.
 */
export function MemberMenu() {
  const [goldLanding, setGoldLanding] = useState(false);
  useEffect(() => {
    void isFeatureOn('goldScreenId').then(setGoldLanding);
  }, []);
  const routeOf = (id: string, to: string) => (id === 'goldUpgrade' && goldLanding ? '/member/setting/gold-card/lp' : to);
  return (
    <nav aria-labelledby="member-menu-heading" className="panel member-menu">
      <h2 id="member-menu-heading">メニュー</h2>
      {memberMenuByGroup().map(({ group, label, items }) => (
        <div key={group} className="member-menu__group">
          <h3>{label}</h3>
          <ul className="member-menu__list">
            {items.map((item) => (
              <li key={item.id}>
                <Link className="member-menu__link" to={routeOf(item.id, item.to)} data-menu={item.id}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
