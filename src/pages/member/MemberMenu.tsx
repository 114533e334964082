import { Link } from 'react-router';
import { memberMenuByGroup } from './memberMenu';

/** The member top's menu, drawn from `memberMenu.ts`. */
export function MemberMenu() {
  return (
    <nav aria-labelledby="member-menu-heading" className="panel member-menu">
      <h2 id="member-menu-heading">メニュー</h2>
      {memberMenuByGroup().map(({ group, label, items }) => (
        <div key={group} className="member-menu__group">
          <h3>{label}</h3>
          <ul className="member-menu__list">
            {items.map((item) => (
              <li key={item.id}>
                <Link className="member-menu__link" to={item.to} data-menu={item.id}>
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
